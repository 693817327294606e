import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { i18n } from '@/shared/i18n';
import { envelope } from '@/test/fake-adapter';
import { fakeServer, renderPage, resetApp } from '@/test/render-app';
import EkycPage from './EkycPage';
import EkycResultPage from './EkycResultPage';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const pngFile = () => new File([PNG], 'selfie.png', { type: 'image/png' });
const jpegFile = () => new File([JPEG], 'card.jpg', { type: 'image/jpeg' });

const RESULT_ROUTE = [{ path: '/ekyc/result', element: <EkycResultPage /> }];

function open() {
  return renderPage(<EkycPage />, { path: '/ekyc/:token', url: '/ekyc/tok123', routes: RESULT_ROUTE });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

beforeEach(async () => {
  await resetApp();
});

describe('/ekyc/:token', () => {
  test('an expired or unknown link (2013) shows the expired-link state', async () => {
    fakeServer(() => envelope(null, 2013));
    open();
    expect(await screen.findByText('This link has expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  test.each([
    [
      'en-US',
      'Submit',
      [
        'Please select a country or region',
        'Please select a document type',
        'Please enter the document number',
        'Please take a photo of the document',
        'Please take a selfie',
      ],
    ],
    [
      'zh-CN',
      '提 交',
      ['请选择国家/地区', '请选择证件类型', '请输入证件号码', '请拍摄证件照片', '请拍摄自拍照'],
    ],
  ] as const)('refuses an empty form with the shared messages (%s)', async (locale, submit, messages) => {
    await i18n.changeLanguage(locale);
    const server = fakeServer(() => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: submit }));
    // zh-CN placeholders read like the messages: look for the message among them.
    for (const text of messages) expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(5);
    expect(server.sent.map((r) => r.url)).toEqual(['/user/kyc/token']);
  });

  test("opens in the language of the console that made the link, and the phone's switch still works", async () => {
    await i18n.changeLanguage('en-US');
    fakeServer(() => envelope({ expiresAt: '2030-01-01T00:00:00.000Z', locale: 'zh-CN' }));
    open();
    expect(await screen.findByRole('button', { name: '提 交' })).toBeTruthy();
    expect(screen.getByLabelText('证件照片', { selector: 'input' })).toBeTruthy();
    // Adopted once: the phone's own switch is not overruled afterwards.
    await i18n.changeLanguage('en-US');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  test('uses the console upload control: a picked photo shows as a thumbnail and can be removed', async () => {
    fakeServer(() => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }));
    const user = userEvent.setup();
    open();
    const selfie = await screen.findByLabelText('Selfie', { selector: 'input' });
    expect(selfie.closest('.ant-upload')).toBeTruthy();
    await user.upload(selfie, pngFile());
    expect(await screen.findByAltText('selfie.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /remove|删除/i }));
    await waitFor(() => expect(screen.queryByAltText('selfie.png')).toBeNull());
  });

  test('refuses a file that is not a JPEG or PNG, and a bad document number', async () => {
    fakeServer(() => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }));
    const user = userEvent.setup({ applyAccept: false });
    open();
    const document = await screen.findByLabelText('Photo of the document', { selector: 'input' });
    expect(document.getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText('Selfie', { selector: 'input' }).getAttribute('capture')).toBe('user');
    await user.upload(document, new File(['hello'], 'note.png', { type: 'image/png' }));
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'A 1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Only JPG or PNG images are allowed.')).toBeTruthy();
    expect(await screen.findByText('Document number: up to 32 letters, digits or hyphens')).toBeTruthy();
  });

  test('submits the fields and both photos as JSON, then shows the result with its reason', async () => {
    const server = fakeServer((request) =>
      request.url === '/user/kyc/token'
        ? envelope({ expiresAt: '2030-01-01T00:00:00.000Z' })
        : envelope({ resultCode: 1001, subCode: 204 }),
    );
    const user = userEvent.setup();
    const { router } = open();
    await screen.findByRole('button', { name: 'Submit' });
    await choose(user, 'Country or region', 'China');
    await choose(user, 'Document type', 'Identity card');
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'A1234204');
    await user.upload(screen.getByLabelText('Photo of the document', { selector: 'input' }), jpegFile());
    await user.upload(screen.getByLabelText('Selfie', { selector: 'input' }), pngFile());
    await screen.findByAltText('selfie.png');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ekyc/result'));
    expect(await screen.findByText('Verification failed')).toBeTruthy();
    expect(screen.getByText(/Failed — Face does not match the document/)).toBeTruthy();
    const sent = server.sent.find((r) => r.url === '/user/kyc/result');
    const body = JSON.parse(String(sent?.body)) as Record<string, string>;
    expect(body).toMatchObject({
      token: 'tok123',
      country: 'CN',
      documentType: 'ID_CARD',
      documentNumber: 'A1234204',
    });
    expect(body.documentImage).toMatch(/^data:image\/jpeg;base64,/);
    expect(body.selfieImage).toMatch(/^data:image\/png;base64,/);
  });

  test('a link that expires before the submission shows the expired-link state', async () => {
    fakeServer((request) =>
      request.url === '/user/kyc/token'
        ? envelope({ expiresAt: '2030-01-01T00:00:00.000Z' })
        : envelope(null, 2013),
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Submit' });
    await choose(user, 'Country or region', 'Global');
    await choose(user, 'Document type', 'Passport');
    await user.type(screen.getByRole('textbox', { name: 'Document number' }), 'P123');
    await user.upload(screen.getByLabelText('Photo of the document', { selector: 'input' }), jpegFile());
    await user.upload(screen.getByLabelText('Selfie', { selector: 'input' }), pngFile());
    await screen.findByAltText('selfie.png');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This link has expired')).toBeTruthy();
  });
});

describe('the sandbox notice on /ekyc/:token', () => {
  test.each([
    [
      'en-US',
      'Sandbox: results are decided by test inputs, no real identity check.',
      /any other number passes/,
    ],
    ['zh-CN', '沙箱环境：结果由测试输入决定，不进行真实的身份核验。', /其他号码均通过/],
  ] as const)('%s: the phone page says the sandbox decides and how', async (locale, title, rules) => {
    await i18n.changeLanguage(locale);
    fakeServer(() => envelope({ expiresAt: '2030-01-01T00:00:00.000Z', provider: 'sandbox', sandbox: true }));
    open();
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain(title);
    expect(notice.textContent).toMatch(rules);
    expect(notice.textContent).toMatch(/P1234204/);
  });

  test('a real provider shows no notice', async () => {
    fakeServer(() =>
      envelope({ expiresAt: '2030-01-01T00:00:00.000Z', provider: 'sandbox', sandbox: false }),
    );
    open();
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('/ekyc/result', () => {
  test.each([
    ['en-US', '?code=1000&sub=200', 'Verification passed'],
    ['zh-CN', '?code=1013', '认证失败'],
    ['en-US', '', 'No result to show'],
  ] as const)('%s %s → %s', async (locale, query, title) => {
    await i18n.changeLanguage(locale);
    fakeServer(() => envelope(null));
    renderPage(<EkycResultPage />, { path: '/ekyc/result', url: `/ekyc/result${query}` });
    expect(await screen.findByText(title)).toBeTruthy();
    if (query === '?code=1013') expect(screen.getByText(/图像质量差/)).toBeTruthy();
  });
});
