import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * Two builds from one codebase:
 * - default mode: the portal, a single-page app from src/portal/index.html into dist/portal;
 * - `--mode widgets`: the custom elements as ES modules into dist/widgets, one entry for all elements
 *   (wallet-widgets.js) and one per element, sharing a runtime chunk.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'widgets') {
    return {
      plugins: [react()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: resolve(root, 'dist/widgets'),
        emptyOutDir: true,
        target: 'es2022',
        lib: {
          entry: {
            'wallet-widgets': resolve(root, 'src/widgets/index.ts'),
          },
          formats: ['es'],
        },
        rolldownOptions: {
          output: {
            minify: true,
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
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
