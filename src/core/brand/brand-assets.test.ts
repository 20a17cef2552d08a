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

  // The PNGs drawn from icon.svg by `npm run brand-icons` (scripts/brand-icons.ts): the touch icon and the manifest's.
  it.each(BRAND_IDS)('%s has PNG icons of 180, 192 and 512 px, listed in its manifest', (id) => {
    for (const size of [180, 192, 512]) {
      const png = readFileSync(join(brandsDir, id, `icon-${size}.png`));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    const manifest = JSON.parse(readFileSync(join(brandsDir, id, 'manifest.json'), 'utf8')) as {
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: 'icon-192.png', sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ src: 'icon-512.png', sizes: '512x512', type: 'image/png' }),
      ]),
    );
  });
});
