import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../ui';

const css = readFileSync(join(import.meta.dirname, 'portal.css'), 'utf8');

describe('portal.css', () => {
  it('switches layout only at the spec breakpoints (a min-width query starts one pixel above, a max-width one below)', () => {
    const points = Object.values(BREAKPOINTS) as number[];
    const widths = [...css.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].map(([, kind, value]) => ({
      kind,
      value: Number(value),
    }));
    expect(widths.length).toBeGreaterThan(0);
    for (const { kind, value } of widths) {
      const allowed =
        kind === 'min' ? points.flatMap((point) => [point, point + 1]) : points.flatMap((point) => [point, point - 1]);
      expect(allowed, `${kind}-width: ${value}px`).toContain(value);
    }
  });
});
