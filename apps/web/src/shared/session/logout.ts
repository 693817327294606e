import { api } from '../request';
import { clearSession } from './clear-session';

/** Signs out: tells the server (which revokes the token) and always forgets the session locally. */
export async function logout(): Promise<void> {
  try {
    await api.post<null>('/user/logout');
  } catch {
    // Already shown by the HTTP client; the local session goes regardless (spec section 4).
  } finally {
    clearSession();
  }
}
