/**
 * The widgets as the npm package a partner installs (issue: widgets as a real package): the `npm pack` tarball
 * holds what package.json promises, every `exports` entry resolves, the typings compile in a strict TypeScript
 * host, and host apps built with Vite on six frameworks (plain HTML, Vue 3, Svelte 5, React 19, React 18 through
 * the package's React components, Lit 3, Angular 20), each built against the package's bundler build (the host's
 * React) and against its script-tag bundle (`./browser`), use it on their own origin, one page per app hosting every
 * element of the package: attributes, object and callback properties set before the element is defined and bound
 * by the framework, composed events reaching the host's handler and the document, a host re-render that changes the
 * language in place, remove and re-add (wallet-ready again), and no console error (React 19: exactly the one that
 * says an object it wrote as an attribute before the definition is ignored).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { createStaticServer } from '../scripts/static-server.mjs';
import { typecheckHost } from '../src/widgets/package/host-typecheck';
import { SANDBOX_ORIGIN } from '../playwright.config';
import { watchErrors } from './support/page-errors';
import { resetSandbox } from './support/sandbox';
import {
  HOST_APPS,
  INSTALLED_DIR,
  NEXT_APP_DIR,
  PACKAGE_BUILDS,
  buildHostApps,
  buildNextApp,
  packAndInstall,
  type PackedPackage,
} from './support/widgets-package';

const HOSTS_PORT = Number(process.env.HOSTS_PORT ?? 5176);
const HOSTS_ORIGIN = `http://127.0.0.1:${HOSTS_PORT}`;
const POLICY = { email: { prefill: 'host@example.com', readonly: true } };

test.describe.configure({ mode: 'serial' });

let packed: PackedPackage;
let server: Server | undefined;

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  // The claims below read the demo transfer as unclaimed.
  await resetSandbox(request);
  packed = packAndInstall();
  const outDir = await buildHostApps();
  server = createStaticServer({
    root: outDir,
    port: HOSTS_PORT,
    host: '127.0.0.1',
    spa: false,
    mounts: [],
    headersFile: null,
  });
  await new Promise<void>((done) => server?.listen(HOSTS_PORT, '127.0.0.1', done));
});

test.afterAll(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('the tarball holds what package.json promises; every export resolves; the typings compile in a TypeScript host', () => {
  const manifest = JSON.parse(readFileSync(join(INSTALLED_DIR, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { types?: string; default?: string }>;
    customElements: string;
  };
  expect(manifest.name).toBe('@wallet-client/widgets');
  for (const file of [
    'LICENSE',
    'CHANGELOG.md',
    'README.md',
    'custom-elements.json',
    'wallet-widgets.js',
    'react.js',
    'react/global-claim.js',
    'browser/wallet-widgets.js',
    'browser/react.js',
    'types/index.d.ts',
    'types/react-global-claim.d.ts',
  ]) {
    expect(packed.files).toContain(file);
  }
  // Every target of `exports` is in the tarball.
  for (const [entry, target] of Object.entries(manifest.exports)) {
    const targets = typeof target === 'string' ? [target] : Object.values(target);
    for (const path of targets) expect(packed.files, `${entry} -> ${path}`).toContain(path?.replace(/^\.\//, ''));
  }
  // Node resolves the entries through `exports` from a project that installed the package.
  const resolved = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `for (const entry of ['', '/wallet-global-claim', '/react', '/react/global-claim', '/browser', '/browser/react', '/custom-elements.json']) console.log(import.meta.resolve('@wallet-client/widgets' + entry));`,
    ],
    { cwd: resolve(INSTALLED_DIR, '../../..'), encoding: 'utf8' },
  );
  expect(
    resolved
      .trim()
      .split('\n')
      .map((url) => relative(INSTALLED_DIR, new URL(url).pathname)),
  ).toEqual([
    'wallet-widgets.js',
    'wallet-global-claim.js',
    'react.js',
    'react/global-claim.js',
    'browser/wallet-widgets.js',
    'browser/react.js',
    'custom-elements.json',
  ]);
  // Every entry imports in Node, where a server-rendering framework builds (no DOM: nothing is defined), and the
  // React components render to HTML there.
  const serverSide = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const entries = ['', ...${JSON.stringify(
        Object.keys(manifest.exports)
          .filter((entry) => /^\.\/(wallet-|react($|\/)|browser)/.test(entry))
          .map((entry) => entry.slice(1)),
      )}];
for (const entry of entries) await import('@wallet-client/widgets' + entry);
const { WalletGlobalClaim } = await import('@wallet-client/widgets/react');
const { WalletBrandFooter } = await import('@wallet-client/widgets/react/brand-footer');
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
console.log(JSON.stringify([entries.length, renderToString(createElement(WalletGlobalClaim, { paymentSecret: 's', id: 'claim' })), renderToString(createElement(WalletBrandFooter))]));`,
    ],
    { cwd: resolve(INSTALLED_DIR, '../../..'), encoding: 'utf8' },
  );
  // '' and every element, React and script-tag entry: 1 + 6 + 1 + 6 + 1 + 6 + 1.
  expect(JSON.parse(serverSide.trim().split('\n').at(-1) ?? '[]')).toEqual([
    22,
    '<wallet-global-claim id="claim"></wallet-global-claim>',
    '<wallet-brand-footer></wallet-brand-footer>',
  ]);
  // The manifest's modules are the shipped files.
  const elements = JSON.parse(readFileSync(join(INSTALLED_DIR, manifest.customElements), 'utf8')) as {
    modules: { path: string }[];
  };
  for (const module of elements.modules) expect(packed.files).toContain(module.path);

  const installed = Object.fromEntries(
    filesUnder(INSTALLED_DIR)
      .filter((path) => path.endsWith('.d.ts') || path.endsWith('package.json'))
      .map((path) => [relative(INSTALLED_DIR, path), readFileSync(path, 'utf8')]),
  );
  expect(typecheckHost(resolve(import.meta.dirname, '..'), installed).errors).toEqual([]);
});

test('source maps ship for both builds: every chunk has its map, with the sources of this repository', () => {
  const maps = new Set(packed.files.filter((file) => file.endsWith('.js.map')));
  // Every chunk made from sources (rolldown's own helper chunk has none to map).
  const chunks = packed.files.filter(
    (file) =>
      (/^(browser\/)?chunks\/.+\.js$/.test(file) || /^react\/.+\.js$/.test(file)) &&
      !file.includes('rolldown-runtime-'),
  );
  expect(chunks.length).toBeGreaterThan(20);
  for (const chunk of chunks) expect(maps, `${chunk}.map`).toContain(`${chunk}.map`);
  expect(maps).toContain('browser/react.js.map');
  interface SourceMap {
    version: number;
    sources: string[];
    sourcesContent?: (string | null)[];
    mappings: string;
  }
  const readMap = (file: string) => JSON.parse(readFileSync(join(INSTALLED_DIR, `${file}.map`), 'utf8')) as SourceMap;
  // In each build, the chunk of the widget runtime maps its code to src/widgets/runtime/define-widget.ts, with the
  // source's text (a host has no copy of this repository).
  for (const prefix of ['chunks/', 'browser/chunks/']) {
    const found = chunks
      .filter((file) => file.startsWith(prefix) && !file.slice(prefix.length).includes('/'))
      .map((file) => ({ file, map: readMap(file) }))
      .find(({ map }) => map.sources.some((source) => source.endsWith('src/widgets/runtime/define-widget.ts')));
    if (!found) throw new Error(`no chunk under ${prefix} maps to src/widgets/runtime/define-widget.ts`);
    const { file, map } = found;
    expect(map.version).toBe(3);
    expect(map.mappings.length).toBeGreaterThan(100);
    const index = map.sources.findIndex((source) => source.endsWith('src/widgets/runtime/define-widget.ts'));
    expect(map.sourcesContent?.[index]).toContain('export function defineWidget');
    // The bundler build links its maps (a host's bundler follows the comment and chains them); the script-tag bundle
    // does not (its first load stays as measured), so a host's error tracker or devtools take the file itself.
    const code = readFileSync(join(INSTALLED_DIR, file), 'utf8');
    if (prefix === 'chunks/') expect(code).toMatch(/\n\/\/# sourceMappingURL=[^/\n]+\.js\.map\n?$/);
    else expect(code).not.toContain('sourceMappingURL');
  }
});

test('a Next.js App Router app builds with ./react/global-claim in a client component and server-renders the element', () => {
  // A slow machine takes several minutes for a production build.
  test.setTimeout(600_000);
  const log = buildNextApp();
  expect(log).toContain('Compiled successfully');
  // The page was rendered on the server at build time (the package imported in Node, no DOM): the element's tag is in
  // the HTML, with the attribute React renders itself; the element's own content comes in the browser.
  const html = readFileSync(join(NEXT_APP_DIR, '.next/server/app/index.html'), 'utf8');
  expect(html).toContain('<h1>Claim your transfer</h1>');
  expect(html).toMatch(/<main><h1>Claim your transfer<\/h1><wallet-global-claim lang="en"><\/wallet-global-claim>/);
  // The client bundle carries the element: its registration runs in the browser.
  const chunks = filesUnder(join(NEXT_APP_DIR, '.next/static/chunks')).filter((path) => path.endsWith('.js'));
  expect(chunks.some((path) => readFileSync(path, 'utf8').includes('wallet-global-claim'))).toBe(true);
});

/** What each host page shows of an element: its first screen in Spanish, then in Portuguese after the host's re-render. */
interface Hosted {
  id: string;
  tag: string;
  es: string;
  pt: string;
  /** An event the element sends by itself on its first screen, besides wallet-ready. */
  event?: { type: string; detail: Record<string, unknown> };
  property?: 'fieldPolicy' | 'getSession';
}

const SIGN_IN = { type: 'wallet-auth-required', detail: { portalOrigin: expect.any(String) } };
const HOSTED: readonly Hosted[] = [
  {
    id: 'claim',
    tag: 'wallet-global-claim',
    es: 'Northwind Trading Ltd te ha enviado dinero',
    pt: 'Northwind Trading Ltd enviou-lhe dinheiro',
    event: { type: 'wallet-step-change', detail: { step: 'details' } },
    property: 'fieldPolicy',
  },
  // The signed-in elements: this host has no session (its getSession resolves null), so each offers its sign-in.
  {
    id: 'invoice',
    tag: 'wallet-pay-invoice',
    es: 'Inicia sesión para pagar',
    pt: 'Inicie sessão para pagar',
    event: SIGN_IN,
    property: 'getSession',
  },
  {
    id: 'kyc',
    tag: 'wallet-kyc',
    es: 'Inicia sesión para verificar tu identidad',
    pt: 'Inicie sessão para verificar a sua identidade',
    event: SIGN_IN,
    property: 'getSession',
  },
  {
    id: 'merchant',
    tag: 'wallet-merchant-buttons',
    es: 'Inicia sesión para gestionar tus botones de pago',
    pt: 'Inicie sessão para gerir os seus botões de pagamento',
    event: SIGN_IN,
    property: 'getSession',
  },
  // The storefront button draws its saved button without a session; getSession is asked on the click.
  { id: 'pay-button', tag: 'wallet-pay-button', es: 'Comprar ahora', pt: 'Comprar agora', property: 'getSession' },
  {
    id: 'footer',
    tag: 'wallet-brand-footer',
    es: '¿Tienes preguntas? Contacta con el soporte de Quill Pay',
    pt: 'Tem dúvidas? Contacte o apoio ao cliente de Quill Pay',
  },
];
/** The elements the harness gives their properties before the package is loaded (e2e/hosts/shared/harness.js). */
const EARLY = HOSTED.filter((hosted) => hosted.property);

interface LogEntry {
  source: 'host' | 'document' | 'getSession';
  type?: string;
  id?: string;
  detail?: unknown;
  composed?: boolean;
}

/** React 19 writes an object as an attribute before the element is defined; the element says so once. */
const REACT19_EARLY_ERROR =
  /^<wallet-global-claim>: attribute fieldpolicy="\[object Object\]" is ignored: fieldPolicy is a JavaScript property/;

for (const [packageBuild, app] of PACKAGE_BUILDS.flatMap((build) => HOST_APPS.map((name) => [build, name] as const))) {
  test(`${app} host, ${packageBuild} build: every element; properties before and after definition, composed events, re-render, remove and re-add`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${HOSTS_ORIGIN}/${packageBuild}/index.html?app=${app}&api=${encodeURIComponent(SANDBOX_ORIGIN)}`);
    const log = () => page.evaluate(() => (window as unknown as { hostLog: LogEntry[] }).hostLog);
    const element = (id: string) => page.locator(`[id="${id}"]`);
    /** How often each hosted element's `type` reached the host's handler and the document, in one look at the log. */
    const counts = async (type: string, ids: readonly string[] = HOSTED.map((hosted) => hosted.id)) => {
      const entries = await log();
      return Object.fromEntries(
        ids.map((id) => [
          id,
          ['host', 'document'].map(
            (source) =>
              entries.filter((entry) => entry.source === source && entry.type === type && entry.id === id).length,
          ),
        ]),
      );
    };
    const every = (ids: readonly string[], value: unknown) => Object.fromEntries(ids.map((id) => [id, value]));
    const ALL = HOSTED.map((hosted) => hosted.id);
    const POLL = { intervals: [50, 100, 250] };

    // Every element renders its first screen from the framework's bindings (attributes, brand, language).
    for (const hosted of HOSTED) await expect(element(hosted.id).getByText(hosted.es, { exact: true })).toBeVisible();
    if (app === 'react18')
      expect(await page.evaluate(() => (window as unknown as { hostReactVersion: string }).hostReactVersion)).toMatch(
        /^18\./,
      );
    await expect(element('pay-button').getByRole('button', { name: /Comprar ahora/ })).toBeVisible();

    // Properties: those set before the package loaded survived the upgrade (React 19: the ones it set once the
    // element was defined), the framework's bindings set the others, and none became an attribute (but the one React
    // 19 wrote before the definition, which is ignored).
    await expect(
      element('early-claim').getByRole('heading', { name: 'Northwind Trading Ltd sent you money' }),
    ).toBeVisible();
    for (const hosted of EARLY) {
      for (const id of [`early-${hosted.id}`, hosted.id]) {
        const property = hosted.property as string;
        const value = await element(id).evaluate((node, name) => {
          const current = (node as unknown as Record<string, unknown>)[name];
          return typeof current === 'function' ? 'function' : current;
        }, property);
        expect(value, `${id}.${property}`).toEqual(property === 'fieldPolicy' ? POLICY : 'function');
        const attributes = await element(id).evaluate((node) =>
          node.getAttributeNames().filter((name) => /policy|session/i.test(name)),
        );
        expect(attributes, `${id}'s attributes`).toEqual(
          app === 'react19' && id === 'early-claim' ? ['fieldpolicy'] : [],
        );
      }
    }
    // The host's session callbacks are the ones the elements call (the storefront button's on the click, below).
    const asked = async () =>
      new Set((await log()).filter((entry) => entry.source === 'getSession').map((entry) => entry.id));
    for (const id of ['invoice', 'kyc', 'merchant', 'early-invoice', 'early-kyc', 'early-merchant']) {
      await expect
        .poll(async () => (await asked()).has(id), { ...POLL, message: `${id} asked the host's getSession` })
        .toBe(true);
    }
    expect((await log()).filter((entry) => entry.source === 'getSession' && entry.id?.endsWith('-lost'))).toEqual([]);

    // Composed events reach the host's handler and the document: wallet-ready once each, with its detail, and the
    // event each element sends on its first screen.
    await expect.poll(() => counts('wallet-ready'), POLL).toEqual(every(ALL, [1, 1]));
    const withEvent = HOSTED.filter((hosted) => hosted.event);
    await expect
      .poll(() => counts('wallet-auth-required', ['invoice', 'kyc', 'merchant']), POLL)
      .toEqual(every(['invoice', 'kyc', 'merchant'], [1, 1]));
    await expect.poll(() => counts('wallet-step-change', ['claim']), POLL).toEqual({ claim: [1, 1] });
    const entries = await log();
    for (const hosted of HOSTED) {
      const ready = entries.find(
        (entry) => entry.source === 'host' && entry.type === 'wallet-ready' && entry.id === hosted.id,
      );
      expect(ready, hosted.id).toMatchObject({ detail: { brand: 'pay', language: 'es' }, composed: true });
    }
    for (const { id, event } of withEvent) {
      expect(
        entries.find((entry) => entry.source === 'host' && entry.type === event?.type && entry.id === id),
        id,
      ).toMatchObject({
        detail: event?.detail,
        composed: true,
      });
    }

    // A footer link click reaches the host's handler and the document, and the host's cancel keeps the page.
    await element('footer')
      .getByRole('link', { name: /WhatsApp/ })
      .click();
    await expect
      .poll(async () =>
        (await log()).filter((entry) => entry.type === 'wallet-link-click').map((entry) => entry.source),
      )
      .toEqual(['host', 'document']);
    expect((await log()).find((entry) => entry.type === 'wallet-link-click')?.detail).toMatchObject({
      kind: 'whatsapp',
    });
    expect(page.url()).toContain(`index.html?app=${app}&`);

    // The storefront button: a click asks the host's getSession, offers the sign-in; closing is a cancelled payment.
    await element('pay-button')
      .getByRole('button', { name: /Comprar ahora/ })
      .click();
    const dialog = element('pay-button').getByRole('dialog');
    await expect(dialog.getByText('Inicia sesión para pagar', { exact: true })).toBeVisible();
    await expect.poll(() => counts('wallet-auth-required', ['pay-button']), POLL).toEqual({ 'pay-button': [1, 1] });
    expect((await log()).some((entry) => entry.source === 'getSession' && entry.id === 'pay-button')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => counts('wallet-payment-cancelled', ['pay-button']), POLL).toEqual({ 'pay-button': [1, 1] });
    expect(
      (await log()).find((entry) => entry.source === 'host' && entry.type === 'wallet-payment-cancelled')?.detail,
    ).toEqual({ buttonId: 710001 });

    // The host re-renders with another language: the same elements, in place.
    for (const hosted of HOSTED)
      await element(hosted.id).evaluate((node) => ((node as HTMLElement & { hostMark?: number }).hostMark = 1));
    await page.getByRole('button', { name: 'Portuguese' }).click();
    for (const hosted of HOSTED) {
      await expect(element(hosted.id).getByText(hosted.pt, { exact: true })).toBeVisible();
      expect(
        await element(hosted.id).evaluate((node) => (node as HTMLElement & { hostMark?: number }).hostMark),
        hosted.id,
      ).toBe(1);
    }

    // The framework removes and re-adds the elements: new elements, each rendering and ready again.
    await page.getByRole('button', { name: 'Toggle widgets' }).click();
    for (const hosted of HOSTED) await expect(element(hosted.id)).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle widgets' }).click();
    for (const hosted of HOSTED) await expect(element(hosted.id).getByText(hosted.pt, { exact: true })).toBeVisible();
    await expect.poll(() => counts('wallet-ready'), POLL).toEqual(every(ALL, [2, 2]));

    // The same node taken out and put back (a list reorder, a portal): it renders and says it is ready again.
    for (const hosted of HOSTED) {
      await element(hosted.id).evaluate((node) => {
        const parent = node.parentNode;
        const next = node.nextSibling;
        node.remove();
        parent?.insertBefore(node, next);
      });
    }
    await expect.poll(() => counts('wallet-ready'), POLL).toEqual(every(ALL, [3, 3]));
    for (const hosted of HOSTED) await expect(element(hosted.id).getByText(hosted.pt, { exact: true })).toBeVisible();

    if (app === 'react19') {
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(REACT19_EARLY_ERROR);
    } else {
      expect(errors).toEqual([]);
    }
  });
}
