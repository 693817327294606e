import { useMediaQuery } from './use-media-query';

/**
 * Whether the operating system or browser asks for less motion (WCAG 2.3.3): the theme then sets antd's
 * `motion` token off (app/providers), which antd's transitions, the charts and the layout follow, so drawers,
 * modals and menus appear at once. Follows a change while the page is open.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
