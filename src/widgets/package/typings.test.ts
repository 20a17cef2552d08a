/**
 * The package's typings, generated from custom-elements.json: they name every element and event, stand alone (no
 * zod, nothing of this repository), and compile in a strict TypeScript host that uses the elements, the React
 * components, React 19 JSX and Vue, with `@ts-expect-error` lines proving wrong uses are refused.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../manifest';
import { typecheckHost } from './host-typecheck';
import { expandNamedTypeClosure } from './named-types';
import { detailOf, handlerProp, namesUsed, packageTypings } from './typings';

const root = resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(resolve(root, 'src/widgets/custom-elements.json'), 'utf8')) as Manifest;

describe('package typings', () => {
  const named = expandNamedTypeClosure(root, namesUsed(manifest));
  const { files } = packageTypings(manifest, named);

  it('expands the named types the JSDoc uses into standalone texts', () => {
    expect(named.Language).toBe("'en' | 'es' | 'pt' | 'ro' | 'ru' | 'uk'");
    expect(named.BrandId).toContain("'wallet'");
    expect(named.SessionTokens).toBe('{ accessToken: string; refreshToken: string; }');
    for (const text of Object.values(files)) expect(text).not.toMatch(/from ['"](zod|\.\.\/|src\/)/);
  });

  it('has a file per element entry, the React components and the framework glue', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'index.d.ts',
        'jsx.d.ts',
        'react.d.ts',
        'vue.d.ts',
        ...manifest.modules.flatMap((module) =>
          module.declarations.flatMap((declaration) => [
            `${declaration.tagName}.d.ts`,
            `react-${declaration.tagName?.replace(/^wallet-/, '')}.d.ts`,
          ]),
        ),
      ].sort(),
    );
    expect(files['index.d.ts']).toContain("'wallet-global-claim': GlobalClaimElement;");
    expect(files['react.d.ts']).toContain(
      "onClaimCompleted?: (event: GlobalClaimEventMap['wallet-claim-completed']) => void;",
    );
    expect(files['react-global-claim.d.ts']).toContain("export { WalletGlobalClaim } from './react.js';");
  });

  it('reads details and handler names', () => {
    expect(detailOf("WalletEvent<'wallet-x', { a: string; b: { c: number } }>")).toBe(
      '{ a: string; b: { c: number } }',
    );
    expect(() => detailOf('CustomEvent<string>')).toThrow(/WalletEvent/);
    expect(handlerProp('wallet-session-expired')).toBe('onSessionExpired');
  });

  it('compiles in a strict TypeScript host, and refuses wrong uses', () => {
    const packageFiles: Record<string, string> = {
      'package.json': JSON.stringify({
        name: '@wallet-client/widgets',
        type: 'module',
        types: './types/index.d.ts',
        exports: {
          '.': { types: './types/index.d.ts', default: './wallet-widgets.js' },
          './wallet-global-claim': { types: './types/wallet-global-claim.d.ts', default: './wallet-global-claim.js' },
          './wallet-pay-invoice': { types: './types/wallet-pay-invoice.d.ts', default: './wallet-pay-invoice.js' },
          './react': { types: './types/react.d.ts', default: './react.js' },
          './react/global-claim': { types: './types/react-global-claim.d.ts', default: './react/global-claim.js' },
          './jsx': { types: './types/jsx.d.ts' },
          './vue': { types: './types/vue.d.ts' },
        },
      }),
    };
    for (const [file, text] of Object.entries(files)) packageFiles[`types/${file}`] = text;
    expect(typecheckHost(root, packageFiles).errors).toEqual([]);
    // A whole TypeScript program is compiled here: seconds on a quiet machine, more than the default 20 s on a loaded one.
  }, 120_000);
});
