/**
 * A system preference read through matchMedia (`prefers-color-scheme`, `prefers-reduced-motion`): the test sets
 * whether `query` matches and changes it, and listeners are told as a browser tells them. Other queries match
 * nothing.
 */
export function installMediaPreference(query: string, initial: boolean) {
  const previous = window.matchMedia;
  const listeners = new Set<() => void>();
  let matches = initial;
  window.matchMedia = (asked: string): MediaQueryList =>
    ({
      get matches() {
        return asked === query && matches;
      },
      media: asked,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
    restore() {
      window.matchMedia = previous;
    },
  };
}
