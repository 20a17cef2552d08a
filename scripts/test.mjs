// `npm test`: every check, in order, stopping at the first failure. Each step is an npm script so it can be
// run on its own too.
import { spawnSync } from 'node:child_process';

const steps = [
  ['chromium', 'Debian Chromium for Playwright'],
  ['typecheck', 'TypeScript'],
  ['lint', 'ESLint'],
  ['test:unit', 'Vitest: unit and component tests'],
  ['build', 'Portal and widget builds'],
  ['build-storybook', 'Storybook build'],
  ['test:e2e', 'Playwright end-to-end tests in Chromium'],
];

const started = Date.now();
for (const [script, title] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${title} (npm run ${script})`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds}s (npm run ${script})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
