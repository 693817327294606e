import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { registerRouteTree } from '@/shared/router';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, smsServer, startSignedIn } from '../sms-test-kit';
import SendPage from './SendPage';

beforeEach(startSignedIn);
afterEach(() => registerRouteTree([]));

function renderSend() {
  return renderPage(<SendPage />, { path: '/app/sms/send', url: '/app/sms/send' });
}

async function fillDraft(user: ReturnType<typeof userEvent.setup>, recipients: string) {
  fireEvent.change(await screen.findByLabelText('Sender ID'), { target: { value: 'Beacon' } });
  fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: recipients } });
  await user.click(screen.getByText('Notification'));
  fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Your parcel arrives today.' } });
  await user.click(screen.getByText(/I confirm the recipients agreed/));
}

const ACCEPTED = {
  batchId: 'BT01JABCDEFGHJKMNPQRSTVWXYZ',
  messages: [
    {
      messageId: 'SM1',
      to: '+14155550100',
      country: 'US',
      encoding: 'GSM-7',
      segments: 1,
      cost: '0.0075',
      status: 'queued',
    },
    {
      messageId: 'SM2',
      to: '+447400123456',
      country: 'GB',
      encoding: 'GSM-7',
      segments: 1,
      cost: '0.0075',
      status: 'queued',
    },
  ],
  cost: '0.015',
  currency: 'USD',
  balance: '9.985',
  dropped: [{ to: '+447400123457', reason: 'optedOut' }],
};

describe('sending', () => {
  test('a valid draft is sent once and the result says what happened', async () => {
    const server = smsServer({ '/sms/send': () => envelope(ACCEPTED) });
    const user = userEvent.setup();
    renderSend();
    await fillDraft(user, '+14155550100\n+447400123456\n+14155550100');
    // A segment costs fractions of a cent: the estimate shows every digit, so its lines add up.
    expect(await screen.findByTestId('cost-total')).toHaveTextContent('Total $0.015');
    expect(screen.getAllByText('$0.0075').length).toBeGreaterThan(0);
    expect(screen.getByText('Demo prices')).toBeInTheDocument();

    await user.click(await screen.findByText('Send to 2 recipients'));
    expect(await screen.findByText('Successfully sent')).toBeInTheDocument();
    expect(
      screen.getByText('2 messages were accepted and are on their way. Follow their delivery in the log.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Replied STOP (opted out of marketing)')).toBeInTheDocument();
    expect(screen.getByText('Repeated: the first occurrence was sent')).toBeInTheDocument();
    expect(screen.getByText('2 numbers were not sent to')).toBeInTheDocument();

    const calls = server.callsTo('/sms/send');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(bodyOf(calls[0])).toEqual({
      type: 3,
      from: 'Beacon',
      to: ['+14155550100', '+447400123456'],
      content: 'Your parcel arrives today.',
      agree: true,
      smartEncoding: false,
    });
    expect(screen.getByText('$0.015')).toBeInTheDocument();
    // One link styled as a button, not a button inside a link.
    const logLink = screen.getByRole('link', { name: 'View in log' });
    expect(within(logLink).queryByRole('button')).toBeNull();
    expect(logLink.getAttribute('href')).toMatch(/^\/app\/sms\/log\?since=.+&direction=out$/);
  });

  test('the estimate waits for a text: recipients alone do not make a total of zero', async () => {
    smsServer();
    renderSend();
    fireEvent.change(await screen.findByLabelText('Recipients'), { target: { value: '+14155550100' } });
    expect(
      await screen.findByText('Write the message or choose a template to see the cost'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('cost-total')).toBeNull();
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Hello' } });
    expect(await screen.findByTestId('cost-total')).toHaveTextContent('Total $0.0075');
  });

  test('3001 says "failure send" with the catalogue message and a way to recharge', async () => {
    registerRouteTree([
      {
        name: 'Recharge',
        path: '/app/finance/recharge',
        meta: { locale: 'menu.dashboard', requiresAuth: true, roles: ['*'] },
      },
    ]);
    smsServer({ '/sms/send': () => envelope(null, 3001) });
    const user = userEvent.setup();
    renderSend();
    await fillDraft(user, '+14155550100');
    await user.click(await screen.findByRole('button', { name: /Send to 1 recipient/ }));

    expect(await screen.findByText('Failure send')).toBeInTheDocument();
    expect(screen.getByText('Insufficient balance. Please top up and try again.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was sent and nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe('/app/finance/recharge');

    await user.click(screen.getByText('Back to the message'));
    expect(await screen.findByLabelText('Sender ID')).toHaveValue('Beacon');
  });

  test('3004 explains the trial rule with the bound phone', async () => {
    smsServer({ '/sms/send': () => envelope(null, 3004) }, undefined);
    const user = userEvent.setup();
    renderSend();
    await fillDraft(user, '+14155550100');
    await user.click(await screen.findByRole('button', { name: /Send to 1 recipient/ }));
    expect(await screen.findByText('Failure send')).toBeInTheDocument();
    expect(screen.getByText('Trial rules')).toBeInTheDocument();
    expect(screen.getByText('Complete identity verification to send to any number.')).toBeInTheDocument();
  });

  test('1013 says the destination prefix is blocked by fraud protection and where an admin lifts it', async () => {
    smsServer({ '/sms/send': () => envelope(null, 1013) });
    const user = userEvent.setup();
    renderSend();
    await fillDraft(user, '+14155550100');
    await user.click(screen.getByText('Verification code'));
    await user.click(await screen.findByRole('button', { name: /Send to 1 recipient/ }));
    expect(await screen.findByText('Failure send')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Blocked by fraud protection: otp messages to this destination prefix are paused for the account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/can review the blocked destination prefixes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open fraud guard' }).getAttribute('href')).toBe(
      '/app/sms/setting?tab=fraud',
    );
  });

  test('nothing is sent while a rule of the form is broken', async () => {
    const server = smsServer();
    const user = userEvent.setup();
    renderSend();
    await user.type(await screen.findByLabelText('Sender ID'), 'TooLongSenderId');
    await user.click(screen.getByRole('button', { name: /Send$/ }));
    // antd validates the fields one promise each: on a loaded machine their messages appear one after another.
    for (const message of [
      'An alphanumeric sender ID can have at most 11 characters',
      'Please select a message type',
      'Content cannot be empty',
      'Please confirm that the recipients agreed to receive these messages',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(server.callsTo('/sms/send')).toHaveLength(0));
  });
});

describe('importing recipients', () => {
  test('a CSV with a repeat and a bad number adds the good ones and reports the rest', async () => {
    smsServer();
    const user = userEvent.setup();
    const { container } = renderSend();
    fireEvent.change(await screen.findByLabelText('Recipients'), { target: { value: '+14155550101' } });
    const csv = new File(
      ['phoneNumber,name\n+14155550100,Ada\n+14155550101,Bo\n+14155550100,Ada again\n+1415,Bad\n'],
      'customers.csv',
      { type: 'text/csv' },
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input as HTMLInputElement, csv);

    expect(await screen.findByText('Added 1 number from customers.csv')).toBeInTheDocument();
    expect(screen.getByText('1 repeat in the file was dropped (the first was kept).')).toBeInTheDocument();
    expect(screen.getByText('1 number was already in the list and was not added again.')).toBeInTheDocument();
    expect(screen.getByText('1 row has a number that is not valid and was left out.')).toBeInTheDocument();
    expect(screen.getByText('Variables from the file: name')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipients')).toHaveValue('+14155550101\n+14155550100');
  });

  test('a file with values per number is sent in one call that carries them', async () => {
    const server = smsServer({ '/sms/send': () => envelope(ACCEPTED) });
    const user = userEvent.setup();
    const { container } = renderSend();
    await fillDraft(user, '+14155550100');
    const csv = new File(['phoneNumber,name\n+447400123456,Bo\n'], 'customers.csv', { type: 'text/csv' });
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      csv,
    );
    expect(await screen.findByText('Added 1 number from customers.csv')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Hi {name}, see you {day}' } });
    // The form's value fills the numbers the file gives none.
    fireEvent.change(await screen.findByLabelText('{name}'), { target: { value: 'friend' } });
    fireEvent.change(screen.getByLabelText('{day}'), { target: { value: ' Monday ' } });

    await user.click(await screen.findByText('Send to 2 recipients'));
    expect(await screen.findByText('Successfully sent')).toBeInTheDocument();
    const calls = server.callsTo('/sms/send');
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({
      type: 3,
      from: 'Beacon',
      to: ['+14155550100', '+447400123456'],
      content: 'Hi {name}, see you {day}',
      variables: { name: 'friend', day: 'Monday' },
      recipientVariables: { '+447400123456': { name: 'Bo' } },
      agree: true,
      smartEncoding: false,
    });
    expect(screen.getByText('BT01JABCDEFGHJKMNPQRSTVWXYZ')).toBeInTheDocument();
  });

  test('a number left without a value for a variable stops the send before any call', async () => {
    const server = smsServer();
    const user = userEvent.setup();
    const { container } = renderSend();
    await fillDraft(user, '+14155550100');
    const csv = new File(['phoneNumber,name\n+447400123456,Bo\n'], 'customers.csv', { type: 'text/csv' });
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      csv,
    );
    expect(await screen.findByText('Added 1 number from customers.csv')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Hi {name}' } });

    await user.click(await screen.findByText('Send to 2 recipients'));
    expect(await screen.findByText('Please provide a value for variable name')).toBeInTheDocument();
    expect(server.callsTo('/sms/send')).toHaveLength(0);
  });
});
