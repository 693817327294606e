/**
 * The operator's decision on a submission under review (`npm run ops -- certification:review`), kept apart
 * from the console's service so an admin screen can call it too. A pass lifts the trial of every live account
 * of the organisation in the same transaction as the decision.
 */
import type { z } from 'zod';
import type { ZCertificationReviewSchema } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { RequestMeta } from '../../http/request-meta.js';
import type { Clock } from '../../lib/clock.js';
import { setOrganisationVerified } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import * as repo from './repo.js';

export class CertificationReviewError extends Error {
  override name = 'CertificationReviewError';
  constructor(
    readonly reason: 'not_found' | 'not_auditing',
    readonly id: string,
  ) {
    super(reason === 'not_found' ? `no certification ${id}` : `certification ${id} is not under review`);
  }
}

export interface CertificationReview {
  id: string;
  status: 'pass' | 'rejected';
  organisationId: string;
  /** The accounts that left the trial (empty for a rejection). */
  verifiedAccounts: string[];
}

export async function reviewCertification(
  deps: { db: Database; clock: Clock; audit: AuditService },
  input: z.output<typeof ZCertificationReviewSchema>,
  reviewer: { userId: string | null; meta: Pick<RequestMeta, 'ip' | 'userAgent'> },
): Promise<CertificationReview> {
  const { db, clock, audit } = deps;
  const status: CertificationReview['status'] = input.decision === 'approve' ? 'pass' : 'rejected';
  const result = await db.transaction(async (tx) => {
    const at = clock();
    const row = await repo.decideCertification(tx, input.id, { status, reason: input.reason || null, at });
    if (!row) return undefined;
    const verifiedAccounts =
      status === 'pass' ? await setOrganisationVerified(tx, row.organisationId, at) : [];
    await audit.record(
      {
        action: 'certification.review',
        userId: reviewer.userId,
        target: row.id,
        organisationId: row.organisationId,
        detail: { status, reason: row.reason, verifiedAccounts },
      },
      reviewer.meta,
      tx,
    );
    return { id: row.id, status, organisationId: row.organisationId, verifiedAccounts };
  });
  if (result) return result;
  const existing = await repo.findAnyCertification(db, input.id);
  throw new CertificationReviewError(existing ? 'not_auditing' : 'not_found', input.id);
}
