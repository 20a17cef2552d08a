import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
 * Two builds from one codebase:
 * - default mode: the portal, a single-page app from src/portal/index.html into dist/portal;
 * - `--mode widgets`: the custom elements as ES modules into dist/widgets, one entry for all elements
 *   (wallet-widgets.js) and one per element, sharing a runtime chunk.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'widgets') {
    return {
      plugins: [react(), customElementsManifest()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: resolve(root, 'dist/widgets'),
        emptyOutDir: true,
        target: 'es2022',
        lib: {
          // All elements, plus one entry per element; hosts load either, registration is idempotent.
          entry: {
            'wallet-widgets': resolve(root, 'src/widgets/index.ts'),
            'wallet-brand-footer': resolve(root, 'src/widgets/brand-footer/brand-footer.define.ts'),
          },
          formats: ['es'],
        },
        rolldownOptions: {
          output: {
            minify: true,
            // Browsers load these files as they are; pure annotations only help a bundler that re-bundles them.
            comments: false,
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            // React, i18next, zod, core, ui and the widget runtime: one chunk every element shares, so a second
            // element on the page costs only its own code (ARCHITECTURE.md "Budgets").
            codeSplitting: {
              groups: [{ name: 'runtime', test: /node_modules|[\\/]src[\\/](core|ui|widgets[\\/]runtime)[\\/]|[\\/]brands[\\/]/ }],
            },
          },
        },
      },
    };
  }

  return {
    root: resolve(root, 'src/portal'),
    envDir: root,
    plugins: [react()],
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
