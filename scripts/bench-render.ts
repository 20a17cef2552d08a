/**
 * First render of each widget under 4x CPU throttling (ARCHITECTURE.md "Budgets": at most 1.3x the time of the
 * React 19 + react-dom + r2wc floor of the same run; the vanilla element's ratio is reported too), measured in
 * Debian's Chromium through Playwright.
 *
 * What is timed: a cold page load (new browser context, nothing cached) of a minimal host page that loads one
 * element's entry script and puts the element in the page, from the start of navigation to the first frame in which
 * the element's shadow root shows content (text, or any element besides styles). The baseline is the same page with a vanilla
 * custom element whose connectedCallback writes its text. Both pages come from a local static server, so network time
 * is nearly nil and what is compared is script download, parse, evaluation and rendering on a slowed CPU. Each page is
 * loaded RUNS times, alternating, and the medians are compared.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Page } from '@playwright/test';
import { createSandbox } from '../sandbox/app';

export interface RenderRow {
  name: string;
  medianMs: number;
  runsMs: number[];
}

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const CPU_SLOWDOWN = 4;
const CHROMIUM = '/usr/bin/chromium';

/**
 * Attributes an element needs to show its normal first state rather than its attribute error. The elements talk to
 * an in-process sandbox (seeded demo data), so an element whose first picture needs data (the storefront button)
 * is timed with its real round trip.
 */
const ELEMENT_ATTRIBUTES: Record<string, Record<string, string>> = {
  'wallet-global-claim': { 'payment-secret': 'demo-claim-eur' },
  // The signed-in elements in the page (their first-render budget is the in-page element's; the frame is measured
  // by measureFrameRender): without it they would frame a portal this bench does not serve.
  'wallet-pay-invoice': { 'invoice-id': '4001', isolation: 'none' },
  'wallet-kyc': { isolation: 'none' },
  'wallet-merchant-buttons': { isolation: 'none' },
  'wallet-pay-button': { 'button-id': '710001' },
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.css': 'text/css',
};

function page(script: string, tag: string, attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  // The probe polls each frame: the element counts as rendered once its shadow root holds anything but styles.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench</title>
<script type="module" src="${script}"></script></head>
<body><${tag}${attrs}></${tag}>
<script>
  (function probe() {
    const el = document.querySelector('${tag}');
    const root = el && el.shadowRoot;
    const shown = root && Array.from(root.childNodes).some((node) =>
      node.nodeType === Node.TEXT_NODE ? node.textContent.trim() !== '' : node.localName !== 'style' && node.localName !== 'link');
    if (shown) window.__renderedAt = performance.now();
    else requestAnimationFrame(probe);
  })();
</script></body></html>`;
}

function startServer(routes: Map<string, string>, mounts: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const html = routes.get(path);
    if (html !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
      return;
    }
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue;
      const file = normalize(join(dir, path.slice(prefix.length)));
      if (file.startsWith(dir) && existsSync(file)) {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        });
        response.end(readFileSync(file));
        return;
      }
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * What both measurements need: an in-process sandbox for the elements' calls, a static server for the pages (built by
 * `routes` once the sandbox's origin is known) and the built scripts, and Chromium. `open` loads a page in a fresh
 * context (nothing cached) with the CPU slowed down; everything is closed afterwards.
 */
async function withBenchPages<T>(
  routes: (apiOrigin: string) => Map<string, string>,
  mounts: Record<string, string>,
  measure: (open: (path: string) => Promise<{ tab: Page; close: () => Promise<void> }>) => Promise<T>,
): Promise<T> {
  const sandbox = createSandbox();
  const api = await new Promise<{ origin: string; close: () => void }>((resolve) => {
    const listening = serve({ fetch: sandbox.handle, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ origin: `http://127.0.0.1:${info.port}`, close: () => listening.close() }),
    );
  });
  const server = await startServer(routes(api.origin), mounts);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
  try {
    return await measure(async (path) => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await tab.goto(`${origin}${path}`);
      return { tab, close: () => context.close() };
    });
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    api.close();
    sandbox.close();
  }
}

const elementAttributes = (tag: string, apiOrigin: string) => ({
  brand: 'wallet',
  lang: 'en',
  'api-base': apiOrigin,
  ...(ELEMENT_ATTRIBUTES[tag] ?? {}),
});

/** The rows of the baselines, by page. */
const BASELINE_NAMES: Readonly<Record<string, string>> = {
  '/vanilla.html': 'vanilla custom element',
  '/react-floor.html': 'React 19 + react-dom + r2wc floor',
  '/libraries-floor.html': 'libraries floor (+ i18next, react-i18next, ky, zod)',
};

/**
 * Times the vanilla element (`baselines.vanilla` holds its built entry.js), the React + r2wc floor
 * (`baselines.reactFloor`, an element rendering one paragraph), the libraries floor (`baselines.librariesFloor`: the
 * same with the libraries every element is built on, i18next, react-i18next, ky and zod) and every element entry of
 * `widgetsDir`. Returns the three baselines first, then one row per element.
 */
export async function measureFirstRender(
  baselines: { vanilla: string; reactFloor: string; librariesFloor: string },
  widgetsDir: string,
  elementEntries: readonly string[],
): Promise<RenderRow[]> {
  const pages = [
    '/vanilla.html',
    '/react-floor.html',
    '/libraries-floor.html',
    ...elementEntries.map((file) => `/${file.replace(/\.js$/, '')}.html`),
  ];
  const routes = (apiOrigin: string) =>
    new Map<string, string>([
      ['/vanilla.html', page('/vanilla/entry.js', 'bench-vanilla', {})],
      ['/react-floor.html', page('/react-floor/entry.js', 'bench-react', {})],
      ['/libraries-floor.html', page('/libraries-floor/entry.js', 'bench-libraries', { brand: 'wallet', lang: 'en' })],
      ...elementEntries.map((file) => {
        const tag = file.replace(/\.js$/, '');
        return [`/${tag}.html`, page(`/widgets/${file}`, tag, elementAttributes(tag, apiOrigin))] as [string, string];
      }),
    ]);
  const mounts = {
    '/vanilla/': baselines.vanilla,
    '/react-floor/': baselines.reactFloor,
    '/libraries-floor/': baselines.librariesFloor,
    '/widgets/': widgetsDir,
  };
  return withBenchPages(routes, mounts, async (open) => {
    const runs = new Map<string, number[]>(pages.map((path) => [path, []]));
    // Alternate the pages run by run, so a busy moment of the machine does not fall on one page only.
    for (let run = 0; run < RUNS; run += 1) {
      for (const path of pages) {
        const { tab, close } = await open(path);
        const renderedAt = await tab.waitForFunction(
          () => (window as unknown as { __renderedAt?: number }).__renderedAt,
          null,
          { timeout: 30_000 },
        );
        runs.get(path)?.push(Number(await renderedAt.jsonValue()));
        await close();
      }
    }
    return pages.map((path) => {
      const values = runs.get(path) ?? [];
      const name = BASELINE_NAMES[path] ?? `<${path.slice(1, -'.html'.length)}>`;
      return { name, medianMs: median(values), runsMs: values.map((value) => Math.round(value * 10) / 10) };
    });
  });
}

/**
 * The page of the second measurement: the vanilla element's, the floor's and one widget's scripts are loaded; once all
 * three are defined and the page is idle, each element is put in the page in turn and timed from insertion to the
 * first frame in which its shadow root shows content. This is the element's own first render (attribute parsing, its
 * translator and model, React's mount, the first picture), on the same page load as the vanilla element and with the
 * download and parse of its code left to the size budgets.
 */
function loadedPage(
  scripts: readonly string[],
  elements: readonly { tag: string; attributes: Record<string, string> }[],
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench</title>
${scripts.map((script) => `<script type="module" src="${script}"></script>`).join('\n')}</head>
<body>
<script>
  const shown = (el) => {
    const root = el.shadowRoot;
    return !!root && Array.from(root.childNodes).some((node) =>
      node.nodeType === Node.TEXT_NODE ? node.textContent.trim() !== '' : node.localName !== 'style' && node.localName !== 'link');
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const time = (tag, attributes) => new Promise((resolve) => {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    const start = performance.now();
    document.body.append(el);
    requestAnimationFrame(function probe() {
      if (shown(el)) resolve(performance.now() - start);
      else requestAnimationFrame(probe);
    });
  });
  window.addEventListener('load', async () => {
    const elements = ${JSON.stringify(elements)};
    await Promise.all(elements.map(({ tag }) => customElements.whenDefined(tag)));
    for (let i = 0; i < 3; i += 1) await frame();
    const times = {};
    for (const { tag, attributes } of elements) {
      times[tag] = await time(tag, attributes);
      for (let i = 0; i < 3; i += 1) await frame();
    }
    window.__times = times;
  });
</script></body></html>`;
}

export async function measureRenderOnLoadedPage(
  baselines: { vanilla: string; reactFloor: string },
  widgetsDir: string,
  elementEntries: readonly string[],
): Promise<RenderRow[]> {
  const routes = (apiOrigin: string) =>
    new Map<string, string>(
      elementEntries.map((file) => {
        const tag = file.replace(/\.js$/, '');
        const elements = [
          { tag: 'bench-vanilla', attributes: {} },
          { tag: 'bench-react', attributes: {} },
          { tag, attributes: elementAttributes(tag, apiOrigin) },
        ];
        return [
          `/${tag}.html`,
          loadedPage(['/vanilla/entry.js', '/react-floor/entry.js', `/widgets/${file}`], elements),
        ] as [string, string];
      }),
    );
  const mounts = { '/vanilla/': baselines.vanilla, '/react-floor/': baselines.reactFloor, '/widgets/': widgetsDir };
  return withBenchPages(routes, mounts, async (open) => {
    const runs = new Map<string, number[]>();
    const add = (name: string, value: number) => runs.set(name, [...(runs.get(name) ?? []), value]);
    for (let run = 0; run < RUNS; run += 1) {
      for (const file of elementEntries) {
        const tag = file.replace(/\.js$/, '');
        const { tab, close } = await open(`/${tag}.html`);
        const handle = await tab.waitForFunction(
          () => (window as unknown as { __times?: Record<string, number> }).__times,
          null,
          { timeout: 30_000 },
        );
        const times = (await handle.jsonValue()) as Record<string, number>;
        add('vanilla custom element', times['bench-vanilla'] ?? Number.NaN);
        add('React 19 + react-dom + r2wc floor', times['bench-react'] ?? Number.NaN);
        add(`<${tag}>`, times[tag] ?? Number.NaN);
        await close();
      }
    }
    return [...runs].map(([name, values]) => ({
      name,
      medianMs: median(values),
      runsMs: values.map((value) => Math.round(value * 10) / 10),
    }));
  });
}

/**
 * The host page of the frame measurement: `<wallet-pay-invoice isolation="frame">` counts as rendered once the frame
 * has shown its content, which is when the frame first reports its content's height and the element sizes the iframe.
 */
function framePage(script: string, tag: string, attributes: Record<string, string>): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>bench</title>
<script type="module" src="${script}"></script></head>
<body><${tag}${attrs}></${tag}>
<script>
  (function probe() {
    const el = document.querySelector('${tag}');
    const frame = el && el.shadowRoot && el.shadowRoot.querySelector('iframe');
    if (frame && frame.style.height !== '') window.__renderedAt = performance.now();
    else requestAnimationFrame(probe);
  })();
</script></body></html>`;
}

/**
 * Isolation mode's cost (issue 26): a cold load of `<wallet-pay-invoice>` in the page (`isolation="none"`) and in the
 * bank's frame (`isolation="frame"`: the element's code, then the portal's /embed/pay-invoice page, its own scripts and
 * the element inside it, served by a second local server on another origin), from navigation start to the first frame
 * showing the element's content, with the vanilla element as the baseline of the same run.
 */
export async function measureFrameRender(
  baselines: { vanilla: string },
  widgetsDir: string,
  portalDir: string,
): Promise<RenderRow[]> {
  const portalRoutes = new Map<string, string>([
    ['/embed/pay-invoice', readFileSync(join(portalDir, 'embed.html'), 'utf8')],
  ]);
  const portal = await startServer(portalRoutes, { '/embed-assets/': join(portalDir, 'embed-assets') });
  const portalOrigin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  const tag = 'wallet-pay-invoice';
  const pages = ['/vanilla.html', '/in-page.html', '/frame.html'];
  const routes = (apiOrigin: string) => {
    // The frame reads the sandbox's address from the portal's /env.json, as the real portal serves it.
    portalRoutes.set('/env.json', JSON.stringify({ sandboxOrigin: apiOrigin }));
    const attributes = { ...elementAttributes(tag, apiOrigin), 'portal-origin': portalOrigin };
    return new Map<string, string>([
      ['/vanilla.html', page('/vanilla/entry.js', 'bench-vanilla', {})],
      ['/in-page.html', page(`/widgets/${tag}.js`, tag, { ...attributes, isolation: 'none' })],
      ['/frame.html', framePage(`/widgets/${tag}.js`, tag, { ...attributes, isolation: 'frame' })],
    ]);
  };
  try {
    return await withBenchPages(routes, { '/vanilla/': baselines.vanilla, '/widgets/': widgetsDir }, async (open) => {
      const runs = new Map<string, number[]>(pages.map((path) => [path, []]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const path of pages) {
          const { tab, close } = await open(path);
          const renderedAt = await tab.waitForFunction(
            () => (window as unknown as { __renderedAt?: number }).__renderedAt,
            null,
            { timeout: 60_000 },
          );
          runs.get(path)?.push(Number(await renderedAt.jsonValue()));
          await close();
        }
      }
      const names: Record<string, string> = {
        '/vanilla.html': 'vanilla custom element',
        '/in-page.html': `<${tag}> in the page (isolation="none")`,
        '/frame.html': `<${tag}> in the bank's frame (isolation="frame")`,
      };
      return pages.map((path) => {
        const values = runs.get(path) ?? [];
        return {
          name: names[path] ?? path,
          medianMs: median(values),
          runsMs: values.map((value) => Math.round(value * 10) / 10),
        };
      });
    });
  } finally {
    await new Promise((resolve) => portal.close(resolve));
  }
}

export const RENDER_SETTINGS = { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN };
