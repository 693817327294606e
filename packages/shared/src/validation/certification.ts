/**
 * Enterprise certification rules shared by the server and the console (spec section 3: account type, legal
 * person name, document type and number, enterprise name, certificate type, organisation code; section 4:
 * records pass / auditing / rejected with check and withdraw). Issues carry keys of the shared `validation`
 * texts (i18n/resources). Documents follow the identity verification's image rule.
 */
import { z } from 'zod';
import { ZPageSchema } from './admin.js';
import { listCountryCodes } from './user.js';
import { KYC_DOCUMENT_TYPES, KYC_DATA_URL_MAX_LENGTH, decodeKycDataUrl, findKycImageProblem } from './kyc.js';

export const CERT_ACCOUNT_TYPES = ['enterprise', 'individual_business', 'government', 'nonprofit'] as const;
export type CertAccountType = (typeof CERT_ACCOUNT_TYPES)[number];

export const CERT_CERTIFICATE_TYPES = [
  'business_licence',
  'incorporation_certificate',
  'registration_certificate',
  'other',
] as const;
export type CertCertificateType = (typeof CERT_CERTIFICATE_TYPES)[number];

/** pass, auditing and rejected are the spec's; withdrawn is a record its submitter took back. */
export const CERT_STATUSES = ['auditing', 'pass', 'rejected', 'withdrawn'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

const COUNTRY_CODES = new Set<string>(listCountryCodes());

/** Licence scans and the like: at most this many images per submission. */
export const CERT_MAX_DOCUMENTS = 3;
export const CERT_REASON_MAX = 500;

/** Characters of China's unified social credit code (GB 32100-2015): digits and letters without I O S V Z. */
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Whether `code` is an 18-character unified social credit code whose last character is its check digit. */
export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += USCC_ALPHABET.indexOf(code[i]!) * USCC_WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return code[17] === USCC_ALPHABET[check];
}

/** Other countries' registration numbers differ too much for one pattern: letters, digits and separators. */
const FOREIGN_CODE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,48}[A-Za-z0-9]$/;

const ZDocumentImage = z
  .string({ error: 'certDocumentsRequired' })
  .max(KYC_DATA_URL_MAX_LENGTH, { error: 'kycImageSize' })
  .superRefine((value, ctx) => {
    const bytes = decodeKycDataUrl(value);
    const problem = bytes ? findKycImageProblem(bytes, bytes.length) : 'kycImageType';
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const text = (requiredKey: string, tooLongKey: string, max: number) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

/** The form's fields without the documents (the console checks each picked file on its own). */
export const ZCertificationFieldsSchema = z.object({
  accountType: z.enum(CERT_ACCOUNT_TYPES, { error: 'certAccountTypeRequired' }),
  enterpriseName: text('certEnterpriseNameRequired', 'certEnterpriseNameTooLong', 100).refine(
    (name) => name.length >= 2,
    { error: 'certEnterpriseNameRequired' },
  ),
  country: z
    .string({ error: 'certCountryRequired' })
    .refine((code) => COUNTRY_CODES.has(code), { error: 'certCountryRequired' }),
  certificateType: z.enum(CERT_CERTIFICATE_TYPES, { error: 'certCertificateTypeRequired' }),
  organisationCode: z
    .string({ error: 'certOrganisationCodeRequired' })
    .trim()
    // The length is part of the country's format (checkOrganisationCode), reported once.
    .min(1, { error: 'certOrganisationCodeRequired' }),
  legalPersonName: text('certLegalPersonRequired', 'certLegalPersonTooLong', 64),
  legalDocumentType: z.enum(KYC_DOCUMENT_TYPES, { error: 'certLegalDocumentTypeRequired' }),
  legalDocumentNumber: z
    .string({ error: 'certLegalDocumentNumberRequired' })
    .trim()
    .min(1, { error: 'certLegalDocumentNumberRequired' })
    .max(32, { error: 'kycDocumentNumberInvalid' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'kycDocumentNumberInvalid' }),
});

type CertificationFields = z.output<typeof ZCertificationFieldsSchema>;

/** The organisation code's format depends on the country: China's code carries a check digit. */
function checkOrganisationCode(
  value: Pick<CertificationFields, 'country' | 'organisationCode'>,
  ctx: z.RefinementCtx,
) {
  const code = value.organisationCode;
  if (value.country === 'CN') {
    if (!isUnifiedSocialCreditCode(code.toUpperCase())) {
      ctx.addIssue({ code: 'custom', path: ['organisationCode'], message: 'certUsccInvalid' });
    }
  } else if (!FOREIGN_CODE.test(code)) {
    ctx.addIssue({ code: 'custom', path: ['organisationCode'], message: 'certOrganisationCodeInvalid' });
  }
}

/** The organisation code with the country it belongs to: the console's form checks the code with this. */
export const ZOrganisationCodeSchema = ZCertificationFieldsSchema.pick({
  country: true,
  organisationCode: true,
}).superRefine(checkOrganisationCode);

/** `POST /user/certification/submit`: the fields and 1 to 3 document images as JPEG/PNG data URLs. */
export const ZCertificationSubmitSchema = ZCertificationFieldsSchema.extend({
  documents: z
    .array(ZDocumentImage, { error: 'certDocumentsRequired' })
    .min(1, { error: 'certDocumentsRequired' })
    .max(CERT_MAX_DOCUMENTS, { error: 'certDocumentsTooMany' }),
})
  .superRefine(checkOrganisationCode)
  .transform((value) => ({
    ...value,
    organisationCode: value.country === 'CN' ? value.organisationCode.toUpperCase() : value.organisationCode,
  }));
export type TCertificationSubmitInput = z.input<typeof ZCertificationSubmitSchema>;

export const ZCertificationIdSchema = z.object({ id: z.uuid({ error: 'certIdInvalid' }) });
export const ZCertificationListSchema = ZPageSchema;

/** An operator's decision (`npm run ops -- certification:review`, or an admin screen later). */
export const ZCertificationReviewSchema = z
  .object({
    id: z.uuid({ error: 'certIdInvalid' }),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(CERT_REASON_MAX, { error: 'certReasonTooLong' }).default(''),
  })
  .refine((value) => value.decision === 'approve' || value.reason.length > 0, {
    path: ['reason'],
    error: 'certReasonRequired',
  });
export type TCertificationReviewInput = z.input<typeof ZCertificationReviewSchema>;
