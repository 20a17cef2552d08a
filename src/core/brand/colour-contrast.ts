/**
 * WCAG 2.x contrast ratio of two `#rrggbb` colours, used to hold brand themes to AA (4.5:1 for text,
 * 3:1 for focus rings and other non-text indicators).
 */

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected a colour written #rrggbb, got ${JSON.stringify(hex)}`);
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between 1 and 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Minimum ratios of WCAG 2.x level AA. */
export const WCAG_AA = { text: 4.5, largeText: 3, nonText: 3 } as const;
