import { beforeEach, describe, expect, test, vi } from 'vitest';
import { envelope } from '../test/fake-adapter';
import { fakeServer, resetApp } from '../test/render-app';
import { setFeedbackApi, type FeedbackApi } from '../shared/feedback/feedback';
import { i18n } from '../shared/i18n';
import { useTokenStore } from '../shared/session';
import { api } from '../shared/request';

const error = vi.fn();
const confirm = vi.fn();

beforeEach(async () => {
  await resetApp();
  error.mockReset();
  confirm.mockReset();
  setFeedbackApi({ message: { error }, modal: { confirm } } as unknown as FeedbackApi);
});

describe('the wired client', () => {
  test('reads the stored token and the current language', async () => {
    const server = fakeServer(() => envelope({}));
    useTokenStore.getState().setToken('abc');
    await i18n.changeLanguage('zh-CN');
    await api.get('/user/info');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(server.sent[0]?.headers.get('Authorization')).toBe('Bearer abc');
    expect(server.sent[0]?.headers.get('Accept-Language')).toBe('zh-CN');
  });

  test('shows errors through antd for 5 seconds, in the current language', async () => {
    fakeServer(() => envelope(null, 2010));
    await i18n.changeLanguage('zh-CN');
    await expect(api.post('/account/select', { accountId: 'x' })).rejects.toMatchObject({ code: 2010 });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: '账户不存在。', duration: 5 }));
  });

  test('the re-login modal is translated and its confirm forgets the session', async () => {
    fakeServer(() => envelope(null, 2005));
    useTokenStore.getState().setToken('dead');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      await expect(api.post('/account/add', {})).rejects.toMatchObject({ code: 2005 });
      expect(confirm).toHaveBeenCalledOnce();
      const options = confirm.mock.calls[0]?.[0] as { title: string; okText: string; onOk: () => void };
      expect(options.title).toBe('Please sign in again');
      options.onOk();
      expect(useTokenStore.getState().token).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
