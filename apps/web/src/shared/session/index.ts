export { getToken, hasToken, useTokenStore } from './token-store';
export { clearSession, startSession } from './clear-session';
export { logout } from './logout';
export { ensureUserInfo, findCurrentAccount, reloadUserInfo, sessionKeys, useUserInfo } from './user-info';
export { usePreferenceSync } from './preference-sync';
