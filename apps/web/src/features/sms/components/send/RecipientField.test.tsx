import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '@/test/render-app';
import SendPage from '@/features/sms/pages/SendPage';
import { smsServer, startSignedIn } from '@/features/sms/sms-test-kit';

beforeEach(startSignedIn);

function renderSend() {
  smsServer();
  return renderPage(<SendPage />, { path: '/app/sms/send', url: '/app/sms/send' });
}

const recipientsBox = () => screen.findByLabelText<HTMLTextAreaElement>('Recipients');

describe('the recipient box', () => {
  test('each bad entry is listed with its position and the spec message', async () => {
    renderSend();
    fireEvent.change(await recipientsBox(), {
      target: { value: '+14155550100\n+1 415 555 0101, ,+14155550100\n+447400123456' },
    });
    const problems = await screen.findByTestId('recipient-problems');
    const rows = within(problems).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'No. 2+1 415 555 0101Please enter a valid E.164 phone number',
      'No. 3""Phone number cannot be empty',
      'No. 4+14155550100This phone number has already been added',
    ]);
    const summary = screen.getByTestId('recipient-summary');
    expect(summary).toHaveTextContent('2 numbers ready');
    expect(summary).toHaveTextContent('in 2 countries or regions');
    expect(summary).toHaveTextContent('2 invalid');
    expect(summary).toHaveTextContent('1 repeated (sent once)');
  });

  test('repeats are dropped keeping the first, on request', async () => {
    const user = userEvent.setup();
    renderSend();
    const box = await recipientsBox();
    fireEvent.change(box, { target: { value: '+14155550100, +14155550101\n+14155550100\n+14155550101' } });
    await user.click(await screen.findByText('Remove repeats'));
    expect(box.value).toBe('+14155550100\n+14155550101');
    await waitFor(() => expect(screen.queryByTestId('recipient-problems')).not.toBeInTheDocument());
    expect(screen.getByTestId('recipient-summary')).toHaveTextContent('2 numbers ready');
  });

  test('two repeats and two bad entries are each listed once, without clashing row keys', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderSend();
      fireEvent.change(await recipientsBox(), {
        target: { value: '+14155550100\n+14155550100\n+1415\n+14155550100\n+1416' },
      });
      const problems = await screen.findByTestId('recipient-problems');
      expect(
        within(problems)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([
        'No. 2+14155550100This phone number has already been added',
        'No. 3+1415Please enter a valid E.164 phone number',
        'No. 4+14155550100This phone number has already been added',
        'No. 5+1416Please enter a valid E.164 phone number',
      ]);
      const keyWarnings = consoleError.mock.calls.filter((call) =>
        call.some((part) => String(part).includes('same key')),
      );
      expect(keyWarnings).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });

  test('leaving the box with a bad entry marks the field', async () => {
    renderSend();
    const box = await recipientsBox();
    fireEvent.change(box, { target: { value: '+14155550100\n0044 7700 900123' } });
    fireEvent.blur(box);
    expect(await screen.findByText('Please enter valid phone number')).toBeInTheDocument();
  });

  test('an empty box asks for recipients', async () => {
    const user = userEvent.setup();
    renderSend();
    await recipientsBox();
    await user.click(screen.getByRole('button', { name: /Send$/ }));
    expect(await screen.findByText('Please enter one or more recipients.')).toBeInTheDocument();
  });
});
