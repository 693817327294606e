import { expect, test } from 'vitest';
import { signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

test('without an SMS sender, phone codes and the SMS channel are not allowed (1006)', async () => {
  const user = await signUp(t);
  expect(
    (await t.post('/api/user/phone/otp', { phone: '+14155550123' }, { token: user.token })).body,
  ).toEqual({
    code: 1006,
    msg: 'This operation is not allowed.',
    data: null,
  });
  expect(
    (await t.post('/api/user/twofactor/update', { channel: 'sms' }, { token: user.token })).body.code,
  ).toBe(1006);
});
