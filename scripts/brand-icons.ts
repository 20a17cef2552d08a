/**
 * `npm run brand-icons`: draws each brand's PNG icons from its `icon.svg` in Debian's Chromium, for the places an SVG
 * does not work: the touch icon (iOS home screen, 180 px) and the web app manifest's 192 and 512 px icons (Android's
 * install prompt and splash screen want PNG sizes). The icon sits on the manifest's background colour with room round
 * it (the safe zone of a maskable icon is the middle 80 %), so no platform crops the mark or fills it with black.
 *
 * The PNGs are committed beside the SVG (brands/<id>/icon-180.png, icon-192.png, icon-512.png): run this after changing
 * an icon.svg. `src/core/brand/brand-icons.test.ts` checks that every brand has them at the right sizes.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

export const ICON_SIZES = [180, 192, 512] as const;

const root = resolve(import.meta.dirname, '..');
const brandsDir = resolve(root, 'brands');

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    for (const id of readdirSync(brandsDir)) {
      const svgPath = resolve(brandsDir, id, 'icon.svg');
      const manifestPath = resolve(brandsDir, id, 'manifest.json');
      if (!existsSync(svgPath) || !existsSync(manifestPath)) continue;
      const svg = readFileSync(svgPath, 'utf8');
      const { background_color: background } = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        background_color: string;
      };
      for (const size of ICON_SIZES) {
        await page.setViewportSize({ width: size, height: size });
        const mark = Math.round(size * 0.7);
        await page.setContent(
          `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
            `<img alt="" width="${mark}" height="${mark}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
        );
        await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
        writeFileSync(resolve(brandsDir, id, `icon-${size}.png`), await page.screenshot({ type: 'png' }));
      }
      console.log(`${id}: icon-${ICON_SIZES.join('.png, icon-')}.png`);
    }
  } finally {
    await browser.close();
  }
}

await main();
