import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getBrand } from '../../core/brand/brands';
import { contrastRatio, WCAG_AA } from '../../core/brand/colour-contrast';
import { BREAKPOINTS, VIEW_THRESHOLDS } from '../breakpoints';
import { BRAND_IDS, type BrandId } from '../../core/brand/brands';
import { brandThemeCss, darkBrandColours, lightBrandColours } from './brand-theme';

const uiDir = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const themeCss = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');
const darkStart = themeCss.indexOf(":root[data-theme='dark']");

function hexColours(css: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--wallet-color-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
    if (name && value) found[name] = value;
  }
  return found;
}

/** Each theme's palette as theme.css writes it (the dark block overrides the light one on <html>). */
const palettes: Record<'light' | 'dark', Record<string, string>> = {
  light: hexColours(themeCss.slice(0, darkStart)),
  dark: { ...hexColours(themeCss.slice(0, darkStart)), ...hexColours(themeCss.slice(darkStart)) },
};
const colours = palettes.light;

function colour(name: string): string {
  const value = colours[name];
  if (!value) throw new Error(`theme.css has no hex --wallet-color-${name}`);
  return value;
}

/** A theme's palette with a brand's colours in place of the defaults, as the portal applies them. */
function brandPalette(brandId: BrandId, theme: 'light' | 'dark'): Record<string, string> {
  const brand = getBrand(brandId);
  const own = theme === 'light' ? lightBrandColours(brand) : darkBrandColours(brand);
  return {
    ...palettes[theme],
    primary: own.primary,
    'primary-strong': own.primaryStrong,
    'on-primary': own.onPrimary,
    accent: own.accent,
  };
}

const TEXT_PAIRS = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surface-raised'],
  ['text-muted', 'background'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-raised'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'surface-raised'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-strong'],
  ['danger', 'background'],
  ['danger', 'danger-surface'],
  ['success', 'background'],
  ['success', 'success-surface'],
  ['warning', 'background'],
  ['warning', 'warning-surface'],
  ['info', 'background'],
  ['info', 'info-surface'],
  ['text', 'danger-surface'],
  ['text', 'warning-surface'],
  ['text', 'info-surface'],
  ['text', 'success-surface'],
] as const;

const NON_TEXT_PAIRS = [
  ['border-strong', 'background'],
  ['border-strong', 'surface'],
  ['accent', 'background'],
  ['accent', 'surface-raised'],
] as const;

describe('theme', () => {
  // Vitest does not process CSS unless configured to, so `?inline` imports are empty strings in tests: check the
  // source of styles.ts instead of the string it builds.
  it('includes every CSS file of src/ui in uiStyles, tokens first', () => {
    const stylesSource = readFileSync(join(uiDir, 'styles.ts'), 'utf8');
    const imported = [...stylesSource.matchAll(/import (\w+) from '\.\/([^']+\.css)\?inline';/g)];
    const files = cssFiles(uiDir).map((file) => relative(uiDir, file).split('\\').join('/'));
    expect(imported.map((match) => match[2]).sort()).toEqual(files.sort());
    const order = /uiStyles: string = \[([^\]]*)\]/
      .exec(stylesSource)?.[1]
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(order?.slice(0, 2)).toEqual(['theme', 'base']);
    expect([...(order ?? [])].sort()).toEqual(imported.map((match) => match[1]).sort());
  });

  it.each([
    ['text', 'background'],
    ['text', 'surface'],
    ['text-muted', 'background'],
    ['text-muted', 'surface'],
    ['primary', 'background'],
    ['on-primary', 'primary'],
    ['on-primary', 'primary-strong'],
    ['danger', 'background'],
    ['danger', 'danger-surface'],
    ['success', 'background'],
    ['success', 'success-surface'],
    ['warning', 'background'],
    ['warning', 'warning-surface'],
    ['info', 'background'],
    ['info', 'info-surface'],
    ['text', 'danger-surface'],
    ['text', 'warning-surface'],
  ])('%s on %s reaches AA for text', (foreground, background) => {
    expect(contrastRatio(colour(foreground), colour(background))).toBeGreaterThanOrEqual(WCAG_AA.text);
  });

  it.each([
    ['border-strong', 'background'],
    ['accent', 'background'],
    ['border-strong', 'surface'],
  ])('%s on %s reaches AA for controls and focus rings', (foreground, background) => {
    expect(contrastRatio(colour(foreground), colour(background))).toBeGreaterThanOrEqual(WCAG_AA.nonText);
  });

  it('uses only the breakpoints of the spec in media queries', () => {
    const allowed = new Set<number>([...Object.values(BREAKPOINTS), ...VIEW_THRESHOLDS]);
    const allCss = cssFiles(uiDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = [...allCss.matchAll(/\((?:max|min)-width:\s*(\d+(?:\.\d+)?)px\)/g)].map((match) => Number(match[1]));
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((width) => !allowed.has(width))).toEqual([]);
  });

  describe.each(BRAND_IDS.flatMap((brand) => (['light', 'dark'] as const).map((theme) => [brand, theme] as const)))(
    'brand %s, %s theme',
    (brand, theme) => {
      const palette = brandPalette(brand, theme);
      const pick = (name: string) => {
        const value = palette[name];
        if (!value) throw new Error(`no ${name} in the ${theme} palette`);
        return value;
      };
      it.each(TEXT_PAIRS)('%s on %s reaches AA for text (4.5:1)', (foreground, background) => {
        expect(contrastRatio(pick(foreground), pick(background))).toBeGreaterThanOrEqual(WCAG_AA.text);
      });
      it.each(NON_TEXT_PAIRS)('%s on %s reaches AA for controls (3:1)', (foreground, background) => {
        expect(contrastRatio(pick(foreground), pick(background))).toBeGreaterThanOrEqual(WCAG_AA.nonText);
      });
    },
  );

  it('writes the dark variant of a brand under data-theme=dark, after the light one', () => {
    const css = brandThemeCss(getBrand('pay'), ':root', { dark: true });
    const dark = darkBrandColours(getBrand('pay'));
    expect(css).toContain(`:root[data-theme='dark'] {\n  --wallet-color-primary: ${dark.primary};`);
    expect(css.indexOf(':root {')).toBeLessThan(css.indexOf(":root[data-theme='dark']"));
    expect(dark.primary).not.toBe(getBrand('pay').theme.primary);
  });

  it("turns a brand's colours into custom properties", () => {
    const css = brandThemeCss(getBrand('pay'), ':host');
    expect(css).toBe(
      ':host {\n  --wallet-color-primary: #0a6e4f;\n  --wallet-color-primary-strong: #064d37;\n  --wallet-color-on-primary: #ffffff;\n  --wallet-color-accent: #12a877;\n}\n',
    );
  });
});
