import { describe, expect, test } from 'vitest';
import { createFakeClock } from '../../testing/fake-clock.js';
import { solveCaptcha } from '../../testing/solve-captcha.js';
import { createAltchaCaptcha } from './altcha-captcha.js';

function setup(hmacKey = 'captcha-test-key-0123456789') {
  const clock = createFakeClock();
  return { clock, captcha: createAltchaCaptcha({ hmacKey, maxNumber: 100, clock: clock.now }) };
}

describe('the ALTCHA captcha', () => {
  test('issues SHA-256 challenges with the configured maximum and an expiry', async () => {
    const { captcha, clock } = setup();
    const challenge = await captcha.createChallenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100 });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBe(clock.now().getTime() + 10 * 60_000);
  });

  test('accepts a solution once', async () => {
    const { captcha } = setup();
    const payload = await solveCaptcha(await captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  test('two concurrent submissions of one solution: only one passes', async () => {
    const { captcha } = setup();
    const payload = await solveCaptcha(await captcha.createChallenge());
    const results = await Promise.all([captcha.verify(payload), captcha.verify(payload)]);
    expect(results.sort()).toEqual([false, true]);
  });

  test('rejects a solution after the challenge expired', async () => {
    const { captcha, clock } = setup();
    const payload = await solveCaptcha(await captcha.createChallenge());
    clock.advance(10 * 60_000);
    expect(await captcha.verify(payload)).toBe(false);
  });

  test('rejects a challenge signed with another key', async () => {
    const other = setup('another-key-0123456789abcdef');
    const payload = await solveCaptcha(await other.captcha.createChallenge());
    expect(await setup().captcha.verify(payload)).toBe(false);
  });

  test.each([
    '',
    'not base64 json',
    Buffer.from('[]').toString('base64'),
    Buffer.from('null').toString('base64'),
  ])('rejects the malformed payload %j', async (payload) => {
    expect(await setup().captcha.verify(payload)).toBe(false);
  });
});
