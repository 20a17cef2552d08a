/**
 * Layout breakpoints of spec 1 section 9, in CSS pixels. CSS media queries cannot read custom properties, so the
 * .css files repeat these numbers; breakpoints.test.ts checks that they use no others.
 */
export const BREAKPOINTS = {
  mobile: 476,
  tablet: 768,
  phablet: 871,
  laptop: 1024,
  desktop: 1280,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Widths at which views switch layout (spec 1 section 9), widest first. */
export const VIEW_THRESHOLDS = [1280, 992, 871, 576] as const;

/** A media query matching viewports up to and including the breakpoint, for `matchMedia`. */
export function maxWidthQuery(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** A media query matching viewports wider than the breakpoint, for `matchMedia`. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint] + 1}px)`;
}
