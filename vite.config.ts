import { readFileSync } from 'node:fs';
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

/** Tells `brands.ts` that {@link checkedBrands} ran, so the brand schema drops out of the bundle. */
const brandsChecked = { __WALLET_BRANDS_CHECKED__: 'true' };

/**
 * Two builds from one codebase:
 * - default mode: the portal, a single-page app from src/portal/index.html into dist/portal;
 * - `--mode widgets`: the custom elements as ES modules into dist/widgets, one entry for all elements
 *   (wallet-widgets.js) and one per element, sharing a runtime chunk.
 */
/** All elements, plus one entry per element; hosts load either, registration is idempotent. */
const widgetEntries: Record<string, string> = {
  'wallet-widgets': resolve(root, 'src/widgets/index.ts'),
  'wallet-brand-footer': resolve(root, 'src/widgets/brand-footer/brand-footer.define.ts'),
  'wallet-global-claim': resolve(root, 'src/widgets/global-claim/global-claim.define.ts'),
  'wallet-kyc': resolve(root, 'src/widgets/kyc/kyc.define.ts'),
};

export default defineConfig(({ mode }) => {
  if (mode === 'widgets') {
    return {
      plugins: [react(), customElementsManifest(), checkedBrands()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...brandsChecked },
      build: {
        outDir: resolve(root, 'dist/widgets'),
        emptyOutDir: true,
        target: 'es2022',
        lib: {
          entry: widgetEntries,
          formats: ['es'],
        },
        rolldownOptions: {
          // The design system's modules only define components and styles. Saying so lets the bundler drop the
          // ones an element does not render, instead of counting every module behind src/ui/index.ts as shared
          // by every element (which would put each element's ui components into everyone's runtime chunk).
          treeshake: {
            moduleSideEffects: [
              { test: /[\\/]src[\\/]ui[\\/]/, sideEffects: false },
              // Schemas only; unused once the brands arrive checked.
              { test: /[\\/]src[\\/]core[\\/]brand[\\/]brand-schema\.ts$/, sideEffects: false },
            ],
          },
          output: {
            minify: true,
            // Browsers load these files as they are; pure annotations only help a bundler that re-bundles them.
            comments: false,
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            // The runtime is what every element needs (React, the translator, zod, brands, the widget runtime): the modules
            // all entries share. What only some elements use (the API client, a feature's model, the ui
            // components only they render) goes into their own or a shared chunk, so the footer does not carry the
            // claim's code and a second element on the page costs only its own share (ARCHITECTURE.md "Budgets").
            codeSplitting: {
              groups: [{ name: 'runtime', minShareCount: Object.keys(widgetEntries).length }],
            },
          },
        },
      },
    };
  }

  return {
    root: resolve(root, 'src/portal'),
    envDir: root,
    plugins: [react(), checkedBrands(), portalVersionFile()],
    define: brandsChecked,
    server: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
    preview: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true },
    build: {
      outDir: resolve(root, 'dist/portal'),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
    },
    test: {
      root,
      include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      setupFiles: [resolve(root, 'src/test-setup.ts')],
      pool: 'forks',
      testTimeout: 20_000,
    },
  };
});
