import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { VerificationStatus } from '@beacon/shared/constants/index';
import { i18n } from '@/shared/i18n';
import { queryClient } from '@/shared/query/query-client';
import { sessionKeys, useTokenStore } from '@/shared/session';
import { envelope, type SentRequest } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import type { KycStatus } from '../kyc';
import { userFixture } from '../testing/user-fixture';
import VerificationPage from './VerificationPage';
import VerificationResultPage from './VerificationResultPage';
import VerificationVerifyPage from './VerificationVerifyPage';

function withAccount(verificationStatus: VerificationStatus) {
  const user = userFixture({
    currentAccount: 'AC1',
    accountId: 'AC1',
    verificationStatus,
    accounts: [
      {
        accountId: 'AC1',
        name: 'Main',
        products: ['sms'],
        billingCountry: 'GB',
        verificationStatus,
        balance: '0',
        currency: 'GBP',
        createdAt: '2026-03-02T09:00:00.000Z',
      },
    ],
  });
  queryClient.setQueryData(sessionKeys.userInfo(), user);
  return user;
}

const status = (overrides: Partial<KycStatus>): KycStatus => ({
  state: 'none',
  verificationStatus: 0,
  verificationAt: null,
  expiresAt: null,
  resultCode: null,
  subCode: null,
  // A real provider unless a test is about the sandbox notice.
  provider: 'sandbox',
  sandbox: false,
  ...overrides,
});

const SANDBOX_TITLE = 'Sandbox: results are decided by test inputs, no real identity check.';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

beforeEach(async () => {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
});

describe('/user/verification', () => {
  test.each([
    [0, 'Start verification'],
    [3, 'Redo verification'],
  ] as const)('status %i offers "%s", opening the QR-code page', async (verificationStatus, label) => {
    withAccount(verificationStatus);
    fakeServer(() => envelope(null));
    renderPage(<VerificationPage />, { path: '/', url: '/' });
    const link = await screen.findByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe('/user/verification/verify');
  });

  test.each([1, 2] as const)('status %i offers no start', async (verificationStatus) => {
    withAccount(verificationStatus);
    fakeServer(() => envelope(null));
    renderPage(<VerificationPage />, { path: '/', url: '/' });
    await screen.findByText('Main');
    expect(screen.queryByRole('link', { name: /Start verification|Redo verification/ })).toBeNull();
  });
});

describe('the verified-on time', () => {
  test('a verified account shows when; a failed one shows no "Verified on" at all', async () => {
    const verified = withAccount(1);
    queryClient.setQueryData(sessionKeys.userInfo(), {
      ...verified,
      verificationAt: '2026-03-02T09:00:00.000Z',
    });
    fakeServer(() => envelope(null));
    const first = renderPage(<VerificationPage />, { path: '/', url: '/' });
    expect(await screen.findByText('Verified on')).toBeTruthy();
    first.unmount();
    const failed = withAccount(3);
    queryClient.setQueryData(sessionKeys.userInfo(), {
      ...failed,
      verificationAt: '2026-03-02T09:00:00.000Z',
    });
    renderPage(<VerificationPage />, { path: '/', url: '/' });
    await screen.findByRole('link', { name: 'Redo verification' });
    expect(screen.queryByText('Verified on')).toBeNull();
  });
});

describe('the QR step and PUBLIC_URL', () => {
  test.each([
    [true, 1],
    [false, 0],
  ] as const)(
    'a loopback PUBLIC_URL (%s) warns that a phone cannot open the link',
    async (loopback, warnings) => {
      withAccount(0);
      fakeServer((request: SentRequest) => {
        if (request.url === '/user/kyc/url') {
          return envelope({
            url: 'http://localhost:8080/ekyc/token1',
            expiresAt: inMinutes(10),
            publicUrlLoopback: loopback,
            provider: 'sandbox',
            sandbox: false,
          });
        }
        return envelope(status({ state: 'waiting' }));
      });
      renderPage(<VerificationVerifyPage />, { path: '/', url: '/' });
      await screen.findByText('http://localhost:8080/ekyc/token1');
      expect(screen.queryAllByText(/a phone cannot open it/)).toHaveLength(warnings);
    },
  );
});

describe('/user/verification/verify', () => {
  test('shows the QR code, the link and a countdown, regenerates, and moves to the result when final', async () => {
    withAccount(0);
    let links = 0;
    let current = status({ state: 'waiting' });
    let expiresAt = inMinutes(10);
    const server = fakeServer((request: SentRequest) => {
      if (request.url === '/user/kyc/url') {
        links += 1;
        expiresAt = inMinutes(10);
        current = status({ state: 'waiting', expiresAt });
        return envelope({ url: `https://console.example/ekyc/token${links}`, expiresAt });
      }
      if (request.url === '/user/kyc/status') return envelope(current);
      return envelope(userFixture());
    });
    const user = userEvent.setup();
    const { router } = renderPage(<VerificationVerifyPage />, {
      path: '/user/verification/verify',
      url: '/user/verification/verify',
    });
    expect(await screen.findByRole('link', { name: 'https://console.example/ekyc/token1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the verification link' })).toBeTruthy();
    expect(screen.getByText(/^Valid for (10:00|09:5\d)$/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Regenerate/ }));
    expect(await screen.findByRole('link', { name: 'https://console.example/ekyc/token2' })).toBeTruthy();

    current = status({ state: 'passed', verificationStatus: 1, expiresAt, resultCode: 1000, subCode: 200 });
    await queryClient.invalidateQueries({ queryKey: ['user', 'kyc', 'status'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/verification/result'));
    expect(server.sent.filter((r) => r.url === '/user/kyc/url')).toHaveLength(2);
  });

  test('an expired link says so and offers to regenerate', async () => {
    withAccount(3);
    fakeServer((request) => {
      if (request.url === '/user/kyc/url') {
        return envelope({ url: 'https://console.example/ekyc/old', expiresAt: inMinutes(-1) });
      }
      return envelope(status({ state: 'expired' }));
    });
    renderPage(<VerificationVerifyPage />, { path: '/', url: '/' });
    expect(await screen.findByText('The QR code has expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Regenerate/ })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code of the verification link' })).toBeNull();
  });

  test('says a sandbox decides, with the test inputs, when the server says so', async () => {
    withAccount(0);
    const expiresAt = inMinutes(10);
    fakeServer((request) =>
      request.url === '/user/kyc/url'
        ? envelope({ url: 'https://console.example/ekyc/t', expiresAt, provider: 'sandbox', sandbox: true })
        : envelope(status({ state: 'waiting', expiresAt, sandbox: true })),
    );
    renderPage(<VerificationVerifyPage />, { path: '/', url: '/' });
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('Sandbox');
    expect(notice.textContent).toContain(SANDBOX_TITLE);
    expect(notice.textContent).toMatch(
      /ending in 201, 202, 204.*\(e\.g\. P1234204\).*any other number passes/,
    );
  });

  test('shows no sandbox notice for a real provider', async () => {
    withAccount(0);
    const expiresAt = inMinutes(10);
    fakeServer((request) =>
      request.url === '/user/kyc/url'
        ? envelope({ url: 'https://console.example/ekyc/t', expiresAt, provider: 'sandbox', sandbox: false })
        : envelope(status({ state: 'waiting', expiresAt })),
    );
    renderPage(<VerificationVerifyPage />, { path: '/', url: '/' });
    await screen.findByRole('link', { name: 'https://console.example/ekyc/t' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(SANDBOX_TITLE)).toBeNull();
  });

  test('a verified account has nothing to verify', async () => {
    withAccount(1);
    const server = fakeServer(() => envelope(null));
    renderPage(<VerificationVerifyPage />, { path: '/', url: '/' });
    expect(await screen.findByText(/There is nothing to verify/)).toBeTruthy();
    expect(server.sent.filter((r) => r.url === '/user/kyc/url')).toHaveLength(0);
  });
});

describe('/user/verification/result', () => {
  test('marks a result the sandbox decided (zh-CN)', async () => {
    await i18n.changeLanguage('zh-CN');
    withAccount(1);
    fakeServer(() => envelope(status({ state: 'passed', resultCode: 1000, subCode: 200, sandbox: true })));
    renderPage(<VerificationResultPage />, { path: '/', url: '/' });
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('沙箱环境：结果由测试输入决定，不进行真实的身份核验。');
    expect(screen.getByText('认证通过')).toBeTruthy();
  });

  test.each([
    ['en-US', status({ state: 'passed', resultCode: 1000, subCode: 200 }), 'Verification passed', null],
    [
      'en-US',
      status({ state: 'failed', resultCode: 1001, subCode: 204 }),
      'Verification failed',
      'Failed — Face does not match the document',
    ],
    ['zh-CN', status({ state: 'failed', resultCode: 1013, subCode: null }), '认证失败', '图像质量差'],
    [
      'zh-CN',
      status({ state: 'failed', resultCode: 1001, subCode: 201 }),
      '认证失败',
      '认证失败 — 姓名与证件号码不匹配',
    ],
    ['en-US', status({ state: 'expired' }), 'Verification timed out', null],
  ] as const)('%s: %j', async (locale, answer, title, reason) => {
    await i18n.changeLanguage(locale);
    withAccount(answer.state === 'passed' ? 1 : 3);
    fakeServer(() => envelope(answer));
    renderPage(<VerificationResultPage />, { path: '/', url: '/' });
    expect(await screen.findByText(title)).toBeTruthy();
    if (reason) expect(screen.getByText(reason)).toBeTruthy();
    if (answer.state !== 'passed') {
      expect(
        screen.getByRole('link', { name: locale === 'zh-CN' ? /重新认证/ : 'Redo verification' }),
      ).toBeTruthy();
    }
  });
});
