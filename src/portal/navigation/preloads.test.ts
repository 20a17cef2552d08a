import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../core/navigation/route-table';
import { PRELOADERS } from './preloads';

describe('route preloads', () => {
  it('every preload key a route declares has its loader (none silently does nothing)', () => {
    const declared = ROUTES.flatMap((route) => (route.preload ?? []).map((key) => `${route.name}: ${key}`));
    expect(declared.length).toBeGreaterThan(0);
    const missing = declared.filter(
      (entry) => typeof PRELOADERS[entry.split(': ')[1] as keyof typeof PRELOADERS] !== 'function',
    );
    expect(missing).toEqual([]);
  });
});
