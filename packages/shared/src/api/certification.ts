/**
 * The enterprise certification calls' answers (`POST /user/certification/list|get|submit|withdraw`): the
 * response schemas the server's routes declare and the console's types are inferred from. The rules and the
 * submit schema are in validation/certification.ts.
 */
import { z } from 'zod';
import { CERT_ACCOUNT_TYPES, CERT_CERTIFICATE_TYPES, CERT_STATUSES } from '../validation/certification.js';
import { KYC_DOCUMENT_TYPES } from '../validation/kyc.js';

export const ZCertificationRecordSchema = z.object({
  id: z.uuid(),
  status: z.enum(CERT_STATUSES),
  accountType: z.enum(CERT_ACCOUNT_TYPES),
  enterpriseName: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2 of the country of registration.'),
  certificateType: z.enum(CERT_CERTIFICATE_TYPES),
  organisationCode: z.string(),
  legalPersonName: z.string(),
  legalDocumentType: z.enum(KYC_DOCUMENT_TYPES),
  legalDocumentNumber: z.string().describe('Masked: only the last 4 characters are shown.'),
  documentCount: z.number().int(),
  submittedBy: z.string().nullable().describe('The username of the member who submitted it.'),
  submittedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
  reason: z.string().nullable().describe("The reviewer's reason (required for a rejection)."),
});
export type CertificationRecord = z.output<typeof ZCertificationRecordSchema>;

export const ZCertificationPageSchema = z.object({
  items: z.array(ZCertificationRecordSchema),
  total: z.number().int(),
  /** True once a certification passed: the organisation is certified and submits no more. */
  certified: z.boolean(),
  /** True while a submission is under review: the form waits for its decision or its withdrawal. */
  underReview: z.boolean(),
});
export type CertificationPage = z.output<typeof ZCertificationPageSchema>;
