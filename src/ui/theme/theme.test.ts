import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getBrand } from '../../core/brand/brands';
import { contrastRatio, WCAG_AA } from '../../core/brand/colour-contrast';
import { BREAKPOINTS, VIEW_THRESHOLDS } from '../breakpoints';
import { brandThemeCss } from './brand-theme';

const uiDir = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const themeCss = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');
const colours: Record<string, string> = {};
for (const [, name, value] of themeCss.matchAll(/--wallet-color-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
  if (name && value) colours[name] = value;
}

function colour(name: string): string {
  const value = colours[name];
  if (!value) throw new Error(`theme.css has no hex --wallet-color-${name}`);
  return value;
}

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

  it("turns a brand's colours into custom properties", () => {
    const css = brandThemeCss(getBrand('pay'), ':host');
    expect(css).toBe(
      ':host {\n  --wallet-color-primary: #0a6e4f;\n  --wallet-color-primary-strong: #064d37;\n  --wallet-color-on-primary: #ffffff;\n  --wallet-color-accent: #12a877;\n}\n',
    );
  });
});
