/** Queries of enterprise certifications; every read and change is scoped to one organisation. */
import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  enterpriseCertifications as certs,
  users,
  type EnterpriseCertificationRow,
} from '../../db/schema/index.js';

export type NewCertification = typeof certs.$inferInsert;
export type CertificationWithSubmitter = EnterpriseCertificationRow & { submitterName: string | null };

const inOrganisation = (organisationId: string, id: string) =>
  and(eq(certs.id, id), eq(certs.organisationId, organisationId));

export async function insertCertification(
  db: Database,
  row: NewCertification,
): Promise<EnterpriseCertificationRow> {
  const [inserted] = await db.insert(certs).values(row).returning();
  return inserted!;
}

/** The organisation's submission still being decided, or its passed one: either blocks a new submission. */
export async function findBlocking(
  db: Database,
  organisationId: string,
): Promise<Pick<EnterpriseCertificationRow, 'status'> | undefined> {
  const rows = await db
    .select({ status: certs.status })
    .from(certs)
    .where(eq(certs.organisationId, organisationId));
  return rows.find((row) => row.status === 'pass') ?? rows.find((row) => row.status === 'auditing');
}

const withSubmitter = { ...getTableColumns(certs), submitterName: users.username };

export async function pageCertifications(
  db: Database,
  organisationId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: CertificationWithSubmitter[]; total: number; blocking: string | undefined }> {
  const rows = await db
    .select(withSubmitter)
    .from(certs)
    .leftJoin(users, eq(users.id, certs.submittedBy))
    .where(eq(certs.organisationId, organisationId))
    .orderBy(desc(certs.submittedAt), desc(certs.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(certs).where(eq(certs.organisationId, organisationId));
  const blocking = await findBlocking(db, organisationId);
  return { rows, total: total?.n ?? 0, blocking: blocking?.status };
}

export async function findCertification(
  db: Database,
  organisationId: string,
  id: string,
): Promise<CertificationWithSubmitter | undefined> {
  const [row] = await db
    .select(withSubmitter)
    .from(certs)
    .leftJoin(users, eq(users.id, certs.submittedBy))
    .where(inOrganisation(organisationId, id));
  return row;
}

/** auditing → withdrawn; undefined when the record is not the organisation's or not under review. */
export async function withdrawCertification(
  db: Database,
  organisationId: string,
  id: string,
  at: Date,
): Promise<EnterpriseCertificationRow | undefined> {
  const [row] = await db
    .update(certs)
    .set({ status: 'withdrawn', withdrawnAt: at })
    .where(and(inOrganisation(organisationId, id), eq(certs.status, 'auditing')))
    .returning();
  return row;
}

export async function findAnyCertification(
  db: Database,
  id: string,
): Promise<EnterpriseCertificationRow | undefined> {
  const [row] = await db.select().from(certs).where(eq(certs.id, id));
  return row;
}

/** auditing → pass or rejected with the reason; undefined when it is no longer under review. */
export async function decideCertification(
  db: Database,
  id: string,
  decision: { status: 'pass' | 'rejected'; reason: string | null; at: Date },
): Promise<EnterpriseCertificationRow | undefined> {
  const [row] = await db
    .update(certs)
    .set({ status: decision.status, reason: decision.reason, reviewedAt: decision.at })
    .where(and(eq(certs.id, id), eq(certs.status, 'auditing')))
    .returning();
  return row;
}
