import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { parseBrand } from './src/core/brand/brand-schema';

const root = import.meta.dirname;

/**
 * Ships src/widgets/custom-elements.json next to the widget bundles. That file is generated from the elements'
 * JSDoc (src/widgets/manifest.ts) and src/widgets/manifest.test.ts fails when it is stale.
 */
function customElementsManifest(): Plugin {
  return {
    name: 'wallet-custom-elements-manifest',
    generateBundle() {
      const source = readFileSync(resolve(root, 'src/widgets/custom-elements.json'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source });
    },
  };
}

/**
 * Checks each `brands/<id>/brand.json` when it is imported and ships it parsed (defaults filled in): a broken brand
 * fails the build (and the dev server, and the tests) with a message naming the brand and field, and the browser
 * does not carry the brand schema. `src/core/brand/brands.ts` parses at run time only where this plugin did not run
 * (the sandbox and scripts under tsx).
 */
function checkedBrands(): Plugin {
  return {
    name: 'wallet-checked-brands',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]brands[\\/]([a-z0-9-]+)[\\/]brand\.json$/.exec(id.split('?')[0] ?? '');
      if (!match?.[1]) return null;
      return { code: JSON.stringify(parseBrand(match[1], JSON.parse(code))), map: null };
    },
  };
}

/**
 * Portal only: one id per build, compiled into the code as `__PORTAL_BUILD_ID__` and written to
 * dist/portal/version.json, which the running portal reads every 60 s to offer a reload after a deploy
 * (src/core/app-update/update-check.ts). The dev server and tests get the id 'dev' and no file.
 */
function portalVersionFile(): Plugin {
  let buildId = 'dev';
  return {
    name: 'wallet-portal-version-file',
    config(_config, env) {
      if (env.command === 'build') buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      return { define: { __PORTAL_BUILD_ID__: JSON.stringify(buildId) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: buildId })}\n` });
    },
  };
}

/**
 * Widgets only: lists, at the top of each entry file, every chunk the entry needs, in the order they run. Without it
 * a browser finds the chunks one level at a time (entry -> element chunk -> runtime -> ...), a round trip and a parse
 * each, before the element can render; with it all of them are requested as soon as the small entry is parsed.
 * Evaluation order is unchanged: the imports are listed in the order the module graph evaluates them (Rollup's
 * `hoistTransitiveImports`, which rolldown does not offer).
 */
function hoistedEntryImports(): Plugin {
  return {
    name: 'wallet-hoisted-entry-imports',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      for (const entry of chunks.values()) {
        if (!entry.isEntry) continue;
        const ordered: string[] = [];
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const dependency of chunks.get(fileName)?.imports ?? []) visit(dependency);
          if (fileName !== entry.fileName) ordered.push(fileName);
        };
        visit(entry.fileName);
        const missing = ordered.filter((fileName) => !entry.imports.includes(fileName));
        if (missing.length === 0) continue;
        const base = entry.fileName.includes('/') ? entry.fileName.slice(0, entry.fileName.lastIndexOf('/') + 1) : '';
        const specifier = (fileName: string) =>
          `./${fileName.startsWith(base) ? fileName.slice(base.length) : fileName}`;
        entry.code = ordered.map((fileName) => `import"${specifier(fileName)}";`).join('') + entry.code;
      }
    },
  };
}

/**
 * Each brand's favicon, touch icon and web app manifest with its PNG icons (scripts/brand-icons.ts), served at
 * /brand-assets/<id>/ (src/portal/boot/brand-identity.ts).
 */
const BRAND_IDENTITY_FILES = ['icon.svg', 'icon-180.png', 'icon-192.png', 'icon-512.png', 'manifest.json'] as const;
const BRAND_ASSET_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  json: 'application/manifest+json',
};
function brandIdentityAssets(): Plugin {
  const brandsDir = resolve(root, 'brands');
  const files = () =>
    readdirSync(brandsDir)
      .filter((id) => BRAND_IDENTITY_FILES.every((file) => existsSync(resolve(brandsDir, id, file))))
      .flatMap((id) =>
        BRAND_IDENTITY_FILES.map((file) => ({ url: `brand-assets/${id}/${file}`, path: resolve(brandsDir, id, file) })),
      );
  return {
    name: 'wallet-brand-identity',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const found = files().find((file) => request.url === `/${file.url}`);
        if (!found) return next();
        response.setHeader(
          'Content-Type',
          BRAND_ASSET_TYPES[found.url.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
        response.end(readFileSync(found.path));
      });
    },
    generateBundle() {
      for (const file of files()) this.emitFile({ type: 'asset', fileName: file.url, source: readFileSync(file.path) });
    },
  };
}

/** Tells `brands.ts` that {@link checkedBrands} ran, so the brand schema drops out of the bundle. */
const brandsChecked = { __WALLET_BRANDS_CHECKED__: 'true' };

/**
 * Four builds from one codebase:
 * - default mode: the portal, a single-page app from src/portal/index.html into dist/portal;
 * - `--mode embed`: the portal's /embed/<widget> page (src/portal/embed.html) into dist/portal beside it;
 * - `--mode widgets`: the custom elements as self-contained ES modules (React inside, for a script tag) into
 *   dist/widgets, one entry for all elements (wallet-widgets.js) and one per element, sharing a runtime chunk;
 * - `--mode widgets-esm`: the same elements and their React components for a host's bundler, with the host's React,
 *   into dist/widgets-esm (run by scripts/build-widgets-package.ts).
 */
/** React 19 has the hook @preact/signals-react takes from the `use-sync-external-store` shim package. */
const reactHookAliases = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: resolve(root, 'scripts/use-sync-external-store-shim.js'),
  },
];

/**
 * What may go into the runtime chunk: libraries and the shared layers (core services, ui, the widget runtime), never
 * an element's or a feature's own code. The brands match too but never land there: the widgets load each
 * brands/<id>/brand.json on its own (src/core/brand/load-brand.ts), so a page downloads one brand, not six. The bundler counts each lazily loaded step as an entry, so
 * without this a module that four of one element's steps share would pass for one that every element needs.
 */
const RUNTIME_MODULES =
  /[\\/]node_modules[\\/]|[\\/]brands[\\/]|[\\/]src[\\/](ui|widgets[\\/]runtime|core[\\/](i18n|brand|api|resource|money))[\\/]|[\\/]scripts[\\/]use-sync-external-store-shim/;

/**
 * The thin framed element (src/widgets/runtime/isolation/framed-element.ts): the class of `<wallet-pay-invoice>`,
 * `<wallet-kyc>` and `<wallet-merchant-buttons>`, which decides whether the element renders in the bank's frame or in
 * the page, then loads the one or the other. Kept out of the runtime chunk (React, i18next, zod), which would
 * otherwise take it and make the framed page download React.
 */
const FRAME_LOADER_MODULES = ['src/widgets/runtime/isolation/framed-element.ts'];

/**
 * The frame mode's code (isolation/frame-view.ts) and what only the framed side uses (its styles, the bridge's protocol
 * and forwarding rules, the frame's English texts): loaded once an element has decided it renders in the bank's frame, so an
 * element in the page does not download it. The React frame host (frame-host.tsx) shares these modules.
 */
const FRAME_VIEW_MODULES = [
  'src/widgets/runtime/isolation/frame-view.ts',
  'src/widgets/runtime/isolation/framed-element.css',
  'src/widgets/runtime/isolation/bridge-protocol.ts',
  'src/widgets/runtime/isolation/frame-forwarding.ts',
  'src/widgets/runtime/isolation/frame-host.css',
  // English only: the frame view loads another language's texts when it shows that language.
  'src/widgets/runtime/isolation/locales/en.json',
];

/**
 * The React-free modules both kinds of element stand on: registration, events, host accessors, the loopback check,
 * the brand, environment and language lists and the brand loader. A chunk of their own, imported by the runtime
 * chunk and by the frame loader, so that neither side downloads the other: when they sat in the frame loader, the
 * runtime imported that chunk and every in-page element (the footer, the claim, the pay button) carried the framed
 * element's code and its texts in six languages (6 KB gzip).
 */
const ELEMENT_BASE_MODULES = [
  'src/widgets/runtime/register-widget.ts',
  'src/widgets/runtime/host-accessors.ts',
  'src/widgets/runtime/loopback.ts',
  'src/widgets/runtime/widget-events.ts',
  'src/widgets/runtime/runtime.css',
  'src/core/brand/load-brand.ts',
  'src/core/brand/brand-ids.ts',
  'src/core/brand/environment-names.ts',
  'src/core/resource/keyed-loader.ts',
  'src/core/i18n/languages.ts',
];
function matchesModule(modules: readonly string[]) {
  return (id: string): boolean => {
    const path = id.split('?')[0]?.replaceAll('\\', '/') ?? '';
    return modules.some((module) => path.includes(`/${module}`));
  };
}
const isFrameLoaderModule = matchesModule(FRAME_LOADER_MODULES);
const isFrameViewModule = matchesModule(FRAME_VIEW_MODULES);
const isElementBaseModule = matchesModule(ELEMENT_BASE_MODULES);

/**
 * The API layer and the ui primitives of the elements that call the bank API (the client and its errors, the
 * resource cache, money, signals, buttons, fields, banners ...): one chunk for all of them instead of one file per
 * combination of elements. Contract modules other than the envelope stay with the elements whose operations they
 * define; the signed-in session code stays out (the claim has no session).
 */
function isApiModule(id: string): boolean {
  if (/[\\/]src[\\/]core[\\/]api[\\/]contract[\\/](?!(envelope|define|common)\.ts)/.test(id)) return false;
  // The fields' and amounts' styles come with the parts that show them (the claim's screens, a signed-in feature's
  // chunk: `ScopedStyles`), never with an element's first picture, so they stay out of this first-load chunk.
  if (/[\\/]src[\\/]ui[\\/](field[\\/][^\\/]+\.css|amount-text[\\/])|[\\/]src[\\/]core[\\/]money[\\/]/.test(id))
    return false;
  return /[\\/]src[\\/]core[\\/](api|resource|money)[\\/]|[\\/]node_modules[\\/]@preact[\\/]signals|[\\/]scripts[\\/]use-sync-external-store-shim|[\\/]src[\\/]ui[\\/](button|field|layout|spinner|banner|data|amount-text)[\\/]|[\\/]src[\\/]ui[\\/]i18n[\\/]use-error-text/.test(
    id,
  );
}

/**
 * Modules that only define things (components and their styles, schemas, operations). Saying so lets the bundler drop
 * what a bundle does not use, instead of keeping every module behind src/ui/index.ts (the portal's first page would
 * otherwise carry every ui component, and each element its whole family of contract operations).
 */
const SIDE_EFFECT_FREE_MODULES = [
  { test: /[\\/]src[\\/]ui[\\/]/, sideEffects: false },
  // Schemas only; unused once the brands arrive checked.
  { test: /[\\/]src[\\/]core[\\/]brand[\\/]brand-schema\.ts$/, sideEffects: false },
  { test: /[\\/]src[\\/]core[\\/]api[\\/]contract[\\/]/, sideEffects: false },
];

/** The sandbox's, the BFF's and the scripts' tests (Vitest's `servers` projects). */
const SERVER_TESTS = ['sandbox/**/*.test.ts', 'bff/**/*.test.ts', 'scripts/**/*.test.ts'];
/** Those of them that replace a module with `vi.mock`: a shared module graph would hand them the real one. */
const MOCKING_SERVER_TESTS = globSync(SERVER_TESTS, { cwd: root }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(resolve(root, file), 'utf8')),
);

/** All elements, plus one entry per element; hosts load either, registration is idempotent. */
const widgetEntries: Record<string, string> = {
  'wallet-widgets': resolve(root, 'src/widgets/index.ts'),
  'wallet-brand-footer': resolve(root, 'src/widgets/brand-footer/brand-footer.define.ts'),
  'wallet-global-claim': resolve(root, 'src/widgets/global-claim/global-claim.define.ts'),
  'wallet-merchant-buttons': resolve(root, 'src/widgets/merchant-buttons/merchant-buttons.define.ts'),
  'wallet-pay-invoice': resolve(root, 'src/widgets/pay-invoice/pay-invoice.define.ts'),
  'wallet-kyc': resolve(root, 'src/widgets/kyc/kyc.define.ts'),
  'wallet-pay-button': resolve(root, 'src/widgets/pay-button/pay-button.define.ts'),
};

/**
 * The React component entries of the bundler build (`react/global-claim`, ...), one per element, and `react`, all of
 * them.
 */
const reactEntries: Record<string, string> = {
  react: resolve(root, 'src/widgets/react/index.ts'),
  ...Object.fromEntries(
    Object.keys(widgetEntries)
      .filter((name) => name !== 'wallet-widgets')
      .map((name) => {
        const short = name.replace(/^wallet-/, '');
        return [`react/${short}`, resolve(root, `src/widgets/react/${short}.ts`)];
      }),
  ),
};

/**
 * Bundler build only: an entry that uses another entry imports its file (`wallet-widgets.js` and
 * `react/global-claim.js` import `wallet-global-claim.js`, `react.js` imports `react/global-claim.js`) instead of
 * sharing its modules through a chunk. So each element is registered by its own entry file and nowhere else, which
 * is what the package's `sideEffects` names, and every other file is free of side effects for the host's bundler.
 */
function entriesImportEntries(): Plugin {
  const entryBySource = new Map(
    Object.entries({ ...widgetEntries, ...reactEntries })
      .filter(([name]) => name !== 'wallet-widgets' && name !== 'react')
      .map(([name, source]) => [source, name]),
  );
  return {
    name: 'wallet-entries-import-entries',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/\.define$|^\.\/[a-z-]+$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const entry = resolved ? entryBySource.get(resolved.id) : undefined;
      if (!entry || resolved?.id === importer) return null;
      // Importers are entry modules: src/widgets/index.ts and src/widgets/react/index.ts at the package's root,
      // src/widgets/react/<element>.ts in react/.
      const fromReactDir = /[\\/]src[\\/]widgets[\\/]react[\\/](?!index\.ts$)/.test(importer);
      return { id: `${fromReactDir ? '../' : './'}${entry}.js`, external: true };
    },
  };
}

/** What the bundler build leaves to the host: its React (18 or 19), a peer dependency of the package. */
const HOST_REACT = /^react(-dom)?(\/.*)?$/;

export default defineConfig(({ mode }) => {
  if (mode === 'widgets-esm') {
    // The package's build for bundlers (scripts/build-widgets-package.ts puts it at the package's root): the same
    // entries as `--mode widgets` plus the React components, with `react` and `react-dom` left to the host, which
    // lists them once for its own app and the widgets (peer dependencies). Not minified and no chunk groups: the
    // host's bundler minifies, and it keeps only the chunks of the entries the host imports (tree-shaking; the
    // package's `sideEffects` names the element-defining entries only).
    return {
      plugins: [react(), customElementsManifest(), checkedBrands(), entriesImportEntries()],
      resolve: { alias: reactHookAliases },
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...brandsChecked },
      build: {
        outDir: resolve(root, 'dist/widgets-esm'),
        emptyOutDir: true,
        target: 'es2022',
        minify: false,
        // A host's bundler chains these to its own maps, so its devtools show the widgets' sources.
        sourcemap: true,
        lib: { entry: { ...widgetEntries, ...reactEntries }, formats: ['es'] },
        rolldownOptions: {
          external: (id: string) => HOST_REACT.test(id),
          treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_MODULES },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      },
    };
  }

  if (mode === 'widgets') {
    return {
      plugins: [react(), customElementsManifest(), checkedBrands(), hoistedEntryImports()],
      resolve: { alias: reactHookAliases },
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...brandsChecked },
      build: {
        outDir: resolve(root, 'dist/widgets'),
        emptyOutDir: true,
        target: 'es2022',
        // Shipped in the package beside each chunk (browser/chunks/*.js.map), without the `sourceMappingURL` comment:
        // the comment would count in every first load (0.2 KB of a framed element's 10 KB, 0.3 KB in the page), and
        // error trackers take the maps by upload, devtools by "Add source map" (docs/decisions.md, "Source maps").
        sourcemap: 'hidden',
        lib: {
          entry: widgetEntries,
          formats: ['es'],
        },
        rolldownOptions: {
          // The design system's modules only define components and styles. Saying so lets the bundler drop the
          // ones an element does not render, instead of counting every module behind src/ui/index.ts as shared
          // by every element (which would put each element's ui components into everyone's runtime chunk).
          treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_MODULES },
          output: {
            minify: true,
            // Browsers load these files as they are; pure annotations only help a bundler that re-bundles them.
            comments: false,
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            // The runtime is what every element needs (React, i18next, ky, zod, the widget runtime): the modules
            // all entries share. What only some elements use (a feature's model, the ui components only they
            // render) goes into their own or a shared chunk, so the footer does not carry the claim's code and a
            // second element on the page costs only its own share (ARCHITECTURE.md "Budgets"). What an element shows
            // after its first picture comes later: its brand's configuration, and the styles, texts and code of its
            // signed-in feature or (the claim) its screens, each a chunk of its own (docs/widgets.md "Sizes").
            codeSplitting: {
              groups: [
                // Shared by every element but one (the footer, the one element that does not call the API): the
                // API client (ky), the resource cache and their ui join React and i18next here, so a further
                // element on the page costs its own code only; the footer carries them unused (ARCHITECTURE.md
                // "Budgets": the first element <= 135 KB and at least 25 % under Adyen's drop-in, each further one
                // <= 25 KB; measured: 120.5 KB for the footer, 126.1 to 127.5 KB for the others).
                // The thin framed element's own chunk: the host page of a framed element loads this, not the runtime.
                // What both the runtime and the frame loader import (React-free), so neither imports the other.
                // Captured first: a group takes the modules its own import, and these must not go with the frame
                // loader's.
                { name: 'element-base', test: isElementBaseModule, priority: 4 },
                { name: 'frame-loader', test: isFrameLoaderModule, priority: 3 },
                { name: 'frame-view', test: isFrameViewModule, priority: 3 },
                {
                  name: 'runtime',
                  test: RUNTIME_MODULES,
                  minShareCount: Object.keys(widgetEntries).length - 1,
                  priority: 2,
                },
                // Shared by at least two chunks besides wallet-widgets.js (which has everything).
                { name: 'api', test: isApiModule, minShareCount: 3, priority: 1 },
              ],
            },
          },
        },
      },
    };
  }

  if (mode === 'embed') {
    // The portal's /embed/<widget> page (isolation mode): a build of its own into dist/portal (after the portal's), so
    // its chunks never reshape the portal's and it shares none of the portal's code it does not need.
    return {
      root: resolve(root, 'src/portal'),
      envDir: root,
      plugins: [react(), checkedBrands()],
      resolve: { alias: reactHookAliases },
      define: brandsChecked,
      build: {
        outDir: resolve(root, 'dist/portal'),
        emptyOutDir: false,
        assetsDir: 'embed-assets',
        target: 'es2022',
        sourcemap: true,
        rolldownOptions: {
          input: resolve(root, 'src/portal/embed.html'),
          treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_MODULES },
        },
      },
    };
  }

  return {
    root: resolve(root, 'src/portal'),
    envDir: root,
    plugins: [react(), checkedBrands(), portalVersionFile(), brandIdentityAssets()],
    resolve: { alias: reactHookAliases },
    define: brandsChecked,
    server: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
    preview: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
    build: {
      outDir: resolve(root, 'dist/portal'),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: { treeshake: { moduleSideEffects: SIDE_EFFECT_FREE_MODULES } },
    },
    test: {
      root,
      environment: 'node',
      globalSetup: [resolve(root, 'src/test-global-setup.ts')],
      // Two projects by their setup: the portal and widgets (every language preloaded, React trees unmounted after
      // each test) and the servers (the sandbox, the BFF, the scripts), which need only the seed's password hashes.
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: [resolve(root, 'src/test-setup.ts')],
          },
        },
        // The server tests share one module graph per worker (no DOM, no texts, a sandbox of their own per test):
        // half their CPU was loading the same modules again for each file. A file that replaces a module (vi.mock)
        // needs a graph of its own, so those run isolated.
        {
          extends: true,
          test: {
            name: 'servers',
            include: SERVER_TESTS,
            exclude: MOCKING_SERVER_TESTS,
            setupFiles: [resolve(root, 'sandbox/test-setup.ts')],
            isolate: false,
          },
        },
        ...(MOCKING_SERVER_TESTS.length > 0
          ? [
              {
                extends: true as const,
                test: {
                  name: 'servers-isolated',
                  include: MOCKING_SERVER_TESTS,
                  setupFiles: [resolve(root, 'sandbox/test-setup.ts')],
                },
              },
            ]
          : []),
      ],
      // Worker threads, not child processes: the same isolation per file (a new worker each), 12 % less CPU and 10 %
      // less time for the whole suite, measured side by side (docs/decisions.md).
      pool: 'threads',
      // One worker per core. Vitest's default (cores - 1) leaves the second of CI's two cores idle: the main process
      // only hands out files, so two workers ran the suite in 175 s instead of 314 s (docs/decisions.md).
      maxWorkers: availableParallelism(),
      testTimeout: 20_000,
      // The first in-process sandbox of a file (schema, seed) is built in a beforeEach; a busy machine needs more than 10 s.
      hookTimeout: 30_000,
    },
  };
});
