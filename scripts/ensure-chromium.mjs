// Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright tests (browsers cannot be downloaded
// here). As root it installs the package; otherwise it stops at once with the exact command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const COMMAND = 'apt-get update && apt-get install -y chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Chromium is missing at ${CHROMIUM}; installing it: ${COMMAND}`);
  execSync(COMMAND, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    shell: '/bin/bash',
  });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(`Chromium is required at ${CHROMIUM} for the end-to-end tests. Run as root:\n\n  ${COMMAND}\n`);
process.exit(1);
