/** The console's wired HTTP client: the real token, language and antd feedback behind createHttpClient. */
import { i18n, currentLocale } from '../i18n';
import { openConfirm, showErrorMessage } from '../feedback/feedback';
import { clearSession } from '../session/clear-session';
import { getToken } from '../session/token-store';
import { createApi } from './api';
import { createHttpClient } from './create-client';

export const httpClient = createHttpClient({
  getToken,
  getLocale: currentLocale,
  showError: showErrorMessage,
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

export const api = createApi(httpClient);

export { ApiError, getFieldErrors, hasErrorCode, type ApiErrorKind } from './api-error';
export type { CallOptions } from './request-options';
