/**
 * The texts tests asked for under keys no language has (collected by src/test-setup.ts, which fails the test that
 * asked). A test about the missing-key behaviour itself takes its own misses with `takeMissingTranslations`.
 */
const missing: string[] = [];

export function recordMissingTranslation(entry: string): void {
  missing.push(entry);
}

/** The misses recorded since the last call, distinct, and forgets them. */
export function takeMissingTranslations(): string[] {
  return [...new Set(missing.splice(0))];
}
