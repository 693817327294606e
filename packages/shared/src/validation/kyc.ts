/**
 * Identity verification (KYC) rules shared by the server and the console (spec sections 3, 4 and 9): the
 * verification countries with their document types, the images' content check, the mobile page's submit
 * schema, and the result and sub-codes (their texts are `kyc.result.<code>` and `kyc.sub.<code>` of the
 * shared i18n resources). Issues carry keys of the shared `validation` texts.
 */
import { z } from 'zod';
import { VERIFICATION_STATUS } from '../constants/index.js';
import { detectImageType } from './user.js';

/** The identity QR code / link is valid 10 minutes (spec section 9). */
export const KYC_LINK_TTL_MS = 10 * 60_000;

/** Verification countries of spec section 9, each with the document types it accepts. */
export const KYC_COUNTRIES = {
  GLOBAL: ['PASSPORT'],
  CN: ['ID_CARD', 'PASSPORT'],
  HK: ['ID_CARD', 'PASSPORT'],
  MO: ['ID_CARD', 'PASSPORT'],
  VN: ['ID_CARD', 'PASSPORT', 'DRIVING_LICENSE'],
  MY: ['ID_CARD', 'PASSPORT', 'DRIVING_LICENSE'],
  ID: ['ID_CARD', 'PASSPORT', 'DRIVING_LICENSE'],
  SG: ['ID_CARD', 'PASSPORT', 'DRIVING_LICENSE'],
  PH: ['ID_CARD', 'PASSPORT', 'DRIVING_LICENSE'],
  MX: ['ID_CARD', 'PASSPORT', 'DRIVING_LICENSE'],
} as const satisfies Record<string, readonly string[]>;
export type KycCountry = keyof typeof KYC_COUNTRIES;
export const KYC_COUNTRY_CODES = Object.keys(KYC_COUNTRIES) as [KycCountry, ...KycCountry[]];
export const KYC_DOCUMENT_TYPES = ['ID_CARD', 'PASSPORT', 'DRIVING_LICENSE'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** Whether the country accepts the document type. */
export function kycAcceptsDocument(country: KycCountry, documentType: KycDocumentType): boolean {
  return (KYC_COUNTRIES[country] as readonly string[]).includes(documentType);
}

/** Document photo and selfie: JPEG or PNG, judged by their bytes, at most 2 MB each. */
export const KYC_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** What is wrong with an image (its first bytes and its size), or null when it may be submitted. */
export function findKycImageProblem(head: Uint8Array, size: number): 'kycImageType' | 'kycImageSize' | null {
  const type = detectImageType(head);
  if (type !== 'image/jpeg' && type !== 'image/png') return 'kycImageType';
  if (size > KYC_IMAGE_MAX_BYTES) return 'kycImageSize';
  return null;
}

const DATA_URL = /^data:image\/(?:jpeg|jpg|png);base64,([A-Za-z0-9+/]+={0,2})$/;
/** Longest data URL accepted: the base64 of the largest image plus its header. */
export const KYC_DATA_URL_MAX_LENGTH = Math.ceil(KYC_IMAGE_MAX_BYTES / 3) * 4 + 32;

/** The bytes of an image data URL, or null when the text is not a base64 JPEG/PNG data URL. */
export function decodeKycDataUrl(value: string): Uint8Array | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  try {
    const binary = atob(match[1]!);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const ZKycImage = (requiredKey: 'kycDocumentImageRequired' | 'kycSelfieRequired') =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .max(KYC_DATA_URL_MAX_LENGTH, { error: 'kycImageSize' })
    .superRefine((value, ctx) => {
      const bytes = decodeKycDataUrl(value);
      const problem = bytes ? findKycImageProblem(bytes, bytes.length) : 'kycImageType';
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** The token of a mobile verification link (random, URL-safe). */
export const ZKycTokenSchema = z.object({
  token: z
    .string({ error: 'tokenRequired' })
    .min(1, { error: 'tokenRequired' })
    .max(128, { error: 'tokenRequired' }),
});

const ZKycDocumentNumber = z
  .string({ error: 'kycDocumentNumberRequired' })
  .trim()
  .min(1, { error: 'kycDocumentNumberRequired' })
  .max(32, { error: 'kycDocumentNumberInvalid' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'kycDocumentNumberInvalid' });

/** The document fields of the mobile page (the console validates its form with this one). */
export const ZKycDocumentSchema = z
  .object({
    country: z.enum(KYC_COUNTRY_CODES, { error: 'kycCountryRequired' }),
    documentType: z.enum(KYC_DOCUMENT_TYPES, { error: 'kycDocumentTypeRequired' }),
    documentNumber: ZKycDocumentNumber,
  })
  .refine((value) => kycAcceptsDocument(value.country, value.documentType), {
    path: ['documentType'],
    error: 'kycDocumentTypeUnsupported',
  });
export type TKycDocumentInput = z.input<typeof ZKycDocumentSchema>;

/** `POST /user/kyc/result`: the mobile page's answer — document fields, document photo and selfie as data URLs. */
export const ZKycSubmitSchema = z
  .object({
    token: ZKycTokenSchema.shape.token,
    country: z.enum(KYC_COUNTRY_CODES, { error: 'kycCountryRequired' }),
    documentType: z.enum(KYC_DOCUMENT_TYPES, { error: 'kycDocumentTypeRequired' }),
    documentNumber: ZKycDocumentNumber,
    documentImage: ZKycImage('kycDocumentImageRequired'),
    selfieImage: ZKycImage('kycSelfieRequired'),
  })
  .refine((value) => kycAcceptsDocument(value.country, value.documentType), {
    path: ['documentType'],
    error: 'kycDocumentTypeUnsupported',
  });
export type TKycSubmitInput = z.input<typeof ZKycSubmitSchema>;

/** States of the current verification as `POST /user/kyc/status` answers them. */
export const KYC_STATES = ['none', 'waiting', 'processing', 'passed', 'failed', 'expired'] as const;
export type KycState = (typeof KYC_STATES)[number];

/** Identity providers the server can run (`KYC_PROVIDER`); only the sandbox exists so far. */
export const KYC_PROVIDERS = ['sandbox'] as const;
export type KycProviderName = (typeof KYC_PROVIDERS)[number];

/** Verification statuses from which a verification may be started (not verified) or redone (failed). */
export const KYC_STARTABLE: readonly number[] = [
  VERIFICATION_STATUS.NOT_VERIFIED,
  VERIFICATION_STATUS.FAILED,
];

/** Result codes of spec section 4. */
export const KYC_RESULT_CODES = [
  1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1009, 1011, 1012, 1013, 1014,
] as const;
export type KycResultCode = (typeof KYC_RESULT_CODES)[number];
/** Sub-codes of spec section 4. */
export const KYC_SUB_CODES = [200, 201, 202, 204, 205, 206, 207, 209, 212] as const;
export type KycSubCode = (typeof KYC_SUB_CODES)[number];
