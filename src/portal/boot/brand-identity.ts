import type { BrandId } from '../../core/brand/brands';

/**
 * Points the page's favicon, touch icon and web app manifest at the brand's own (brands/<id>/icon.svg, icon-180.png
 * and manifest.json, served at /brand-assets/<id>/ by the build): one portal build serves every brand, so the links are
 * set when the brand is known.
 */
export function applyBrandIdentity(document: Document, brandId: BrandId): void {
  const base = `/brand-assets/${brandId}/`;
  const link = (rel: string, href: string, type?: string) => {
    let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (!element) {
      element = document.createElement('link');
      element.rel = rel;
      document.head.append(element);
    }
    element.href = href;
    if (type) element.type = type;
  };
  link('icon', `${base}icon.svg`, 'image/svg+xml');
  // iOS takes no SVG for the home screen: the 180 px PNG drawn from it (scripts/brand-icons.ts).
  link('apple-touch-icon', `${base}icon-180.png`);
  link('manifest', `${base}manifest.json`);
}
