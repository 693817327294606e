/** Solves an ALTCHA v1 challenge the way the widget does and returns the payload `captcha` carries. */
import { solveChallenge } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '@beacon/shared';

export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber ?? 1_000_000,
  ).promise;
  if (!solution) throw new Error('captcha challenge has no solution');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
