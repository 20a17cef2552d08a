// `npm test`: every check, stopping at the first failed group. Each step is an npm script so it can be run on its own
// too. Steps of a group run side by side (their output is printed whole, one step after another, as each ends): the
// static checks are single-threaded (tsc, type-aware ESLint, Prettier, the Storybook build), so on a two-core
// machine they share the cores instead of taking turns. At the end (also after a failure): a table of every stage's
// time, and the ten slowest e2e tests with the slowest spec files (from the timings `npm run test:e2e` writes,
// scripts/e2e-timings.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { MERGED_TIMINGS_FILE, readTimings, timingSummary } from './e2e-timings.mjs';

/** Groups of [npm script, title]; a group starts when the one before it has passed. */
const groups = [
  [['chromium', 'Debian Chromium and redis-server for the tests']],
  [
    ['typecheck', 'TypeScript'],
    ['lint:eslint', 'ESLint'],
    ['lint:format', 'Prettier (formatting check)'],
    ['build-storybook', 'Storybook build'],
  ],
  [['test:unit', 'Vitest: unit and component tests']],
  [['build', 'Portal and widget builds']],
  [['test:e2e', 'Playwright end-to-end tests in Chromium']],
];

/** Stage times so far: [title, script, seconds, outcome]. */
const times = [];

function summary(totalSeconds) {
  const width = Math.max(...times.map(([title]) => title.length));
  console.log('\nStage times (steps of one group ran side by side):');
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

// A summary from an earlier run must not be printed as this run's.
rmSync(MERGED_TIMINGS_FILE, { force: true });
const started = Date.now();
for (const group of groups) {
  const codes = await Promise.all(group.map(([script, title]) => run(script, title, group.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    summary((Date.now() - started) / 1000);
    process.exit(failed);
  }
}
summary((Date.now() - started) / 1000);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
