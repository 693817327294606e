/** Fails a journey that logged an error in the browser console or threw an uncaught page error. */
import type { Page } from '@playwright/test';

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
