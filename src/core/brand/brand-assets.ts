/**
 * Brand logos as SVG text, for markup that must work inside a shadow root and under a strict CSP
 * (inline SVG needs no `img-src data:`; the files carry no `style` attributes or elements).
 * Vite-only (`import.meta.glob`): node code reads the files from brands/ directly.
 */
import type { BrandId } from './brands';
import { getBrand } from './brands';

const BRANDS_DIR = '../../../brands';

// Screen logos are small and needed at first render: bundled. PDF logos are only needed when a PDF is made: lazy.
const screenLogos = import.meta.glob<string>(['../../../brands/*/*.svg', '!../../../brands/*/pdf-*.svg'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const pdfLogos = import.meta.glob<string>('../../../brands/*/pdf-*.svg', { query: '?raw', import: 'default' });

/** The brand's screen logo (`brand.logo`) as SVG markup. Its text uses `currentColor`. */
export function brandLogoSvg(id: BrandId): string {
  const file = `${BRANDS_DIR}/${id}/${getBrand(id).logo}`;
  const svg = screenLogos[file];
  if (svg === undefined) throw new Error(`brand '${id}': logo file ${file} is missing`);
  return svg;
}

/** The brand's screen logo as a `data:` URI, for places that need a URL (e.g. a favicon). */
export function brandLogoDataUri(id: BrandId): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brandLogoSvg(id))}`;
}

/** The brand's PDF logo (`brand.pdfLogo`) as SVG markup, loaded on demand. */
export async function loadBrandPdfLogoSvg(id: BrandId): Promise<string> {
  const file = `${BRANDS_DIR}/${id}/${getBrand(id).pdfLogo}`;
  const load = pdfLogos[file];
  if (load === undefined) throw new Error(`brand '${id}': PDF logo file ${file} is missing`);
  return load();
}
