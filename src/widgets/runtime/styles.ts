/**
 * Styles for shadow roots. Constructable stylesheets are shared by every element on the page (one parse per CSS
 * text) and are not subject to CSP `style-src`, so widgets work under a strict policy. Browsers without them get
 * `<style>` elements rendered by the widget's React root instead (React clears the root container on first
 * render, so the fallback cannot be inserted beside it).
 */

export const supportsAdoptedStyleSheets: boolean =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

const sharedSheets = new Map<string, CSSStyleSheet>();

function sharedSheet(cssText: string): CSSStyleSheet {
  let sheet = sharedSheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sharedSheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts `styles` (shared) followed by `own` (this element's, for example its brand variables) into `root`.
 * Returns false when the browser cannot adopt, and the caller must render `<style>` elements.
 */
export function adoptStyles(root: ShadowRoot, styles: readonly string[], own: readonly CSSStyleSheet[] = []): boolean {
  if (!supportsAdoptedStyleSheets) return false;
  root.adoptedStyleSheets = [...styles.map(sharedSheet), ...own];
  return true;
}

/** A per-element sheet whose text can be replaced later (brand variables change with the `brand` attribute). */
export function createOwnSheet(): CSSStyleSheet | null {
  return supportsAdoptedStyleSheets ? new CSSStyleSheet() : null;
}

/**
 * Adds `styles` (shared) to what `root` already adopted, before its last `ownCount` sheets (the element's brand sheet
 * stays last), each once. For parts of an element that load later with styles of their own (a dialog opened on the
 * first click). Returns false when the browser cannot adopt, and the caller must render `<style>` elements.
 */
export function adoptMoreStyles(root: ShadowRoot, styles: readonly string[], ownCount = 1): boolean {
  if (!supportsAdoptedStyleSheets) return false;
  const current = root.adoptedStyleSheets;
  const added = styles
    .map(sharedSheet)
    .filter((sheet, index, all) => !current.includes(sheet) && all.indexOf(sheet) === index);
  if (added.length === 0) return true;
  const split = Math.max(0, current.length - ownCount);
  root.adoptedStyleSheets = [...current.slice(0, split), ...added, ...current.slice(split)];
  return true;
}
