/**
 * The widgets package as a partner gets it: `npm pack` of dist/widgets-package, installed (extracted) into
 * e2e/hosts/node_modules, and the host apps of e2e/hosts built with Vite against it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { build, type InlineConfig } from 'vite';

const root = resolve(import.meta.dirname, '../..');
export const PACKAGE_DIR = resolve(root, 'dist/widgets-package');
export const HOSTS_DIR = resolve(root, 'e2e/hosts');
/** Where the hosts find the package, as `npm install` would put it. */
export const INSTALLED_DIR = resolve(HOSTS_DIR, 'node_modules/@wallet-client/widgets');

export const HOST_APPS = ['html', 'vue', 'svelte', 'react19', 'react18', 'lit', 'angular'] as const;
export type HostApp = (typeof HOST_APPS)[number];

/**
 * The package's two builds a host app is built against: `esm`, the bundler build its imports resolve to (the host's
 * React renders the elements), and `browser`, the self-contained script-tag bundle (`@wallet-client/widgets/browser`,
 * React inside; the React components over it from `/browser/react`).
 */
export const PACKAGE_BUILDS = ['esm', 'browser'] as const;
export type PackageBuild = (typeof PACKAGE_BUILDS)[number];

export interface PackedPackage {
  tarball: string;
  files: string[];
}

/** Packs dist/widgets-package and installs the tarball for the hosts. */
export function packAndInstall(): PackedPackage {
  if (!existsSync(join(PACKAGE_DIR, 'package.json')))
    throw new Error('dist/widgets-package is missing: run npm run build');
  const destination = mkdtempSync(join(tmpdir(), 'wallet-widgets-pack-'));
  const output = execFileSync('npm', ['pack', PACKAGE_DIR, '--pack-destination', destination, '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [packed] = JSON.parse(output) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error('npm pack printed nothing');
  const tarball = join(destination, packed.filename);
  rmSync(INSTALLED_DIR, { recursive: true, force: true });
  mkdirSync(INSTALLED_DIR, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', INSTALLED_DIR, '--strip-components=1']);
  return { tarball, files: packed.files.map((file) => file.path).sort() };
}

function hostConfig(app: HostApp, outDir: string, packageBuild: PackageBuild): InlineConfig {
  // The same app source for both builds: `browser` points the package's imports at the script-tag bundle.
  const alias =
    packageBuild === 'browser'
      ? [{ find: /^@wallet-client\/widgets(\/react)?$/, replacement: '@wallet-client/widgets/browser$1' }]
      : [];
  const base: InlineConfig = {
    configFile: false,
    logLevel: 'error',
    root: join(HOSTS_DIR, app),
    base: './',
    // Each app is one module (main.js) and its chunks; the one host page (e2e/hosts/index.html) loads `?app=`'s.
    build: {
      outDir: join(outDir, app),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      rolldownOptions: {
        input: join(HOSTS_DIR, app, 'main.js'),
        output: { entryFileNames: 'main.js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
    // One React per app: the package's ./react entry resolves `react` from the app, as a bundler does when the
    // package lists React as a peer.
    resolve: { dedupe: ['react', 'react-dom'], alias },
  };
  if (app === 'vue') {
    return {
      ...base,
      // The full build: templates compile in the page (no .vue files, no plugin).
      resolve: { ...base.resolve, alias: [...alias, { find: /^vue$/, replacement: 'vue/dist/vue.esm-bundler.js' }] },
      define: {
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
    };
  }
  if (app === 'svelte') return { ...base, plugins: [svelte({ configFile: false })] };
  return base;
}

/** Builds every host app against each build of the package into `outDir/<build>/<app>`, the host page beside them. */
export async function buildHostApps(
  outDir: string = mkdtempSync(join(tmpdir(), 'wallet-widget-hosts-')),
): Promise<string> {
  for (const packageBuild of PACKAGE_BUILDS) {
    const buildDir = join(outDir, packageBuild);
    for (const app of HOST_APPS) await build(hostConfig(app, buildDir, packageBuild));
    copyFileSync(join(HOSTS_DIR, 'index.html'), join(buildDir, 'index.html'));
  }
  return outDir;
}

/** The Next.js App Router host (e2e/hosts/nextjs): a partner's server-rendered app using one React component. */
export const NEXT_APP_DIR = resolve(HOSTS_DIR, 'nextjs');

/**
 * `next build` of the Next.js host against the installed package (Turbopack, what a new Next.js 16 app builds with;
 * half the CPU of `--webpack`), offline (no telemetry), its output in e2e/hosts/nextjs/.next (git-ignored). Returns
 * the build's log; throws with it when the build fails.
 */
export function buildNextApp(): string {
  rmSync(join(NEXT_APP_DIR, '.next'), { recursive: true, force: true });
  try {
    return execFileSync(process.execPath, [resolve(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: NEXT_APP_DIR,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`next build failed in ${NEXT_APP_DIR}:\n${stdout}\n${stderr}`);
  }
}
