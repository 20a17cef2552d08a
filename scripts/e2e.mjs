// `npm run test:e2e`: the Playwright suite as two shards side by side, each against a stack of its own (sandbox with
// its own database, portal and partner servers on their own ports), so a full run stays well inside CI's time on a
// two-core machine. Every test runs; nothing is skipped. Arguments (a spec file, -g ...) run one plain
// `playwright test` with them instead, on the default ports. E2E_SHARDS=N sets the number of shards either way.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2)));

/** Ports of shard `index` (0-based): the first keeps the defaults, the next move by 10. */
function portsOf(index) {
  const step = index * 10;
  return {
    SANDBOX_PORT: String(4010 + step),
    PORTAL_PORT: String(5173 + step),
    PARTNER_PORT: String(5174 + step),
    FOREIGN_PORT: String(5175 + step),
    HOSTS_PORT: String(5176 + step),
  };
}

function run(index) {
  const label = shards > 1 ? `[shard ${index + 1}/${shards}] ` : '';
  const shardArgs = shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const env = {
    ...process.env,
    ...(shards > 1
      ? {
          ...portsOf(index),
          E2E_DATABASE: `.sandbox/e2e-${index + 1}.db`,
          E2E_OUTPUT_DIR: `test-results/shard-${index + 1}`,
          PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/shard-${index + 1}`,
        }
      : {}),
  };
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], {
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
      resolve({ code: code ?? 1, counts });
    });
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, index) => run(index)));
const total = results.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    flaky: sum.flaky + counts.flaky,
    skipped: sum.skipped + counts.skipped,
  }),
  { passed: 0, failed: 0, flaky: 0, skipped: 0 },
);
const failedShards = results.filter((result) => result.code !== 0).length;
if (shards > 1) {
  // Flaky: failed once, passed on CI's one retry (playwright.config.ts); named in the shard's output above.
  console.log(
    `\ne2e: ${total.passed} passed, ${total.failed} failed${total.flaky ? `, ${total.flaky} flaky` : ''}${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
}
process.exit(failedShards > 0 ? 1 : 0);
