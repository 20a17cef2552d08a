/**
 * Scrolling 10,000 transactions in the activity history (ARCHITECTURE.md "Budgets": lists of 10,000 rows, no long
 * task over 50 ms while scrolling), in Debian's Chromium through Playwright against the built portal (dist/portal)
 * and an in-process sandbox whose history@demo.test has 10,000 transactions.
 *
 * Two phases, both observed with a `longtask` PerformanceObserver and a frame counter:
 * 1. loading: the list is scrolled to its end again and again, so infinite scroll appends the 500 pages of 20 until
 *    every transaction is in the list (what a customer scrolling to 2024 goes through);
 * 2. scrolling: with all 10,000 rows in the list, it is scrolled from top to bottom and back, a step a frame.
 * Reported: long tasks over 50 ms (count and longest) and frames per second of each phase.
 */
import { existsSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createSandbox } from '../sandbox/app';
import { HISTORY_DEMO } from '../sandbox/db/seed-history';
import { DEMO_PASSWORD } from '../sandbox/db/seed';
import { createStaticServer, parseArgs } from './static-server.mjs';

export interface HistoryScrollPhase {
  name: string;
  longTasks: number;
  longestTaskMs: number;
  framesPerSecond: number;
  durationMs: number;
}

export interface HistoryScrollResult {
  rows: number;
  phases: HistoryScrollPhase[];
}

const CHROMIUM = '/usr/bin/chromium';
/** Pixels scrolled per frame in the scrolling phase (a brisk fling). */
const STEP_PX = 600;

/** Measures the history page of the portal in `portalDir` (its /env.json is written there, as scripts/serve.mjs does). */
export async function measureHistoryScroll(portalDir: string): Promise<HistoryScrollResult> {
  const sandbox = createSandbox();
  await sandbox.fetch('/sandbox/history/bulk', { method: 'POST' });
  const api = await new Promise<{ origin: string; close: () => void }>((resolve) => {
    const listening = serve({ fetch: sandbox.handle, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ origin: `http://127.0.0.1:${info.port}`, close: () => listening.close() }),
    );
  });
  writeFileSync(join(portalDir, 'env.json'), JSON.stringify({ sandboxOrigin: api.origin }, null, 2));
  const server: Server = createStaticServer(parseArgs(['--root', portalDir, '--port', '0', '--spa']));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    await tab.goto(`${origin}/login`);
    await tab.getByLabel('E-mail').fill(HISTORY_DEMO.email);
    await tab.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(/\/home$/, { timeout: 60_000 });
    await tab.goto(`${origin}/history`);
    const list = tab.getByRole('region', { name: 'Transactions' });
    await list.waitFor({ timeout: 60_000 });
    const total = Number(((await tab.getByText(/^Transactions found: \d+$/).textContent()) ?? '').replace(/\D/g, ''));

    // Page scripts are strings: tsx's transform would add helpers (`__name`) that do not exist in the page.
    const startObserving = () =>
      tab.evaluate(`(() => {
        const state = { longTasks: [], frames: 0, start: performance.now() };
        window.__historyBench = state;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) state.longTasks.push(entry.duration);
        }).observe({ type: 'longtask' });
        const count = () => {
          state.frames += 1;
          if (window.__historyBench === state) requestAnimationFrame(count);
        };
        requestAnimationFrame(count);
      })()`);
    const stopObserving = async (name: string): Promise<HistoryScrollPhase> => {
      const state = await tab.evaluate<{ longTasks: number[]; frames: number; durationMs: number } | null>(`(() => {
        const current = window.__historyBench;
        delete window.__historyBench;
        return current ? { longTasks: current.longTasks, frames: current.frames, durationMs: performance.now() - current.start } : null;
      })()`);
      if (!state) throw new Error('The bench observer was not running');
      return {
        name,
        longTasks: state.longTasks.filter((duration) => duration > 50).length,
        longestTaskMs: Math.round(Math.max(0, ...state.longTasks)),
        framesPerSecond: Math.round((state.frames * 1000) / state.durationMs),
        durationMs: Math.round(state.durationMs),
      };
    };

    await startObserving();
    // In-page loops (no round trip to Playwright per step): scroll to the end each frame until every page is in.
    const complete = await tab.evaluate<boolean>(`(async () => {
      const list = document.querySelector('.wallet-history__scroller');
      const done = () => document.body.textContent.includes('All ${total} transactions are shown.');
      const deadline = performance.now() + 600000;
      while (list && !done() && performance.now() < deadline) {
        list.scrollTop = list.scrollHeight;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return done();
    })()`);
    if (!complete) throw new Error(`The history did not load all ${total} transactions`);
    const loading = await stopObserving(`loading ${total} rows by infinite scroll (pages of 20)`);

    await startObserving();
    await tab.evaluate(`(async () => {
      const list = document.querySelector('.wallet-history__scroller');
      list.scrollTop = 0;
      await new Promise((resolve) => {
        let down = true;
        const move = () => {
          list.scrollTop += down ? ${STEP_PX} : -${STEP_PX};
          if (down && list.scrollTop + list.clientHeight >= list.scrollHeight - 1) down = false;
          if (!down && list.scrollTop <= 0) return resolve();
          requestAnimationFrame(move);
        };
        requestAnimationFrame(move);
      });
    })()`);
    const scrolling = await stopObserving(
      `scrolling ${total} loaded rows top to bottom and back, ${STEP_PX} px a frame`,
    );
    await context.close();
    return { rows: total, phases: [loading, scrolling] };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    api.close();
    sandbox.close();
  }
}

/**
 * The bench's rows for `npm run bench` (scripts/bench.ts): an informational line per phase and the budget check
 * (no long task over 50 ms while scrolling the loaded rows). Skipped without Chromium, a portal build or with
 * BENCH_SKIP_HISTORY=1.
 */
export async function historyScrollReport(
  portalDir: string,
): Promise<{ notes: string[]; checks: { name: string; pass: boolean; detail: string }[]; skipped: string[] }> {
  if (process.env.BENCH_SKIP_HISTORY === '1')
    return { notes: [], checks: [], skipped: ['history scroll (BENCH_SKIP_HISTORY=1)'] };
  if (!existsSync(CHROMIUM))
    return { notes: [], checks: [], skipped: ['history scroll: /usr/bin/chromium is missing'] };
  if (!existsSync(join(portalDir, 'index.html')))
    return { notes: [], checks: [], skipped: ['history scroll: dist/portal is missing (npm run build)'] };
  const result = await measureHistoryScroll(portalDir);
  const notes = result.phases.map(
    (phase) =>
      `history, ${phase.name}: ${phase.longTasks} long tasks over 50 ms (longest ${phase.longestTaskMs} ms), ${phase.framesPerSecond} frames/s over ${(phase.durationMs / 1000).toFixed(1)} s`,
  );
  const scrolling = result.phases.at(-1);
  const checks = scrolling
    ? [
        {
          name: `history: no long task over 50 ms while scrolling ${result.rows} rows`,
          pass: result.rows >= HISTORY_DEMO.bulkCount && scrolling.longTasks === 0,
          detail: `${scrolling.longTasks} long tasks (longest ${scrolling.longestTaskMs} ms), ${scrolling.framesPerSecond} frames/s`,
        },
      ]
    : [];
  return { notes, checks, skipped: [] };
}
