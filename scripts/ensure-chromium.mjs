// Makes sure the Debian packages the tests need are there: Chromium's headless shell for the Playwright tests and
// the full Chromium at /usr/bin/chromium for the benchmarks
// (browsers cannot be downloaded here) and redis-server for the BFF's Redis session store (bff/session-store.test.ts,
// e2e/bff.spec.ts). As root it installs what is missing; otherwise it stops at once with the exact command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  { path: '/usr/bin/chromium', pkg: 'chromium', why: 'the benchmarks and the brand icons' },
  {
    path: '/usr/lib/chromium/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
    why: 'the end-to-end tests (Chromium without its UI layer: a quarter less CPU per test)',
  },
  { path: '/usr/bin/redis-server', pkg: 'redis-server', why: "the BFF's Redis session store tests" },
];

const missing = NEEDED.filter((item) => !existsSync(item.path));
if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.map((item) => item.pkg).join(' ')}`;
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Missing ${missing.map((item) => item.path).join(', ')}; installing: ${command}`);
  execSync(command, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    shell: '/bin/bash',
  });
  if (missing.every((item) => existsSync(item.path))) process.exit(0);
}
for (const item of missing) console.error(`${item.pkg} is required at ${item.path} for ${item.why}.`);
console.error(`Run as root:\n\n  ${command}\n`);
process.exit(1);
