import type { Page } from '@playwright/test';

/** Collects the page's console errors (but those matching `allowed`) and uncaught exceptions; tests expect none. */
export function watchErrors(page: Page, allowed: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
