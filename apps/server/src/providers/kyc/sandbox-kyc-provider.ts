/**
 * The sandbox identity provider: deterministic, no network. It passes (1000 / 200) unless the document number
 * ends in a code (docs/contracts.md "Sandbox test rules"):
 * - ending in a result code other than 1000/1001 (e.g. `X1013`) → that result code, no sub-code;
 * - otherwise ending in a failure sub-code (e.g. `X201`, `X204`, `X205`) → 1001 with that sub-code.
 */
import { KYC_RESULT_CODES, KYC_SUB_CODES } from '@beacon/shared';
import type { KycDecision, KycProvider } from './kyc-provider.js';

export function sandboxDecision(documentNumber: string): KycDecision {
  const lastFour = Number(documentNumber.slice(-4));
  if (documentNumber.length >= 4 && lastFour !== 1000 && lastFour !== 1001) {
    const resultCode = KYC_RESULT_CODES.find((code) => code === lastFour);
    if (resultCode) return { resultCode, subCode: null };
  }
  const lastThree = Number(documentNumber.slice(-3));
  const subCode = KYC_SUB_CODES.find((code) => code !== 200 && code === lastThree);
  if (documentNumber.length >= 3 && subCode) return { resultCode: 1001, subCode };
  return { resultCode: 1000, subCode: 200 };
}

export function createSandboxKycProvider(): KycProvider {
  return {
    name: 'sandbox',
    sandbox: true,
    async verify(submission) {
      return sandboxDecision(submission.documentNumber);
    },
  };
}
