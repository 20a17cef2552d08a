// The e2e timing summary: reads the timings.json files the timing reporter (e2e/support/timing-reporter.ts) writes
// per run (one per shard), and words the ten slowest tests and the slowest spec files. Used by scripts/e2e.mjs at
// the end of a run and by scripts/test.mjs in its final summary (from the merged file e2e.mjs writes).
import { existsSync, readFileSync } from 'node:fs';

/** The file scripts/e2e.mjs writes with every shard's tests, for `npm test`'s final summary. */
export const MERGED_TIMINGS_FILE = 'test-results/e2e-timings.json';

/** Reads the timings files that exist (a shard that crashed before its end wrote none) and joins their tests. */
export function readTimings(files) {
  const tests = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    for (const test of parsed.tests ?? []) tests.push(test);
  }
  return tests;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** What an attempt's status adds to its line: nothing for a first-try pass. */
function outcome(test) {
  if (test.status === 'passed') return test.retry > 0 ? ` (passed on retry ${test.retry})` : '';
  return ` (${test.status}${test.retry > 0 ? `, retry ${test.retry}` : ''})`;
}

/** The `count` slowest attempts, slowest first. */
export function slowestTests(tests, count = 10) {
  return [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

/** Time per spec file (every attempt counted: retries cost time too), slowest first. */
export function fileTotals(tests) {
  const totals = new Map();
  for (const test of tests) {
    const entry = totals.get(test.file) ?? { file: test.file, tests: 0, durationMs: 0 };
    entry.tests += 1;
    entry.durationMs += test.durationMs;
    totals.set(test.file, entry);
  }
  return [...totals.values()].sort((a, b) => b.durationMs - a.durationMs);
}

/** The summary as lines of text: the ten slowest tests, then the slowest files. Empty without tests. */
export function timingSummary(tests, { count = 10 } = {}) {
  if (tests.length === 0) return [];
  const width = Math.max(...slowestTests(tests, count).map((test) => seconds(test.durationMs).length));
  const lines = [`Ten slowest e2e tests (of ${tests.length}):`];
  for (const test of slowestTests(tests, count)) {
    lines.push(
      `  ${seconds(test.durationMs).padStart(width)}  ${test.file}:${test.line} ${test.title}${outcome(test)}`,
    );
  }
  const files = fileTotals(tests).slice(0, count);
  const fileWidth = Math.max(...files.map((file) => seconds(file.durationMs).length));
  lines.push('Slowest e2e spec files:');
  for (const file of files) {
    lines.push(
      `  ${seconds(file.durationMs).padStart(fileWidth)}  ${file.file} (${file.tests} test${file.tests === 1 ? '' : 's'})`,
    );
  }
  return lines;
}
