/**
 * The widgets as the npm package a partner installs (issue: widgets as a real package): the `npm pack` tarball
 * holds what package.json promises, every `exports` entry resolves, the typings compile in a strict TypeScript
 * host, and host apps built with Vite on six frameworks (plain HTML, Vue 3, Svelte 5, React 19, React 18 through
 * the package's React components, Lit 3, Angular 20) use it on their own origin: attributes, an object property
 * set before the element is defined and one bound by the framework, composed events reaching the host's handler
 * and the document, a host re-render that changes the language in place, remove and re-add (wallet-ready again),
 * and no console error.
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
import { HOST_APPS, INSTALLED_DIR, buildHostApps, packAndInstall, type PackedPackage } from './support/widgets-package';

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
  server = createStaticServer({ root: outDir, port: HOSTS_PORT, host: '127.0.0.1', spa: false, mounts: [], headersFile: null });
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
  for (const file of ['LICENSE', 'CHANGELOG.md', 'README.md', 'custom-elements.json', 'wallet-widgets.js', 'react.js', 'types/index.d.ts']) {
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
      `for (const entry of ['', '/wallet-global-claim', '/react', '/custom-elements.json']) console.log(import.meta.resolve('@wallet-client/widgets' + entry));`,
    ],
    { cwd: resolve(INSTALLED_DIR, '../../..'), encoding: 'utf8' },
  );
  expect(resolved.trim().split('\n').map((url) => relative(INSTALLED_DIR, new URL(url).pathname))).toEqual([
    'wallet-widgets.js',
    'wallet-global-claim.js',
    'react.js',
    'custom-elements.json',
  ]);
  // The manifest's modules are the shipped files.
  const elements = JSON.parse(readFileSync(join(INSTALLED_DIR, manifest.customElements), 'utf8')) as { modules: { path: string }[] };
  for (const module of elements.modules) expect(packed.files).toContain(module.path);

  const installed = Object.fromEntries(
    filesUnder(INSTALLED_DIR)
      .filter((path) => path.endsWith('.d.ts') || path.endsWith('package.json'))
      .map((path) => [relative(INSTALLED_DIR, path), readFileSync(path, 'utf8')]),
  );
  expect(typecheckHost(resolve(import.meta.dirname, '..'), installed).errors).toEqual([]);
});

for (const app of HOST_APPS) {
  test(`${app} host: properties before and after definition, composed events, re-render, remove and re-add`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${HOSTS_ORIGIN}/index.html?app=${app}&api=${encodeURIComponent(SANDBOX_ORIGIN)}`);
    const footer = page.locator('wallet-brand-footer');
    await expect(footer.getByText('¿Tienes preguntas? Contacta con el soporte de Quill Pay')).toBeVisible();
    if (app === 'react18') expect(await page.evaluate(() => (window as unknown as { hostReactVersion: string }).hostReactVersion)).toMatch(/^18\./);

    // Objects are properties: the one set before the package loaded survived the upgrade; the framework's binding
    // set the other; neither became an attribute.
    for (const id of ['early-claim', 'claim']) {
      const claim = page.locator(`#${id}`);
      await expect(claim.getByRole('heading', { name: 'Northwind Trading Ltd sent you money' })).toBeVisible();
      expect(await claim.evaluate((element) => (element as HTMLElement & { fieldPolicy?: unknown }).fieldPolicy)).toEqual(POLICY);
      expect(await claim.evaluate((element) => element.getAttributeNames().filter((name) => /policy/i.test(name)))).toEqual([]);
    }

    const log = () => page.evaluate(() => (window as unknown as { hostLog: { source: string; type: string; tag?: string; detail: unknown }[] }).hostLog);
    const readyFromFooter = async () => (await log()).filter((entry) => entry.source === 'host' && entry.type === 'wallet-ready').length;
    await expect.poll(readyFromFooter).toBe(1);
    expect((await log()).find((entry) => entry.source === 'host' && entry.type === 'wallet-ready')?.detail).toEqual({ brand: 'pay', language: 'es' });

    // A link click reaches the host's handler and the document (composed), and the host's cancel keeps the page.
    await footer.getByRole('link', { name: /WhatsApp/ }).click();
    await expect.poll(async () => (await log()).filter((entry) => entry.type === 'wallet-link-click').map((entry) => entry.source)).toEqual(['host', 'document']);
    expect((await log()).find((entry) => entry.type === 'wallet-link-click')?.detail).toMatchObject({ kind: 'whatsapp' });
    expect(page.url()).toContain(`index.html?app=${app}&`);

    // The host re-renders with another language: the same element, in place.
    await footer.evaluate((element) => ((element as HTMLElement & { hostMark?: number }).hostMark = 1));
    await page.getByRole('button', { name: 'Portuguese' }).click();
    await expect(footer.getByText('Tem dúvidas? Contacte o apoio ao cliente de Quill Pay')).toBeVisible();
    expect(await footer.evaluate((element) => (element as HTMLElement & { hostMark?: number }).hostMark)).toBe(1);

    // The framework removes and re-adds the footer: a new element, ready again.
    await page.getByRole('button', { name: 'Toggle footer' }).click();
    await expect(footer).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle footer' }).click();
    await expect(footer.getByText('Tem dúvidas? Contacte o apoio ao cliente de Quill Pay')).toBeVisible();
    await expect.poll(readyFromFooter).toBe(2);

    // The same node taken out and put back (a list reorder, a portal): it renders and says it is ready again.
    await footer.evaluate((element) => {
      const parent = element.parentNode;
      const next = element.nextSibling;
      element.remove();
      parent?.insertBefore(element, next);
    });
    await expect.poll(readyFromFooter).toBe(3);
    await expect(footer.getByText('Tem dúvidas? Contacte o apoio ao cliente de Quill Pay')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
