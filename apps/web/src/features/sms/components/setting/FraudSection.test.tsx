import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { FraudBlock, FraudSettings } from '@beacon/shared/api/fraud-guard';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, signedInUser, smsServer, startSignedIn } from '../../sms-test-kit';
import SettingPage from '../../pages/SettingPage';

beforeEach(startSignedIn);

const SETTINGS: FraudSettings = {
  enabled: true,
  windowMinutes: 60,
  minVerifications: 100,
  minConversionPercent: 20,
  spikeMinMessages: 100,
  spikeMultiplier: 10,
  allowedPrefixes: ['4474'],
};

const LOW_CONVERSION: FraudBlock = {
  prefix: '23480',
  country: 'NG',
  reason: 'low_conversion',
  detail: { verifications: 140, approved: 3 },
  blockedAt: '2026-12-05T10:00:00Z',
  liftedAt: null,
};
const OPERATOR: FraudBlock = {
  prefix: '8823',
  country: '',
  reason: 'operator',
  detail: {},
  blockedAt: '2026-12-04T08:00:00Z',
  liftedAt: null,
};
const SPIKE_LIFTED: FraudBlock = {
  prefix: '2519',
  country: 'ET',
  reason: 'otp_spike',
  detail: { messages: 320, hourlyAverage: 4.5 },
  blockedAt: '2026-12-03T08:00:00Z',
  liftedAt: '2026-12-03T09:30:00Z',
};

type Handlers = Parameters<typeof smsServer>[0];

function renderFraud(handlers: Handlers = {}, role: 'admin' | 'user' = 'admin') {
  const server = smsServer(
    {
      '/sms/setting/get': () => envelope(null),
      '/sms/fraud/settings/get': () => envelope(SETTINGS),
      '/sms/fraud/settings/update': (request) => {
        const body = bodyOf(request);
        const prefixes = (body.allowedPrefixes as string[] | undefined)?.map((p) => p.replace(/^\+/, ''));
        return envelope({ ...SETTINGS, ...body, allowedPrefixes: prefixes ?? SETTINGS.allowedPrefixes });
      },
      '/sms/fraud/blocks/list': () =>
        envelope({ items: [LOW_CONVERSION, OPERATOR, SPIKE_LIFTED], nextCursor: null }),
      ...handlers,
    },
    signedInUser({ role }),
  );
  renderPage(<SettingPage />, { path: '/app/sms/setting', url: '/app/sms/setting?tab=fraud' });
  return server;
}

describe('the fraud guard settings', () => {
  test('show the thresholds and allowed prefixes; bad values are refused before any call', async () => {
    const server = renderFraud();
    const user = userEvent.setup();
    const conversion = await screen.findByLabelText('Lowest acceptable conversion');
    expect(conversion).toHaveValue('20');
    expect(screen.getByText('+4474')).toBeInTheDocument();
    expect(screen.getByText('Traffic is counted over a sliding window of 60 minutes.')).toBeInTheDocument();

    fireEvent.change(conversion, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Spike multiplier'), { target: { value: '1.5' } });
    await user.type(screen.getByRole('combobox', { name: 'Allowed prefixes' }), '+23480,+44x,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Enter a whole number within the allowed range')).toHaveLength(2);
    expect(
      await screen.findByText('Enter a prefix of 1 to 15 digits, e.g. +4474 (+44x)'),
    ).toBeInTheDocument();
    expect(server.callsTo('/sms/fraud/settings/update')).toHaveLength(0);

    fireEvent.change(conversion, { target: { value: '35' } });
    fireEvent.change(screen.getByLabelText('Spike multiplier'), { target: { value: '12' } });
    const badTag = screen.getByText('+44x').closest('.ant-tag');
    await user.click(badTag?.querySelector('.ant-tag-close-icon') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('/sms/fraud/settings/update')).toHaveLength(1));
    expect(bodyOf(server.callsTo('/sms/fraud/settings/update')[0])).toEqual({
      enabled: true,
      minVerifications: 100,
      minConversionPercent: 35,
      spikeMinMessages: 100,
      spikeMultiplier: 12,
      allowedPrefixes: ['+4474', '+23480'],
    });
    expect(await screen.findByText('Fraud guard settings saved')).toBeInTheDocument();
  });

  test('the server’s refusal of a field lands on it', async () => {
    renderFraud({
      '/sms/fraud/settings/update': () =>
        envelope(
          { fields: { minVerifications: 'Enter a whole number within the allowed range' } },
          1001,
          'minVerifications: Enter a whole number within the allowed range',
        ),
    });
    const user = userEvent.setup();
    await screen.findByLabelText('Verifications before conversion is judged');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number within the allowed range')).toBeInTheDocument();
  });

  test('members who are not owners or admins see them read-only, without lift buttons', async () => {
    renderFraud({}, 'user');
    expect(
      await screen.findByText(
        'Only owners and admins of the organisation can change these settings or lift blocks.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Lowest acceptable conversion')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await screen.findByText('+23480')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lift' })).toBeNull();
  });

  test('settings that failed to load say so', async () => {
    renderFraud({ '/sms/fraud/settings/get': () => envelope(null, 500, 'down') });
    expect(await screen.findByText('The fraud guard settings could not be loaded')).toBeInTheDocument();
  });
});

describe('the blocked prefixes', () => {
  test('say what triggered each; an operator block cannot be lifted', async () => {
    renderFraud();
    const section = await screen.findByRole('region', { name: 'Blocked prefixes' });
    const low = (await within(section).findByText('+23480')).closest('tr') as HTMLElement;
    expect(within(low).getByText('Low conversion')).toBeInTheDocument();
    expect(within(low).getByText('3 of 140 verifications approved within the hour')).toBeInTheDocument();
    expect(within(low).getByText('Nigeria (NG)')).toBeInTheDocument();
    expect(within(low).getByRole('button', { name: 'Lift' })).toBeInTheDocument();

    const operator = within(section).getByText('+8823').closest('tr') as HTMLElement;
    expect(within(operator).getByText('Set by the operator')).toBeInTheDocument();
    expect(within(operator).queryByRole('button', { name: 'Lift' })).toBeNull();

    const lifted = within(section).getByText('+2519').closest('tr') as HTMLElement;
    expect(
      within(lifted).getByText('320 otp messages within the hour, against 4.5 an hour on average'),
    ).toBeInTheDocument();
    expect(within(lifted).getByText('Lifted 2026-12-03 09:30:00')).toBeInTheDocument();
    expect(within(lifted).queryByRole('button', { name: 'Lift' })).toBeNull();
    expect(within(section).getByText('3 blocks shown')).toBeInTheDocument();
  });

  test('lifting asks first, then lifts and reloads the list', async () => {
    let lifted = false;
    const server = renderFraud({
      '/sms/fraud/blocks/list': () =>
        envelope({
          items: [{ ...LOW_CONVERSION, liftedAt: lifted ? '2026-12-05T11:00:00Z' : null }],
          nextCursor: null,
        }),
      '/sms/fraud/blocks/lift': () => {
        lifted = true;
        return envelope(null);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lift' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Lift the block on +23480?')).toBeInTheDocument();
    expect(server.callsTo('/sms/fraud/blocks/lift')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('The block on +23480 was lifted')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/fraud/blocks/lift')[0])).toEqual({ prefix: '23480' });
    expect(await screen.findByText('Lifted 2026-12-05 11:00:00')).toBeInTheDocument();
  });

  test('none, an error with retry, and paging', async () => {
    let fail = true;
    const server = renderFraud({
      '/sms/fraud/blocks/list': (request) => {
        if (fail) return envelope(null, 500, 'down');
        return bodyOf(request).cursor === 'next'
          ? envelope({ items: [SPIKE_LIFTED], nextCursor: null })
          : envelope({ items: [LOW_CONVERSION], nextCursor: 'next' });
      },
    });
    expect(await screen.findByText('The blocked prefixes could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('+23480')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('+2519')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/fraud/blocks/list').at(-1))).toEqual({ cursor: 'next', limit: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('an account with no blocks says so, in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    renderFraud({ '/sms/fraud/blocks/list': () => envelope({ items: [], nextCursor: null }) });
    expect(await screen.findByText('没有被拦截的号段')).toBeInTheDocument();
    expect(await screen.findByLabelText('最低可接受转化率')).toHaveValue('20');
    expect(screen.getByRole('tab', { name: '防欺诈' })).toHaveAttribute('aria-selected', 'true');
  });
});
