/**
 * Expands the project's named types that the elements' JSDoc types use (`BrandId`, `Language`, `Invoice`,
 * `HostSession`) into standalone type texts with the TypeScript checker, for the package's `.d.ts` files.
 */
import { resolve } from 'node:path';
import ts from 'typescript';

/** Where each named type lives, relative to the repository root. */
export const NAMED_TYPE_SOURCES: Readonly<Record<string, string>> = {
  BrandId: 'src/core/brand/brand-ids.ts',
  Language: 'src/core/i18n/languages.ts',
  EnvironmentName: 'src/core/brand/environment-names.ts',
  KycSectionName: 'src/widgets/kyc/kyc-sections.ts',
  Invoice: 'src/core/api/contract/invoices.ts',
  HostSession: 'src/widgets/runtime/session/widget-session.ts',
  SessionTokens: 'src/core/session/token-store.ts',
  BrandFooterTextKey: 'src/widgets/runtime/text-keys.ts',
  GlobalClaimTextKey: 'src/widgets/runtime/text-keys.ts',
  KycTextKey: 'src/widgets/runtime/text-keys.ts',
  MerchantButtonsTextKey: 'src/widgets/runtime/text-keys.ts',
  PayButtonTextKey: 'src/widgets/runtime/text-keys.ts',
  PayInvoiceTextKey: 'src/widgets/runtime/text-keys.ts',
};

const BUILT_IN = new Set(['Record', 'Promise', 'Partial', 'Readonly', 'Array', 'Pick', 'Omit']);

/** Expands `names` and every named type their expansions use, until each text stands alone. */
export function expandNamedTypeClosure(root: string, names: readonly string[]): Record<string, string> {
  const wanted = new Set(names);
  for (;;) {
    const expanded = expandNamedTypes(root, [...wanted]);
    const more = Object.values(expanded)
      // String literals (the text keys: 'kyc.status.title') name no type.
      .map((text) => text.replace(/'(?:[^'\\]|\\.)*'/g, "''"))
      .flatMap((text) => [...text.matchAll(/\b([A-Z][A-Za-z0-9]*)\b/g)].map((match) => match[1] ?? ''))
      .filter((name) => !BUILT_IN.has(name) && !wanted.has(name));
    if (more.length === 0) return expanded;
    for (const name of more) wanted.add(name);
  }
}

export function expandNamedTypes(root: string, names: readonly string[]): Record<string, string> {
  const probe = resolve(root, 'src/widgets/package/__named-types-probe.ts');
  const lines = names.map((name) => {
    const source = NAMED_TYPE_SOURCES[name];
    if (!source) throw new Error(`named types: no source for ${name} (add it to NAMED_TYPE_SOURCES)`);
    const path = resolve(root, source).replace(/\.tsx?$/, '');
    return `import type { ${name} as Imported${name} } from ${JSON.stringify(path)};\nexport type Probe${name} = Imported${name};`;
  });
  const text = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // The text key unions come from the locale files (src/widgets/runtime/text-keys.ts).
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === probe ? text : readFile(file));
  host.fileExists = (file) => file === probe || fileExists(file);
  host.getSourceFile = (file, language, onError, create) =>
    file === probe ? ts.createSourceFile(file, text, language) : getSourceFile(file, language, onError, create);
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(probe);
  if (!sourceFile) throw new Error('named types: the probe did not compile');
  const result: Record<string, string> = {};
  for (const statement of sourceFile.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const name = statement.name.text.replace(/^Probe/, '');
    const type = checker.getTypeAtLocation(statement.type);
    // A union of string literals (the text keys) is written out member by member: the checker would keep the
    // aliases it was built from (`Keys<'kyc', …>`), which the package does not have.
    if (type.isUnion() && type.types.every((member) => member.isStringLiteral())) {
      result[name] = type.types
        .map((member) => `'${member.value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`)
        .join(' | ');
      continue;
    }
    result[name] = checker.typeToString(
      type,
      undefined,
      ts.TypeFormatFlags.NoTruncation |
        ts.TypeFormatFlags.InTypeAlias |
        ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
    );
  }
  return result;
}
