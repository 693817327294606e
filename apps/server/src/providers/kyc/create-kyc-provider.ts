/** Picks the identity (KYC) provider named by `KYC_PROVIDER`; config.ts has already refused unknown names. */
import type { KycProviderName } from '@beacon/shared';
import type { KycProvider } from './kyc-provider.js';
import { createSandboxKycProvider } from './sandbox-kyc-provider.js';

export function createKycProvider(name: KycProviderName): KycProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxKycProvider();
  }
}
