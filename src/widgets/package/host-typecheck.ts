/**
 * Type-checks host code against the package's typings as a partner's TypeScript project would: the package in
 * `node_modules/@wallet-client/widgets` (its package.json `exports` decide what resolves), React and Vue types from
 * this repository's node_modules, strict mode, `moduleResolution: bundler`. Used by the typings unit test (with
 * freshly generated files) and by the package e2e test (with the files from the `npm pack` tarball).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Host code that must compile: every entry, typed events and details, the React components, JSX and Vue. */
export const HOST_SOURCES: Readonly<Record<string, string>> = {
  'elements.ts': `
import { GlobalClaimElement, WalletEvent, type GlobalClaimClaimCompletedDetail } from '@wallet-client/widgets';
import { PayInvoiceElement } from '@wallet-client/widgets/wallet-pay-invoice';
import '@wallet-client/widgets/wallet-global-claim';

const claim = document.createElement('wallet-global-claim');
const same: GlobalClaimElement = claim;
claim.paymentSecret = 'secret';
claim.fieldPolicy = { email: { prefill: 'ana@example.com', readonly: true } };
claim.addEventListener('wallet-claim-completed', (event) => {
  const detail: GlobalClaimClaimCompletedDetail = event.detail;
  const paymentId: string = detail.paymentId;
  const type: 'wallet-claim-completed' = event.type;
  void paymentId; void type;
});
document.addEventListener('wallet-ready', (event) => {
  const language: 'en' | 'es' | 'pt' | 'ro' | 'ru' | 'uk' = event.detail.language;
  void language;
});
const invoice = document.querySelector('wallet-pay-invoice');
if (invoice instanceof PayInvoiceElement) {
  invoice.invoiceId = '4001';
  invoice.getSession = async () => ({ accessToken: 'a', refreshToken: 'r' });
  invoice.addEventListener('wallet-invoice-loaded', (event) => { const id: string | number = event.detail.invoice.id; void id; });
}
const event: WalletEvent<'wallet-x', { n: number }> = new WalletEvent('wallet-x', { n: 1 });
void same; void event;

// @ts-expect-error a detail has only its own fields
claim.addEventListener('wallet-claim-completed', (e) => e.detail.invoiceId);
// @ts-expect-error fieldPolicy is an object, not a string
claim.fieldPolicy = '{"email":{}}';
// @ts-expect-error brand is one of the six brands
claim.brand = 'acme';
// @ts-expect-error env is production, staging1 to staging15 or sandbox
claim.env = 'prod';
claim.env = 'sandbox';
claim.brand = null;
`,
  'react-host.tsx': `
import { WalletGlobalClaim, WalletKyc, WalletPayInvoice } from '@wallet-client/widgets/react';
import { WalletGlobalClaim as ClaimAlone } from '@wallet-client/widgets/react/global-claim';
import type {} from '@wallet-client/widgets/jsx';
import { useRef } from 'react';

export function Host({ secret }: { secret: string }) {
  const ref = useRef<HTMLElementTagNameMap['wallet-global-claim']>(null);
  return (
    <>
      <WalletGlobalClaim
        ref={ref}
        paymentSecret={secret}
        lang="es"
        className="claim"
        fieldPolicy={{ email: { prefill: 'ana@example.com', hidden: true } }}
        onClaimCompleted={(event) => console.log(event.detail.paymentId, event.detail.amount)}
        onStepChange={(event) => console.log(event.detail.step)}
      />
      <WalletPayInvoice invoiceId="4001" onInvoicePaid={(event) => console.log(event.detail.transactionId)} />
      {/* @ts-expect-error the component has no such event */}
      <WalletGlobalClaim onInvoicePaid={() => undefined} />
      <ClaimAlone paymentSecret={secret} onClaimRefused={(event) => console.log(event.detail.paymentId)} />
      {/* @ts-expect-error the one-element entry's component requires the payment secret too */}
      <ClaimAlone lang="es" />
      <wallet-global-claim payment-secret={secret} brand="pay" lang="pt-BR" env="staging3" fieldPolicy={{ iban: { readonly: true } }} onwallet-ready={(event) => console.log(event.detail.brand)} />
      <wallet-kyc section="tax" isolation="none" env="sandbox" />
      <wallet-global-claim payment-secret={secret} no-refuse />
    </>
  );
}

/** The wrong uses issue 35 lists: each must be refused. */
export function WrongUses({ secret }: { secret: string }) {
  return (
    <>
      {/* @ts-expect-error payment-secret is required */}
      <wallet-global-claim brand="pay" />
      {/* @ts-expect-error paymentSecret is required */}
      <WalletGlobalClaim brand="pay" />
      {/* @ts-expect-error invoice-id is required */}
      <wallet-pay-invoice />
      {/* @ts-expect-error button-id is required */}
      <wallet-pay-button />
      {/* @ts-expect-error brand is one of the six brands */}
      <wallet-global-claim payment-secret={secret} brand="acme" />
      {/* @ts-expect-error brand is one of the six brands */}
      <WalletGlobalClaim paymentSecret={secret} brand="acme" />
      {/* @ts-expect-error lang is one of the six languages */}
      <wallet-global-claim payment-secret={secret} lang="fr" />
      {/* @ts-expect-error lang is one of the six languages */}
      <WalletGlobalClaim paymentSecret={secret} lang="fr" />
      {/* @ts-expect-error env is production, staging1 to staging15 or sandbox */}
      <wallet-global-claim payment-secret={secret} env="prod" />
      {/* @ts-expect-error env is production, staging1 to staging15 or sandbox */}
      <WalletGlobalClaim paymentSecret={secret} env="staging16" />
      {/* @ts-expect-error section is one of the KYC's sections */}
      <wallet-kyc section="passport" />
      {/* @ts-expect-error section is one of the KYC's sections */}
      <WalletKyc section="passport" />
      {/* @ts-expect-error isolation is frame or none */}
      <wallet-kyc isolation="iframe" />
      {/* @ts-expect-error isolation is frame or none */}
      <WalletKyc isolation="iframe" />
      {/* @ts-expect-error a misspelt property is refused */}
      <WalletGlobalClaim paymentSecret={secret} paymentSecrte={secret} />
      {/* @ts-expect-error a handler gets its event's detail */}
      <WalletGlobalClaim paymentSecret={secret} onClaimCompleted={(event) => event.detail.invoiceId} />
      {/* @ts-expect-error a bare tag's handler gets its event's detail */}
      <wallet-global-claim payment-secret={secret} onwallet-claim-completed={(event) => event.detail.invoiceId} />
      <WalletGlobalClaim paymentSecret={secret} texts={{ en: { 'global-claim.details.claim': 'Get my money' } }} />
      {/* @ts-expect-error a misspelt text key is refused */}
      <WalletGlobalClaim paymentSecret={secret} texts={{ en: { 'global-claim.details.cliam': 'Get my money' } }} />
      {/* @ts-expect-error texts are per language */}
      <WalletGlobalClaim paymentSecret={secret} texts={{ fr: { 'global-claim.details.claim': 'Mon argent' } }} />
    </>
  );
}
`,
  'vue-host.ts': `
import type {} from '@wallet-client/widgets/vue';
import type { GlobalComponents } from 'vue';
type Claim = GlobalComponents['wallet-global-claim'];
const claim: Claim | undefined = undefined;
void claim;
`,
};

export interface TypecheckResult {
  /** Diagnostics as `file(line): message`. */
  errors: string[];
}

/** Links a package from this repository's node_modules into the host's. */
function linkModule(nodeModules: string, repoRoot: string, name: string): void {
  const target = join(nodeModules, name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(resolve(repoRoot, 'node_modules', name), target, 'dir');
}

/**
 * Copies `files` (path in the package -> contents) into a temporary host project as the installed package,
 * compiles HOST_SOURCES, and removes the project.
 */
export function typecheckHost(repoRoot: string, packageFiles: Readonly<Record<string, string>>): TypecheckResult {
  const project = mkdtempSync(join(tmpdir(), 'wallet-widgets-host-'));
  try {
    const nodeModules = join(project, 'node_modules');
    const packageDir = join(nodeModules, '@wallet-client/widgets');
    for (const [file, text] of Object.entries(packageFiles)) {
      mkdirSync(dirname(join(packageDir, file)), { recursive: true });
      writeFileSync(join(packageDir, file), text);
    }
    for (const name of [
      '@types/react',
      'csstype',
      'vue',
      '@vue/runtime-dom',
      '@vue/runtime-core',
      '@vue/reactivity',
      '@vue/shared',
    ]) {
      linkModule(nodeModules, repoRoot, name);
    }
    const roots = Object.entries(HOST_SOURCES).map(([file, text]) => {
      const path = join(project, 'src', file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      return path;
    });
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: false,
      preserveSymlinks: false,
    };
    const program = ts.createProgram(roots, options);
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((diagnostic) => {
      // Only our files and the package's: the frameworks' own typings are theirs to keep.
      const file = diagnostic.file?.fileName ?? '';
      return !file.includes('/node_modules/') || file.includes('/@wallet-client/widgets/');
    });
    return {
      errors: diagnostics.map((diagnostic) => {
        const where =
          diagnostic.file && diagnostic.start !== undefined
            ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
            : null;
        const file = diagnostic.file ? diagnostic.file.fileName.slice(project.length + 1) : '';
        return `${file}${where ? `(${where.line + 1})` : ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      }),
    };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
