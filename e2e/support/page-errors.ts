import type { Page } from '@playwright/test';

/** Collects the page's console errors (but those matching `allowed`) and uncaught exceptions; tests expect none. */
export function watchErrors(page: Page, allowed: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      // A failed resource names itself only in its location: kept, so a failure says which request it was.
      errors.push(
        message.text().startsWith('Failed to load resource') && message.location().url
          ? `${message.text()} (${message.location().url})`
          : message.text(),
      );
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
