import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { TTemplateItem } from '@beacon/shared/validation/templates';
import { registerRouteTree } from '@/shared/router';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, signedInUser, smsServer, startSignedIn } from '../../sms-test-kit';
import TemplatePage from '../../pages/TemplatePage';

beforeEach(startSignedIn);
afterEach(() => registerRouteTree([]));

const APPROVED: TTemplateItem = {
  templateId: 'TP1',
  name: 'Sign-in code',
  content: 'Hi {name}, your code is {code}',
  type: 1,
  country: null,
  purpose: null,
  status: 1,
  reason: null,
  variables: ['name', 'code'],
  public: false,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

function withPhone(phone: string | null) {
  return signedInUser({ phone });
}

function renderList() {
  return renderPage(<TemplatePage />, { path: '/app/sms/template', url: '/app/sms/template' });
}

describe('test a template', () => {
  test("sends to the user's bound phone with the variables typed; the code is made and its validity shown", async () => {
    const server = smsServer(
      {
        '/sms/template/list': () => envelope({ items: [APPROVED], nextCursor: null }),
        '/sms/template/test': () =>
          envelope({
            messageId: 'SM1',
            to: '+447******456',
            content: 'Hi Ada, your code is 482913',
            cost: '0.0400',
            currency: 'USD',
            code: '482913',
            validMinutes: 1,
            validUntil: '2026-11-26T10:01:00.000Z',
          }),
      },
      withPhone('+447400123456'),
    );
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Test' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The test goes to your bound phone +447400123456.')).toBeInTheDocument();
    // The code is the test's own: only {name} is asked for.
    expect(within(dialog).queryByLabelText('{code}')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await within(dialog).findByText('Enter a value for name')).toBeInTheDocument();
    expect(server.callsTo('/sms/template/test')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('{name}'), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await within(dialog).findByText('Test sent to +447******456')).toBeInTheDocument();
    expect(within(dialog).getByText(/Its code 482913 is valid for 1 minute, until/)).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/template/test')[0])).toEqual({
      templateId: 'TP1',
      variables: { name: 'Ada' },
    });
  });

  test('without a bound phone it sends nothing and links to binding one', async () => {
    registerRouteTree([
      {
        name: 'UserSecurityPhone',
        path: '/user/security/phone',
        meta: { locale: 'menu.user.security.phone', requiresAuth: true, roles: ['*'] },
      },
    ]);
    const server = smsServer(
      { '/sms/template/list': () => envelope({ items: [APPROVED], nextCursor: null }) },
      withPhone(null),
    );
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Test' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('A test goes to your own bound phone, and you have not bound one yet.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Bind a phone' }).getAttribute('href')).toBe(
      '/user/security/phone',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send test' })).toBeNull();
    expect(server.callsTo('/sms/template/test')).toHaveLength(0);
  });
});
