/**
 * Builds the widgets as the npm package a partner installs, into dist/widgets-package (run by `npm run build`
 * after the widgets build; `npm pack dist/widgets-package` makes the tarball e2e/widgets-package.spec.ts installs).
 * Two builds of one source:
 *
 * - at the package's root, for a host's bundler (`vite build --mode widgets-esm`, run here): the element entries
 *   (`wallet-widgets.js` registers every element, `wallet-<tag>.js` one), `react.js` (every React component) and
 *   `react/<element>.js` (one each), sharing `chunks/`, with the host's `react` and `react-dom` (peer
 *   dependencies, React 18 or 19) and only the element-defining entries listed in `sideEffects`, so a host pays
 *   for the widgets it imports and React once;
 * - in `browser/`, the self-contained bundle for a script tag (dist/widgets, React inside), and its React
 *   components (`browser/react.js`, built against the host's `react`, importing the bundle's element entries);
 * - `types/`: standalone `.d.ts` files (src/widgets/package/typings.ts);
 * - `custom-elements.json` with module paths pointing at the shipped files and attribute defaults;
 * - editor data from the same manifest (src/widgets/package/editor-data.ts): `vscode.html-custom-data.json` (VS Code's
 *   `html.customData`) and `web-types.json` (JetBrains, named by the package's `web-types` field);
 * - package.json (`exports`, `types`, `customElements`, `sideEffects`, React as a peer), README, LICENSE,
 *   CHANGELOG.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { Manifest } from '../src/widgets/manifest';
import { vscodeCustomData, webTypes } from '../src/widgets/package/editor-data';
import { expandNamedTypeClosure } from '../src/widgets/package/named-types';
import { elementsOf, namesUsed, packageTypings, reactEntryName } from '../src/widgets/package/typings';

const root = resolve(import.meta.dirname, '..');
const widgetsDir = resolve(root, 'dist/widgets');
const esmDir = resolve(root, 'dist/widgets-esm');
const outDir = resolve(root, 'dist/widgets-package');
const packageDocs = resolve(root, 'src/widgets/package');

export const PACKAGE_NAME = '@wallet-client/widgets';

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The element declared by a source module, or defined by it (`x.define.ts` registers the class of `x.element.ts`). */
function tagOf(manifest: Manifest, sourcePath: string): string {
  const elementPath = sourcePath.replace(/\.define\.ts$/, '.element.ts');
  const tagName = manifest.modules.find((candidate) => candidate.path === elementPath)?.declarations[0]?.tagName;
  if (!tagName) throw new Error(`custom-elements.json: no element in ${sourcePath}`);
  return tagName;
}

/**
 * The manifest as shipped: one module per element entry (`wallet-<tag>.js` both declares and defines the element),
 * `default` read from "Default `x`." in attribute descriptions.
 */
export function shippedManifest(manifest: Manifest): Manifest {
  const modules = new Map<string, Manifest['modules'][number]>();
  for (const module of manifest.modules) {
    const tag = tagOf(manifest, module.path);
    const path = `${tag}.js`;
    const shipped = modules.get(path) ?? { kind: 'javascript-module' as const, path, declarations: [], exports: [] };
    shipped.declarations.push(
      ...module.declarations.map((declaration) => ({
        ...declaration,
        attributes: declaration.attributes.map((attribute) => {
          const found = /Default:? `([^`]+)`/.exec(attribute.description ?? '');
          return found?.[1] ? { ...attribute, default: JSON.stringify(found[1]) } : attribute;
        }),
      })),
    );
    shipped.exports.push(
      ...module.exports.map((entry) => ({ ...entry, declaration: { ...entry.declaration, module: path } })),
    );
    modules.set(path, shipped);
  }
  return { ...manifest, readme: 'README.md', modules: [...modules.values()] };
}

/** The bundler build (vite.config.ts `widgets-esm`), into dist/widgets-esm. */
async function buildBundlerEntries(): Promise<void> {
  await build({ configFile: resolve(root, 'vite.config.ts'), mode: 'widgets-esm', logLevel: 'warn' });
}

/** `browser/react.js`: the React components over the script-tag bundle's element entries. */
async function buildBrowserReactEntry(tagBySource: Map<string, string>): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    plugins: [
      {
        name: 'wallet-package-element-entries',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (/^react(-dom)?(\/.*)?$/.test(source)) return { id: source, external: true };
          if (!source.includes('.define')) return null;
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          const tag = resolved ? tagBySource.get(resolved.id) : undefined;
          return tag ? { id: `./${tag}.js`, external: true } : null;
        },
      },
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(outDir, 'browser'),
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      lib: { entry: { react: resolve(root, 'src/widgets/react/index.ts') }, formats: ['es'] },
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  });
}

function packageJson(manifest: Manifest, version: string): Record<string, unknown> {
  const tags = elementsOf(manifest).map(({ element }) => element.tagName);
  const exports: Record<string, unknown> = {
    '.': { types: './types/index.d.ts', default: './wallet-widgets.js' },
  };
  for (const tag of tags) exports[`./${tag}`] = { types: `./types/${tag}.d.ts`, default: `./${tag}.js` };
  exports['./react'] = { types: './types/react.d.ts', default: './react.js' };
  for (const tag of tags) {
    const name = reactEntryName(tag);
    exports[`./react/${name}`] = { types: `./types/react-${name}.d.ts`, default: `./react/${name}.js` };
  }
  exports['./browser'] = { types: './types/index.d.ts', default: './browser/wallet-widgets.js' };
  for (const tag of tags)
    exports[`./browser/${tag}`] = { types: `./types/${tag}.d.ts`, default: `./browser/${tag}.js` };
  exports['./browser/react'] = { types: './types/react.d.ts', default: './browser/react.js' };
  exports['./jsx'] = { types: './types/jsx.d.ts' };
  exports['./vue'] = { types: './types/vue.d.ts' };
  exports['./custom-elements.json'] = './custom-elements.json';
  exports['./web-types.json'] = './web-types.json';
  exports['./vscode.html-custom-data.json'] = './vscode.html-custom-data.json';
  exports['./package.json'] = './package.json';
  return {
    name: PACKAGE_NAME,
    version,
    description:
      'Embeddable payment and banking widgets as custom elements: claim a transfer, pay an invoice, verification, merchant buttons, pay button. Works in any framework; React components included.',
    license: 'MIT',
    type: 'module',
    main: './wallet-widgets.js',
    module: './wallet-widgets.js',
    types: './types/index.d.ts',
    exports,
    customElements: 'custom-elements.json',
    // JetBrains IDEs read the elements, attributes (with their values), events, parts and CSS variables from here.
    'web-types': './web-types.json',
    // Only the entries that define elements (and the self-contained bundle, loaded for its effect): every other
    // module of the bundler build only defines things, so a host's bundler drops what the host does not import.
    sideEffects: ['./wallet-*.js', './browser/*.js', './browser/chunks/*.js'],
    files: [
      '*.js',
      // Source maps: the bundler build's (linked by `sourceMappingURL`, which a host's bundler follows) and the
      // script-tag bundle's (browser/chunks, not linked: for error trackers and devtools).
      '*.js.map',
      'chunks',
      'react',
      'browser',
      'types',
      'custom-elements.json',
      'web-types.json',
      'vscode.html-custom-data.json',
      'README.md',
      'CHANGELOG.md',
      'LICENSE',
    ],
    // The bundler build renders with the host's React (18 or 19); the script-tag bundle in browser/ has its own.
    peerDependencies: {
      react: '^18.0.0 || ^19.0.0',
      'react-dom': '^18.0.0 || ^19.0.0',
      '@types/react': '^18.0.0 || ^19.0.0',
      vue: '>=3.3.0',
    },
    peerDependenciesMeta: { '@types/react': { optional: true }, vue: { optional: true } },
    keywords: ['web-components', 'custom-elements', 'payments', 'banking', 'widgets', 'react'],
  };
}

export async function buildWidgetsPackage(): Promise<string> {
  if (!existsSync(join(widgetsDir, 'wallet-widgets.js'))) {
    throw new Error('dist/widgets is missing: run `vite build --mode widgets` first (npm run build does both).');
  }
  const rootPackage = readJson<{ version: string }>(resolve(root, 'package.json'));
  const manifest = readJson<Manifest>(resolve(root, 'src/widgets/custom-elements.json'));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'types'), { recursive: true });

  // The script-tag bundle, and its React components.
  mkdirSync(join(outDir, 'browser'), { recursive: true });
  for (const file of readdirSync(widgetsDir)) {
    if (file.endsWith('.js') || file.endsWith('.js.map')) cpSync(join(widgetsDir, file), join(outDir, 'browser', file));
  }
  cpSync(join(widgetsDir, 'chunks'), join(outDir, 'browser/chunks'), { recursive: true });
  const tagBySource = new Map<string, string>();
  for (const { element, module } of elementsOf(manifest)) {
    tagBySource.set(resolve(root, module.replace(/\.element\.ts$/, '.define.ts')), element.tagName);
  }
  await buildBrowserReactEntry(tagBySource);

  // The bundler build at the root.
  await buildBundlerEntries();
  for (const file of readdirSync(esmDir)) {
    if (file.endsWith('.js') || file.endsWith('.js.map')) cpSync(join(esmDir, file), join(outDir, file));
  }
  for (const dir of ['chunks', 'react']) cpSync(join(esmDir, dir), join(outDir, dir), { recursive: true });

  const named = expandNamedTypeClosure(root, namesUsed(manifest));
  for (const [file, text] of Object.entries(packageTypings(manifest, named).files))
    writeFileSync(join(outDir, 'types', file), text);

  writeFileSync(join(outDir, 'custom-elements.json'), `${JSON.stringify(shippedManifest(manifest), null, 2)}\n`);
  writeFileSync(
    join(outDir, 'vscode.html-custom-data.json'),
    `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`,
  );
  writeFileSync(
    join(outDir, 'web-types.json'),
    `${JSON.stringify(webTypes(manifest, PACKAGE_NAME, rootPackage.version), null, 2)}\n`,
  );
  writeFileSync(
    join(outDir, 'package.json'),
    `${JSON.stringify(packageJson(manifest, rootPackage.version), null, 2)}\n`,
  );
  for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE']) cpSync(join(packageDocs, file), join(outDir, file));
  return outDir;
}

/**
 * The partner demo's Vue and React example pages (e2e/fixtures/partner-examples), built with Vite against the
 * package the way a partner's app would import it; the partner server serves them under /examples/.
 */
export async function buildPartnerExamples(): Promise<string> {
  const examplesOut = resolve(root, 'dist/partner-examples');
  rmSync(examplesOut, { recursive: true, force: true });
  for (const app of ['vue', 'react']) {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: resolve(root, 'e2e/fixtures/partner-examples', app),
      base: './',
      resolve: {
        alias: [
          { find: '@wallet-client/widgets', replacement: outDir },
          // Vue's full build: the example's template compiles in the page (no .vue files).
          ...(app === 'vue' ? [{ find: /^vue$/, replacement: 'vue/dist/vue.esm-bundler.js' }] : []),
        ],
        dedupe: ['react', 'react-dom'],
      },
      define: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      build: { outDir: join(examplesOut, app), emptyOutDir: true, target: 'es2022' },
    });
  }
  return examplesOut;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = await buildWidgetsPackage();
  console.log(`widgets package: ${dir}`);
  console.log(`partner examples: ${await buildPartnerExamples()}`);
}
