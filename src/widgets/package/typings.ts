/**
 * The widgets package's typings, written from `custom-elements.json` (itself generated from the elements' JSDoc,
 * and checked against the element classes by src/widgets/manifest.test.ts) and from the project's own types for
 * the names the JSDoc types use (`BrandId`, `Language`, `Invoice`, `HostSession`), expanded by the TypeScript
 * checker so the package's `.d.ts` files stand alone: a host needs neither zod nor this repository.
 *
 * Files:
 * - `index.d.ts`: every element class (properties, typed `addEventListener`), its event map and detail types,
 *   `HTMLElementTagNameMap` and `GlobalEventHandlersEventMap` entries, `WalletEvent`.
 * - `<tag>.d.ts`: one element's entry (re-exports its class and types).
 * - `react.d.ts`: the `./react` components (`WalletGlobalClaim`, props with `on<Event>` handlers), React 18 and 19;
 *   `react-<element>.d.ts`: the `./react/<element>` entries, one component each.
 * - `jsx.d.ts`: React 19 `JSX.IntrinsicElements` for the bare tags (`import type {} from '<package>/jsx'`).
 * - `vue.d.ts`: Vue's `GlobalComponents`, so templates type-check the tags.
 */
import type { Manifest, ManifestElement } from '../manifest';

/** Names a JSDoc type in the manifest may use, with their expanded definitions. */
export type NamedTypes = Readonly<Record<string, string>>;

export interface PackageTypings {
  /** File name (relative to the package's `types/` folder) -> contents. */
  files: Record<string, string>;
}

/** `wallet-claim-completed` -> `onClaimCompleted` (the React wrapper's prop; see src/widgets/react). */
export function handlerProp(event: string): string {
  const rest = event.replace(/^wallet-/, '');
  return `on${rest.replace(/(^|-)([a-z0-9])/g, (_m: string, _d: string, letter: string) => letter.toUpperCase())}`;
}

/** `wallet-global-claim` -> `WalletGlobalClaim`. */
export function componentName(tagName: string): string {
  return tagName.replace(/(^|-)([a-z0-9])/g, (_m: string, _d: string, letter: string) => letter.toUpperCase());
}

/** `WalletEvent<'wallet-x', { a: string }>` -> `{ a: string }`. */
export function detailOf(eventType: string): string {
  const match = /^WalletEvent<\s*'[^']+'\s*,\s*([\s\S]*)>$/.exec(eventType.trim());
  if (!match?.[1])
    throw new Error(`custom-elements.json: event type "${eventType}" is not WalletEvent<'name', Detail>`);
  return match[1].trim();
}

/** The capitalised stem used for an element's type names: `wallet-global-claim` -> `GlobalClaim`. */
function stem(element: ManifestElement): string {
  return componentName(element.tagName).replace(/^Wallet/, '');
}

function docComment(text: string | undefined, indent = ''): string {
  if (!text) return '';
  const lines = text.split('\n').map((line) => `${indent} * ${line}`.trimEnd());
  return `${indent}/**\n${lines.join('\n')}\n${indent} */\n`;
}

function identifiersIn(type: string): string[] {
  return [...type.matchAll(/\b([A-Z][A-Za-z0-9]*)\b/g)].map((match) => match[1] ?? '');
}

const BUILT_IN_TYPES = new Set(['Record', 'Promise', 'WalletEvent', 'Partial', 'Readonly', 'Array', 'LanguageTag']);

/**
 * Attributes whose values are a closed set (the runtime's zod schemas: src/widgets/runtime/attributes.ts,
 * isolation.tsx, the KYC's sections), by attribute name: the type the attribute and its property take. The JSDoc
 * says `string` (what `getAttribute` returns); a host writing them gets the set.
 */
const ENUMERATED_ATTRIBUTES: Readonly<Record<string, string>> = {
  brand: 'BrandId',
  lang: 'LanguageTag',
  env: 'EnvironmentName',
  isolation: "'frame' | 'none'",
  section: 'KycSectionName',
};

/** The named types the enumerated attributes use, besides those of the JSDoc. */
const ENUMERATION_NAMES = ['BrandId', 'Language', 'EnvironmentName', 'KycSectionName'];

type ManifestAttribute = ManifestElement['attributes'][number];

/** "Required." at the start of an attribute's description: hosts must write it (`payment-secret`). */
function isRequired(attribute: ManifestAttribute): boolean {
  return /^Required\b/.test(attribute.description ?? '');
}

/** The type a host may write for an attribute in JSX. */
function attributeValueType(attribute: ManifestAttribute): string {
  const enumerated = ENUMERATED_ATTRIBUTES[attribute.name];
  if (enumerated) return enumerated;
  return attribute.type?.text === 'boolean' ? "boolean | ''" : 'string';
}

/** A property's type: the enumerated set for a mirrored enumerated attribute, else the JSDoc's. */
function memberType(element: ManifestElement, member: ManifestElement['members'][number]): string {
  const attribute = element.attributes.find((candidate) => candidate.fieldName === member.name);
  const enumerated = attribute ? ENUMERATED_ATTRIBUTES[attribute.name] : undefined;
  return enumerated ? `${enumerated} | null` : (member.type?.text ?? 'unknown');
}

/** The element's required attributes as the React component's camelCase props: `{ paymentSecret: string }`. */
function requiredProps(element: ManifestElement): string {
  const required = element.attributes.filter(isRequired);
  return `{ ${required.map((attribute) => `${attribute.fieldName ?? attribute.name}: string;`).join(' ')} }`;
}

/** Every named type the manifest's JSDoc types use that is not a TypeScript built-in. */
export function namesUsed(manifest: Manifest): string[] {
  const names = new Set<string>();
  for (const { element } of elementsOf(manifest)) {
    const types = [
      ...element.members.map((member) => member.type?.text ?? ''),
      ...element.events.map((event) => event.type?.text ?? ''),
    ];
    for (const type of types) for (const name of identifiersIn(type)) if (!BUILT_IN_TYPES.has(name)) names.add(name);
  }
  for (const name of ENUMERATION_NAMES) names.add(name);
  return [...names].sort();
}

export function elementsOf(manifest: Manifest): { element: ManifestElement; module: string }[] {
  return manifest.modules.flatMap((module) => module.declarations.map((element) => ({ element, module: module.path })));
}

function elementDeclarations(element: ManifestElement): string {
  const name = stem(element);
  const events = element.events.map((event) => ({
    name: event.name,
    detail: detailOf(event.type?.text ?? ''),
    description: event.description,
  }));
  const detailTypes = events
    .map(
      (event) =>
        `${docComment(event.description)}export type ${name}${componentName(event.name).replace(/^Wallet/, '')}Detail = ${event.detail};`,
    )
    .join('\n');
  const eventMap = events
    .map(
      (event) =>
        `  '${event.name}': WalletEvent<'${event.name}', ${name}${componentName(event.name).replace(/^Wallet/, '')}Detail>;`,
    )
    .join('\n');
  const members = element.members
    .filter((member) => member.name !== 'lang')
    .map((member) => `${docComment(member.description, '  ')}  ${member.name}: ${memberType(element, member)};`)
    .join('\n');
  const className = element.name;
  return `${detailTypes}

/** The events \`<${element.tagName}>\` dispatches (bubbling and composed), by type. */
export interface ${name}EventMap {
${eventMap}
}

${docComment(`${element.summary}\n\n${element.description}\n\nAttributes: ${element.attributes.map((attribute) => `\`${attribute.name}\``).join(', ')}.`)}export declare class ${className} extends HTMLElement {
${members}
  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${className}, event: ${name}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${className}, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${className}, event: ${name}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${className}, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
`;
}

function indexFile(manifest: Manifest, named: NamedTypes): string {
  const elements = elementsOf(manifest).map(({ element }) => element);
  const namedDeclarations = Object.entries(named)
    .map(([name, definition]) => `export type ${name} = ${definition};`)
    .join('\n');
  const tagMap = elements.map((element) => `    '${element.tagName}': ${element.name};`).join('\n');
  const allEvents = new Map<string, string>();
  for (const element of elements) {
    for (const event of element.events) {
      const detail = detailOf(event.type?.text ?? '');
      const existing = allEvents.get(event.name);
      allEvents.set(event.name, existing && existing !== detail ? `${existing} | ${detail}` : detail);
    }
  }
  const globalEvents = [...allEvents]
    .map(([event, detail]) => `    '${event}': WalletEvent<'${event}', ${detail}>;`)
    .join('\n');
  return `// Generated from custom-elements.json by src/widgets/package/typings.ts. Do not edit.

${namedDeclarations}

/** What \`lang\` takes: a language, \`ua\` (Ukrainian), or a region tag of one (\`pt-BR\`). */
export type LanguageTag = Language | 'ua' | \`\${Language}-\${string}\`;

/** Every widget event: a CustomEvent with a typed \`type\` and \`detail\`, bubbling and composed. */
export declare class WalletEvent<Name extends string = \`wallet-\${string}\`, Detail = unknown> extends CustomEvent<Detail> {
  readonly type: Name;
  constructor(type: Name, detail: Detail, options?: { cancelable?: boolean });
}

${elements.map(elementDeclarations).join('\n')}
declare global {
  interface HTMLElementTagNameMap {
${tagMap}
  }
  interface GlobalEventHandlersEventMap {
${globalEvents}
  }
}
`;
}

function elementEntryFile(element: ManifestElement): string {
  const name = stem(element);
  const detailNames = element.events.map((event) => `${name}${componentName(event.name).replace(/^Wallet/, '')}Detail`);
  return `// Generated from custom-elements.json. Importing the entry registers <${element.tagName}>.
export { ${element.name} } from './index.js';
export type { ${[`${name}EventMap`, ...detailNames].join(', ')} } from './index.js';
`;
}

function reactFile(manifest: Manifest): string {
  const elements = elementsOf(manifest).map(({ element }) => element);
  const components = elements
    .map((element) => {
      const name = stem(element);
      const handlers = element.events
        .map((event) => `  ${handlerProp(event.name)}?: (event: ${name}EventMap['${event.name}']) => void;`)
        .join('\n');
      return `/** Props of {@link ${componentName(element.tagName)}}: the element's properties and \`on<Event>\` handlers. */
export type ${componentName(element.tagName)}Props = Omit<HTMLAttributes<${element.name}>, ${element.events.map((event) => `'${handlerProp(event.name)}'`).join(' | ')} | ElementPropertyKeys<${element.name}> | 'lang'> &
  Partial<Pick<${element.name}, ElementPropertyKeys<${element.name}>>> & ${requiredProps(element)} & {
  /** Language: \`en\` \`es\` \`pt\` \`ro\` \`ru\` \`uk\` (also \`ua\` and region tags). */
  lang?: LanguageTag | undefined;
${handlers}
  } & RefAttributes<${element.name}>;
${docComment(`\`<${element.tagName}>\` as a React component (React 18 and 19): objects and callbacks are set as properties, handlers listen to the \`wallet-*\` events.`)}export declare const ${componentName(element.tagName)}: ForwardRefExoticComponent<${componentName(element.tagName)}Props>;`;
    })
    .join('\n\n');
  const imports = ['LanguageTag', ...elements.flatMap((element) => [element.name, `${stem(element)}EventMap`])].join(
    ', ',
  );
  return `// Generated from custom-elements.json. The React components of the widgets; importing this entry registers every element.
import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes } from 'react';
import type { ${imports} } from './index.js';

/** The element's own properties (those HTMLElement does not have). */
type ElementPropertyKeys<E> = Exclude<keyof E, keyof HTMLElement>;

/** \`wallet-claim-completed\` -> \`onClaimCompleted\`. */
export declare function handlerName(event: string): string;

${components}
`;
}

/** `wallet-global-claim` -> `global-claim`: the element's React entry is `./react/global-claim`. */
export function reactEntryName(tagName: string): string {
  return tagName.replace(/^wallet-/, '');
}

/** `./react/<element>`: one React component; importing it registers its element only. */
function reactElementFile(element: ManifestElement): string {
  const component = componentName(element.tagName);
  return `// Generated from custom-elements.json. \`<${component}>\` alone; importing this entry registers <${element.tagName}> only.
export { ${component} } from './react.js';
export type { ${component}Props } from './react.js';
`;
}

function jsxFile(manifest: Manifest): string {
  const elements = elementsOf(manifest).map(({ element }) => element);
  const entries = elements
    .map((element) => {
      const name = stem(element);
      const listeners = element.events
        .map((event) => `        'on${event.name}'?: (event: ${name}EventMap['${event.name}']) => void;`)
        .join('\n');
      // Each attribute by name with its values; no catch-all for hyphenated names (it accepted any typo).
      const attributes = element.attributes
        .map(
          (attribute) =>
            `        '${attribute.name}'${isRequired(attribute) ? '' : '?'}: ${attributeValueType(attribute)}${isRequired(attribute) ? '' : ' | undefined'};`,
        )
        .join('\n');
      const attributeNames = element.attributes.map((attribute) => `'${attribute.name}'`).join(' | ');
      return `      '${element.tagName}': Omit<DetailedHTMLProps<HTMLAttributes<${element.name}>, ${element.name}>, ${attributeNames}> & {
${attributes}
      } & Partial<Pick<${element.name}, Exclude<keyof ${element.name}, keyof HTMLElement | ${attributeNames}>>> & {
${listeners}
      };`;
    })
    .join('\n');
  const imports = [
    'BrandId',
    'LanguageTag',
    'EnvironmentName',
    'KycSectionName',
    ...elements.flatMap((element) => [element.name, `${stem(element)}EventMap`]),
  ].join(', ');
  return `// Generated from custom-elements.json. React 19 JSX for the bare tags: \`import type {} from '<package>/jsx';\`.
// React 19 sets known properties and listens to \`on<event-name>\` props on custom elements.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ${imports} } from './index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries}
    }
  }
}
`;
}

function vueFile(manifest: Manifest): string {
  const elements = elementsOf(manifest).map(({ element }) => element);
  const imports = elements.map((element) => element.name).join(', ');
  const entries = elements
    .map(
      (element) =>
        `    '${element.tagName}': DefineComponent<Partial<Pick<${element.name}, Exclude<keyof ${element.name}, keyof HTMLElement>>> & Record<string, unknown>>;`,
    )
    .join('\n');
  return `// Generated from custom-elements.json. Vue's GlobalComponents for the tags: \`import type {} from '<package>/vue';\`.
// Tell Vue's compiler the tags are custom elements: compilerOptions.isCustomElement = (tag) => tag.startsWith('wallet-').
import type { DefineComponent } from 'vue';
import type { ${imports} } from './index.js';

declare module 'vue' {
  interface GlobalComponents {
${entries}
  }
}
`;
}

/** Every typings file of the package. */
export function packageTypings(manifest: Manifest, named: NamedTypes): PackageTypings {
  const missing = namesUsed(manifest).filter((name) => !Object.hasOwn(named, name));
  if (missing.length > 0) throw new Error(`package typings: no definition for ${missing.join(', ')}`);
  const files: Record<string, string> = { 'index.d.ts': indexFile(manifest, named) };
  for (const { element } of elementsOf(manifest)) files[`${element.tagName}.d.ts`] = elementEntryFile(element);
  files['react.d.ts'] = reactFile(manifest);
  for (const { element } of elementsOf(manifest))
    files[`react-${reactEntryName(element.tagName)}.d.ts`] = reactElementFile(element);
  files['jsx.d.ts'] = jsxFile(manifest);
  files['vue.d.ts'] = vueFile(manifest);
  return { files };
}
