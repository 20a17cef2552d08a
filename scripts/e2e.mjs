// `npm run test:e2e`: the Playwright suite as two shards side by side, each against a stack of its own (sandbox with
// its own database, portal and partner servers on their own ports), so a full run stays well inside CI's time on a
// two-core machine. A full run splits the spec files by their measured time (scripts/e2e-balance.mjs). Every test
// runs; nothing is skipped. Arguments go to every shard's `playwright test`; with
// arguments (a spec file, -g ...) one shard runs unless E2E_SHARDS says otherwise. `--repeat-each=N` (proving a
// flaky test fixed) turns CI's retry off, so a test that fails once fails the run.
// Modes (docs/bff.md): the shards run the portal in BFF mode (served by its BFF, as `npm start`). A full run (no
// arguments) also runs the token-mode subset: TOKEN_MODE_SPECS against the static portal server
// (E2E_PORTAL_SERVER=static: spec 1's tokens in sessionStorage), on a stack of its own started when the first shard
// ends, so that no more than two stacks run at once. With arguments, E2E_PORTAL_SERVER=static runs them in token mode.
// Ports: shard i (0-based) uses E2E_PORT_BASE + 10 i for the sandbox (default 4010) and E2E_PORTAL_PORT_BASE + 10 i
// for the portal (default 5173; partner, foreign and hosts pages on the next three), so engineers can run a whole
// sharded suite on ports of their own. A single run without E2E_PORT_BASE keeps SANDBOX_PORT etc. from the
// environment (playwright.config.ts's defaults).
// At the end: each shard's time, the totals, the ten slowest tests and the slowest files (scripts/e2e-timings.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  balanceShards,
  exactFileFilter,
  SPEC_WEIGHTS_FILE,
  SPEC_WEIGHTS_OF_RUN,
  specFiles,
  specWeights,
} from './e2e-balance.mjs';
import { MERGED_TIMINGS_FILE, readTimings, timingSummary } from './e2e-timings.mjs';

const args = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2)));
const repeating = args.some((arg) => arg.startsWith('--repeat-each'));
const retriesGiven = args.some((arg) => arg.startsWith('--retries'));
const playwrightArgs = repeating && !retriesGiven ? [...args, '--retries=0'] : args;
const portBase = process.env.E2E_PORT_BASE ? Number(process.env.E2E_PORT_BASE) : null;
const portalPortBase = process.env.E2E_PORTAL_PORT_BASE ? Number(process.env.E2E_PORTAL_PORT_BASE) : null;

/**
 * The token-mode subset: the specs of spec 1's session rules with the tokens in the tab (sign-in flows, logout clears
 * everything, idle, refresh, the 401 retry; security.spec's refresh under faults is defined in token mode only). The
 * widgets' frames are token mode in either run (docs/bff.md), so they need no run of their own.
 */
const TOKEN_MODE_SPECS = ['e2e/auth.spec.ts', 'e2e/security.spec.ts'];
const tokenSubset = args.length === 0 && process.env.E2E_PORTAL_SERVER !== 'static';

/**
 * A full sharded run splits the spec files by their measured time (scripts/e2e-balance.mjs), the first shard
 * lighter by the token-mode subset it runs afterwards; a run with arguments uses Playwright's `--shard`.
 */
const balanced = shards > 1 && args.length === 0 ? balancedShardFiles() : null;

function balancedShardFiles() {
  const weights = existsSync(SPEC_WEIGHTS_FILE) ? JSON.parse(readFileSync(SPEC_WEIGHTS_FILE, 'utf8')) : {};
  const tokenModeSeconds = tokenSubset ? TOKEN_MODE_SPECS.reduce((sum, file) => sum + (weights[file] ?? 0), 0) : 0;
  return balanceShards(specFiles(), weights, shards, [tokenModeSeconds]);
}

/**
 * Ports of stack `index` (0-based): from the bases (defaults 4010 and 5173), moved by 10 per stack. A single shard
 * keeps the environment's SANDBOX_PORT and PORTAL_PORT as its own, so its token-mode stack sits 10 above them.
 */
function portsOf(index) {
  const step = index * 10;
  const single = shards === 1 && portBase === null && portalPortBase === null;
  const sandbox = (portBase ?? Number((single && process.env.SANDBOX_PORT) || 4010)) + step;
  const portal = (portalPortBase ?? Number((single && process.env.PORTAL_PORT) || 5173)) + step;
  return {
    SANDBOX_PORT: String(sandbox),
    PORTAL_PORT: String(portal),
    PARTNER_PORT: String(portal + 1),
    FOREIGN_PORT: String(portal + 2),
    HOSTS_PORT: String(portal + 3),
  };
}

/** Where a run's reporter writes its timings (the outputDir of playwright.config.ts). */
function outputDirOf(index) {
  return shards > 1 ? `test-results/shard-${index + 1}` : (process.env.E2E_OUTPUT_DIR ?? 'test-results');
}

const TOKEN_MODE_OUTPUT_DIR = 'test-results/token-mode';

/** Shard `index` (0-based) of the suite, in the mode the environment says (BFF mode by default). */
function shardRun(index) {
  return {
    label: shards > 1 ? `[shard ${index + 1}/${shards}] ` : tokenSubset ? '[bff mode] ' : '',
    args: balanced
      ? balanced[index].map(exactFileFilter)
      : [...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []), ...playwrightArgs],
    env: {
      ...(shards > 1 || portBase !== null || portalPortBase !== null ? portsOf(index) : {}),
      ...(shards > 1
        ? {
            E2E_DATABASE: `.sandbox/e2e-${index + 1}.db`,
            E2E_OUTPUT_DIR: outputDirOf(index),
            PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/shard-${index + 1}`,
          }
        : {}),
    },
  };
}

/** The token-mode subset on the stack after the shards' (ports of stack `shards`), with its own database. */
function tokenModeRun() {
  return {
    label: '[token mode] ',
    // The bff project (e2e/bff.spec.ts) is BFF mode by its nature: the shards run it.
    args: ['--project=chromium', ...TOKEN_MODE_SPECS, ...playwrightArgs],
    env: {
      ...portsOf(shards),
      E2E_PORTAL_SERVER: 'static',
      E2E_DATABASE: '.sandbox/e2e-token-mode.db',
      E2E_OUTPUT_DIR: TOKEN_MODE_OUTPUT_DIR,
      PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report/token-mode',
    },
  };
}

function run({ label, args: runArgs, env: runEnv }) {
  const env = { ...process.env, ...runEnv };
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...runArgs], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    let pending = '';
    const onData = (stream) => (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const summary = /^\s+(\d+) (passed|failed|flaky|skipped)\b/.exec(line);
        if (summary) counts[summary[2]] = Number(summary[1]);
        stream.write(`${label}${line}\n`);
      }
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code) => {
      if (pending) process.stdout.write(`${label}${pending}\n`);
      resolve({ code: code ?? 1, counts, seconds: (Date.now() - started) / 1000 });
    });
  });
}

if (balanced) {
  for (const [index, files] of balanced.entries())
    console.log(`[shard ${index + 1}/${shards}] ${files.length} spec files: ${files.join(' ')}`);
}
const shardResults = Array.from({ length: shards }, (_, index) => run(shardRun(index)));
const tokenModeResult = tokenSubset ? Promise.race(shardResults).then(() => run(tokenModeRun())) : null;
const results = await Promise.all(tokenModeResult ? [...shardResults, tokenModeResult] : shardResults);
const total = results.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    flaky: sum.flaky + counts.flaky,
    skipped: sum.skipped + counts.skipped,
  }),
  { passed: 0, failed: 0, flaky: 0, skipped: 0 },
);
const failedRuns = results.filter((result) => result.code !== 0).length;
// Flaky: failed once, passed on CI's one retry (playwright.config.ts); named in the shard's output above.
const counted = `${total.passed} passed, ${total.failed} failed${total.flaky ? `, ${total.flaky} flaky` : ''}${total.skipped ? `, ${total.skipped} skipped` : ''}`;
console.log('');
for (const [index, result] of results.entries()) {
  const name = index < shards ? (shards > 1 ? `shard ${index + 1}/${shards}` : 'bff mode') : 'token mode';
  const passed = `${result.counts.passed} passed${result.counts.failed ? `, ${result.counts.failed} failed` : ''}`;
  if (shards > 1 || tokenSubset) console.log(`${name}: ${result.seconds.toFixed(0)}s, ${passed} (exit ${result.code})`);
}
const timingFiles = Array.from({ length: shards }, (_, index) => `${outputDirOf(index)}/timings.json`);
const tests = readTimings(tokenSubset ? [...timingFiles, `${TOKEN_MODE_OUTPUT_DIR}/timings.json`] : timingFiles);
for (const line of timingSummary(tests)) console.log(line);
mkdirSync(dirname(MERGED_TIMINGS_FILE), { recursive: true });
writeFileSync(MERGED_TIMINGS_FILE, `${JSON.stringify({ tests }, null, 2)}\n`);
// The shards' seconds per spec file (not the token-mode subset's): `npm run e2e:weights` makes them the next split's.
if (balanced) {
  const weightsOfRun = specWeights(readTimings(timingFiles));
  writeFileSync(SPEC_WEIGHTS_OF_RUN, `${JSON.stringify(weightsOfRun, null, 2)}\n`);
}
console.log(`\ne2e: ${counted}`);
process.exit(failedRuns > 0 ? 1 : 0);
