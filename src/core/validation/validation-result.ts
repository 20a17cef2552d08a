/**
 * The result of an offline check. A failure names its reason, so the UI can say exactly what is wrong ("an IBAN
 * from Germany has 22 characters") in the user's language; a success carries the value in its canonical form
 * (spaces removed, upper case), which is what gets sent.
 */
export type ValidationResult<Reason extends string, Extra = object> =
  ({ valid: true; value: string } & Extra) | { valid: false; reason: Reason; expectedLength?: number };

/** Removes spaces (and the dashes some people type between groups) and upper-cases the text. */
export function compact(text: string, { keepDashes = false }: { keepDashes?: boolean } = {}): string {
  return text.replace(keepDashes ? /\s+/g : /[\s-]+/g, '').toUpperCase();
}
