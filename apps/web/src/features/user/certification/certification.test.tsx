import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { CertificationPage, CertificationRecord } from '@beacon/shared/api/certification';
import { i18n } from '@/shared/i18n';
import { queryClient } from '@/shared/query/query-client';
import { sessionKeys, useTokenStore } from '@/shared/session';
import { envelope, type SentRequest } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import { userFixture } from '../testing/user-fixture';
import { EnterpriseCertification } from './EnterpriseCertification';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const record = (overrides: Partial<CertificationRecord> = {}): CertificationRecord => ({
  id: '0b6f3f3e-9a51-4c1b-8f1e-2d0c6a4e9b11',
  status: 'rejected',
  accountType: 'enterprise',
  enterpriseName: 'Fuzhou Example Trading',
  country: 'CN',
  certificateType: 'business_licence',
  organisationCode: '91350100M000100Y43',
  legalPersonName: 'Li Lei',
  legalDocumentType: 'ID_CARD',
  legalDocumentNumber: '**************002X',
  documentCount: 2,
  submittedBy: 'Owner',
  submittedAt: '2026-03-02T09:00:00.000Z',
  reviewedAt: '2026-03-03T09:00:00.000Z',
  withdrawnAt: null,
  reason: 'Licence photo is blurred',
  ...overrides,
});

const page = (
  items: CertificationRecord[],
  overrides: Partial<CertificationPage> = {},
): CertificationPage => ({
  items,
  total: items.length,
  certified: false,
  underReview: false,
  ...overrides,
});

function open(role: 'admin' | 'user' = 'admin') {
  const user = userFixture({ role });
  queryClient.setQueryData(sessionKeys.userInfo(), user);
  return renderPage(<EnterpriseCertification user={user} />, { path: '/', url: '/' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

const formOf = (request: SentRequest | undefined) =>
  Object.fromEntries(new URLSearchParams(String(request?.body)));
const bodyOf = (request: SentRequest | undefined) =>
  JSON.parse(String(request?.body)) as Record<string, unknown>;

beforeEach(async () => {
  await resetApp();
  useTokenStore.setState({ token: 'session' });
});

describe('the enterprise certification form', () => {
  test.each([
    [
      'en-US',
      'Submit for review',
      [
        'Please select the account type',
        'Please enter the enterprise name (at least 2 characters)',
        'Please select the country or region of registration',
        'Please enter the organisation code',
        'Please upload at least one image of the certificate',
      ],
    ],
    [
      'zh-CN',
      '提交审核',
      ['请选择账户类型', '请输入企业名称（至少 2 个字符）', '请输入组织机构代码', '请至少上传一张证照图片'],
    ],
  ] as const)('refuses an empty form with the shared messages (%s)', async (locale, submit, messages) => {
    await i18n.changeLanguage(locale);
    const server = fakeServer(() => envelope(page([])));
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('button', { name: new RegExp(Array.from(submit).join('\\s?')) }),
    );
    for (const text of messages) expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(server.sent.map((r) => r.url)).toEqual(['/user/certification/list']);
  });

  test("checks China's organisation code check digit, then submits the fields and images as JSON", async () => {
    await i18n.changeLanguage('en-US');
    const server = fakeServer((request) =>
      request.url === '/user/certification/submit'
        ? envelope(record({ status: 'auditing', reason: null, reviewedAt: null }))
        : envelope(page([])),
    );
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('form', { name: "Submit the enterprise's details" });
    await choose(user, 'Account type', 'Enterprise');
    await user.type(within(form).getByRole('textbox', { name: 'Enterprise name' }), 'Fuzhou Example Trading');
    await user.click(screen.getByRole('combobox', { name: 'Country or region of registration' }));
    await user.keyboard('China');
    await user.click(await screen.findByTitle('China (CN)'));
    await choose(user, 'Certificate type', 'Business licence');
    const code = within(form).getByRole('textbox', { name: 'Organisation code' });
    await user.type(code, '91350100M000100Y44');
    await user.tab();
    expect(await screen.findByText(/check digit\) does not match/)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '91350100M000100Y43');
    await user.type(within(form).getByRole('textbox', { name: "Legal person's name" }), 'Li Lei');
    await choose(user, "Legal person's document type", 'Identity card');
    await user.type(
      within(form).getByRole('textbox', { name: "Legal person's document number" }),
      '11010519491231002X',
    );
    await user.upload(
      screen.getByLabelText('Certificate images', { selector: 'input' }),
      new File([PNG], 'licence.png', { type: 'image/png' }),
    );
    await screen.findByAltText('licence.png');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(server.sent.some((r) => r.url === '/user/certification/submit')).toBe(true));
    const body = bodyOf(server.sent.find((r) => r.url === '/user/certification/submit'));
    expect(body).toMatchObject({
      accountType: 'enterprise',
      country: 'CN',
      organisationCode: '91350100M000100Y43',
      legalDocumentType: 'ID_CARD',
    });
    expect((body.documents as string[])[0]).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByText('Submitted: the certification is under review.')).toBeTruthy();
  });

  test('members are told only owners and admins certify; nothing is loaded', async () => {
    await i18n.changeLanguage('en-US');
    const server = fakeServer(() => envelope(page([])));
    open('user');
    expect(await screen.findByText(/Only the organisation's owner and admins can certify it/)).toBeTruthy();
    expect(server.sent).toHaveLength(0);
  });
});

describe('the certification records', () => {
  test('list status, time and reason; check opens the details; withdraw takes back one under review', async () => {
    await i18n.changeLanguage('en-US');
    let items = [
      record({
        id: '11111111-1111-4111-8111-111111111111',
        status: 'auditing',
        reason: null,
        reviewedAt: null,
      }),
      record(),
    ];
    const server = fakeServer((request) => {
      if (request.url === '/user/certification/withdraw') {
        items = items.map((item) => (item.status === 'auditing' ? { ...item, status: 'withdrawn' } : item));
        return envelope(items[0]);
      }
      if (request.url === '/user/certification/get') return envelope(items[1]);
      if (request.url === '/user/info') return envelope(userFixture({ role: 'admin' }));
      return envelope(page(items, { underReview: items.some((item) => item.status === 'auditing') }));
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('A certification is under review')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Licence photo is blurred')).toBeTruthy();
    expect(within(table).getByText('Auditing')).toBeTruthy();
    expect(within(table).getByText('Rejected')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);

    await user.click(within(table).getAllByRole('button', { name: 'Check' })[1]!);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('91350100M000100Y43')).toBeTruthy();
    expect(within(drawer).getByText('**************002X')).toBeTruthy();
    expect(formOf(server.sent.find((r) => r.url === '/user/certification/get'))).toEqual({
      id: items[1]!.id,
    });
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(within(table).getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The certification was withdrawn.')).toBeTruthy();
    expect(await screen.findByRole('form', { name: "Submit the enterprise's details" })).toBeTruthy();
    expect(formOf(server.sent.find((r) => r.url === '/user/certification/withdraw'))).toEqual({
      id: items[0]!.id,
    });
  });

  test('an empty list says so; a failed load offers a retry', async () => {
    await i18n.changeLanguage('zh-CN');
    let fail = true;
    fakeServer(() => (fail ? envelope(null, 500) : envelope(page([]))));
    const user = userEvent.setup();
    open();
    const retry = await screen.findByRole('button', { name: /重\s?试/ });
    expect(screen.getByText('认证记录加载失败。')).toBeTruthy();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('尚未提交企业认证。')).toBeTruthy();
  });
});
