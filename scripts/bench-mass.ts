/**
 * Mass payment files in the browser (ARCHITECTURE.md "Budgets"): the built portal, signed in as business@demo.test
 * against an in-process sandbox, at 1x CPU in Chromium.
 *
 * - A 10,000-row file (p2p and wire) read and checked in the Worker: the Worker's own time, rows per second, and the
 *   main thread's long tasks (> 50 ms, PerformanceObserver 'longtask') from choosing "Check" to the result on screen;
 *   beside it, in the same page, the plain baseline: `split` into lines and fields plus a JSON round trip of the rows
 *   on the main thread (no quoting rules, no checks).
 * - The problems table of a 10,000-row file where every row is wrong (10,000 problems), scrolled from top to bottom
 *   a screen at a time, one step per frame: the long tasks while scrolling.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Page } from '@playwright/test';
import { createSandbox } from '../sandbox/app';
import { createStaticServer, parseArgs } from './static-server.mjs';

export interface MassBenchRow {
  name: string;
  rows: number;
  workerMs: number;
  rowsPerSecond: number;
  wallMs: number;
  longTasks: number;
  longestTaskMs: number;
}

export interface MassBenchResult {
  rows: MassBenchRow[];
  baseline: { name: string; rows: number; ms: number; rowsPerSecond: number }[];
  scroll: { problems: number; frames: number; longTasks: number; longestTaskMs: number } | null;
}

const CHROMIUM = '/usr/bin/chromium';
const ROWS = 10_000;
const PASSWORD = 'Demo-pass-1';

function p2pFile(): string {
  const lines = ['email,amount,currency,note'];
  for (let index = 1; index <= ROWS; index++)
    lines.push(
      `${index % 2 ? 'personal@demo.test' : 'otp@demo.test'},${(index % 90) + 1}.${String(index % 100).padStart(2, '0')},USD,"Bonus, March ${index}"`,
    );
  return `${lines.join('\r\n')}\r\n`;
}

function wireFile(allBad: boolean): string {
  const lines = ['name,iban,swift,country,amount,currency,reference'];
  for (let index = 1; index <= ROWS; index++)
    lines.push(
      `Payee ${index},DE89370400440532013000,COBADEFFXXX,DE,${allBad ? '0.00' : `${index}.50`},USD,Invoice ${index}`,
    );
  return `${lines.join('\r\n')}\r\n`;
}

async function startPortal(portalDir: string, sandboxOrigin: string): Promise<Server> {
  // The portal's own server options (its _headers, CSP included, when the build has one), so the Worker runs as in production.
  const files = createStaticServer(parseArgs(['--root', portalDir, '--port', '0', '--spa']));
  const server = createServer((request, response) => {
    if (request.url === '/env.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sandboxOrigin }));
      return;
    }
    files.emit('request', request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as { benchLongTasks: number[]; benchObserver?: PerformanceObserver };
    target.benchObserver?.disconnect();
    target.benchLongTasks = [];
    target.benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) target.benchLongTasks.push(entry.duration);
    });
    target.benchObserver.observe({ type: 'longtask' });
  });
}

async function longTasks(page: Page): Promise<number[]> {
  // Entries are delivered asynchronously: give the observer a frame to report the last ones.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks.slice());
}

async function checkFile(
  page: Page,
  path: string,
  name: string,
  text: string,
): Promise<{ workerMs: number; wallMs: number; tasks: number[] }> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Check the payments' }).waitFor();
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await watchLongTasks(page);
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Check the payments' }).click();
  const done = page.getByText(/payments checked in \d+ ms|problems found/).first();
  await done.waitFor({ timeout: 60_000 });
  const wallMs = (await page.evaluate(() => performance.now())) - started;
  const tasks = await longTasks(page);
  const shown = (await done.textContent()) ?? '';
  const workerMs = Number(/checked in (\d+) ms/.exec(shown)?.[1] ?? NaN);
  return { workerMs, wallMs, tasks };
}

export async function measureMassFiles(root: string): Promise<MassBenchResult> {
  const sandbox = createSandbox();
  const api = await new Promise<{ origin: string; close: () => void }>((resolve) => {
    const listening = serve({ fetch: sandbox.handle, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ origin: `http://127.0.0.1:${info.port}`, close: () => listening.close() }),
    );
  });
  const portal = await startPortal(join(root, 'dist/portal'), api.origin);
  const origin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const result: MassBenchResult = { rows: [], baseline: [], scroll: null };
  try {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('business@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });

    for (const [name, path, file, text] of [
      ['mass p2p, 10,000 rows', '/transfer/mass/p2p', 'p2p.csv', p2pFile()],
      ['mass wire, 10,000 rows', '/transfer/mass/wire', 'wire.csv', wireFile(false)],
    ] as const) {
      // One warm-up (the Worker's code is fetched and compiled once per page), then the measured run.
      await checkFile(page, path, file, text);
      const run = await checkFile(page, path, file, text);
      result.rows.push({
        name,
        rows: ROWS,
        workerMs: run.workerMs,
        rowsPerSecond: Math.round(ROWS / (run.workerMs / 1000)),
        wallMs: Math.round(run.wallMs),
        longTasks: run.tasks.length,
        longestTaskMs: Math.round(Math.max(0, ...run.tasks)),
      });
      const baselineMs = await page.evaluate((content) => {
        const started = performance.now();
        const rows = content
          .split(/\r?\n/)
          .filter((line) => line !== '')
          .map((line) => line.split(','));
        JSON.parse(JSON.stringify(rows));
        return performance.now() - started;
      }, text);
      result.baseline.push({
        name: `${name}: split + JSON (baseline)`,
        rows: ROWS,
        ms: Math.round(baselineMs * 10) / 10,
        rowsPerSecond: Math.round(ROWS / (baselineMs / 1000)),
      });
    }

    await checkFile(page, '/transfer/mass/wire', 'bad.csv', wireFile(true));
    const scroller = page.getByTestId('mass-error-scroll');
    await scroller.waitFor();
    await watchLongTasks(page);
    const frames = await scroller.evaluate(async (element) => {
      let steps = 0;
      for (let top = 0; top <= element.scrollHeight; top += element.clientHeight) {
        element.scrollTop = top;
        steps++;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return steps;
    });
    const tasks = await longTasks(page);
    const problems = Number(await page.getByRole('table').first().getAttribute('aria-rowcount')) - 1;
    result.scroll = {
      problems,
      frames,
      longTasks: tasks.filter((task) => task > 50).length,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
    };
    await context.close();
  } finally {
    await browser.close();
    await new Promise((resolve) => portal.close(resolve));
    api.close();
    sandbox.close();
  }
  return result;
}

/** Budgets of ARCHITECTURE.md for mass files. */
const MASS_BUDGETS = { workerMs: 1000, longTaskMs: 50 };

/** Runs the measurements and adds their notes and checks to the bench report (scripts/bench.ts). */
export async function measureMass(
  root: string,
  report: { notes: string[]; checks: { name: string; pass: boolean; detail: string }[]; skipped: string[] },
): Promise<void> {
  if (process.env.BENCH_SKIP_MASS === '1') {
    report.skipped.push('mass payment files in the browser (BENCH_SKIP_MASS=1)');
    return;
  }
  let result: MassBenchResult;
  try {
    result = await measureMassFiles(root);
  } catch (error) {
    report.skipped.push(`mass payment files in the browser: ${(error as Error).message}`);
    return;
  }
  for (const [index, row] of result.rows.entries()) {
    const baseline = result.baseline[index];
    report.notes.push(
      `${row.name}: Worker ${row.workerMs} ms (${row.rowsPerSecond} rows/s), choose-to-result ${row.wallMs} ms; ` +
        (baseline
          ? `baseline split + JSON ${baseline.ms} ms (${baseline.rowsPerSecond} rows/s, no quoting rules or checks)`
          : ''),
    );
    report.checks.push({
      name: `${row.name} read and checked in the Worker < ${MASS_BUDGETS.workerMs} ms (1x CPU)`,
      pass: row.workerMs < MASS_BUDGETS.workerMs,
      detail: `${row.workerMs} ms`,
    });
    report.checks.push({
      name: `${row.name}: no main-thread long task > ${MASS_BUDGETS.longTaskMs} ms while checking`,
      pass: row.longestTaskMs <= MASS_BUDGETS.longTaskMs,
      detail: `${row.longTasks} long tasks, longest ${row.longestTaskMs} ms`,
    });
  }
  if (result.scroll) {
    report.checks.push({
      name: `problems table of ${result.scroll.problems} rows scrolled top to bottom: no long task > ${MASS_BUDGETS.longTaskMs} ms`,
      pass: result.scroll.longTasks === 0,
      detail: `${result.scroll.frames} frames, ${result.scroll.longTasks} long tasks over ${MASS_BUDGETS.longTaskMs} ms, longest ${result.scroll.longestTaskMs} ms`,
    });
  }
}
