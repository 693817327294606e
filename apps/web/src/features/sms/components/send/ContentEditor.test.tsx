import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { analyzeMessage } from '@beacon/shared/sms/analyze-message';
import { renderPage } from '@/test/render-app';
import SendPage from '@/features/sms/pages/SendPage';
import { smsServer, startSignedIn } from '@/features/sms/sms-test-kit';
import { MessageCounter } from './MessageCounter';

beforeEach(startSignedIn);

describe('the live counter', () => {
  test.each([
    ['160 GSM-7', 'GSM-7', '160 characters', '1 segment', '0 left in this segment', 'a'.repeat(160)],
    ['161 GSM-7', 'GSM-7', '161 characters', '2 segments', '145 left in this segment', 'a'.repeat(161)],
    ['70 UCS-2', 'UCS-2', '70 characters', '1 segment', '0 left in this segment', '你'.repeat(70)],
    ['71 UCS-2', 'UCS-2', '71 characters', '2 segments', '63 left in this segment', '你'.repeat(71)],
    [
      '80 € (2 septets each)',
      'GSM-7',
      '80 characters',
      '1 segment',
      '0 left in this segment',
      '€'.repeat(80),
    ],
  ])('%s: %s, %s, %s, %s', async (_label, encoding, characters, segments, remaining, text) => {
    renderPage(<MessageCounter analysis={analyzeMessage(text)} />, { path: '/', url: '/' });
    const counter = within(await screen.findByTestId('message-counter'));
    for (const part of [encoding, characters, segments, remaining])
      expect(counter.getByText(part)).toBeInTheDocument();
  });
});

describe('the content field', () => {
  test('the counter follows the text as it is typed', async () => {
    smsServer();
    renderPage(<SendPage />, { path: '/app/sms/send', url: '/app/sms/send' });
    const content = await screen.findByLabelText('Content');
    fireEvent.change(content, { target: { value: 'a'.repeat(160) } });
    expect(await screen.findByText('1 segment')).toBeInTheDocument();
    fireEvent.change(content, { target: { value: 'a'.repeat(161) } });
    expect(await screen.findByText('2 segments')).toBeInTheDocument();
    expect(screen.getByText('145 left in this segment')).toBeInTheDocument();
  });

  test('smart encoding: off, it lists what it would replace; on, what it replaced', async () => {
    smsServer();
    const user = userEvent.setup();
    renderPage(<SendPage />, { path: '/app/sms/send', url: '/app/sms/send' });
    const content = await screen.findByLabelText('Content');
    fireEvent.change(content, { target: { value: 'He said “hi” — see you…' } });
    expect(await screen.findByText('Turn on smart encoding to replace 4 characters:')).toBeInTheDocument();
    expect(screen.getByText('“ → "')).toBeInTheDocument();
    expect(screen.getByText('— → -')).toBeInTheDocument();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('UCS-2');

    await user.click(screen.getByRole('switch', { name: 'Smart encoding' }));
    expect(
      await screen.findByText('Smart encoding replaced 4 characters so the message stays GSM-7:'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('GSM-7');
  });

  test('characters with no look-alike keep UCS-2, and the hint names them', async () => {
    smsServer();
    const user = userEvent.setup();
    renderPage(<SendPage />, { path: '/app/sms/send', url: '/app/sms/send' });
    fireEvent.change(await screen.findByLabelText('Content'), { target: { value: 'Hello 世界' } });
    expect(await screen.findByText('Sent as UCS-2 (70 characters per SMS) because of:')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Smart encoding' }));
    expect(
      await screen.findByText(
        'These characters have no GSM-7 look-alike, so the message is sent as UCS-2 unchanged:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('世')).toBeInTheDocument();
  });
});
