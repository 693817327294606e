import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf } from '@/test/routed-server';
import { SENDER_ID_PATHS } from '../lib/paths';
import { request, senderIdServer, startSignedIn } from '../sender-id-test-kit';
import GroupFormPage from './GroupFormPage';
import ResultErrorPage from './ResultErrorPage';
import ResultSuccessPage from './ResultSuccessPage';
import StepFormPage from './StepFormPage';

beforeEach(startSignedIn);

const results = [
  { path: SENDER_ID_PATHS.success, element: <ResultSuccessPage /> },
  { path: SENDER_ID_PATHS.error, element: <ResultErrorPage /> },
  { path: SENDER_ID_PATHS.group, element: <GroupFormPage /> },
];

/**
 * Free text is pasted into its field, not typed key by key: each key re-rendered the whole antd form, and the
 * hundred-odd keys of these texts (and each key of a country's name, which filtered the whole country list
 * again) made this file time out at 60 s on a busy machine. The Sender ID, whose rule the journey checks, is
 * still typed.
 */
async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function chooseCountry(title: string) {
  await paste(screen.getByRole('combobox', { name: 'Countries' }), 'United Kingdom');
  await userEvent.click(await screen.findByTitle(title));
}

async function fillIdentity(senderId: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Sender ID' }), senderId);
  await chooseCountry('United Kingdom (GB)');
  await paste(screen.getByRole('textbox', { name: 'Brand name' }), 'Beacon Pay');
}

async function fillDetails(link: string) {
  await paste(await screen.findByRole('textbox', { name: 'Sample message' }), 'Your code is 123456.');
  await paste(screen.getByRole('textbox', { name: 'Website or opt-in page' }), link);
  await paste(screen.getByRole('textbox', { name: 'Company name' }), 'Beacon Pay Ltd');
}

describe('the guided step form', () => {
  test('checks each step with the shared rule, confirms, submits and lands on the success page', async () => {
    const server = senderIdServer({
      '/admin/sender-id/submit': (sent) => envelope(request({ ...bodyOf(sent), requestId: 'r-1' })),
    });
    const { router } = renderPage(<StepFormPage />, {
      path: SENDER_ID_PATHS.step,
      url: SENDER_ID_PATHS.step,
      routes: results,
    });
    await fillIdentity('AB');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('An alphanumeric sender ID needs at least 3 characters'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Sender ID' }), 'C');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await fillDetails('pay.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a link that begins with http:// or https://')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Website or opt-in page' }));
    await paste(screen.getByRole('textbox', { name: 'Website or opt-in page' }), 'https://pay.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('ABC')).toBeInTheDocument();
    expect(screen.getByText('https://pay.example.com')).toBeInTheDocument();
    expect(server.callsTo('/admin/sender-id/submit')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(SENDER_ID_PATHS.success));
    expect(router.state.location.search).toBe('?requestId=r-1');
    expect(bodyOf(server.callsTo('/admin/sender-id/submit')[0])).toMatchObject({
      senderId: 'ABC',
      // A form body carries a one-item list as the bare value; the server's form array takes either.
      countries: 'GB',
      useCase: 'otp',
      brandName: 'Beacon Pay',
      link: 'https://pay.example.com',
      companyName: 'Beacon Pay Ltd',
    });
  });
});

describe('the result pages', () => {
  test('success names the request, its status and the next steps', async () => {
    senderIdServer();
    renderPage(<ResultSuccessPage />, {
      path: SENDER_ID_PATHS.success,
      url: `${SENDER_ID_PATHS.success}?requestId=r-1`,
    });
    expect(await screen.findByText(/We have your request for BeaconPay/)).toBeInTheDocument();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    for (const name of ['View registrations', 'Register another', 'Back to workplace']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  test('a refused submission ends on the error page, and the way back brings the input back', async () => {
    senderIdServer({ '/admin/sender-id/submit': () => envelope(null, 1006) });
    const { router } = renderPage(<GroupFormPage />, {
      path: SENDER_ID_PATHS.group,
      url: SENDER_ID_PATHS.group,
      routes: results.filter((route) => route.path !== SENDER_ID_PATHS.group),
    });
    await fillIdentity('BeaconShop');
    await fillDetails('https://shop.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SENDER_ID_PATHS.error));
    expect(await screen.findByText('This operation is not allowed.')).toBeInTheDocument();
    expect(screen.getByText('(code 1006)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SENDER_ID_PATHS.group));
    expect(await screen.findByRole('textbox', { name: 'Sender ID' })).toHaveValue('BeaconShop');
    expect(screen.getByRole('textbox', { name: 'Website or opt-in page' })).toHaveValue(
      'https://shop.example.com',
    );
  });

  test('the error page opened on its own says there is nothing to report', async () => {
    senderIdServer();
    renderPage(<ResultErrorPage />, { path: SENDER_ID_PATHS.error, url: SENDER_ID_PATHS.error });
    expect(await screen.findByText(/opened without a failed request/)).toBeInTheDocument();
  });
});
