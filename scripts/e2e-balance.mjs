// Balanced e2e shards: Playwright's `--shard` cuts the file list into runs of equal test counts, but the tests differ
// tenfold in time, so one shard ran on alone for minutes while the other core idled. scripts/e2e.mjs instead gives
// each shard whole spec files by their measured time (e2e/spec-weights.json, written from a full run by
// `npm run e2e:weights`): the longest first, each to the shard with the least so far. The shard that starts with a
// head start (the token-mode subset, run after the first shard ends) is given that much less.
import { globSync } from 'node:fs';

/** The committed seconds per spec file of a full run (BFF-mode shards only), the weights of the split. */
export const SPEC_WEIGHTS_FILE = 'e2e/spec-weights.json';
/** The seconds per spec file of the last full run's shards, written by scripts/e2e.mjs. */
export const SPEC_WEIGHTS_OF_RUN = 'test-results/e2e-spec-weights.json';

/** Every spec file of the suite, as playwright.config.ts's `testMatch` finds them. */
export function specFiles() {
  return globSync('e2e/**/*.spec.ts', { exclude: (path) => path.includes('node_modules') })
    .map((path) => path.split('\\').join('/'))
    .sort();
}

/** Seconds per spec file from the timing reporter's tests (every attempt counted), rounded to a tenth. */
export function specWeights(tests) {
  const totals = {};
  for (const test of tests) totals[test.file] = (totals[test.file] ?? 0) + test.durationMs / 1000;
  return Object.fromEntries(
    Object.entries(totals)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.round(seconds * 10) / 10]),
  );
}

/**
 * Splits `files` into `shards` lists of about equal time. A file without a weight (new since the weights were
 * written) counts as the median file. `headStarts[i]` is time shard i already has (the token-mode subset it runs
 * after its own files, so the subset and the other shard end together). Each list keeps the files in name order.
 */
export function balanceShards(files, weights, shards, headStarts = []) {
  const known = files.map((file) => weights[file]).filter((weight) => typeof weight === 'number');
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : 1;
  const weightOf = (file) => (typeof weights[file] === 'number' ? weights[file] : median);
  const loads = Array.from({ length: shards }, (_, index) => headStarts[index] ?? 0);
  const lists = Array.from({ length: shards }, () => []);
  const heaviestFirst = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of heaviestFirst) {
    const lightest = loads.indexOf(Math.min(...loads));
    lists[lightest].push(file);
    loads[lightest] += weightOf(file);
  }
  return lists.map((list) => list.sort());
}

/** A Playwright file filter that matches exactly this spec file (the CLI's arguments are regular expressions). */
export function exactFileFilter(file) {
  return `(^|/)${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

// `npm run e2e:weights`: the last full run's seconds per spec file become the committed weights of the split.
if (import.meta.main) {
  const { copyFileSync, existsSync } = await import('node:fs');
  const ofRun = SPEC_WEIGHTS_OF_RUN;
  if (!existsSync(ofRun)) {
    console.error(`${ofRun} is missing: run the whole suite first (npm run test:e2e with no arguments).`);
    process.exit(1);
  }
  copyFileSync(ofRun, SPEC_WEIGHTS_FILE);
  console.log(`${SPEC_WEIGHTS_FILE} updated from ${ofRun}.`);
}
