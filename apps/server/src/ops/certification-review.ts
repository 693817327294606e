/** `certification:review <id> approve|reject [reason]`: the operator's decision on an enterprise certification. */
import { ZCertificationReviewSchema } from '@beacon/shared';
import { createAuditService } from '../modules/audit/index.js';
import { CertificationReviewError, reviewCertification } from '../modules/certification/index.js';
import type { OpsContext } from './commands.js';
import { OpsError } from './protocol.js';

export async function opsReviewCertification({ db, clock }: OpsContext, args: string[], usage: string) {
  const [id, decision, ...reasonWords] = args;
  const input = ZCertificationReviewSchema.safeParse({ id, decision, reason: reasonWords.join(' ') });
  if (!input.success) {
    const reasonMissing = input.error.issues.some((issue) => issue.message === 'certReasonRequired');
    throw new OpsError('usage', reasonMissing ? 'a rejection needs a reason' : `usage: ${usage}`);
  }
  try {
    // The operator has no user or network of their own in the audit log.
    return await reviewCertification({ db, clock, audit: createAuditService({ db, clock }) }, input.data, {
      userId: null,
      meta: { ip: '', userAgent: 'ops certification:review' },
    });
  } catch (error) {
    if (error instanceof CertificationReviewError) {
      throw new OpsError(error.reason === 'not_found' ? 'not_found' : 'invalid', error.message);
    }
    throw error;
  }
}
