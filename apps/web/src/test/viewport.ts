/**
 * A window of a given width for antd's breakpoints (Grid.useBreakpoint, Layout.Sider): matchMedia answers
 * `min-width` / `max-width` queries against it. The global stub in setup.ts matches nothing, which antd reads
 * as the narrowest phone.
 */
function matches(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/** Installs the width; returns the function that puts the previous matchMedia back. */
export function setViewportWidth(width: number): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}

export const DESKTOP_WIDTH = 1440;
export const PHONE_WIDTH = 390;
