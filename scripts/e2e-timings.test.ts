/** The e2e timing summary, from timings files as the timing reporter writes them. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTotals, readTimings, slowestTests, timingSummary, type TimedTest } from './e2e-timings.mjs';

const dir = mkdtempSync(join(tmpdir(), 'e2e-timings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function timed(file: string, line: number, durationMs: number, extra: Partial<TimedTest> = {}): TimedTest {
  return { file, line, title: `test at ${line}`, status: 'passed', retry: 0, durationMs, ...extra };
}

describe('e2e timings', () => {
  it('joins the shards that wrote a file and skips one that wrote none', () => {
    const first = join(dir, 'shard-1.json');
    const second = join(dir, 'shard-2.json');
    writeFileSync(first, JSON.stringify({ tests: [timed('e2e/a.spec.ts', 3, 1_000)] }));
    writeFileSync(second, JSON.stringify({ tests: [timed('e2e/b.spec.ts', 7, 2_000)] }));
    const tests = readTimings([first, second, join(dir, 'missing.json')]);
    expect(tests.map((test) => test.file)).toEqual(['e2e/a.spec.ts', 'e2e/b.spec.ts']);
  });

  it('names the ten slowest attempts, slowest first, with the failures and retries', () => {
    const tests = Array.from({ length: 12 }, (_, index) => timed('e2e/a.spec.ts', index + 1, (index + 1) * 1_000));
    tests.push(timed('e2e/b.spec.ts', 40, 30_500, { status: 'failed' }));
    tests.push(timed('e2e/b.spec.ts', 40, 20_000, { retry: 1 }));
    expect(slowestTests(tests).map((test) => test.durationMs)).toEqual([
      30_500, 20_000, 12_000, 11_000, 10_000, 9_000, 8_000, 7_000, 6_000, 5_000,
    ]);
    const lines = timingSummary(tests);
    expect(lines[0]).toBe('Ten slowest e2e tests (of 14):');
    expect(lines[1]).toBe('  30.5s  e2e/b.spec.ts:40 test at 40 (failed)');
    expect(lines[2]).toBe('  20.0s  e2e/b.spec.ts:40 test at 40 (passed on retry 1)');
    expect(lines[3]).toBe('  12.0s  e2e/a.spec.ts:12 test at 12');
    expect(lines).toContain('Slowest e2e spec files:');
    expect(lines.at(-2)).toBe('  78.0s  e2e/a.spec.ts (12 tests)');
    expect(lines.at(-1)).toBe('  50.5s  e2e/b.spec.ts (2 tests)');
  });

  it('adds up each file, retries included', () => {
    const totals = fileTotals([
      timed('e2e/a.spec.ts', 1, 500),
      timed('e2e/b.spec.ts', 1, 400),
      timed('e2e/b.spec.ts', 1, 300),
    ]);
    expect(totals).toEqual([
      { file: 'e2e/b.spec.ts', tests: 2, durationMs: 700 },
      { file: 'e2e/a.spec.ts', tests: 1, durationMs: 500 },
    ]);
  });

  it('says nothing without tests', () => {
    expect(timingSummary([])).toEqual([]);
  });
});
