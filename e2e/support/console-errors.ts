/**
 * Fails a journey that logged an error in the browser console, threw an uncaught page error, had anything
 * refused by the Content-Security-Policy, or was served a console page without that policy: every journey
 * runs under the policy the server really sends (Playwright's bypassCSP stays off), and a refused style or
 * worker fails it even when the page itself logs nothing.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from './env.js';

const REPORT_BINDING = '__beaconReportCspViolation';

function watchPage(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', async (response) => {
    const isOurPage = response.request().resourceType() === 'document' && response.url().startsWith(BASE_URL);
    if (!isOurPage || response.status() !== 200) return;
    const policy = await response.headerValue('content-security-policy').catch(() => 'page closed');
    if (!policy) errors.push(`${response.url()} came without a Content-Security-Policy`);
  });
}

/** Watches every page of `context`, those opened later included, and adds what goes wrong to `errors`. */
export async function collectBrowserErrors(context: BrowserContext, errors: string[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, violation: string) => {
    errors.push(`Content-Security-Policy refused ${violation}`);
  });
  // Init scripts run before the page's own and are not subject to its policy.
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: string) => Promise<void>>)[binding];
        const blocked = event.blockedURI || 'inline code';
        void report?.(`${blocked} (${event.effectiveDirective}) on ${event.documentURI}`);
      },
      true,
    );
  }, REPORT_BINDING);
  for (const page of context.pages()) watchPage(page, errors);
  context.on('page', (page) => watchPage(page, errors));
}
