import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandLogoDataUri, brandLogoSvg, loadBrandPdfLogoSvg } from './brand-assets';
import { BRAND_IDS } from './brands';

const brandsDir = join(import.meta.dirname, '../../../brands');

describe('brand assets', () => {
  it.each(BRAND_IDS)('gives the screen logo of %s as SVG markup', (id) => {
    expect(brandLogoSvg(id)).toBe(readFileSync(join(brandsDir, id, 'logo.svg'), 'utf8'));
  });

  it('gives a data URI that decodes back to the SVG', () => {
    const uri = brandLogoDataUri('pay');
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(brandLogoSvg('pay'));
  });

  it('loads the PDF logo on demand', async () => {
    await expect(loadBrandPdfLogoSvg('uk-emoney')).resolves.toBe(
      readFileSync(join(brandsDir, 'uk-emoney', 'pdf-logo.svg'), 'utf8'),
    );
  });
});
