// `npm test`: every check, stopping at the first failed stage. Each step is an npm script so it can be run on its own
// too. The static checks and the builds run side by side (their output is printed whole, one step after another, as
// each ends): tsc, type-aware ESLint, Prettier and the Storybook build are single-threaded, so on a two-core machine
// they share the cores instead of taking turns. Vitest (one worker per core) starts as soon as only one of them is
// left (ESLint, the longest, would otherwise run on alone beside an idle core); the e2e shards start once all of that
// has passed. At the end (also after a failure): a table of every stage's time, and the ten slowest e2e tests with
// the slowest spec files (from the timings `npm run test:e2e` writes, scripts/e2e-timings.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { MERGED_TIMINGS_FILE, readTimings, timingSummary } from './e2e-timings.mjs';

/** Steps as [npm script, title]. */
const SETUP = ['chromium', 'Debian Chromium and redis-server for the tests'];
const SIDE_BY_SIDE = [
  ['typecheck', 'TypeScript'],
  ['lint:eslint', 'ESLint'],
  ['lint:format', 'Prettier (formatting check)'],
  ['build-storybook', 'Storybook build'],
  ['build', 'Portal and widget builds'],
];
const UNIT = ['test:unit', 'Vitest: unit and component tests'];
const E2E = ['test:e2e', 'Playwright end-to-end tests in Chromium'];

/** Stage times so far: [title, script, seconds, outcome]. */
const times = [];

function summary(totalSeconds) {
  const width = Math.max(...times.map(([title]) => title.length));
  console.log('\nStage times (the static checks and builds side by side, Vitest from when one of them was left):');
  for (const [title, script, seconds, outcome] of times) {
    console.log(`  ${outcome} ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}s  (npm run ${script})`);
  }
  console.log(`    ${'Total'.padEnd(width)}  ${totalSeconds.toFixed(1).padStart(7)}s`);
  if (times.some(([, script]) => script === 'test:e2e')) {
    const lines = timingSummary(readTimings([MERGED_TIMINGS_FILE]));
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }
}

/**
 * Runs one step. Alone in its group it prints as it goes (the e2e shards' progress); beside others its output is
 * kept and printed whole when it ends, so the steps' lines do not interleave.
 */
function run(script, title, alone) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    console.log(`\n=== ${title} (npm run ${script})${alone ? '' : ', side by side with the rest of its group'}`);
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const output = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        console.log(`\n--- ${title} (npm run ${script}): its output`);
        process.stdout.write(Buffer.concat(output));
      }
      const passed = code === 0;
      times.push([title, script, seconds, passed ? '✓' : '✗']);
      if (passed) console.log(`✓ ${title} (${seconds.toFixed(1)}s)`);
      else
        console.error(
          `\n✗ ${title} failed after ${seconds.toFixed(1)}s (npm run ${script}${signal ? `, ${signal}` : ''})`,
        );
      resolvePromise(passed ? 0 : (code ?? 1));
    });
  });
}

/** Prints the summary and ends the run with `code` when it is a failure. */
function stopOnFailure(code) {
  if (code === 0) return;
  summary((Date.now() - started) / 1000);
  process.exit(code);
}

// A summary from an earlier run must not be printed as this run's.
rmSync(MERGED_TIMINGS_FILE, { force: true });
const started = Date.now();
stopOnFailure(await run(...SETUP, true));

let left = SIDE_BY_SIDE.length;
let unitMayStart = () => undefined;
const unitStart = new Promise((resolve) => {
  unitMayStart = resolve;
});
const sideBySide = Promise.all(
  SIDE_BY_SIDE.map(([script, title]) =>
    run(script, title, false).then((code) => {
      left -= 1;
      if (code !== 0) unitMayStart(false);
      else if (left <= 1) unitMayStart(true);
      return code;
    }),
  ),
);
// Vitest prints as it goes only when it runs alone (no static step left when it starts).
const unit = (await unitStart) ? run(...UNIT, left === 0) : Promise.resolve(null);
const codes = [...(await sideBySide), await unit];
stopOnFailure(codes.find((code) => code !== null && code !== 0) ?? (codes.includes(null) ? 1 : 0));
stopOnFailure(await run(...E2E, true));
summary((Date.now() - started) / 1000);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
