import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { VerificationItem, VerifyConversion, VerifySeries } from '@beacon/shared/api/verify';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, smsServer, startSignedIn } from '../sms-test-kit';
import VerifyPage from './VerifyPage';

beforeEach(startSignedIn);

function verification(n: number, overrides: Partial<VerificationItem> = {}): VerificationItem {
  return {
    verificationId: `VE${String(n).padStart(26, '0')}`,
    to: `+44740012${String(n).padStart(4, '0')}`,
    country: 'GB',
    prefix: '4474',
    status: 'approved',
    sendCount: 1,
    attempts: 1,
    channel: 'sms',
    createdAt: '2026-12-05T10:00:00.000Z',
    updatedAt: '2026-12-05T10:01:00.000Z',
    approvedAt: '2026-12-05T10:01:00.000Z',
    expiresAt: '2026-12-05T10:10:00.000Z',
    ...overrides,
  };
}

const CONVERSION: VerifyConversion = {
  rows: [
    { country: 'GB', prefix: '4474', started: 1_200, approved: 1_080, conversion: 0.9 },
    { country: 'NG', prefix: '234', started: 150, approved: 3, conversion: 0.02 },
  ],
  total: { started: 1_350, approved: 1_083, conversion: 1_083 / 1_350 },
};

const SERIES: VerifySeries = {
  bucket: 'hour',
  points: [
    { at: '2026-12-05T09:00:00.000Z', started: 10, approved: 8 },
    { at: '2026-12-05T10:00:00.000Z', started: 0, approved: 0 },
  ],
};

const EMPTY_SERIES: VerifySeries = {
  bucket: 'hour',
  points: [{ at: '2026-12-05T09:00:00.000Z', started: 0, approved: 0 }],
};

function renderVerify(handlers: Parameters<typeof smsServer>[0] = {}, url = '/app/sms/verify') {
  const server = smsServer({
    '/sms/verify/list': () => envelope({ items: [verification(1)], nextCursor: null }),
    '/sms/verify/conversion': () => envelope(CONVERSION),
    '/sms/verify/series': () => envelope(SERIES),
    ...handlers,
  });
  renderPage(<VerifyPage />, { path: '/app/sms/verify', url });
  return server;
}

describe('the Verify page', () => {
  test('shows the recent verifications with their status, the conversion by prefix and the chart', async () => {
    const server = renderVerify({
      '/sms/verify/list': () =>
        envelope({
          items: [
            verification(1, { status: 'pending', approvedAt: null }),
            verification(2, { status: 'max_attempts', approvedAt: null, attempts: 5 }),
            verification(3),
          ],
          nextCursor: null,
        }),
    });
    expect(await screen.findByText('+447400120001')).toBeInTheDocument();
    const row = screen.getAllByRole('row').find((tr) => tr.textContent?.includes('+447400120001'));
    expect(within(row!).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts')).toBeInTheDocument();
    expect(screen.getByText('Expires 2026-12-05 10:10:00')).toBeInTheDocument();
    expect(screen.getByText('3 verifications shown')).toBeInTheDocument();

    // The totals above and in the table's last row.
    expect(await screen.findAllByText('1,350')).toHaveLength(2);
    expect(screen.getAllByText('1,083')).toHaveLength(2);
    expect(screen.getAllByText('80.2%')).toHaveLength(2);
    expect(screen.getByText('+234')).toBeInTheDocument();
    expect(screen.getByText('2%')).toBeInTheDocument();
    expect(screen.getByText('Nigeria (NG)')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Started and approved per hour' })).toBeInTheDocument();

    expect(bodyOf(server.callsTo('/sms/verify/list')[0])).toEqual({ limit: 20 });
    expect(bodyOf(server.callsTo('/sms/verify/series')[0])).toMatchObject({ bucket: 'hour' });
    const since = String(bodyOf(server.callsTo('/sms/verify/conversion')[0]).since);
    expect(Date.now() - Date.parse(since)).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  test('another range asks for days', async () => {
    const server = renderVerify({
      '/sms/verify/series': (request) =>
        envelope({ ...SERIES, bucket: bodyOf(request).bucket as VerifySeries['bucket'] }),
    });
    expect(await screen.findByRole('figure', { name: 'Started and approved per hour' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Last 7 days'));
    expect(await screen.findByRole('figure', { name: 'Started and approved per day' })).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/verify/series').at(-1))).toMatchObject({ bucket: 'day' });
    const since = String(bodyOf(server.callsTo('/sms/verify/conversion').at(-1)).since);
    expect(Date.now() - Date.parse(since)).toBeGreaterThanOrEqual(7 * 24 * 3_600_000);
  });

  test('says so when there is nothing yet', async () => {
    renderVerify({
      '/sms/verify/list': () => envelope({ items: [], nextCursor: null }),
      '/sms/verify/conversion': () =>
        envelope({ rows: [], total: { started: 0, approved: 0, conversion: null } }),
      '/sms/verify/series': () => envelope(EMPTY_SERIES),
    });
    expect(
      await screen.findByText('No verifications yet. Start one with POST /api/v1/verify/start.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No verifications in this period')).toBeInTheDocument();
    expect(await screen.findByText('No verifications were started in this period')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  test('a list that failed to load says so and loads again on retry', async () => {
    let fail = true;
    renderVerify({
      '/sms/verify/list': () =>
        fail ? envelope(null, 500, 'down') : envelope({ items: [verification(7)], nextCursor: null }),
      '/sms/verify/conversion': () => envelope(null, 500, 'down'),
    });
    expect(await screen.findByText('The verifications could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('Conversion could not be loaded')).toBeInTheDocument();
    fail = false;
    const alert = screen
      .getByText('The verifications could not be loaded')
      .closest('.ant-alert') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+447400120007')).toBeInTheDocument();
  });

  test('pages on with the cursor the server gave', async () => {
    const server = renderVerify({
      '/sms/verify/list': (request) =>
        bodyOf(request).cursor === 'page-2'
          ? envelope({ items: [verification(21)], nextCursor: null })
          : envelope({
              items: Array.from({ length: 20 }, (_, i) => verification(i + 1)),
              nextCursor: 'page-2',
            }),
    });
    expect(await screen.findByText('20 verifications shown')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('+447400120021')).toBeInTheDocument();
    expect(screen.getByText('21 verifications shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(bodyOf(server.callsTo('/sms/verify/list')[1])).toEqual({ cursor: 'page-2', limit: 20 });
  });

  test('filters go to the address bar and the call; a bad number is refused by the shared rule', async () => {
    const server = renderVerify({}, '/app/sms/verify?status=approved&country=GB');
    await screen.findByText('+447400120001');
    expect(bodyOf(server.callsTo('/sms/verify/list')[0])).toEqual({
      status: ['approved'],
      country: 'GB',
      limit: 20,
    });
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '+44 74' } });
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(
      await screen.findByText('Enter a phone number in E.164 format, e.g. +14155550100'),
    ).toBeInTheDocument();
    expect(server.callsTo('/sms/verify/list')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+4474' } });
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(bodyOf(server.callsTo('/sms/verify/list').at(-1))).toEqual({
        status: ['approved'],
        country: 'GB',
        phone: '+4474',
        limit: 20,
      }),
    );
  });

  test('speaks Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderVerify();
    expect(await screen.findByText('最近的验证')).toBeInTheDocument();
    expect(await screen.findByText('按国家/地区和号段的转化率')).toBeInTheDocument();
    expect((await screen.findAllByText('已通过')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('figure', { name: '每小时发起与通过' })).toBeInTheDocument();
  });
});
