/** A stored certification as the console sees it: the legal person's document number masked. */
import type { CertificationRecord } from '@beacon/shared';
import type { CertificationWithSubmitter } from './repo.js';

/** Only the last 4 characters: enough to recognise the document, not to reuse it. */
function maskDocumentNumber(number: string): string {
  const shown = number.slice(-4);
  return `${'*'.repeat(Math.max(number.length - shown.length, 4))}${shown}`;
}

export function toCertificationRecord(row: CertificationWithSubmitter): CertificationRecord {
  return {
    id: row.id,
    status: row.status as CertificationRecord['status'],
    accountType: row.accountType as CertificationRecord['accountType'],
    enterpriseName: row.enterpriseName,
    country: row.country,
    certificateType: row.certificateType as CertificationRecord['certificateType'],
    organisationCode: row.organisationCode,
    legalPersonName: row.legalPersonName,
    legalDocumentType: row.legalDocumentType as CertificationRecord['legalDocumentType'],
    legalDocumentNumber: maskDocumentNumber(row.legalDocumentNumber),
    documentCount: row.documentKeys.length,
    submittedBy: row.submitterName,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    reason: row.reason,
  };
}
