// `npm test`: every check, in order, stopping at the first failure. Each step is an npm script so it can be
// run on its own too. At the end (also after a failure): a table of every stage's time, and the ten slowest e2e
// tests with the slowest spec files (from the timings `npm run test:e2e` writes, scripts/e2e-timings.mjs).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { MERGED_TIMINGS_FILE, readTimings, timingSummary } from './e2e-timings.mjs';

const steps = [
  ['chromium', 'Debian Chromium and redis-server for the tests'],
  ['typecheck', 'TypeScript'],
  ['lint', 'ESLint'],
  ['test:unit', 'Vitest: unit and component tests'],
  ['build', 'Portal and widget builds'],
  ['build-storybook', 'Storybook build'],
  ['test:e2e', 'Playwright end-to-end tests in Chromium'],
];

/** Stage times so far: [title, script, seconds, outcome]. */
const times = [];

function summary(totalSeconds) {
  const width = Math.max(...times.map(([title]) => title.length));
  console.log('\nStage times:');
  for (const [title, script, seconds, outcome] of times) {
    console.log(`  ${outcome} ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}s  (npm run ${script})`);
  }
  console.log(`    ${'Total'.padEnd(width)}  ${totalSeconds.toFixed(1).padStart(7)}s`);
  if (times.some(([, script]) => script === 'test:e2e')) {
    const lines = timingSummary(readTimings([MERGED_TIMINGS_FILE]));
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }
}

// A summary from an earlier run must not be printed as this run's.
rmSync(MERGED_TIMINGS_FILE, { force: true });
const started = Date.now();
for (const [script, title] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${title} (npm run ${script})`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - stepStart) / 1000;
  times.push([title, script, seconds, result.status === 0 ? '✓' : '✗']);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds.toFixed(1)}s (npm run ${script})`);
    summary((Date.now() - started) / 1000);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds.toFixed(1)}s)`);
}
summary((Date.now() - started) / 1000);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
