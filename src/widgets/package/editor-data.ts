/**
 * Editor data for the package, generated from the elements' manifest (custom-elements.json) by
 * scripts/build-widgets-package.ts (issue 35):
 *
 * - `vscode.html-custom-data.json`: VS Code's HTML custom data (the `html.customData` setting): each element with its
 *   description and attributes (enumerated values listed);
 * - `web-types.json`: JetBrains web-types (WebStorm, IntelliJ; the package's `web-types` field): elements,
 *   attributes with their values, the `wallet-*` events, properties, `::part()` names and `--wallet-*` variables.
 *
 * The enumerated values are the runtime's own lists (the zod schemas are built from them), so an editor offers
 * exactly what the element accepts. editor-data.test.ts checks that every element and attribute of the manifest is
 * there with its values.
 */
import { BRAND_IDS } from '../../core/brand/brand-ids';
import { ENVIRONMENT_NAMES } from '../../core/brand/environment-names';
import { LANGUAGES } from '../../core/i18n/languages';
import { KYC_SECTION_NAMES } from '../kyc/kyc-sections';
import type { Manifest, ManifestElement } from '../manifest';
import { ISOLATION_MODES } from '../runtime/isolation/isolation-modes';

/** Attributes whose values are a closed set, by attribute name (as typings.ts `ENUMERATED_ATTRIBUTES`). */
export const ENUMERATED_VALUES: Readonly<Record<string, readonly string[]>> = {
  brand: BRAND_IDS,
  // Region tags (`pt-BR`) and `ua` work too; an editor offers the languages themselves.
  lang: LANGUAGES,
  env: ENVIRONMENT_NAMES,
  isolation: ISOLATION_MODES,
  section: KYC_SECTION_NAMES,
};

type ManifestAttribute = ManifestElement['attributes'][number];

function elements(manifest: Manifest): ManifestElement[] {
  return manifest.modules.flatMap((module) => module.declarations);
}

/** The values an attribute takes: its enumeration, or `[]` (free text, or a boolean written without a value). */
export function attributeValues(attribute: ManifestAttribute): readonly string[] {
  return ENUMERATED_VALUES[attribute.name] ?? [];
}

const isBoolean = (attribute: ManifestAttribute) => attribute.type?.text === 'boolean';

function description(element: ManifestElement): string {
  return [element.summary, element.description].filter(Boolean).join('\n\n');
}

/** VS Code's HTML custom data, version 1.1. */
export function vscodeCustomData(manifest: Manifest): Record<string, unknown> {
  return {
    version: 1.1,
    tags: elements(manifest).map((element) => ({
      name: element.tagName,
      description: description(element),
      attributes: element.attributes.map((attribute) => {
        const values = attributeValues(attribute);
        return {
          name: attribute.name,
          description: attribute.description ?? '',
          ...(isBoolean(attribute) ? { valueSet: 'v' } : {}),
          ...(values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** JetBrains web-types 2.0 for the package `name` at `version`. */
export function webTypes(manifest: Manifest, name: string, version: string): Record<string, unknown> {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elements(manifest).map((element) => ({
          name: element.tagName,
          description: description(element),
          attributes: element.attributes.map((attribute) => {
            const values = attributeValues(attribute);
            return {
              name: attribute.name,
              description: attribute.description ?? '',
              value: isBoolean(attribute)
                ? { kind: 'no-value', type: 'boolean' }
                : {
                    kind: 'plain',
                    type: values.length > 0 ? values.map((value) => `'${value}'`).join(' | ') : 'string',
                    required: /^Required\b/.test(attribute.description ?? ''),
                  },
              ...(values.length > 0 ? { values: values.map((value) => ({ name: value })) } : {}),
            };
          }),
          events: element.events.map((event) => ({
            name: event.name,
            description: event.description ?? '',
            ...(event.type ? { type: event.type.text } : {}),
          })),
          js: {
            properties: element.members.map((member) => ({
              name: member.name,
              description: member.description ?? '',
              ...(member.type ? { type: member.type.text } : {}),
            })),
            events: element.events.map((event) => ({ name: event.name, description: event.description ?? '' })),
          },
          css: {
            parts: element.cssParts.map((part) => ({ name: part.name, description: part.description ?? '' })),
            properties: element.cssProperties.map((property) => ({
              name: property.name,
              description: property.description ?? '',
            })),
          },
        })),
      },
    },
  };
}
