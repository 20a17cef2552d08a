// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The layer of a file: core <- ui <- features <- {widgets, portal}; the sandbox sees only the API contract.
 * @param {string} file absolute path
 */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'sandbox') return { layer: 'sandbox' };
  // The portal's backend-for-frontend: like the sandbox, it sees only the API contract.
  if (rel[0] === 'bff') return { layer: 'bff' };
  // Test support and tests run the code against the in-process sandbox; they are not part of any layer.
  if (rel[0] === 'src' && rel[1] === 'testing') return { layer: 'testing' };
  if (rel[0] !== 'src') return null;
  if (rel[1] === 'core') return { layer: 'core', contract: rel[2] === 'api' && rel[3] === 'contract' };
  if (rel[1] === 'features') return { layer: 'features', feature: rel[2] };
  if (rel[1] === 'ui' || rel[1] === 'widgets' || rel[1] === 'portal') return { layer: rel[1] };
  return null;
}

const allowed = {
  core: ['core'],
  ui: ['core', 'ui'],
  features: ['core', 'ui', 'features'],
  widgets: ['core', 'ui', 'features', 'widgets'],
  portal: ['core', 'ui', 'features', 'portal'],
};

const REACT_PACKAGES = /^(react|react-dom|react-i18next|react-router|@preact\/signals-react|@r2wc\/)/;

/**
 * Server state one way (docs/feature-shape.md): reads are `queryOptions` values defined in model files and read with
 * `useQuery`; no inline reads in components. (The old `useResource` hook is gone: every feature moved, issue 31.)
 */
const ONE_SERVER_STATE = [
  {
    selector: "CallExpression[callee.name='useQuery'] > ObjectExpression",
    message:
      'Define the read once with queryOptions in the feature model (or src/core), then useQuery(cache, thatQuery(...)).',
  },
];
const ONE_SERVER_STATE_IN_COMPONENTS = [
  ...ONE_SERVER_STATE,
  {
    selector: "CallExpression[callee.name='queryOptions']",
    message: 'Reads are defined in model files (*-data.ts, *-queries.ts, src/core), not inside components.',
  },
];
/** @type {import('eslint').Rule.RuleModule} */
const layerRule = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{message}}' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.layer === 'testing') return {};
    const isTest = /\.(test|stories)\.tsx?$/.test(context.filename);
    /** @param {any} node */
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const report = (/** @type {string} */ message) => context.report({ node, messageId: 'layer', data: { message } });
      if (!source.startsWith('.')) {
        if (from.layer === 'core' && REACT_PACKAGES.test(source))
          report(`core must not import React packages ('${source}')`);
        return;
      }
      const target = layerOf(path.resolve(path.dirname(context.filename), source));
      if (from.layer === 'sandbox' || from.layer === 'bff') {
        // The BFF's tests run it in front of the in-process sandbox (the bank), as the portal's tests do.
        if (isTest && from.layer === 'bff' && target?.layer === 'sandbox') return;
        if (target && target.layer !== from.layer && !(target.layer === 'core' && target.contract)) {
          report(`the ${from.layer} may import only src/core/api/contract`);
        }
        return;
      }
      if (!target) return;
      if (isTest && (target.layer === 'sandbox' || target.layer === 'testing')) return;
      if (target.layer === 'testing') {
        report('only tests may import src/testing');
        return;
      }
      const may = allowed[/** @type {keyof typeof allowed} */ (from.layer)] ?? [];
      if (!may.includes(target.layer)) {
        report(`${from.layer} must not import ${target.layer} (core <- ui <- features <- widgets/portal)`);
      } else if (from.layer === 'features' && target.layer === 'features' && target.feature !== from.feature) {
        report(
          `feature '${from.feature}' must not import feature '${target.feature}'; move the shared part to core or ui`,
        );
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Libraries used behind one module each; everything else goes through that module. */
const LIBRARY_EDGES = [
  {
    name: 'i18next',
    message:
      'Use createI18n and the types of src/core/i18n/i18n (one i18next instance per widget root and one for the portal).',
  },
  { name: 'react-i18next', message: 'Use useTranslation / useMessages / I18nextProvider from src/ui.' },
  {
    name: 'ky',
    message:
      'Call the API through createApiClient (src/core/api/client.ts); ky is used only by the HTTP modules listed in eslint.config.js (HTTP_MODULES).',
  },
];

/**
 * The modules that speak HTTP, all through ky: the API client, the pay button's anonymous first read (which must not
 * load the client), the sandbox's bot check (not the bank API) and the portal's run-time settings. Everything else
 * calls one of them; a bare fetch() or XMLHttpRequest anywhere else in src is an error.
 */
const HTTP_MODULES = [
  'src/core/api/client.ts',
  'src/core/pay-button/public-button.ts',
  'src/core/bot-check/sandbox-bot-check.ts',
  'src/core/brand/runtime-config.ts',
];
const NO_HAND_WRITTEN_HTTP = [
  {
    selector: "CallExpression[callee.name='fetch']",
    message:
      'No hand-written HTTP: call the API client (src/core/api/client.ts) or one of HTTP_MODULES (eslint.config.js).',
  },
  {
    selector: "NewExpression[callee.name='XMLHttpRequest']",
    message:
      'Uploads with progress go through src/core/api/xhr-upload.ts; everything else through the API client on ky.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '.sandbox/**',
      // The Next.js host's build output (e2e/widgets-package.spec.ts runs `next build` there).
      'e2e/hosts/nextjs/.next/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { layers: { rules: { 'layer-boundaries': layerRule } } },
    rules: {
      'layers/layer-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { paths: LIBRARY_EDGES }],
    },
  },
  // The one place each of the design's libraries is used: ky in the API client, i18next in core/i18n, react-i18next
  // in ui/i18n.
  {
    files: HTTP_MODULES,
    rules: { 'no-restricted-imports': ['error', { paths: LIBRARY_EDGES.filter((edge) => edge.name !== 'ky') }] },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/core/api/xhr-upload.ts', 'src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...NO_HAND_WRITTEN_HTTP] },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/core/api/xhr-upload.ts', 'src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...NO_HAND_WRITTEN_HTTP, ...ONE_SERVER_STATE] },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/**/*.stories.tsx', 'src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...NO_HAND_WRITTEN_HTTP, ...ONE_SERVER_STATE_IN_COMPONENTS] },
  },
  {
    files: ['src/core/i18n/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: LIBRARY_EDGES.filter((edge) => edge.name !== 'i18next') }] },
  },
  {
    files: ['src/ui/i18n/**/*.ts', 'src/ui/i18n/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: LIBRARY_EDGES.filter((edge) => edge.name !== 'react-i18next') }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts', 'storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['sandbox/**', 'bff/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The host apps of the widgets package (e2e/hosts): browser modules built by the test with Vite.
    files: ['e2e/hosts/**/*.js', 'e2e/fixtures/partner-examples/**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        ['window', 'document', 'location', 'customElements', 'URLSearchParams', 'HTMLElement', 'console'].map(
          (name) => [name, 'readonly'],
        ),
      ),
    },
  },
  {
    // Plain Node scripts (start, serve, test): Node's globals.
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'URL', 'Buffer'].map(
          (name) => [name, 'readonly'],
        ),
      ),
    },
  },
);
