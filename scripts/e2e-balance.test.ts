/** The split of the e2e spec files into shards of about equal time (scripts/e2e-balance.mjs). */
import { describe, expect, it } from 'vitest';
import { balanceShards, exactFileFilter, specFiles, specWeights } from './e2e-balance.mjs';

describe('balanceShards', () => {
  it('gives each shard about the same time, not the same number of files', () => {
    const weights = { 'e2e/a.spec.ts': 100, 'e2e/b.spec.ts': 60, 'e2e/c.spec.ts': 30, 'e2e/d.spec.ts': 10 };
    const [first, second] = balanceShards(Object.keys(weights), weights, 2);
    expect(first).toEqual(['e2e/a.spec.ts']);
    expect(second).toEqual(['e2e/b.spec.ts', 'e2e/c.spec.ts', 'e2e/d.spec.ts']);
  });

  it("takes a shard's head start into account (the token-mode subset after the first shard)", () => {
    const weights = { 'e2e/a.spec.ts': 50, 'e2e/b.spec.ts': 50, 'e2e/c.spec.ts': 50, 'e2e/d.spec.ts': 50 };
    const [first, second] = balanceShards(Object.keys(weights), weights, 2, [100]);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(3);
  });

  it('counts a file without a weight as the median file, and runs every file exactly once', () => {
    const weights = { 'e2e/a.spec.ts': 10, 'e2e/b.spec.ts': 20, 'e2e/c.spec.ts': 30 };
    const files = ['e2e/a.spec.ts', 'e2e/b.spec.ts', 'e2e/c.spec.ts', 'e2e/new.spec.ts'];
    const shards = balanceShards(files, weights, 2);
    expect(shards.flat().sort()).toEqual(files);
    expect(shards.find((list) => list.includes('e2e/c.spec.ts'))).toContain('e2e/a.spec.ts');
    expect(shards.find((list) => list.includes('e2e/new.spec.ts'))).toContain('e2e/b.spec.ts');
  });
});

describe('specWeights', () => {
  it('adds up every attempt per file, in seconds', () => {
    const tests = [
      { file: 'e2e/b.spec.ts', durationMs: 1_250 },
      { file: 'e2e/a.spec.ts', durationMs: 2_000 },
      { file: 'e2e/b.spec.ts', durationMs: 800 },
    ];
    expect(specWeights(tests)).toEqual({ 'e2e/a.spec.ts': 2, 'e2e/b.spec.ts': 2.1 });
  });
});

describe('the suite', () => {
  it('finds every spec file, and each filter matches its own file only', () => {
    const files = specFiles();
    expect(files).toContain('e2e/cards.spec.ts');
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
    for (const file of files) {
      const filter = new RegExp(exactFileFilter(file), 'i');
      expect(files.filter((other) => filter.test(`/work/checkout/${other}`))).toEqual([file]);
    }
  });
});
