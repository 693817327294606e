export { TOKEN_STORAGE_KEY, getToken, hasToken, useTokenStore } from './token-store';
export { clearSession, startSession } from './clear-session';
export { logout } from './logout';
export {
  ensureUserInfo,
  fetchUserInfo,
  findCurrentAccount,
  getCachedUserInfo,
  reloadUserInfo,
  sessionKeys,
  useUserInfo,
  userInfoQuery,
} from './user-info';
export { usePreferenceSync } from './preference-sync';
