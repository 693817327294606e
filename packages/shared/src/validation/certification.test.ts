import { describe, expect, test } from 'vitest';
import {
  ZOrganisationCodeSchema,
  ZCertificationReviewSchema,
  ZCertificationSubmitSchema,
  isUnifiedSocialCreditCode,
} from './certification.js';

const PNG = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2))}`;
const GIF = `data:image/png;base64,${btoa('GIF89a....')}`;

const valid = {
  accountType: 'enterprise',
  enterpriseName: 'Fuzhou Example Trading Co., Ltd.',
  country: 'CN',
  certificateType: 'business_licence',
  organisationCode: '91350100M000100Y43',
  legalPersonName: 'Li Lei',
  legalDocumentType: 'ID_CARD',
  legalDocumentNumber: '11010519491231002X',
  documents: [PNG],
};

const issuesOf = (input: unknown) =>
  ZCertificationSubmitSchema.safeParse(input).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe("China's unified social credit code", () => {
  test.each(['91350100M000100Y43', '91110000600037341L'])('%s carries a correct check digit', (code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(true);
  });

  test.each([
    ['a wrong check digit', '91350100M000100Y44'],
    ['17 characters', '91350100M000100Y4'],
    ['a letter the code never uses (I)', '9135010IM000100Y43'],
    ['lower case', '91350100m000100y43'],
  ])('%s is refused', (_what, code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(false);
  });
});

describe('the submission', () => {
  test('a complete Chinese enterprise passes, its code upper-cased', () => {
    const parsed = ZCertificationSubmitSchema.parse({ ...valid, organisationCode: '91350100m000100y43' });
    expect(parsed.organisationCode).toBe('91350100M000100Y43');
  });

  test('a Chinese code with a wrong check digit names the field and the rule', () => {
    expect(issuesOf({ ...valid, organisationCode: '91350100M000100Y44' })).toEqual([
      ['organisationCode', 'certUsccInvalid'],
    ]);
  });

  test("another country's registration number is free text within limits", () => {
    expect(issuesOf({ ...valid, country: 'GB', organisationCode: 'SC123456' })).toBeUndefined();
    expect(issuesOf({ ...valid, country: 'US', organisationCode: '12-3456789' })).toBeUndefined();
    expect(issuesOf({ ...valid, country: 'GB', organisationCode: 'x' })).toEqual([
      ['organisationCode', 'certOrganisationCodeInvalid'],
    ]);
    expect(issuesOf({ ...valid, country: 'GB', organisationCode: `A${'1'.repeat(50)}` })).toEqual([
      ['organisationCode', 'certOrganisationCodeInvalid'],
    ]);
  });

  test('every missing field is reported with its own message', () => {
    expect(issuesOf({})).toEqual(
      expect.arrayContaining([
        ['accountType', 'certAccountTypeRequired'],
        ['enterpriseName', 'certEnterpriseNameRequired'],
        ['country', 'certCountryRequired'],
        ['certificateType', 'certCertificateTypeRequired'],
        ['organisationCode', 'certOrganisationCodeRequired'],
        ['legalPersonName', 'certLegalPersonRequired'],
        ['legalDocumentType', 'certLegalDocumentTypeRequired'],
        ['legalDocumentNumber', 'certLegalDocumentNumberRequired'],
        ['documents', 'certDocumentsRequired'],
      ]),
    );
  });

  test('documents: at least one, at most three, JPEG or PNG by content', () => {
    expect(issuesOf({ ...valid, documents: [] })).toEqual([['documents', 'certDocumentsRequired']]);
    expect(issuesOf({ ...valid, documents: [PNG, PNG, PNG, PNG] })).toEqual([
      ['documents', 'certDocumentsTooMany'],
    ]);
    expect(issuesOf({ ...valid, documents: [GIF] })).toEqual([['documents.0', 'kycImageType']]);
  });

  test("the console form's code rule is the same, with the country it depends on", () => {
    expect(
      ZOrganisationCodeSchema.safeParse({ country: 'CN', organisationCode: '91110000600037341L' }).success,
    ).toBe(true);
    expect(
      ZOrganisationCodeSchema.safeParse({ country: 'CN', organisationCode: 'SC123456' }).error?.issues[0]
        ?.message,
    ).toBe('certUsccInvalid');
    expect(ZOrganisationCodeSchema.safeParse({ country: 'GB', organisationCode: 'SC123456' }).success).toBe(
      true,
    );
  });
});

describe("the operator's review", () => {
  const id = '0b6f3f3e-9a51-4c1b-8f1e-2d0c6a4e9b11';
  test('approve needs no reason; reject does', () => {
    expect(ZCertificationReviewSchema.safeParse({ id, decision: 'approve' }).success).toBe(true);
    expect(
      ZCertificationReviewSchema.safeParse({ id, decision: 'reject', reason: '' }).error?.issues[0]?.message,
    ).toBe('certReasonRequired');
    expect(
      ZCertificationReviewSchema.safeParse({ id, decision: 'reject', reason: 'Blurred licence' }).success,
    ).toBe(true);
  });
});
