import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { smsServer, startSignedIn } from '../../sms-test-kit';
import SendPage from '../../pages/SendPage';

beforeEach(startSignedIn);

const LIMITS = {
  sentToday: 4,
  dailyLimit: 5,
  trialDailyLimit: null,
  disallowedCountries: ['FR'],
  resetsAt: '2026-11-27T00:00:00.000Z',
};

function renderSend() {
  return renderPage(<SendPage />, { path: '/app/sms/send', url: '/app/sms/send' });
}

/** Fills a valid draft for `recipients` and presses the send button. */
async function sendDraft(recipients: string, button: RegExp) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Sender ID'), 'Beacon');
  await user.type(screen.getByLabelText('Recipients'), recipients);
  await user.click(screen.getByText('Notification'));
  await user.type(screen.getByLabelText('Content'), 'Hello');
  await user.click(screen.getByText(/I confirm the recipients agreed/));
  await user.click(await screen.findByRole('button', { name: button }));
}

describe('the send page warns before sending and names every problem of a refusal', () => {
  test('a blocked country and the daily limit are warned about as recipients are typed', async () => {
    smsServer({ '/sms/send/limits': () => envelope(LIMITS) });
    renderSend();
    // At once, as a paste: typed key by key, the list may settle on half a number between keys.
    fireEvent.change(await screen.findByLabelText('Recipients'), {
      target: { value: '+33612345678, +14155550100' },
    });
    expect(
      await screen.findByText(
        'Sending to France is blocked in SMS → SMS settings → Country restrictions: +33612345678.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'This send would exceed the daily sending limit: 4 used of 5 today + 2 in this send.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Country restrictions' }).getAttribute('href')).toBe(
      '/app/sms/setting?tab=countries',
    );
  });

  test('a refusal with two problems lists both, with no empty box when there is nothing to add', async () => {
    const problems = [
      { kind: 'countryDisallowed', countries: ['FR'], numbers: ['+33612345678'] },
      { kind: 'chinaRule', missing: 'template', numbers: ['+8613123456789'] },
    ];
    smsServer({ '/sms/send': () => envelope({ problems }, 3005, 'both') });
    renderSend();
    await sendDraft('+33612345678, +8613123456789', /Send to 2 recipients/);

    expect(await screen.findByText('Failure send')).toBeInTheDocument();
    expect(screen.getByText('Nothing was sent or charged. This send has 2 problems:')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Messages to China need an approved template whose text carries a 【signature】, not typed content: +8613123456789.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SMS templates' }).getAttribute('href')).toBe(
      '/app/sms/template',
    );
  });

  test('a failure without help has no empty grey box under "Back to the message"', async () => {
    smsServer({ '/sms/send': () => envelope(null, 3008) });
    const { container } = renderSend();
    await sendDraft('+14155550100', /Send to 1 recipient/);
    expect(await screen.findByText('Back to the message')).toBeInTheDocument();
    expect(container.querySelector('.ant-result-body')).toBeNull();
  });
});
