/**
 * `npm run bench`: measures what ARCHITECTURE.md "Budgets" promises, against baselines measured in the same run on
 * the same machine, prints a table and PASS/FAIL lines, and writes bench-results/latest.json.
 *
 * - Sizes (gzip, level 9, 1 KB = 1024 bytes): every element entry of dist/widgets with the chunks it loads
 *   statically ("first widget on a page"), its own share on top of the shared runtime chunk ("each further
 *   widget"), and, beside the budgets, what it loads later on demand (later steps; other languages' texts);
 *   all widgets together; baselines built on the fly: a vanilla custom element, the React 19 + react-dom + r2wc
 *   floor, and the in-page peer, Adyen Web 6 (its drop-in with every component, its card component alone plus
 *   the stylesheet it needs).
 * - First render under 4x CPU throttling (scripts/bench-render.ts): a cold load of a host page with one element,
 *   to the first frame showing it, against the same page with the React + r2wc floor (the budget) and with a
 *   vanilla custom element (reported); medians of several runs.
 * - Sandbox throughput, in process: login + customerInfoGet round trips per second, against a bare Hono app
 *   answering the same two requests.
 *
 * New measurements are new rows: an element entry in dist/widgets gets its size rows and budget checks by itself;
 * more sections go into `main()` and append to `report`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { build } from 'vite';
import type * as SandboxModule from '../sandbox/app';
import {
  measureFirstRender,
  measureFrameRender,
  measureRenderOnLoadedPage,
  RENDER_SETTINGS,
  type RenderRow,
} from './bench-render';
import { measureBffRoundTrip, type BffRoundTrip } from './bench-bff';
import { historyScrollReport } from './bench-history';
import { measureMass } from './bench-mass';

const root = resolve(import.meta.dirname, '..');
const widgetsDir = join(root, 'dist/widgets');
const packageDir = join(root, 'dist/widgets-package');
const portalDir = join(root, 'dist/portal');
const scratchDir = join(root, 'node_modules/.cache/wallet-bench');
const KB = 1024;

/** ARCHITECTURE.md "Budgets". */
const BUDGETS = {
  firstWidgetBytes: 135 * KB,
  furtherWidgetBytes: 25 * KB,
  portalInitialBytes: 215 * KB,
  /** A React host app pays at most this for one widget from the package's bundler build, over its own React. */
  reactHostWidgetBytes: 45 * KB,
  /** A widget's cold first render may take at most this many times the React + r2wc floor's (same run). */
  firstRenderFloorRatio: 1.3,
  /** What a partner's page downloads for a signed-in element in the bank's frame (the thin element, its brand). */
  framedLoaderBytes: 10 * KB,
  /** First content in the bank's frame at most this many times the in-page element's (same run). */
  frameFirstContentRatio: 1.2,
  /** The first widget must be at least this much smaller than Adyen's drop-in (same bundler settings). */
  underDropInShare: 0.25,
};

interface SizeRow {
  section: 'baseline' | 'widgets' | 'portal';
  name: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  note?: string;
}

interface ThroughputRow {
  name: string;
  roundTripsPerSecond: number;
  roundTrips: number;
  note?: string;
}

interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

interface Report {
  startedAt: string;
  node: string;
  units: { size: string; throughput: string; render: string };
  sizes: SizeRow[];
  throughput: ThroughputRow[];
  render: RenderRow[];
  /** First render once the code is loaded: insertion into a page that has loaded it, to the first frame. */
  renderLoaded: RenderRow[];
  /** Isolation mode: the invoice payment's cold first render in the page and in the bank's frame. */
  renderFrame: RenderRow[];
  /** API round trips through the BFF against straight to the sandbox, in the same run (scripts/bench-bff.ts). */
  bff: BffRoundTrip['rows'];
  checks: Check[];
  /** Comparisons without a budget. */
  notes: string[];
  skipped: string[];
}

const report: Report = {
  startedAt: new Date().toISOString(),
  node: process.version,
  units: {
    size: 'bytes (gzip level 9; tables show KB = 1024 bytes)',
    throughput: 'round trips per second',
    render: 'milliseconds',
  },
  sizes: [],
  throughput: [],
  render: [],
  renderLoaded: [],
  renderFrame: [],
  bff: [],
  checks: [],
  notes: [],
  skipped: [],
};

// ---------------------------------------------------------------------------------------------------------------
// Sizes

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A JS file and every file it imports statically (dynamic `import()` chunks load later, on demand). */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Minified ES output: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
    for (const match of code.matchAll(/\bfrom\s*["'](\.{1,2}\/[^"']+)["']|\bimport\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = resolve(dirname(file), match[1] ?? match[2] ?? '');
      if (existsSync(target)) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * A JS file and every file it can load: its static closure plus the chunks of its dynamic `import()`s (a feature's
 * later steps, its texts in other languages), followed the same way. Minified output writes them `import(\`./x.js\`)`.
 */
function loadableClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    for (const found of staticClosure(file)) {
      if (seen.has(found)) continue;
      seen.add(found);
      const code = readFileSync(found, 'utf8');
      for (const match of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)) {
        const target = resolve(dirname(found), match[1] ?? '');
        if (existsSync(target)) visit(target);
      }
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The thin framed elements (src/widgets/runtime/isolation/framed-element.ts) load their in-page code on demand
 * (`import(\`./kyc.in-page-<hash>.js\`)`): the element in the page is the entry's closure with that chunk's.
 */
function inPageChunks(files: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]*\.in-page-[^"'`]+\.js)["'`]\s*\)/g)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (existsSync(target)) found.add(target);
    }
  }
  return [...found];
}

/**
 * What the thin framed element loads once it has decided it renders in the bank's frame
 * (`import(\`./frame-view-<hash>.js\`)`, src/widgets/runtime/isolation/frame-view.ts), with that chunk's static imports.
 */
function frameViewChunks(files: readonly string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]*frame-view-[^"'`]+\.js)["'`]\s*\)/g)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (existsSync(target)) for (const chunk of staticClosure(target)) found.add(chunk);
    }
  }
  return [...found];
}

/** The brand chunk the thin framed element loads for `brand` (its `wallet: () => import(...)` table). */
function brandChunk(files: readonly string[], brand: string): string | undefined {
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const match = new RegExp(`\\b${brand}:\\(\\)=>import\\(\\s*["'\`](\\.{1,2}\\/[^"'\`]+)["'\`]\\s*\\)`).exec(code);
    if (match?.[1]) return resolve(dirname(file), match[1]);
  }
  return undefined;
}

/** Chunks of a feature's texts in a language other than English, named after their locale file (`es-<hash>.js`). */
const LANGUAGE_CHUNK = /^(es|pt|ro|ru|uk)-[\w-]+\.js$/;

function measure(files: readonly string[]): { rawBytes: number; gzipBytes: number } {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(file);
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { rawBytes, gzipBytes };
}

function sizeRow(
  section: SizeRow['section'],
  name: string,
  files: readonly string[],
  base: string,
  note?: string,
): SizeRow {
  return {
    section,
    name,
    files: files.map((file) => relative(base, file)),
    ...measure(files),
    ...(note ? { note } : {}),
  };
}

/** Builds one ES module the way the widgets are built (lib mode, minified, production React) and returns its files. */
async function buildSnippet(
  name: string,
  source: string,
  resolveOptions?: NonNullable<Parameters<typeof build>[0]>['resolve'],
): Promise<string[]> {
  const dir = join(scratchDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, source);
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ...(resolveOptions ? { resolve: resolveOptions } : {}),
    build: {
      outDir: join(dir, 'dist'),
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: () => 'entry.js' },
      rolldownOptions: { output: { minify: true } },
    },
  });
  return staticClosure(join(dir, 'dist/entry.js'));
}

async function ensureWidgetsBuild(): Promise<void> {
  if (existsSync(join(widgetsDir, 'wallet-widgets.js'))) return;
  console.log('dist/widgets is missing: building the widgets (vite build --mode widgets)…');
  await build({ configFile: join(root, 'vite.config.ts'), mode: 'widgets', logLevel: 'warn' });
}

/**
 * The portal's initial route: the entry script of dist/portal/index.html with its static imports, plus the lazy
 * chunks of the first screen (the sign-in page and its feature), which the router loads before showing anything.
 */
async function measurePortal(): Promise<void> {
  if (!existsSync(join(portalDir, 'index.html'))) {
    console.log('dist/portal is missing: building the portal (vite build)…');
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  }
  const html = readFileSync(join(portalDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/portal/index.html has no module script');
  const files = staticClosure(join(portalDir, entry));
  const loginChunks = readdirSync(join(portalDir, 'assets'))
    .filter((file) => /^(login-page|login-feature)-.+\.js$/.test(file))
    .flatMap((file) => staticClosure(join(portalDir, 'assets', file)));
  const first = sizeRow(
    'portal',
    'portal initial route (entry, imports, sign-in page)',
    [...new Set([...files, ...loginChunks])],
    portalDir,
  );
  report.sizes.push(first);
  report.checks.push({
    name: `portal initial route <= ${kb(BUDGETS.portalInitialBytes)}`,
    pass: first.gzipBytes <= BUDGETS.portalInitialBytes,
    detail: `${kb(first.gzipBytes)}, ${kb(BUDGETS.portalInitialBytes - first.gzipBytes)} to spare`,
  });
}

async function measureSizes(): Promise<void> {
  const vanilla = await buildSnippet(
    'vanilla-element',
    `class HelloElement extends HTMLElement {
       connectedCallback() {
         const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
         root.textContent = 'Hello';
       }
     }
     if (!customElements.get('bench-vanilla')) customElements.define('bench-vanilla', HelloElement);`,
  );
  report.sizes.push(sizeRow('baseline', 'vanilla custom element', vanilla, scratchDir, 'built now'));

  const reactFloor = await buildSnippet(
    'react-r2wc-floor',
    `import r2wc from '@r2wc/react-to-web-component';
     import { createElement } from 'react';
     const Hello = () => createElement('p', null, 'Hello');
     if (!customElements.get('bench-react')) customElements.define('bench-react', r2wc(Hello, { shadow: 'open' }));`,
  );
  const floor = sizeRow('baseline', 'React 19 + react-dom + r2wc floor', reactFloor, scratchDir, 'built now');
  report.sizes.push(floor);

  // The libraries every element needs by design (issue 23 names them: i18next with react-i18next, one instance per
  // element; ky; zod for attributes and answers) on top of the floor, used the way an element uses them and doing
  // nothing else: one translated paragraph. Its first render is the least any element written on them can take.
  const librariesFloor = await buildSnippet(
    'react-libraries-floor',
    `import r2wc from '@r2wc/react-to-web-component';
     import { createElement, useMemo } from 'react';
     import i18next from 'i18next';
     import { I18nextProvider, useTranslation } from 'react-i18next';
     import ky from 'ky';
     import * as z from 'zod/mini';
     const attributes = z.object({ brand: z.optional(z.string().check(z.minLength(1))), lang: z.optional(z.string()) });
     const http = ky.create({ timeout: 30000, retry: 0, hooks: { beforeRequest: [({ request }) => request.headers.set('Accept', 'application/json')] } });
     function Text() {
       const { t } = useTranslation();
       return createElement('p', { 'data-client': typeof http }, t('hello'));
     }
     function Hello(props) {
       const parsed = attributes.safeParse({ brand: props.brand, lang: props.lang });
       const i18n = useMemo(() => {
         const instance = i18next.createInstance({ lng: 'en', fallbackLng: 'en', ns: ['common'], defaultNS: 'common', initAsync: false,
           resources: { en: { common: { hello: 'Hello' } } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
         void instance.init();
         return instance;
       }, []);
       return parsed.success ? createElement(I18nextProvider, { i18n }, createElement(Text)) : null;
     }
     if (!customElements.get('bench-libraries')) customElements.define('bench-libraries', r2wc(Hello, { shadow: 'open', props: { brand: 'string', lang: 'string' } }));`,
  );
  report.sizes.push(
    sizeRow(
      'baseline',
      'libraries floor: the floor + i18next, react-i18next, ky, zod',
      librariesFloor,
      scratchDir,
      'built now',
    ),
  );

  // The in-page peer: Adyen Web 6, built now with the same settings. Its drop-in with every payment method
  // (`@adyen/adyen-web/auto`), and the card component alone (tree-shaken) with the stylesheet it needs.
  const dropIn = sizeRow(
    'baseline',
    'Adyen Web 6 drop-in, all components (JS)',
    await buildSnippet('adyen-drop-in', `export { AdyenCheckout, Dropin } from '@adyen/adyen-web/auto';`),
    scratchDir,
    'built now',
  );
  const card = sizeRow(
    'baseline',
    'Adyen Web 6 card component alone (JS)',
    await buildSnippet('adyen-card', `export { AdyenCheckout, Card } from '@adyen/adyen-web';`),
    scratchDir,
    'built now',
  );
  const adyenCss = sizeRow(
    'baseline',
    'Adyen Web 6 stylesheet (CSS the card needs)',
    [join(root, 'node_modules/@adyen/adyen-web/styles/adyen.css')],
    root,
  );
  report.sizes.push(dropIn, card, adyenCss);

  await ensureWidgetsBuild();
  const entries = readdirSync(widgetsDir)
    .filter((file) => /^wallet-.+\.js$/.test(file))
    .sort();
  const closures = new Map(entries.map((file) => [file, staticClosure(join(widgetsDir, file))]));
  const elementEntries = entries.filter((file) => file !== 'wallet-widgets.js');

  // The runtime: the `runtime` chunk the widgets build splits out (vite.config.ts), which every element shares.
  const runtimeFiles = readdirSync(join(widgetsDir, 'chunks'))
    .filter((file) => /^runtime-.+\.js$/.test(file))
    .map((file) => join(widgetsDir, 'chunks', file));
  if (runtimeFiles.length === 0) throw new Error('dist/widgets/chunks has no runtime-*.js chunk: check vite.config.ts');
  const runtime = sizeRow('widgets', 'widget runtime (shared chunks)', runtimeFiles, widgetsDir);
  report.sizes.push(runtime);
  report.notes.push(
    `widget runtime: ${kb(runtime.gzipBytes - floor.gzipBytes)} over the React + r2wc floor ` +
      '(i18next + react-i18next, ky and the API client, zod/mini, brands, English texts, core, ui, the runtime itself)',
  );

  for (const file of elementEntries) {
    const tag = file.replace(/\.js$/, '');
    const entryFiles = closures.get(file) ?? [];
    const inPage = inPageChunks(entryFiles);
    // A thin framed element: its loader alone is what the page downloads in frame mode; in the page it adds the
    // in-page code it loads then.
    const files =
      inPage.length > 0
        ? [...new Set([...entryFiles, ...inPage.flatMap((chunk) => staticClosure(chunk))])]
        : entryFiles;
    if (inPage.length > 0) measureFramedLoader(tag, entryFiles);
    const first = sizeRow('widgets', `<${tag}> as the first widget`, files, widgetsDir);
    const own = sizeRow(
      'widgets',
      `<${tag}> on top of the runtime`,
      files.filter((f) => !runtimeFiles.includes(f)),
      widgetsDir,
    );
    report.sizes.push(first, own);
    // What loads later, on demand, is reported beside the budget rows (it is not part of the first load): the
    // later steps of a flow, and each language's texts (a page loads at most the one it shows).
    const loadable = loadableClosure(join(widgetsDir, file));
    const later = loadable.filter((f) => !files.includes(f) && !LANGUAGE_CHUNK.test(basename(f)));
    const languages = loadable.filter((f) => !files.includes(f) && LANGUAGE_CHUNK.test(basename(f)));
    if (later.length > 0) {
      report.sizes.push(
        sizeRow('widgets', `<${tag}> with its on-demand steps (English)`, [...files, ...later], widgetsDir),
      );
      report.sizes.push(sizeRow('widgets', `<${tag}> on-demand steps alone`, later, widgetsDir));
    }
    if (languages.length > 0) {
      // A language's texts may be several chunks (a namespace per feature or part); sum them per language.
      const perLanguage = new Map<string, number>();
      for (const file of languages) {
        const language = basename(file).slice(0, 2);
        perLanguage.set(language, (perLanguage.get(language) ?? 0) + measure([file]).gzipBytes);
      }
      const sizes = [...perLanguage.values()];
      report.notes.push(
        `<${tag}>: the texts of another language load on demand, ${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))} gzip ` +
          `per language (${perLanguage.size} languages, ${languages.length} chunks); a page loads only the language it shows`,
      );
    }
    const dropInLimit = dropIn.gzipBytes * (1 - BUDGETS.underDropInShare);
    report.checks.push(
      {
        name: `<${tag}> first widget at least ${BUDGETS.underDropInShare * 100} % under Adyen's drop-in`,
        pass: first.gzipBytes <= dropInLimit,
        detail: `${kb(first.gzipBytes)} vs ${kb(dropIn.gzipBytes)} (${((1 - first.gzipBytes / dropIn.gzipBytes) * 100).toFixed(0)} % under); Adyen's card alone: ${kb(card.gzipBytes + adyenCss.gzipBytes)} with its CSS`,
      },
      {
        name: `<${tag}> first widget on a page <= ${kb(BUDGETS.firstWidgetBytes)}`,
        pass: first.gzipBytes <= BUDGETS.firstWidgetBytes,
        detail: `${kb(first.gzipBytes)}, ${kb(BUDGETS.firstWidgetBytes - first.gzipBytes)} to spare`,
      },
      {
        name: `<${tag}> further widget <= ${kb(BUDGETS.furtherWidgetBytes)} more`,
        pass: own.gzipBytes <= BUDGETS.furtherWidgetBytes,
        detail: kb(own.gzipBytes),
      },
    );
  }
  const all = closures.get('wallet-widgets.js');
  if (all) report.sizes.push(sizeRow('widgets', 'all widgets (wallet-widgets.js)', all, widgetsDir));
}

/**
 * Issue 35: what a partner's page downloads for an element in the bank's frame (its default off the portal's
 * origin): the thin element's entry with its static imports, and the brand configuration it reads (the default
 * brand's). No React: the runtime chunk (React, react-dom, i18next, zod) must not be among them.
 */
function measureFramedLoader(tag: string, entryFiles: readonly string[]): void {
  const brand = brandChunk(entryFiles, 'wallet');
  const view = frameViewChunks(entryFiles);
  const files = [...new Set([...entryFiles, ...view, ...(brand ? [brand] : [])])];
  const row = sizeRow(
    'widgets',
    `<${tag}> in the bank's frame: the page's download (thin element + frame view + brand)`,
    files,
    widgetsDir,
  );
  report.sizes.push(row);
  const react = files.filter((file) =>
    /react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE/.test(readFileSync(file, 'utf8')),
  );
  report.checks.push(
    {
      name: `<${tag}> framed loader on the host page <= ${kb(BUDGETS.framedLoaderBytes)}`,
      pass: row.gzipBytes <= BUDGETS.framedLoaderBytes && brand !== undefined && view.length > 0,
      detail: !brand
        ? 'no brand chunk found in its files'
        : view.length === 0
          ? 'no frame-view chunk found in its files'
          : `${kb(row.gzipBytes)} (${row.files.join(', ')}), ${kb(BUDGETS.framedLoaderBytes - row.gzipBytes)} to spare`,
    },
    {
      name: `<${tag}> framed: no React on the host page`,
      pass: react.length === 0,
      detail:
        react.length === 0
          ? 'none of its files has React'
          : `React in ${react.map((file) => relative(widgetsDir, file)).join(', ')}`,
    },
  );
}

/**
 * The package's bundler build in a React host (issue 35): a blank React 19 app and the same app rendering one
 * widget from its `./react/<element>` entry, built now against dist/widgets-package with the host's bundler
 * settings (minified, the package's `sideEffects`, one React). The difference of their first loads is what the
 * host pays for the widget on top of its own React.
 */
const BLANK_REACT_APP = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(createElement('main', null, createElement('h1', null, 'Shop')));`;

async function measureReactHost(): Promise<void> {
  if (!existsSync(join(packageDir, 'package.json'))) {
    report.skipped.push('React host app: dist/widgets-package is missing (npm run build:widgets)');
    return;
  }
  const hostResolve = {
    alias: [{ find: /^@wallet-client\/widgets/, replacement: packageDir }],
    dedupe: ['react', 'react-dom'],
  };
  const blankFiles = await buildSnippet('react-host-blank', BLANK_REACT_APP, hostResolve);
  const blank = sizeRow('baseline', 'React 19 host app, blank', blankFiles, scratchDir, 'built now');
  report.sizes.push(blank);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const components = Object.keys(manifest.exports)
    .filter((entry) => entry.startsWith('./react/'))
    .map((entry) => entry.slice('./react/'.length));
  for (const name of components) {
    const component = `Wallet${name.replace(/(^|-)([a-z])/g, (_m: string, _d: string, letter: string) => letter.toUpperCase())}`;
    const files = await buildSnippet(
      `react-host-${name}`,
      `${BLANK_REACT_APP.replace(
        "createElement('h1', null, 'Shop')",
        "createElement('h1', null, 'Shop'), createElement(Widget, { brand: 'pay' })",
      )}\nimport { ${component} as Widget } from '@wallet-client/widgets/react/${name}';`,
      hostResolve,
    );
    const row = sizeRow(
      'widgets',
      `React 19 host app + ${component} (./react/${name})`,
      files,
      scratchDir,
      'built now',
    );
    report.sizes.push(row);
    const extra = row.gzipBytes - blank.gzipBytes;
    report.checks.push({
      name: `React host: ${component} costs <= ${kb(BUDGETS.reactHostWidgetBytes)} on top of the host's React`,
      pass: extra <= BUDGETS.reactHostWidgetBytes,
      detail: `${kb(extra)} (${kb(blank.gzipBytes)} -> ${kb(row.gzipBytes)} first load)`,
    });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Sandbox throughput

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const DEMO_LOGIN = { username: 'personal@demo.test', password: 'Demo-pass-1' };
/** A valid S256 challenge shape (43 characters of the PKCE charset); the simple flow does not check it later. */
const CODE_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 2000);

/** One round trip: sign in, then read the customer with the access token. */
async function roundTrip(fetch: FetchLike): Promise<void> {
  const login = await fetch('http://127.0.0.1:4010/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client: 'spa', codeChallenge: CODE_CHALLENGE, ...DEMO_LOGIN }),
  });
  const tokens = (await login.json()) as { accessToken?: string };
  if (!login.ok || !tokens.accessToken) throw new Error(`login answered ${login.status}`);
  const info = await fetch('http://127.0.0.1:4010/api/v4?method=customerInfoGet', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.accessToken}` },
    body: JSON.stringify({ method: 'customerInfoGet' }),
  });
  const body = (await info.json()) as { responseCode?: string };
  if (!info.ok || body.responseCode !== '00')
    throw new Error(`customerInfoGet answered ${info.status} ${body.responseCode}`);
}

async function roundTripsPerSecond(name: string, fetch: FetchLike, note?: string): Promise<ThroughputRow> {
  for (let warmUp = 0; warmUp < 20; warmUp++) await roundTrip(fetch);
  let roundTrips = 0;
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) {
    await roundTrip(fetch);
    roundTrips++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { name, roundTripsPerSecond: Math.round(roundTrips / seconds), roundTrips, ...(note ? { note } : {}) };
}

/** The same two requests against routes that only parse the body and answer: the framework's own cost. */
function bareHonoApp(): FetchLike {
  const app = new Hono();
  app.post('/auth/login', async (c) => {
    await c.req.json();
    return c.json({ authFlow: 'simple', accessToken: 'token', refreshToken: 'refresh' });
  });
  app.post('/api/v4', async (c) => {
    await c.req.json();
    return c.json({ responseCode: '00', customer: { id: 1 } });
  });
  return (input, init) => Promise.resolve(app.fetch(new Request(input, init)));
}

async function measureThroughput(): Promise<void> {
  const baseline = await roundTripsPerSecond('bare Hono routes (baseline)', bareHonoApp(), 'in process');
  report.throughput.push(baseline);

  let sandboxModule: typeof SandboxModule;
  try {
    // Loaded on demand: the size bench must still run when the sandbox cannot start (native module not built).
    sandboxModule = await import('../sandbox/app');
  } catch (error) {
    const reason = `sandbox throughput skipped: sandbox/app.ts could not be loaded (${(error as Error).message.split('\n')[0]})`;
    report.skipped.push(reason);
    return;
  }
  const sandbox = sandboxModule.createSandbox({ database: ':memory:' });
  try {
    const row = await roundTripsPerSecond(
      'sandbox login + customerInfoGet',
      sandbox.fetch,
      'in process, :memory: database',
    );
    report.throughput.push(row);
    report.notes.push(
      `sandbox: ${((row.roundTripsPerSecond / baseline.roundTripsPerSecond) * 100).toFixed(1)}% of bare Hono's round trips ` +
        '(each login verifies a scrypt password hash)',
    );
  } catch (error) {
    report.skipped.push(`sandbox throughput skipped: ${(error as Error).message}`);
  } finally {
    sandbox.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Output

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function print(): void {
  console.log('\nBundle sizes');
  console.log(
    table(
      ['', 'gzip', 'raw', 'files'],
      report.sizes.map((row) => [row.name, kb(row.gzipBytes), kb(row.rawBytes), String(row.files.length)]),
    ),
  );
  if (report.render.length > 0) {
    console.log(
      `\nFirst render, cold page load to first frame, ${RENDER_SETTINGS.cpuSlowdown}x CPU slowdown (median of ${RENDER_SETTINGS.runs})`,
    );
    console.log(
      table(
        ['', 'median', 'runs (ms)'],
        report.render.map((row) => [row.name, `${row.medianMs.toFixed(1)} ms`, row.runsMs.join(' ')]),
      ),
    );
  }
  if (report.renderLoaded.length > 0) {
    console.log(
      `\nFirst render once loaded, element inserted to first frame on a page that has loaded the code, ${RENDER_SETTINGS.cpuSlowdown}x CPU slowdown (median of ${RENDER_SETTINGS.runs})`,
    );
    console.log(
      table(
        ['', 'median', 'runs (ms)'],
        // The baselines are timed on every element's page: their runs are summed up rather than listed.
        report.renderLoaded.map((row) => [
          row.name,
          `${row.medianMs.toFixed(1)} ms`,
          row.runsMs.length > RENDER_SETTINGS.runs
            ? `${row.runsMs.length} runs, ${Math.min(...row.runsMs)} to ${Math.max(...row.runsMs)}`
            : row.runsMs.join(' '),
        ]),
      ),
    );
  }
  if (report.renderFrame.length > 0) {
    console.log(
      `\nIsolation mode: cold page load to the element's first content, in the page and in the bank's frame, ${RENDER_SETTINGS.cpuSlowdown}x CPU slowdown (median of ${RENDER_SETTINGS.runs})`,
    );
    console.log(
      table(
        ['', 'median', 'runs (ms)'],
        report.renderFrame.map((row) => [row.name, `${row.medianMs.toFixed(1)} ms`, row.runsMs.join(' ')]),
      ),
    );
  }
  if (report.throughput.length > 0) {
    console.log('\nSandbox throughput');
    console.log(
      table(
        ['', 'round trips/s', 'round trips', 'note'],
        report.throughput.map((row) => [
          row.name,
          String(row.roundTripsPerSecond),
          String(row.roundTrips),
          row.note ?? '',
        ]),
      ),
    );
  }
  if (report.bff.length > 0) {
    console.log('\nAPI round trip, through the BFF and direct (same run, loopback HTTP)');
    console.log(
      table(
        ['', 'median', 'p90', 'runs'],
        report.bff.map((row) => [
          row.name,
          `${row.medianMs.toFixed(2)} ms`,
          `${row.p90Ms.toFixed(2)} ms`,
          String(row.runs),
        ]),
      ),
    );
  }
  console.log('');
  for (const note of report.notes) console.log(`INFO  ${note}`);
  for (const skipped of report.skipped) console.log(`SKIP  ${skipped}`);
  for (const check of report.checks) console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
}

async function measureRender(): Promise<void> {
  if (process.env.BENCH_SKIP_RENDER === '1') {
    report.skipped.push('first render under CPU throttling (BENCH_SKIP_RENDER=1)');
    return;
  }
  if (!existsSync('/usr/bin/chromium')) {
    report.skipped.push('first render under CPU throttling: /usr/bin/chromium is missing (npm run chromium)');
    return;
  }
  const elements = readdirSync(widgetsDir)
    .filter((file) => /^wallet-.+\.js$/.test(file) && file !== 'wallet-widgets.js')
    .sort();
  const rows = await measureFirstRender(
    {
      vanilla: join(scratchDir, 'vanilla-element/dist'),
      reactFloor: join(scratchDir, 'react-r2wc-floor/dist'),
      librariesFloor: join(scratchDir, 'react-libraries-floor/dist'),
    },
    widgetsDir,
    elements,
  );
  report.render.push(...rows);
  const [vanilla, floor, libraries, ...widgets] = rows;
  if (!vanilla || !floor || !libraries) return;
  report.notes.push(
    `first render: the React + r2wc floor alone takes ${(floor.medianMs / vanilla.medianMs).toFixed(2)}x the vanilla element's ` +
      `(${floor.medianMs.toFixed(0)} ms vs ${vanilla.medianMs.toFixed(0)} ms); the widgets' share above the floor is what this codebase controls`,
    `first render: the libraries floor (the React floor + i18next, react-i18next, ky and zod, one translated paragraph) takes ` +
      `${(libraries.medianMs / floor.medianMs).toFixed(2)}x the React floor's (${libraries.medianMs.toFixed(0)} ms): of the ` +
      `${BUDGETS.firstRenderFloorRatio}x budget, that much goes to the libraries the design requires before any widget code runs ` +
      '(docs/decisions.md "First-render budget")',
  );
  for (const widget of widgets) {
    const ratio = widget.medianMs / floor.medianMs;
    report.checks.push({
      name: `${widget.name} cold first render <= ${BUDGETS.firstRenderFloorRatio}x the React + r2wc floor's (${RENDER_SETTINGS.cpuSlowdown}x CPU slowdown)`,
      pass: ratio <= BUDGETS.firstRenderFloorRatio,
      detail:
        `${widget.medianMs.toFixed(0)} ms vs ${floor.medianMs.toFixed(0)} ms, ${ratio.toFixed(2)}x (the libraries floor ` +
        `${(widget.medianMs / libraries.medianMs).toFixed(2)}x, the vanilla element ${(widget.medianMs / vanilla.medianMs).toFixed(2)}x)`,
    });
  }

  // The same elements once their code is loaded: what mounting costs, apart from downloading and parsing the code.
  const loaded = await measureRenderOnLoadedPage(
    { vanilla: join(scratchDir, 'vanilla-element/dist'), reactFloor: join(scratchDir, 'react-r2wc-floor/dist') },
    widgetsDir,
    elements,
  );
  report.renderLoaded.push(...loaded);

  // Isolation mode: the same invoice payment in the bank's frame, beside the in-page element in the same run.
  if (existsSync(join(portalDir, 'embed.html'))) {
    const framed = await measureFrameRender(
      { vanilla: join(scratchDir, 'vanilla-element/dist') },
      widgetsDir,
      portalDir,
    );
    report.renderFrame.push(...framed);
    const [, inPage, inFrame] = framed;
    if (inPage && inFrame) {
      const ratio = inFrame.medianMs / inPage.medianMs;
      report.checks.push({
        name: `<wallet-pay-invoice> first content in the bank's frame <= ${BUDGETS.frameFirstContentRatio}x the in-page element's (${RENDER_SETTINGS.cpuSlowdown}x CPU slowdown)`,
        pass: ratio <= BUDGETS.frameFirstContentRatio,
        detail: `${inFrame.medianMs.toFixed(0)} ms vs ${inPage.medianMs.toFixed(0)} ms in the page, ${ratio.toFixed(2)}x`,
      });
      report.notes.push(
        `isolation mode: <wallet-pay-invoice> shows its first content in ${inFrame.medianMs.toFixed(0)} ms in the bank's frame against ` +
          `${inPage.medianMs.toFixed(0)} ms in the page (${(inFrame.medianMs / inPage.medianMs).toFixed(2)}x): the frame's page, its scripts and the handshake come on top`,
      );
    }
  } else {
    report.skipped.push("isolation mode's first render: dist/portal/embed.html is missing (npm run build)");
  }
  const [, loadedFloor, ...loadedWidgets] = loaded;
  if (!loadedFloor) return;
  const slowest = loadedWidgets.reduce<RenderRow | undefined>(
    (worst, row) => (worst && worst.medianMs >= row.medianMs ? worst : row),
    undefined,
  );
  report.notes.push(
    `first render once loaded: the React + r2wc floor mounts in ${loadedFloor.medianMs.toFixed(0)} ms; ` +
      loadedWidgets.map((row) => `${row.name} ${(row.medianMs / loadedFloor.medianMs).toFixed(1)}x`).join(', ') +
      (slowest ? ` of it (the slowest, ${slowest.name}, includes what its first picture waits for)` : ''),
  );
}

/**
 * `BENCH_ONLY=sizes,render` runs only the named parts (sizes, react-host, render, portal, throughput, bff, history, mass), for a quick
 * look while working on one of them; the parts left out are listed as skipped. `npm run bench` runs everything.
 */
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((part) => part.trim())) : undefined;
async function part(name: string, run: () => Promise<void>): Promise<void> {
  if (only && !only.has(name)) {
    report.skipped.push(`${name} (BENCH_ONLY=${process.env.BENCH_ONLY})`);
    return;
  }
  await run();
}

async function main(): Promise<void> {
  await part('sizes', measureSizes);
  await part('react-host', measureReactHost);
  await part('render', measureRender);
  await part('portal', measurePortal);
  await part('throughput', measureThroughput);
  await part('bff', async () => {
    const measured = await measureBffRoundTrip();
    report.bff = measured.rows;
    report.checks.push(measured.check);
  });
  // Scrolling 10,000 transactions in the history (scripts/bench-history.ts).
  await part('history', async () => {
    const history = await historyScrollReport(portalDir);
    report.notes.push(...history.notes);
    report.checks.push(...history.checks);
    report.skipped.push(...history.skipped);
  });
  await part('mass', () => measureMass(root, report));
  print();
  const out = join(root, only ? 'bench-results/partial.json' : 'bench-results/latest.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${relative(root, out)}`);
  if (report.checks.some((check) => !check.pass)) process.exitCode = 1;
}

await main();
