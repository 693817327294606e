/**
 * Sender-ID registration: an organisation's owner or admin asks for a sender ID in some countries, an operator
 * approves or rejects it (`npm run ops -- senderid:review`). The send path has no sender-ID allowlist yet, so
 * an approval is recorded and shown; it does not yet change which `from` a send accepts.
 */
import {
  ErrorCode,
  classifySenderId,
  type SenderIdRequestItem,
  type SenderIdRequestStatus,
  type TSenderIdRequest,
  type TSenderIdReview,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { SenderIdRequestRow } from '../../db/schema/index.js';
import type { CallerMembership } from '../../http/organisation-role.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/index.js';
import * as repo from './repo.js';

/** Why a review could not be recorded; the operator command words it. */
export class SenderIdReviewError extends Error {
  override name = 'SenderIdReviewError';
  constructor(
    readonly reason: 'not_found' | 'not_submitted',
    requestId: string,
  ) {
    super(
      reason === 'not_found'
        ? `no sender-ID request ${requestId}`
        : `sender-ID request ${requestId} is already decided`,
    );
  }
}

function itemOf(row: SenderIdRequestRow): SenderIdRequestItem {
  return {
    requestId: row.id,
    senderId: row.senderId,
    kind: row.kind,
    countries: row.countries,
    useCase: row.useCase,
    brandName: row.brandName,
    sampleContent: row.sampleContent,
    link: row.link,
    companyName: row.companyName,
    registrationNumber: row.registrationNumber,
    status: row.status,
    reason: row.reason,
    submittedBy: row.submittedBy,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function createSenderIdService({
  db,
  clock,
  audit,
}: {
  db: Database;
  clock: Clock;
  audit?: AuditService;
}) {
  return {
    async submit(
      org: CallerMembership,
      actorId: string,
      input: TSenderIdRequest,
      meta: RequestMeta,
    ): Promise<SenderIdRequestItem> {
      return db.transaction(async (tx) => {
        const row = await repo.insertSenderIdRequest(tx, {
          ...input,
          organisationId: org.organisationId,
          kind: classifySenderId(input.senderId),
          submittedBy: actorId,
          createdAt: clock(),
        });
        await audit?.record(
          {
            action: 'sender_id.submit',
            userId: actorId,
            target: row.id,
            detail: { senderId: row.senderId, countries: row.countries },
          },
          meta,
          tx,
        );
        return itemOf(row);
      });
    },

    async list(
      org: CallerMembership,
      filter: { status?: SenderIdRequestStatus; page: number; pageSize: number },
    ): Promise<{ items: SenderIdRequestItem[]; total: number }> {
      const { rows, total } = await repo.findSenderIdRequests(db, org.organisationId, filter);
      return { items: rows.map(itemOf), total };
    },

    /** One request of the organisation; 1006 for an id it does not own, as for one that does not exist. */
    async get(org: CallerMembership, requestId: string): Promise<SenderIdRequestItem> {
      const row = await repo.findSenderIdRequest(db, org.organisationId, requestId);
      if (!row) throw new AppError(ErrorCode.NOT_ALLOWED);
      return itemOf(row);
    },

    /** The operator's decision on a submitted request; a rejection keeps its reason for the admin to read. */
    async review(input: TSenderIdReview): Promise<SenderIdRequestItem> {
      const approve = input.decision === 'approve';
      const decided = await repo.decideSenderIdRequest(db, input.requestId, {
        status: approve ? 'approved' : 'rejected',
        reason: approve ? null : input.reason?.trim() || null,
        at: clock(),
      });
      if (decided) return itemOf(decided);
      const exists = await repo.senderIdRequestExists(db, input.requestId);
      throw new SenderIdReviewError(exists ? 'not_submitted' : 'not_found', input.requestId);
    },
  };
}

export type SenderIdService = ReturnType<typeof createSenderIdService>;
