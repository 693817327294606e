/**
 * The identity (KYC) vendor seam: given the document fields, the document photo and the selfie, a provider
 * answers a result code and sub-code of spec section 4. The sandbox (default) decides from the document
 * number; a real vendor plugs in behind the same interface.
 */
import type { KycCountry, KycDocumentType, KycProviderName, KycResultCode, KycSubCode } from '@beacon/shared';

interface KycSubmission {
  country: KycCountry;
  documentType: KycDocumentType;
  documentNumber: string;
  documentImage: Uint8Array;
  selfieImage: Uint8Array;
}

export interface KycDecision {
  resultCode: KycResultCode;
  /** 200 with 1000; a failure sub-code with 1001; null for the other result codes. */
  subCode: KycSubCode | null;
}

export interface KycProvider {
  readonly name: KycProviderName;
  /** True when test inputs decide the result and no real check happens: the console says so. */
  readonly sandbox: boolean;
  verify(submission: KycSubmission): Promise<KycDecision>;
}
