/**
 * Builds `custom-elements.json` (Custom Elements Manifest 2.1) from the JSDoc of every `*.element.ts` file:
 * `@summary`, `@attr`, `@prop`, `@event`, `@csspart`, `@cssproperty`, in the Shoelace style
 * (`@tag {type} name - description`). IDEs, Storybook and documentation tools read it.
 *
 * The output is committed as `src/widgets/custom-elements.json` (manifest.test.ts fails when it is stale) and the
 * widgets build copies it into dist/widgets. Regenerate it with `npx tsx src/widgets/manifest.ts --write`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface ManifestEntry {
  name: string;
  type?: { text: string };
  description?: string;
}

export interface ManifestElement {
  kind: 'class';
  name: string;
  customElement: true;
  tagName: string;
  summary: string;
  description: string;
  attributes: (ManifestEntry & { fieldName?: string })[];
  members: (ManifestEntry & { kind: 'field' })[];
  events: ManifestEntry[];
  cssParts: ManifestEntry[];
  cssProperties: ManifestEntry[];
}

interface ManifestExport {
  kind: 'js' | 'custom-element-definition';
  name: string;
  declaration: { name: string; module: string };
}

export interface Manifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: { kind: 'javascript-module'; path: string; declarations: ManifestElement[]; exports: ManifestExport[] }[];
}

interface DocTag {
  tag: string;
  type?: string;
  name: string;
  description?: string;
}

/** Reads `{type}` with nested braces (`{{ href: string }}`) from the start of `text`. */
function readType(text: string): { type: string; rest: string } | null {
  if (!text.startsWith('{')) return null;
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) {
      return { type: text.slice(1, index).trim(), rest: text.slice(index + 1).trim() };
    }
  }
  throw new Error(`unbalanced braces in JSDoc type: ${text}`);
}

function parseTag(tag: string, body: string): DocTag {
  const typed = readType(body);
  const rest = typed ? typed.rest : body;
  const match = /^(\S+)(?:\s+-\s+([\s\S]*))?$/.exec(rest);
  if (!match?.[1]) throw new Error(`@${tag} needs a name: "@${tag} ${body}"`);
  return {
    tag,
    name: match[1],
    ...(typed ? { type: typed.type } : {}),
    ...(match[2] ? { description: match[2].trim() } : {}),
  };
}

/** Splits a JSDoc block into its free text and its tags (a tag runs until the next line starting with @). */
export function parseJsDoc(comment: string): { description: string; summary: string; tags: DocTag[] } {
  const lines = comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  const text: string[] = [];
  const raw: { tag: string; body: string }[] = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line);
    const current = raw.at(-1);
    if (tag?.[1]) raw.push({ tag: tag[1], body: tag[2] ?? '' });
    else if (!current) text.push(line);
    else if (line.trim()) current.body += ` ${line.trim()}`;
  }
  const summary = raw.find((entry) => entry.tag === 'summary')?.body.trim() ?? '';
  return {
    description: text
      .join('\n')
      .trim()
      .replace(/\s*\n\s*/g, ' '),
    summary,
    tags: raw.filter((entry) => entry.tag !== 'summary').map((entry) => parseTag(entry.tag, entry.body.trim())),
  };
}

function entry(tag: DocTag): ManifestEntry {
  return {
    name: tag.name,
    ...(tag.type ? { type: { text: tag.type } } : {}),
    ...(tag.description ? { description: tag.description } : {}),
  };
}

/** `'api-base'` -> `'apiBase'`. */
function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The `tagName` of the `defineWidget({...})` (or `defineFramedWidget`) call that initialises `declaration`, if it is one. */
function widgetTagName(declaration: ts.VariableDeclaration): string | null {
  const call = declaration.initializer;
  if (
    !call ||
    !ts.isCallExpression(call) ||
    !ts.isIdentifier(call.expression) ||
    (call.expression.text !== 'defineWidget' && call.expression.text !== 'defineFramedWidget')
  ) {
    return null;
  }
  const options = call.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options)) return null;
  for (const property of options.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === 'tagName' &&
      ts.isStringLiteral(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return null;
}

function elementsOf(file: string, source: string): ManifestElement[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const elements: ManifestElement[] = [];
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const tagName = widgetTagName(declaration);
      if (!tagName || !ts.isIdentifier(declaration.name)) continue;
      const docs = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
      const jsDoc = docs.at(-1);
      if (!jsDoc) throw new Error(`${file}: ${declaration.name.text} (<${tagName}>) has no JSDoc`);
      const { description, summary, tags } = parseJsDoc(source.slice(jsDoc.getStart(sourceFile), jsDoc.end));
      const of = (tag: string) => tags.filter((t) => t.tag === tag);
      elements.push({
        kind: 'class',
        name: declaration.name.text,
        customElement: true,
        tagName,
        summary,
        description,
        attributes: of('attr').map((tag) => ({ ...entry(tag), fieldName: camelCase(tag.name) })),
        members: of('prop').map((tag) => ({ kind: 'field' as const, ...entry(tag) })),
        events: of('event').map((tag) => ({
          ...entry(tag),
          ...(tag.type ? { type: { text: `WalletEvent<'${tag.name}', ${tag.type}>` } } : {}),
        })),
        cssParts: of('csspart').map(entry),
        cssProperties: of('cssproperty').map(entry),
      });
    }
  }
  return elements;
}

/** The manifest of every element under `widgetsDir` (src/widgets), with paths relative to `projectRoot`. */
export function generateManifest(projectRoot: string, widgetsDir = join(projectRoot, 'src/widgets')): Manifest {
  const files = readdirSync(widgetsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.element.ts'))
    .sort();
  const modules: Manifest['modules'] = [];
  for (const file of files) {
    const path = relative(projectRoot, join(widgetsDir, file)).split('\\').join('/');
    const declarations = elementsOf(path, readFileSync(join(widgetsDir, file), 'utf8'));
    if (declarations.length === 0) continue;
    modules.push({
      kind: 'javascript-module',
      path,
      declarations,
      exports: declarations.map((element) => ({
        kind: 'js',
        name: element.name,
        declaration: { name: element.name, module: path },
      })),
    });
    modules.push({
      kind: 'javascript-module',
      path: path.replace(/\.element\.ts$/, '.define.ts'),
      declarations: [],
      exports: declarations.map((element) => ({
        kind: 'custom-element-definition',
        name: element.tagName,
        declaration: { name: element.name, module: path },
      })),
    });
  }
  return { schemaVersion: '2.1.0', readme: 'docs/widgets.md', modules };
}

export function manifestJson(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export const COMMITTED_MANIFEST = 'src/widgets/custom-elements.json';

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '../..');
  const json = manifestJson(generateManifest(root));
  if (process.argv.includes('--write')) {
    writeFileSync(join(root, COMMITTED_MANIFEST), json);
    process.stdout.write(`wrote ${COMMITTED_MANIFEST}\n`);
  } else {
    process.stdout.write(json);
  }
}
