/**
 * What the page side of a frame passes into the bank's frame, shared by the thin framed element
 * (framed-element.ts) and the React frame host (frame-host.tsx): no React here, the thin element's bundle takes it.
 */

/** Attributes the frame decides itself (its API, its portal, its mode) or that travel in their own message (the code). */
export const NOT_FORWARDED: ReadonlySet<string> = new Set([
  'api-base',
  'portal-origin',
  'isolation',
  'code',
  'code-verifier',
]);

/**
 * The host's `texts` property (docs/widgets.md "Texts") as the `texts` attribute the element in the frame reads: the
 * frame checks and applies it as the element in the page would. A `texts` attribute is forwarded as it is.
 */
export function textsAttribute(host: HTMLElement): { texts?: string } {
  const texts = (host as { texts?: unknown }).texts;
  return texts && typeof texts === 'object' ? { texts: JSON.stringify(texts) } : {};
}

/** The design tokens the elements document (`--wallet-*`), forwarded before each element's own variables. */
export const SHARED_VARIABLES: readonly string[] = [
  'color-primary',
  'color-primary-strong',
  'color-on-primary',
  'color-accent',
  'color-focus',
  'color-text',
  'color-text-muted',
  'color-surface',
  'color-background',
  'color-border',
  'color-danger',
  'color-warning',
  'color-success',
  'font-family',
];
