// Serves a built front end on its own origin: `node scripts/serve.mjs portal|partner`.
// - portal: dist/portal as a single-page app on PORTAL_PORT (default 5173), with /env.json telling the portal
//   where the sandbox API is (SANDBOX_PORT), so ports can change without a rebuild;
// - partner: the partner demo pages (e2e/fixtures/partner) on PARTNER_PORT (default 5174), a different origin,
//   with the widget build mounted at /widgets.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const which = process.argv[2];
const sandboxOrigin = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4010}`;

function requireBuild(file) {
  if (!existsSync(resolve(root, file))) {
    console.error(`${file} is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

let args;
if (which === 'portal') {
  requireBuild('dist/portal/index.html');
  writeFileSync(resolve(root, 'dist/portal/env.json'), JSON.stringify({ sandboxOrigin }, null, 2));
  args = ['--root', 'dist/portal', '--port', process.env.PORTAL_PORT ?? '5173', '--spa'];
} else if (which === 'partner') {
  requireBuild('dist/widgets/wallet-widgets.js');
  args = ['--root', 'e2e/fixtures/partner', '--port', process.env.PARTNER_PORT ?? '5174', '--mount', '/widgets=dist/widgets'];
} else {
  console.error('usage: node scripts/serve.mjs portal|partner');
  process.exit(2);
}

const child = spawn(process.execPath, [resolve(root, 'scripts/static-server.mjs'), ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
