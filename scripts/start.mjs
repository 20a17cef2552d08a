// `npm start`: builds the portal and widgets, then runs the sandbox API, the portal and the partner demo page
// together, printing the URLs and demo logins. `npm run dev` runs the portal with Vite's hot reload instead.
// Ports: SANDBOX_PORT (4010), PORTAL_PORT (5173), PARTNER_PORT (5174).
// The portal is served by its BFF (bff/main.ts: tokens server-side, session cookie; docs/bff.md), the recommended
// production setup; WALLET_PORTAL_SERVER=static serves it from the static portal server instead (token mode, spec 1's
// tokens in sessionStorage).
// When the sandbox dies the portal and the partner page stay up (an API outage can be watched from the portal) and
// the sandbox is started again, after a pause that grows while it keeps dying at once. The portal or the partner
// server dying stops everything, saying which one it was.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const portalServer = process.env.WALLET_PORTAL_SERVER || 'bff';
if (portalServer !== 'static' && portalServer !== 'bff') {
  console.error(`WALLET_PORTAL_SERVER must be bff (the default) or static (token mode), got '${portalServer}'`);
  process.exit(2);
}
const skipBuild = process.argv.includes('--no-build');
const ports = {
  sandbox: process.env.SANDBOX_PORT ?? '4010',
  portal: process.env.PORTAL_PORT ?? '5173',
  partner: process.env.PARTNER_PORT ?? '5174',
};
const env = {
  ...process.env,
  SANDBOX_PORT: ports.sandbox,
  PORTAL_PORT: ports.portal,
  PARTNER_PORT: ports.partner,
  // A partner's page on its own dev server (any http://localhost or http://127.0.0.1 port) may frame the signed-in
  // widgets and sign in with auth/sei for every brand, without a restart (scripts/partner-sites.mjs). `0` turns it off.
  SANDBOX_LOCAL_PARTNERS: process.env.SANDBOX_LOCAL_PARTNERS ?? '1',
};

if (!skipBuild) {
  console.log('Building the portal and the widgets…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = new Map();
let stopping = false;

/** Pause before restarting the sandbox: 1 s, doubling while it dies within a minute of starting, at most 30 s. */
const RESTART_PAUSES_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
const STABLE_AFTER_MS = 60_000;

function describeExit(code, signal) {
  return signal ? `killed by ${signal}` : `exited with code ${code}`;
}

function run(name, command, args, { restart = false } = {}) {
  let quickDeaths = 0;
  const launch = () => {
    const startedAt = Date.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.set(name, child);
    const prefix = `[${name}] `;
    console.log(`[start] ${name} started (pid ${child.pid})`);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(prefix + line + '\n');
      });
    }
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (stopping) return;
      if (!restart) {
        console.error(`[start] ${name} ${describeExit(code, signal)}; stopping everything.`);
        stop(code ?? 1);
        return;
      }
      quickDeaths = Date.now() - startedAt < STABLE_AFTER_MS ? quickDeaths + 1 : 1;
      const pause = RESTART_PAUSES_MS[Math.min(quickDeaths - 1, RESTART_PAUSES_MS.length - 1)];
      console.error(
        `[start] The ${name} ${describeExit(code, signal)}: its API is down. The portal and the partner page stay up; ` +
          `restarting the ${name} in ${pause / 1000} s.`,
      );
      setTimeout(() => {
        if (!stopping) launch();
      }, pause);
    });
  };
  launch();
}

function stop(code = 0) {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Node and vite themselves, not through npx: npx does not pass SIGTERM on, which left servers running after a stop.
// The sandbox runs in one process with tsx as a loader (not tsx's CLI, which runs it in a second one): when that
// process dies its port is free for the restart, and the pid printed is the server's.
run('sandbox', process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], { restart: true });
if (dev) run('portal', process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), '--port', ports.portal]);
else if (portalServer === 'bff') run('portal', process.execPath, ['--import', 'tsx', 'bff/main.ts']);
else run('portal', process.execPath, ['scripts/serve.mjs', 'portal']);
run('partner', process.execPath, ['scripts/serve.mjs', 'partner']);

const demoUsers = [
  ['personal@demo.test', 'verified personal customer, simple sign-in, USD and EUR accounts'],
  ['otp@demo.test', 'authenticator code (read it in the outbox)'],
  ['sms@demo.test', 'SMS code (read it in the outbox)'],
  ['push@demo.test', 'push approval (approve on the device page)'],
  ['device@demo.test', 'new-device verification by e-mailed code'],
  ['direct@demo.test', 'direct second token step'],
  ['soft@demo.test', 'soft migration to push (5 days left)'],
  ['strict@demo.test', 'strict migration (cannot continue)'],
  ['business@demo.test', 'business owner, full access'],
  ['employee@demo.test', 'business user with initiate rights'],
  ['admin@demo.test', 'admin'],
  ['merchant@demo.test', 'merchant'],
  ['unverified@demo.test', 'personal customer with required actions'],
  ['limited@demo.test', 'limited account'],
];

setTimeout(() => {
  console.log(`
  Portal        http://127.0.0.1:${ports.portal}/          (?brand=bank|pay|lt-alpha|lt-beta|uk-emoney; ${portalServer === 'bff' ? 'BFF mode' : 'token mode'})
  Partner demo  http://127.0.0.1:${ports.partner}/          (widgets on another origin)
  Sandbox API   http://127.0.0.1:${ports.sandbox}/
  Outbox        http://127.0.0.1:${ports.sandbox}/sandbox/outbox   (e-mails, SMS and one-time codes)
  Device        http://127.0.0.1:${ports.sandbox}/sandbox/device   (approve push sign-ins)

  Demo logins (password Demo-pass-1 for all):
${demoUsers.map(([login, what]) => `    ${login.padEnd(22)} ${what}`).join('\n')}

  Press Ctrl+C to stop.
`);
}, 1500).unref();
