import { describe, expect, test } from 'vitest';
import {
  KYC_COUNTRY_CODES,
  KYC_IMAGE_MAX_BYTES,
  KYC_RESULT_CODES,
  KYC_SUB_CODES,
  ZKycDocumentSchema,
  ZKycSubmitSchema,
  decodeKycDataUrl,
  findKycImageProblem,
} from './kyc.js';
import { hasText } from '../i18n/texts.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const dataUrl = (type: string, bytes: number[]) =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

const VALID = {
  token: 'abc',
  country: 'CN',
  documentType: 'ID_CARD',
  documentNumber: 'A1234567',
  documentImage: dataUrl('image/jpeg', JPEG),
  selfieImage: dataUrl('image/png', PNG),
};

const firstMessage = (input: unknown) => {
  const result = ZKycSubmitSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('kyc rules', () => {
  test('ten verification countries, and a text for every result and sub-code', () => {
    expect(KYC_COUNTRY_CODES).toHaveLength(10);
    for (const code of KYC_RESULT_CODES) expect(hasText('kyc', `result.${code}`)).toBe(true);
    for (const code of KYC_SUB_CODES) expect(hasText('kyc', `sub.${code}`)).toBe(true);
  });

  test('images are judged by their bytes: JPEG and PNG up to 2 MB', () => {
    expect(findKycImageProblem(new Uint8Array(PNG), 10)).toBeNull();
    expect(findKycImageProblem(new Uint8Array(JPEG), KYC_IMAGE_MAX_BYTES)).toBeNull();
    expect(findKycImageProblem(new Uint8Array(JPEG), KYC_IMAGE_MAX_BYTES + 1)).toBe('kycImageSize');
    expect(findKycImageProblem(new Uint8Array(GIF), 10)).toBe('kycImageType');
    expect(decodeKycDataUrl(dataUrl('image/png', PNG))).toEqual(new Uint8Array(PNG));
    expect(decodeKycDataUrl('data:text/plain;base64,aGVsbG8=')).toBeNull();
  });

  test('a valid submission parses', () => {
    expect(ZKycSubmitSchema.safeParse(VALID).success).toBe(true);
  });

  test.each([
    [{ country: 'FR' }, 'kycCountryRequired'],
    [{ documentType: 'VISA' }, 'kycDocumentTypeRequired'],
    [{ country: 'GLOBAL' }, 'kycDocumentTypeUnsupported'],
    [{ documentNumber: ' ' }, 'kycDocumentNumberRequired'],
    [{ documentNumber: 'A'.repeat(33) }, 'kycDocumentNumberInvalid'],
    [{ documentImage: '' }, 'kycDocumentImageRequired'],
    [{ selfieImage: undefined }, 'kycSelfieRequired'],
    [{ documentImage: dataUrl('image/png', GIF) }, 'kycImageType'],
    [{ selfieImage: 'not a data url' }, 'kycImageType'],
    [{ token: '' }, 'tokenRequired'],
  ])('%j → %s', (change, key) => {
    expect(firstMessage({ ...VALID, ...change })).toBe(key);
  });

  test('the document schema of the phone form checks the same fields', () => {
    expect(
      ZKycDocumentSchema.safeParse({ country: 'MX', documentType: 'DRIVING_LICENSE', documentNumber: 'X1' })
        .success,
    ).toBe(true);
    expect(
      ZKycDocumentSchema.safeParse({ country: 'CN', documentType: 'DRIVING_LICENSE', documentNumber: 'X1' })
        .success,
    ).toBe(false);
  });
});
