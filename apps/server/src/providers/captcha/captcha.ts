/** The human check of sign-up: hands out challenges and accepts each solved one once. */
import type { CaptchaChallenge } from '@beacon/shared';

export interface Captcha {
  createChallenge(): Promise<CaptchaChallenge>;
  /** True once for a valid, unexpired solution; a replay of the same solution is false. */
  verify(payload: string): Promise<boolean>;
}
