/**
 * The identity verification calls' answers (`POST /user/kyc/url|status|token|result`): the response schemas
 * the server's routes declare and the console's types are inferred from. The rules and the submit schema
 * are in validation/kyc.ts.
 */
import { z } from 'zod';
import { KYC_PROVIDERS, KYC_STATES } from '../validation/kyc.js';

/** An account's verification status (VERIFICATION_STATUS): 0 not verified, 1 verified, 2 pending, 3 failed. */
export const ZVerificationStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Which provider decides, carried by the KYC answers the pages start from, so the console can say when a
 * sandbox (results chosen by test inputs, no real check) is deciding instead of a real vendor.
 */
export const ZKycProviderInfoSchema = z.object({
  provider: z.enum(KYC_PROVIDERS).describe('The identity provider deciding (KYC_PROVIDER).'),
  sandbox: z
    .boolean()
    .describe(
      'True when test inputs decide the result and no real identity check happens (the sandbox: the ' +
        "document number's ending chooses the result, docs/contracts.md).",
    ),
});
export type KycProviderInfo = z.output<typeof ZKycProviderInfoSchema>;

/** `POST /user/kyc/url`: the single-use link to open on the phone. */
export const ZKycLinkSchema = ZKycProviderInfoSchema.extend({
  url: z.string(),
  expiresAt: z.iso.datetime(),
  publicUrlLoopback: z
    .boolean()
    .describe(
      'True when PUBLIC_URL names this machine (localhost, 127.0.0.0/8, ::1): a phone cannot open the link.',
    ),
});
export type KycLink = z.output<typeof ZKycLinkSchema>;

/** `POST /user/kyc/status`: the current account's latest verification and its verification status. */
export const ZKycStatusSchema = ZKycProviderInfoSchema.extend({
  state: z.enum(KYC_STATES),
  verificationStatus: ZVerificationStatusSchema,
  verificationAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  resultCode: z.number().int().nullable(),
  subCode: z.number().int().nullable(),
});
export type KycStatus = z.output<typeof ZKycStatusSchema>;

/** `POST /user/kyc/token`: the link may still be used, until `expiresAt`. */
export const ZKycLinkCheckSchema = ZKycProviderInfoSchema.extend({
  expiresAt: z.iso.datetime(),
  locale: z
    .enum(['en-US', 'zh-CN'])
    .nullable()
    .describe('The language of the console that issued the link; the phone page opens in it.'),
});
export type KycLinkCheck = z.output<typeof ZKycLinkCheckSchema>;

/** `POST /user/kyc/result`: the provider's answer to the submitted photos. */
export const ZKycResultSchema = z.object({
  resultCode: z.number().int().describe('Spec section 4: 1000 passed, 1001 failed, 1002 system error, ...'),
  subCode: z.number().int().nullable().describe('200 passed, 201 name and ID mismatch, ...; null if none.'),
});
export type KycResult = z.output<typeof ZKycResultSchema>;
