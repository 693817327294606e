/**
 * The session token (spec section 4): logged in means a token exists. It is persisted under localStorage
 * key `token` as the raw string, not zustand's JSON wrapper, because the spec fixes that key and the
 * browser tests read it.
 */
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';

const TOKEN_STORAGE_KEY = 'token';

interface TokenState {
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

type PersistedToken = Pick<TokenState, 'token'>;

const rawTokenStorage: PersistStorage<PersistedToken> = {
  getItem: (name) => {
    const token = localStorage.getItem(name);
    return token ? { state: { token }, version: 0 } : null;
  },
  setItem: (name, value) => {
    if (value.state.token) localStorage.setItem(name, value.state.token);
    else localStorage.removeItem(name);
  },
  removeItem: (name) => localStorage.removeItem(name),
};

export const useTokenStore = create<TokenState>()(
  persist(
    (set) => ({
      token: null,
      setToken: (token) => set({ token }),
      clearToken: () => set({ token: null }),
    }),
    { name: TOKEN_STORAGE_KEY, storage: rawTokenStorage, partialize: ({ token }) => ({ token }) },
  ),
);

export function getToken(): string | null {
  return useTokenStore.getState().token;
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

// Signing out in one tab signs out the others on their next call instead of letting them use a dead token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY) void useTokenStore.persist.rehydrate();
  });
}
