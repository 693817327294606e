import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the operating system or browser prefers a dark colour scheme; follows a change while open. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false);
}
