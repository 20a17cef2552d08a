/**
 * The editor data the package ships (VS Code custom data, JetBrains web-types) has every element and attribute of
 * the manifest, each enumerated attribute with exactly the values the runtime accepts, and the elements' events,
 * parts and CSS variables.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../../core/brand/brand-ids';
import { ENVIRONMENT_NAMES } from '../../core/brand/environment-names';
import { LANGUAGES } from '../../core/i18n/languages';
import { KYC_SECTION_NAMES } from '../kyc/kyc-sections';
import { COMMITTED_MANIFEST, type Manifest, type ManifestElement } from '../manifest';
import { ISOLATION_MODES } from '../runtime/isolation/isolation-modes';
import { vscodeCustomData, webTypes } from './editor-data';

interface VscodeTag {
  name: string;
  description: string;
  attributes: { name: string; description: string; valueSet?: string; values?: { name: string }[] }[];
}
interface WebTypesElement {
  name: string;
  description: string;
  attributes: { name: string; value: { kind: string; type: string }; values?: { name: string }[] }[];
  events: { name: string }[];
  js: { properties: { name: string }[] };
  css: { parts: { name: string }[]; properties: { name: string }[] };
}

/** The manifest the package build reads (src/widgets/custom-elements.json; manifest.test.ts keeps it current). */
const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../..', COMMITTED_MANIFEST), 'utf8'),
) as Manifest;
const elements: ManifestElement[] = manifest.modules.flatMap((module) => module.declarations);
const vscode = vscodeCustomData(manifest) as { version: number; tags: VscodeTag[] };
const jetbrains = webTypes(manifest, '@wallet-client/widgets', '1.2.3') as {
  name: string;
  version: string;
  contributions: { html: { elements: WebTypesElement[] } };
};

/** What each enumerated attribute accepts, from the runtime's own lists. */
const EXPECTED: Record<string, readonly string[]> = {
  brand: BRAND_IDS,
  lang: LANGUAGES,
  env: ENVIRONMENT_NAMES,
  isolation: ISOLATION_MODES,
  section: KYC_SECTION_NAMES,
};

const names = (list: { name: string }[] | undefined) => (list ?? []).map((entry) => entry.name);

describe('editor data from the manifest', () => {
  it('lists every element, in both formats', () => {
    expect(elements.length).toBeGreaterThanOrEqual(6);
    expect(vscode.version).toBe(1.1);
    expect(names(vscode.tags).sort()).toEqual(elements.map((element) => element.tagName).sort());
    expect(jetbrains).toMatchObject({ name: '@wallet-client/widgets', version: '1.2.3' });
    expect(names(jetbrains.contributions.html.elements).sort()).toEqual(
      elements.map((element) => element.tagName).sort(),
    );
  });

  describe.each(elements.map((element) => [element.tagName, element] as const))('<%s>', (tagName, element) => {
    const tag = vscode.tags.find((candidate) => candidate.name === tagName);
    const webElement = jetbrains.contributions.html.elements.find((candidate) => candidate.name === tagName);

    it('has every attribute, each enumerated one with its values', () => {
      expect(tag?.description).toContain(element.summary);
      expect(names(tag?.attributes)).toEqual(names(element.attributes));
      expect(names(webElement?.attributes)).toEqual(names(element.attributes));
      for (const attribute of element.attributes) {
        const inVscode = tag?.attributes.find((candidate) => candidate.name === attribute.name);
        const inWebTypes = webElement?.attributes.find((candidate) => candidate.name === attribute.name);
        expect(inVscode?.description, attribute.name).toBe(attribute.description);
        const expected = EXPECTED[attribute.name];
        if (expected) {
          expect(names(inVscode?.values), attribute.name).toEqual([...expected]);
          expect(names(inWebTypes?.values), attribute.name).toEqual([...expected]);
          expect(inWebTypes?.value.type, attribute.name).toBe(expected.map((value) => `'${value}'`).join(' | '));
        } else if (attribute.type?.text === 'boolean') {
          expect(inVscode?.valueSet, attribute.name).toBe('v');
          expect(inWebTypes?.value.kind, attribute.name).toBe('no-value');
        } else {
          expect(inVscode?.values, attribute.name).toBeUndefined();
          expect(inWebTypes?.value, attribute.name).toMatchObject({ kind: 'plain', type: 'string' });
        }
      }
    });

    it('has its events, properties, parts and CSS variables (web-types)', () => {
      expect(names(webElement?.events)).toEqual(names(element.events));
      expect(names(webElement?.js.properties)).toEqual(names(element.members));
      expect(names(webElement?.css.parts)).toEqual(names(element.cssParts));
      expect(names(webElement?.css.properties)).toEqual(names(element.cssProperties));
    });
  });

  it('covers an enumerated attribute of each kind the elements have', () => {
    const used = new Set(elements.flatMap((element) => element.attributes.map((attribute) => attribute.name)));
    for (const name of Object.keys(EXPECTED)) expect(used.has(name), name).toBe(true);
  });
});
