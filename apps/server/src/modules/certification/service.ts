/**
 * Enterprise certification of the caller's organisation (spec sections 3 and 4): owners and admins submit the
 * enterprise's details with certificate images; the submission is under review (auditing) until an operator
 * passes or rejects it, and may be withdrawn while it is. A pass lifts the trial of every account of the
 * organisation through the accounts module's one path (setOrganisationVerified).
 */
import type { ZCertificationSubmitSchema } from '@beacon/shared';
import { ErrorCode, type CertificationPage, type CertificationRecord } from '@beacon/shared';
import path from 'node:path';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { CallerMembership } from '../../http/organisation-role.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createDiskStorage } from '../../providers/storage/disk-storage.js';
import type { FileStorage } from '../../providers/storage/file-storage.js';
import type { AuditService } from '../audit/index.js';
import { deleteDocuments, storeDocuments } from './documents.js';
import * as repo from './repo.js';
import { toCertificationRecord } from './view.js';

type Meta = Pick<RequestMeta, 'ip' | 'userAgent'>;
export type CertificationSubmission = z.output<typeof ZCertificationSubmitSchema>;

export interface CertificationDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  /** `<DATA_DIR>/certifications` on disk unless another FileStorage (object storage) is passed. */
  dataDir: string;
  storage?: FileStorage;
}

export function createCertificationService(deps: CertificationDeps) {
  const { db, clock, audit } = deps;
  const storage = deps.storage ?? createDiskStorage(path.join(deps.dataDir, 'certifications'));
  async function record(org: CallerMembership, id: string): Promise<CertificationRecord> {
    const row = await repo.findCertification(db, org.organisationId, id);
    if (!row) throw new AppError(ErrorCode.CERTIFICATION_NOT_FOUND);
    return toCertificationRecord(row);
  }

  return {
    async list(org: CallerMembership, page: { page: number; pageSize: number }): Promise<CertificationPage> {
      const { rows, total, blocking } = await repo.pageCertifications(db, org.organisationId, page);
      return {
        items: rows.map(toCertificationRecord),
        total,
        certified: blocking === 'pass',
        underReview: blocking === 'auditing',
      };
    },

    get: record,

    /** 2203 once certified, 2201 while another submission is under review. */
    async submit(
      org: CallerMembership,
      actorId: string,
      input: CertificationSubmission,
      meta: Meta,
    ): Promise<CertificationRecord> {
      const blocking = await repo.findBlocking(db, org.organisationId);
      if (blocking?.status === 'pass') throw new AppError(ErrorCode.ALREADY_CERTIFIED);
      if (blocking) throw new AppError(ErrorCode.CERTIFICATION_UNDER_REVIEW);
      const { documents, ...fields } = input;
      const documentKeys = await storeDocuments(storage, documents);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const row = await repo.insertCertification(tx, {
            ...fields,
            organisationId: org.organisationId,
            submittedBy: actorId,
            status: 'auditing',
            documentKeys,
            submittedAt: clock(),
          });
          await audit.record(
            {
              action: 'certification.submit',
              userId: actorId,
              target: row.id,
              detail: { enterprise: row.enterpriseName },
            },
            meta,
            tx,
          );
          return row.id;
        });
      } catch (error) {
        await deleteDocuments(storage, documentKeys);
        // Two submissions at once: the one-under-review index lets only the first in.
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CERTIFICATION_UNDER_REVIEW);
        throw error;
      }
      return record(org, id);
    },

    /** Takes back a submission under review: 2200 when not the organisation's, 2202 when already decided. */
    async withdraw(
      org: CallerMembership,
      actorId: string,
      id: string,
      meta: Meta,
    ): Promise<CertificationRecord> {
      const withdrawn = await repo.withdrawCertification(db, org.organisationId, id, clock());
      if (!withdrawn) {
        await record(org, id);
        throw new AppError(ErrorCode.CERTIFICATION_NOT_WITHDRAWABLE);
      }
      await audit.record({ action: 'certification.withdraw', userId: actorId, target: id }, meta);
      return record(org, id);
    },
  };
}

export type CertificationService = ReturnType<typeof createCertificationService>;
