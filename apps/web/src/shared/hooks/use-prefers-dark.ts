import { useMediaQuery } from './use-media-query';

/** Whether the operating system or browser prefers a dark colour scheme; follows a change while open. */
export function usePrefersDark(): boolean {
  return useMediaQuery('(prefers-color-scheme: dark)');
}
