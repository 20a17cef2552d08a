/**
 * A host's `texts` on an element (docs/widgets.md "Texts"): loaded by the runtime (widget-runtime.ts) only when a host
 * gives some, so an element without overrides downloads none of this. Checks the keys against the element's English
 * locale files (the same files text-keys.ts derives its key types from; read here as text, so the features' own
 * chunks stay as they are), warns once per problem and puts the rest on the element's i18next instance
 * (core/i18n/text-overrides.ts).
 */
import type { I18n } from '../../core/i18n/i18n';
import { applyTextOverrides, parseTextOverrides } from '../../core/i18n/text-overrides';

type Source = readonly [namespace: string, load: () => Promise<{ default: string }>];

const RUNTIME: readonly Source[] = [
  ['common', () => import('../../core/i18n/locales/en.json?raw')],
  ['widget-runtime', () => import('./locales/en.json?raw')],
];
const SESSION: readonly Source[] = [
  ...RUNTIME,
  ['widget-session', () => import('./session/locales/en.json?raw')],
  ['widget-isolation', () => import('./isolation/locales/en.json?raw')],
];
const FILE_DROP: Source = ['file-drop', () => import('../../ui/file-drop/locales/en.json?raw')];
const PAYMENT: Source = ['payment', () => import('../../ui/payment/locales/en.json?raw')];
const PREVIEW: Source = ['pay-button-preview', () => import('../../ui/pay-button-preview/locales/en.json?raw')];

/** Each element's namespaces and their English, as text-keys.ts lists their keys. */
const SOURCES: Readonly<Record<string, readonly Source[]>> = {
  'wallet-brand-footer': [...RUNTIME, ['brand-footer', () => import('../../ui/brand-footer/locales/en.json?raw')]],
  'wallet-global-claim': [
    ...RUNTIME,
    ['global-claim', () => import('../../features/global-claim/locales/en.json?raw')],
    ['global-claim', () => import('../../features/global-claim/steps/locales/en.json?raw')],
    ['payout-fields', () => import('../../ui/payout-fields/locales/en.json?raw')],
  ],
  'wallet-kyc': [
    ...SESSION,
    ['kyc', () => import('../../features/kyc/locales/en.json?raw')],
    ['kyc-forms', () => import('../../features/kyc/forms/locales/en.json?raw')],
    FILE_DROP,
  ],
  'wallet-merchant-buttons': [
    ...SESSION,
    ['merchant-buttons', () => import('../../features/merchant-buttons/locales/en.json?raw')],
    FILE_DROP,
    PREVIEW,
  ],
  'wallet-pay-invoice': [
    ...SESSION,
    ['pay-invoice', () => import('../../features/pay-invoice/locales/en.json?raw')],
    PAYMENT,
  ],
  'wallet-pay-button': [
    ...SESSION,
    ['pay-button', () => import('../../features/pay-button/locales/en.json?raw')],
    ['pay-button-element', () => import('../pay-button/locales/en.json?raw')],
    PAYMENT,
    PREVIEW,
  ],
};

/** `prefix.a.b` -> text for every string leaf of `value`. */
function collectKeys(prefix: string, value: unknown, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null && !Array.isArray(value))
    for (const [name, child] of Object.entries(value)) collectKeys(`${prefix}.${name}`, child, into);
}

const knownKeys = new Map<string, Promise<ReadonlyMap<string, string>>>();

/** The keys an element's texts have (`<namespace>.<path>`) with their English, read once per element name. */
export function textKeys(tagName: string): Promise<ReadonlyMap<string, string>> {
  let keys = knownKeys.get(tagName);
  if (!keys) {
    keys = Promise.all(
      (SOURCES[tagName] ?? []).map(
        async ([namespace, load]) => [namespace, JSON.parse((await load()).default)] as const,
      ),
    ).then((files) => {
      const english = new Map<string, string>();
      for (const [namespace, messages] of files) collectKeys(namespace, messages, english);
      return english;
    });
    keys.catch(() => knownKeys.delete(tagName));
    knownKeys.set(tagName, keys);
  }
  return keys;
}

/** What each instance shows now, to take away when the host changes or removes its texts. */
const applied = new WeakMap<I18n, () => void>();
/** The latest call per instance: an earlier one that finishes later does nothing. */
const latest = new WeakMap<I18n, object>();
/** Problems already written to the console, per element name: each once per page. */
const reported = new Set<string>();

/**
 * Replaces the instance's current overrides with `input` (the `texts` property, else the attribute's JSON;
 * `undefined`: none). Unknown keys and refused values are warned about once and ignored.
 */
export async function overrideTexts(i18n: I18n, tagName: string, input: unknown): Promise<void> {
  const call = {};
  latest.set(i18n, call);
  const keys = input === undefined || input === null ? null : await textKeys(tagName);
  if (latest.get(i18n) !== call) return;
  applied.get(i18n)?.();
  applied.delete(i18n);
  if (!keys) return;
  const { texts, problems } = parseTextOverrides(input, (key) => keys.has(key));
  for (const problem of problems) {
    const message = `<${tagName}>: ${problem}. The keys are listed in docs/widgets.md "Texts".`;
    if (reported.has(message)) continue;
    reported.add(message);
    console.warn(message);
  }
  applied.set(
    i18n,
    applyTextOverrides(i18n, texts, (language, key) => (language === 'en' ? keys.get(key) : undefined)),
  );
}
