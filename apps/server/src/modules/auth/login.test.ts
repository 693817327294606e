import { describe, expect, test } from 'vitest';
import {
  ATTEMPTS_LOCKOUT_MS,
  PASSWORD_LOCK_MS,
  RESEND_INTERVAL_MS,
  TICKET_TTL_MS,
  maskPhone,
  type LoginOtpResult,
  type OtpDestination,
} from '@beacon/shared';
import { auditOf, bindPhone, setUserStatus } from '../../testing/db-helpers.js';
import { signUp, startLogin, uniqueEmail } from '../../testing/flows.js';
import { codeIn } from '../../testing/memory-mailer.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp({ withSms: true });

type OtpStep = Extract<LoginOtpResult, { step: 'otp'; to: string }>;

async function ticketFor(user: { email: string; password: string }) {
  const { body } = await startLogin(t, user);
  expect(body.code).toBe(0);
  const step = body.data as OtpStep;
  expect(step.step).toBe('otp');
  return { ticket: step.token, code: codeIn(t.mail.lastTo(user.email)), step };
}

function otherCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('sign-in with password and e-mailed code', () => {
  test('answers a ticket with the masked destination, and the e-mailed code gives a session', async () => {
    const user = await signUp(t);
    const { ticket, code, step } = await ticketFor(user);
    expect(step).toEqual({
      step: 'otp',
      token: ticket,
      channel: 'email',
      to: expect.stringMatching(/^\w{2}\*+@example\.com$/),
    });
    const mail = t.mail.lastTo(user.email);
    expect(mail.subject).toContain(code);

    const done = await t.post<{ token: string }>('/api/auth/login', { token: ticket, code });
    expect(done.body).toEqual({ code: 0, msg: 'success', data: { token: expect.any(String) } });
    expect((await t.get('/api/user/info', { token: done.body.data.token })).body.code).toBe(0);
    expect(done.response.cookies.find((c) => c.name === 'beacon_td')).toBeUndefined();
    expect((await auditOf(t.db, user.email)).map((e) => e.action)).toEqual(['signup', 'login.success']);
  });

  test('the e-mail address is case-blind', async () => {
    const user = await signUp(t);
    const { body } = await startLogin(t, { email: user.email.toUpperCase(), password: user.password });
    expect(body.data).toMatchObject({ step: 'otp' });
  });

  test('an unknown e-mail and a wrong password get the same 2001', async () => {
    const user = await signUp(t);
    const unknown = await startLogin(t, { email: uniqueEmail('ghost'), password: user.password });
    const wrong = await startLogin(t, { email: user.email, password: 'Not-The-Password-1' });
    expect(unknown.body).toEqual({ code: 2001, msg: 'Incorrect email or password.', data: null });
    expect(wrong.body).toEqual(unknown.body);
    expect((await startLogin(t, { email: user.email, password: 'x' }, { locale: 'zh-CN' })).body.msg).toBe(
      '邮箱或密码错误。',
    );
  });

  test('five wrong passwords in a row lock the user for 15 minutes (2002)', async () => {
    const user = await signUp(t);
    const wrong = { email: user.email, password: 'Not-The-Password-1' };
    for (let i = 1; i <= 4; i += 1) expect((await startLogin(t, wrong)).body.code).toBe(2001);
    expect((await startLogin(t, wrong)).body.code).toBe(2002);
    expect((await startLogin(t, user)).body.code).toBe(2002);
    t.clock.advance(PASSWORD_LOCK_MS - 1000);
    expect((await startLogin(t, user)).body.code).toBe(2002);
    t.clock.advance(1000);
    expect((await startLogin(t, user)).body.data).toMatchObject({ step: 'otp' });
    const actions = (await auditOf(t.db, user.email)).map((e) => e.action);
    expect(actions.filter((a) => a === 'login.lockout')).toHaveLength(1);
  });

  test('a right password resets the count of wrong ones', async () => {
    const user = await signUp(t);
    const wrong = { email: user.email, password: 'Not-The-Password-1' };
    for (let i = 1; i <= 4; i += 1) await startLogin(t, wrong);
    expect((await startLogin(t, user)).body.code).toBe(0);
    for (let i = 1; i <= 4; i += 1) expect((await startLogin(t, wrong)).body.code).toBe(2001);
  });

  test('a disabled user is 2003 and a not activated one 2004, only with the right password', async () => {
    const disabled = await signUp(t);
    await setUserStatus(t.db, disabled.email, 'disabled');
    expect((await startLogin(t, disabled)).body.code).toBe(2003);
    expect((await startLogin(t, { ...disabled, password: 'Wrong-Password-9' })).body.code).toBe(2001);
    const inactive = await signUp(t);
    await setUserStatus(t.db, inactive.email, 'inactive');
    expect((await startLogin(t, inactive)).body.code).toBe(2004);
  });

  test('a user disabled between the two steps cannot finish (2003)', async () => {
    const user = await signUp(t);
    const { ticket, code } = await ticketFor(user);
    await setUserStatus(t.db, user.email, 'disabled');
    expect((await t.post('/api/auth/login', { token: ticket, code })).body.code).toBe(2003);
  });

  test.each([
    [{ email: 'bad' }, 'email: Please enter a valid email address', 'email: 请输入有效的邮箱地址'],
    [
      { email: 'a@example.com', password: '' },
      'password: Password cannot be empty',
      'password: 密码不能为空',
    ],
  ])('bad input %j is 1001 naming the field', async (body, english, chinese) => {
    expect((await t.post('/api/auth/login/otp', body)).body).toMatchObject({ code: 1001, msg: english });
    expect((await t.post('/api/auth/login/otp', body, { locale: 'zh-CN' })).body).toMatchObject({
      code: 1001,
      msg: chinese,
    });
  });
});

describe('the sign-in ticket', () => {
  test('the test call says where the code went', async () => {
    const user = await signUp(t);
    const { ticket, step } = await ticketFor(user);
    const { body } = await t.post<OtpDestination>('/api/auth/login/otp/test', { token: ticket });
    expect(body).toEqual({ code: 0, msg: 'success', data: { channel: 'email', to: step.to } });
    expect((await t.post('/api/auth/login/otp/test', { token: 'unknown' })).body.code).toBe(2013);
    expect((await t.post('/api/auth/login/otp/test', {})).body).toMatchObject({
      code: 1001,
      msg: 'token: The link or ticket is missing',
    });
  });

  test('a wrong code is 2007 and the fifth locks the ticket for 10 minutes (1007)', async () => {
    const user = await signUp(t);
    const { ticket, code } = await ticketFor(user);
    for (let i = 1; i <= 4; i += 1) {
      expect((await t.post('/api/auth/login', { token: ticket, code: otherCode(code) })).body.code).toBe(
        2007,
      );
    }
    expect((await t.post('/api/auth/login', { token: ticket, code: otherCode(code) })).body.code).toBe(1007);
    expect((await t.post('/api/auth/login', { token: ticket, code })).body.code).toBe(1007);
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(1007);
    t.clock.advance(ATTEMPTS_LOCKOUT_MS - RESEND_INTERVAL_MS);
    // The ticket lived 10 minutes too, so the lock ends with it.
    expect((await t.post('/api/auth/login', { token: ticket, code })).body.code).toBe(2013);
  });

  test('expires after 10 minutes', async () => {
    const user = await signUp(t);
    const { ticket, code } = await ticketFor(user);
    t.clock.advance(TICKET_TTL_MS - 1000);
    expect((await t.post('/api/auth/login/otp/test', { token: ticket })).body.code).toBe(0);
    t.clock.advance(1000);
    expect((await t.post('/api/auth/login/otp/test', { token: ticket })).body.code).toBe(2013);
    expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(2013);
    expect((await t.post('/api/auth/login', { token: ticket, code })).body.code).toBe(2013);
  });

  test('works once', async () => {
    const user = await signUp(t);
    const { ticket, code } = await ticketFor(user);
    expect((await t.post('/api/auth/login', { token: ticket, code })).body.code).toBe(0);
    expect((await t.post('/api/auth/login', { token: ticket, code })).body.code).toBe(2013);
  });

  test('a code must be 6 digits (1001 in both languages)', async () => {
    const user = await signUp(t);
    const { ticket } = await ticketFor(user);
    expect((await t.post('/api/auth/login', { token: ticket, code: 'abcdef' })).body.msg).toBe(
      'code: Enter the 6-digit code',
    );
    expect(
      (await t.post('/api/auth/login', { token: ticket, code: '1' }, { locale: 'zh-CN' })).body.msg,
    ).toBe('code: 请输入 6 位验证码');
  });
});

describe('sign-in code re-send', () => {
  test('waits a minute (1005), then e-mails a new code that replaces the old one', async () => {
    const user = await signUp(t);
    const { ticket, code: first } = await ticketFor(user);
    expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(1005);
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/login/otp2', { token: ticket })).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    const second = codeIn(t.mail.lastTo(user.email));
    if (second !== first)
      expect((await t.post('/api/auth/login', { token: ticket, code: first })).body.code).toBe(2007);
    expect((await t.post('/api/auth/login', { token: ticket, code: second })).body.code).toBe(0);
  });

  test('does not extend the ticket: a code re-sent at minute 9 stops working at minute 10', async () => {
    const user = await signUp(t);
    const { ticket } = await ticketFor(user);
    t.clock.advance(9 * 60_000);
    expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(0);
    const resent = codeIn(t.mail.lastTo(user.email));
    t.clock.advance(TICKET_TTL_MS - 9 * 60_000 - 1000);
    expect((await t.post('/api/auth/login/otp/test', { token: ticket })).body.code).toBe(0);
    t.clock.advance(1000);
    expect((await t.post('/api/auth/login', { token: ticket, code: resent })).body.code).toBe(2013);
    t.clock.advance(60_000);
    expect((await t.post('/api/auth/login', { token: ticket, code: resent })).body.code).toBe(2013);
  });

  test('sends at most 5 codes per ticket (1007)', async () => {
    const user = await signUp(t);
    const { ticket } = await ticketFor(user);
    for (let send = 2; send <= 5; send += 1) {
      t.clock.advance(RESEND_INTERVAL_MS);
      expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(0);
    }
    t.clock.advance(RESEND_INTERVAL_MS);
    expect((await t.post('/api/auth/login/otp2', { token: ticket })).body.code).toBe(1007);
  });
});

describe('sign-in code by SMS', () => {
  test('is 1006 while the user has no bound phone', async () => {
    const user = await signUp(t);
    const { ticket } = await ticketFor(user);
    expect((await t.post('/api/auth/sms/otp', { token: ticket })).body).toMatchObject({ code: 1006 });
    expect((await t.post('/api/auth/sms/otp', { token: 'unknown' })).body.code).toBe(2013);
  });

  test('texts a new code to the bound phone, which then signs in', async () => {
    const user = await signUp(t);
    await bindPhone(t.db, user.email, '+14155550123');
    const { ticket } = await ticketFor(user);
    t.clock.advance(RESEND_INTERVAL_MS);
    const { body } = await t.post<OtpDestination>('/api/auth/sms/otp', { token: ticket });
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: { channel: 'sms', to: maskPhone('+14155550123') },
    });
    expect(t.sms).toHaveLength(1);
    expect(t.sms[0]!.to).toBe('+14155550123');
    const code = /(\d{6})/.exec(t.sms[0]!.text)![1]!;
    expect((await t.post('/api/auth/login/otp/test', { token: ticket })).body.data).toEqual({
      channel: 'sms',
      to: maskPhone('+14155550123'),
    });
    expect((await t.post('/api/auth/login', { token: ticket, code })).body.code).toBe(0);
  });

  test('does not extend the ticket: a code texted at minute 9 stops working at minute 10', async () => {
    const user = await signUp(t);
    await bindPhone(t.db, user.email, '+14155550123');
    const { ticket } = await ticketFor(user);
    t.clock.advance(9 * 60_000);
    expect((await t.post('/api/auth/sms/otp', { token: ticket })).body.code).toBe(0);
    const texted = /(\d{6})/.exec(t.sms.at(-1)!.text)![1]!;
    t.clock.advance(TICKET_TTL_MS - 9 * 60_000);
    expect((await t.post('/api/auth/login', { token: ticket, code: texted })).body.code).toBe(2013);
  });

  test('goes straight to SMS for a user whose second factor is SMS', async () => {
    const user = await signUp(t);
    await bindPhone(t.db, user.email, '+14155550124', 'sms');
    const { body } = await startLogin(t, user);
    expect(body.data).toMatchObject({ step: 'otp', channel: 'sms', to: maskPhone('+14155550124') });
    expect(t.sms).toHaveLength(1);
  });
});
