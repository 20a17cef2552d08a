import type { Brand } from '../../core/brand/brand-schema';
import { contrastRatio, WCAG_AA } from '../../core/brand/colour-contrast';

/** The dark theme's page background (theme.css `:root[data-theme='dark']`); brand colours are measured against it. */
export const DARK_BACKGROUND = '#0f1115';
/** The dark theme's card surface, the other background brand text sits on. */
export const DARK_SURFACE = '#1d2128';

export interface BrandColours {
  primary: string;
  primaryStrong: string;
  onPrimary: string;
  accent: string;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** `hex` moved `amount` (0..1) of the way to white. */
function towardWhite(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((value) =>
      Math.round(value + (255 - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The least lightening of `hex` (in 2 % steps) that reaches `ratio` against every one of `backgrounds`. */
function lightenUntil(hex: string, ratio: number, backgrounds: readonly string[]): string {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = towardWhite(hex, step / 50);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return '#ffffff';
}

/**
 * A brand's colours for the dark theme, derived from its light ones so that brand.json keeps one palette: the
 * primary lightened until it reads as text on the dark background and surface (AA, 4.5:1), dark text on it, a
 * lighter hover shade, and the accent (focus rings) lightened to the non-text ratio (3:1). theme.test.ts checks
 * every brand.
 */
export function darkBrandColours(brand: Brand): BrandColours {
  const backgrounds = [DARK_BACKGROUND, DARK_SURFACE];
  // A little above AA so that the hover shade, lighter still, keeps the same dark text readable.
  const primary = lightenUntil(brand.theme.primary, WCAG_AA.text + 0.3, backgrounds);
  return {
    primary,
    primaryStrong: towardWhite(primary, 0.25),
    onPrimary: DARK_BACKGROUND,
    accent: lightenUntil(brand.theme.accent, WCAG_AA.nonText + 0.2, backgrounds),
  };
}

/** The brand's light colours as brand.json gives them. */
export function lightBrandColours(brand: Brand): BrandColours {
  return { ...brand.theme };
}

function variables(colours: BrandColours): Readonly<Record<`--wallet-${string}`, string>> {
  return {
    '--wallet-color-primary': colours.primary,
    '--wallet-color-primary-strong': colours.primaryStrong,
    '--wallet-color-on-primary': colours.onPrimary,
    '--wallet-color-accent': colours.accent,
  };
}

/** The brand's colours as the custom properties the theme defines; the brand schema guarantees `#rrggbb`. */
export function brandThemeVariables(brand: Brand): Readonly<Record<`--wallet-${string}`, string>> {
  return variables(lightBrandColours(brand));
}

function block(selector: string, colours: BrandColours): string {
  const declarations = Object.entries(variables(colours))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${declarations}\n}\n`;
}

/**
 * A style sheet that applies the brand's colours on top of {@link uiStyles}; adopt it after them. In a widget
 * the rule sits on `:host`, so the host page can still override any variable on the element itself
 * (outer-document rules win over `:host` rules). With `dark` (the portal) it adds the brand's dark variant under
 * `:root[data-theme='dark']`.
 */
export function brandThemeCss(brand: Brand, selector = ':host, :root', { dark = false } = {}): string {
  const light = block(selector, lightBrandColours(brand));
  return dark ? `${light}${block(":root[data-theme='dark']", darkBrandColours(brand))}` : light;
}
