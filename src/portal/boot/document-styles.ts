import type { Brand } from '../../core/brand/brand-schema';
import { brandThemeCss, uiStyles } from '../../ui';

/**
 * Applies the design system, the brand's theme and the portal's own styles to the document as one constructable
 * stylesheet (no inline styles, so a strict style-src works), with a <style> element where that is unsupported.
 */
export function applyDocumentStyles(document: Document, brand: Brand, portalCss: string): void {
  const css = [uiStyles, brandThemeCss(brand, ':root', { dark: true }), portalCss].join('\n');
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
