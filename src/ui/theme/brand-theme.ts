import type { Brand } from '../../core/brand/brand-schema';

/** The brand's colours as the custom properties the theme defines; the brand schema guarantees `#rrggbb`. */
export function brandThemeVariables(brand: Brand): Readonly<Record<`--wallet-${string}`, string>> {
  return {
    '--wallet-color-primary': brand.theme.primary,
    '--wallet-color-primary-strong': brand.theme.primaryStrong,
    '--wallet-color-on-primary': brand.theme.onPrimary,
    '--wallet-color-accent': brand.theme.accent,
  };
}

/**
 * A style sheet that applies the brand's colours on top of {@link uiStyles}; adopt it after them. In a widget
 * the rule sits on `:host`, so the host page can still override any variable on the element itself
 * (outer-document rules win over `:host` rules).
 */
export function brandThemeCss(brand: Brand, selector = ':host, :root'): string {
  const declarations = Object.entries(brandThemeVariables(brand))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `${selector} {\n${declarations}\n}\n`;
}
