import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { TTemplateItem } from '@beacon/shared/validation/templates';
import { envelope } from '@/test/fake-adapter';
import { renderPage } from '@/test/render-app';
import { bodyOf, smsServer, startSignedIn } from '../sms-test-kit';
import TemplateAddPage from './TemplateAddPage';
import TemplatePage from './TemplatePage';

beforeEach(startSignedIn);

const REJECTED: TTemplateItem = {
  templateId: 'TP1',
  name: 'Welcome',
  content: 'Hi {name}, welcome!',
  type: 3,
  country: null,
  purpose: null,
  status: 0,
  reason: 'Looks like marketing',
  variables: ['name'],
  public: false,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

describe('the template list', () => {
  test("shows the review state with a rejected template's reason, and an empty public tab", async () => {
    const server = smsServer({
      '/sms/template/list': (request) =>
        envelope({ items: bodyOf(request).scope === 'public' ? [] : [REJECTED], nextCursor: null }),
    });
    renderPage(<TemplatePage />, { path: '/app/sms/template', url: '/app/sms/template' });
    expect(await screen.findByText("Reviewer's comment: Looks like marketing")).toBeInTheDocument();
    expect(screen.getByText('Rejected', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('Edit and resubmit')).toBeInTheDocument();
    // Without a status in the address the list asks for every status.
    expect(bodyOf(server.callsTo('/sms/template/list')[0])).toEqual({ scope: 'custom', limit: 20 });
    fireEvent.click(screen.getByRole('tab', { name: 'Public templates' }));
    expect(await screen.findByText('No templates here yet')).toBeInTheDocument();
    expect(bodyOf(server.callsTo('/sms/template/list').at(-1))).toMatchObject({ scope: 'public' });
  });
});

describe('the template form', () => {
  test('lists variables as typed, refuses a reserved name and China without a signature, then submits', async () => {
    const server = smsServer({
      '/sms/template/add': () => envelope({ templateId: 'TP2', status: 2 }),
    });
    renderPage(<TemplateAddPage />, { path: '/app/sms/template/add', url: '/app/sms/template/add' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Template name'), 'Sign-in code');
    const content = screen.getByLabelText('Content');
    fireEvent.change(content, { target: { value: 'Code {code} for {to}' } });
    expect(await screen.findByText('to')).toBeInTheDocument();
    await user.click(screen.getByText('Submit for review'));
    expect(
      await screen.findByText('Variable name to is a reserved keyword, please choose another name.'),
    ).toBeInTheDocument();

    await user.click(screen.getByLabelText('Country or region'));
    await user.type(screen.getByLabelText('Country or region'), 'China');
    await user.click(await screen.findByText('China (CN)'));
    fireEvent.change(content, { target: { value: '验证码 {code}' } });
    expect(await screen.findByText(/Messages to China need a signature/)).toBeInTheDocument();
    fireEvent.change(content, { target: { value: '【Beacon】验证码 {code}' } });
    await user.click(screen.getByText('Submit for review'));
    await waitFor(() => expect(server.callsTo('/sms/template/add')).toHaveLength(1));
    expect(bodyOf(server.callsTo('/sms/template/add')[0])).toEqual({
      name: 'Sign-in code',
      content: '【Beacon】验证码 {code}',
      type: 1,
      country: 'CN',
      purpose: '',
    });
  });
});
