/**
 * Wires the console's HTTP client — the stored token, the current language, antd feedback and the
 * re-sign-in prompt — and installs it behind shared/request's `api`. Imported once by main.tsx (and by the
 * tests' render helper) before anything calls the API.
 */
import { i18n, currentLocale } from '../shared/i18n';
import {
  hideRetryingMessage,
  openConfirm,
  showErrorMessage,
  showRetryingMessage,
} from '../shared/feedback/feedback';
import { createHttpClient, installHttpClient } from '../shared/request';
import { clearSession, getToken } from '../shared/session';

export const httpClient = createHttpClient({
  getToken,
  getLocale: currentLocale,
  showError: showErrorMessage,
  showRetrying: showRetryingMessage,
  hideRetrying: hideRetryingMessage,
  openReloginModal: () =>
    openConfirm({
      title: i18n.t('request.relogin.title'),
      content: i18n.t('request.relogin.content'),
      okText: i18n.t('request.relogin.ok'),
      cancelText: i18n.t('request.relogin.cancel'),
      // The token is already dead, so no logout call: forget it here and start over from the login page.
      onOk: () => {
        clearSession();
        window.location.reload();
      },
    }),
});

installHttpClient(httpClient);
