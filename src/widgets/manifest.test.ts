// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeToProperty } from './runtime/attributes';
import type { WidgetClass } from './runtime/define-widget';
import {
  BrandFooterElement,
  GlobalClaimElement,
  KycElement,
  MerchantButtonsElement,
  PayButtonElement,
  PayInvoiceElement,
} from './index';
import { COMMITTED_MANIFEST, generateManifest, manifestJson, parseJsDoc, type ManifestElement } from './manifest';

const root = join(import.meta.dirname, '../..');
const manifest = generateManifest(root);
const documented = new Map<string, ManifestElement>(
  manifest.modules.flatMap((module) => module.declarations).map((element) => [element.tagName, element]),
);

/** Every element the package registers; a new element is added here as well as to index.ts. */
const ELEMENTS: WidgetClass[] = [
  BrandFooterElement,
  GlobalClaimElement,
  KycElement,
  MerchantButtonsElement,
  PayInvoiceElement,
  PayButtonElement,
];

describe('custom-elements.json', () => {
  it(`is current (regenerate with: npx tsx src/widgets/manifest.ts --write)`, () => {
    expect(readFileSync(join(root, COMMITTED_MANIFEST), 'utf8')).toBe(manifestJson(manifest));
  });

  it('documents every registered element', () => {
    expect([...documented.keys()].sort()).toEqual(ELEMENTS.map((element) => element.widget.tagName).sort());
  });

  describe.each(ELEMENTS.map((element) => [element.widget.tagName, element] as const))('<%s>', (tagName, element) => {
    const docs = documented.get(tagName);
    const names = (entries: { name: string }[] | undefined) => (entries ?? []).map((entry) => entry.name).sort();

    it('has a summary and documents exactly its attributes', () => {
      expect(docs?.summary).toBeTruthy();
      expect(names(docs?.attributes)).toEqual([...element.widget.attributes].sort());
      // It also observes the attribute spellings of its properties, only to say that they are ignored.
      expect(
        element.observedAttributes
          .filter((name) => !element.widget.attributes.includes(name))
          .every((name) => !names(docs?.attributes).includes(name)),
      ).toBe(true);
    });

    it('documents a property for every attribute and host property', () => {
      const expected = [...element.widget.attributes.map(attributeToProperty), ...element.widget.properties];
      expect(names(docs?.members)).toEqual(expected.sort());
    });

    it('observes the attribute spellings of each host property, so a property written as an attribute is reported', () => {
      // React 19 writes `getsession` / `fieldpolicy` for a prop of an element that is not defined yet; a kebab-case
      // habit writes `get-session`. The runtime reports either once and never reads it (define-widget.test.tsx).
      for (const property of element.widget.properties) {
        const spellings = [property.toLowerCase(), property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)];
        for (const spelling of spellings)
          expect(element.observedAttributes, `${tagName} ${spelling}`).toContain(spelling);
      }
    });

    it('documents exactly the events it can emit, with their detail types', () => {
      expect(names(docs?.events)).toEqual(Object.keys(element.widget.events).sort());
      for (const event of docs?.events ?? []) expect(event.type?.text).toMatch(/^WalletEvent</);
    });

    it('documents the base part and only --wallet-* custom properties', () => {
      expect(names(docs?.cssParts)).toContain('base');
      for (const property of docs?.cssProperties ?? []) expect(property.name).toMatch(/^--wallet-[a-z0-9-]+$/);
    });
  });
});

describe('parseJsDoc', () => {
  it('reads nested brace types, names, descriptions and continuation lines', () => {
    const { summary, description, tags } = parseJsDoc(`/**
 * Intro text
 * on two lines.
 *
 * @summary Short.
 * @event {{ href: string; kind: 'a' | 'b' }} wallet-x - First line
 *   and second line.
 * @csspart base
 */`);
    expect(summary).toBe('Short.');
    expect(description).toBe('Intro text on two lines.');
    expect(tags).toEqual([
      {
        tag: 'event',
        type: "{ href: string; kind: 'a' | 'b' }",
        name: 'wallet-x',
        description: 'First line and second line.',
      },
      { tag: 'csspart', name: 'base' },
    ]);
  });
});
