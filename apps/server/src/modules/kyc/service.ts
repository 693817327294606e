/**
 * Identity verification (KYC) of the current account (spec sections 3, 4 and 9): the console asks for a
 * single-use link valid 10 minutes (shown as a QR code), the phone opens it, submits the document photo and
 * selfie, and the provider's result code decides whether the account is verified (1) or failed (3).
 */
import {
  ErrorCode,
  KYC_LINK_TTL_MS,
  KYC_STARTABLE,
  decodeKycDataUrl,
  type KycCountry,
  type KycDocumentType,
  type KycLink,
  type KycLinkCheck,
  type KycProviderInfo,
  type KycResult,
  type KycState,
  type KycStatus,
  type Locale,
  type VerificationStatus,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { KycVerificationRow } from '../../db/schema/index.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import { addMs, type Clock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { KycDecision, KycProvider } from '../../providers/kyc/kyc-provider.js';
import { requireCurrentAccount } from '../accounts/index.js';
import type { AuditService } from '../audit/index.js';
import { isLoopbackUrl } from './public-url.js';
import {
  claimVerification,
  completeVerification,
  findLatestVerification,
  findUsableVerification,
  replaceWaitingVerification,
} from './repo.js';

type Meta = Pick<RequestMeta, 'ip' | 'userAgent'>;

const isAppLocale = (value: string | null): value is Locale => value === 'en-US' || value === 'zh-CN';

export interface KycSubmitInput {
  token: string;
  country: KycCountry;
  documentType: KycDocumentType;
  documentNumber: string;
  documentImage: string;
  selfieImage: string;
}

function stateOf(row: KycVerificationRow | undefined, now: Date): KycState {
  if (!row) return 'none';
  if (row.status === 'waiting') return row.expiresAt <= now ? 'expired' : 'waiting';
  return row.status as KycState;
}

export function createKycService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  provider: KycProvider;
  publicUrl: string;
}) {
  const { db, clock, audit, provider, publicUrl } = deps;
  const providerInfo: KycProviderInfo = { provider: provider.name, sandbox: provider.sandbox };
  const publicUrlLoopback = isLoopbackUrl(publicUrl);

  return {
    /** A new single-use link for the current account (replacing any unused one); 1006 unless status is 0 or 3. */
    async createUrl(userId: string, meta: RequestMeta): Promise<KycLink> {
      const account = await requireCurrentAccount(db, userId);
      if (!KYC_STARTABLE.includes(account.verificationStatus)) throw new AppError(ErrorCode.NOT_ALLOWED);
      const token = randomToken();
      const now = clock();
      const expiresAt = addMs(now, KYC_LINK_TTL_MS);
      await replaceWaitingVerification(db, {
        accountId: account.id,
        userId,
        tokenHash: sha256(token),
        status: 'waiting',
        provider: provider.name,
        // The console's language (its Accept-Language), for the phone page.
        locale: meta.locale,
        createdAt: now,
        expiresAt,
      });
      await audit.record({ action: 'kyc.start', userId, target: account.id }, meta);
      return {
        url: `${publicUrl}/ekyc/${token}`,
        expiresAt: expiresAt.toISOString(),
        publicUrlLoopback,
        ...providerInfo,
      };
    },

    /** The current account's latest verification and its verification status. */
    async status(userId: string): Promise<KycStatus> {
      const account = await requireCurrentAccount(db, userId);
      const row = await findLatestVerification(db, account.id);
      return {
        state: stateOf(row, clock()),
        verificationStatus: account.verificationStatus as VerificationStatus,
        verificationAt: account.verifiedAt?.toISOString() ?? null,
        expiresAt: row?.expiresAt.toISOString() ?? null,
        resultCode: row?.resultCode ?? null,
        subCode: row?.subCode ?? null,
        ...providerInfo,
      };
    },

    /** Whether a link may still be used (2013 when unknown, used or expired). */
    async checkToken(token: string): Promise<KycLinkCheck> {
      const row = await findUsableVerification(db, sha256(token), clock());
      if (!row) throw new AppError(ErrorCode.LINK_INVALID);
      return {
        expiresAt: row.expiresAt.toISOString(),
        locale: isAppLocale(row.locale) ? row.locale : null,
        ...providerInfo,
      };
    },

    /** The phone's submission: uses the link once, asks the provider and records the outcome. */
    async submit(input: KycSubmitInput, meta: Meta): Promise<KycResult> {
      // The schema has already checked both images; decoding again only turns them into bytes.
      const documentImage = decodeKycDataUrl(input.documentImage);
      const selfieImage = decodeKycDataUrl(input.selfieImage);
      if (!documentImage || !selfieImage) throw new AppError(ErrorCode.INVALID_PARAMETER);
      const row = await claimVerification(db, sha256(input.token), {
        country: input.country,
        documentType: input.documentType,
        now: clock(),
      });
      if (!row) throw new AppError(ErrorCode.LINK_INVALID);
      let decision: KycDecision;
      try {
        decision = await provider.verify({
          country: input.country,
          documentType: input.documentType,
          documentNumber: input.documentNumber,
          documentImage,
          selfieImage,
        });
      } catch {
        decision = { resultCode: 1002, subCode: null };
      }
      const passed = decision.resultCode === 1000;
      await completeVerification(db, row, { passed, ...decision, now: clock() });
      await audit.record(
        {
          action: 'kyc.result',
          userId: row.userId,
          target: row.accountId,
          detail: { resultCode: decision.resultCode, subCode: decision.subCode, provider: provider.name },
        },
        meta,
      );
      return decision;
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
