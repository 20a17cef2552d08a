/**
 * The translator: the part of i18next this product uses, in about 2 KB instead of i18next's 16 KB plus
 * react-i18next's 3 KB (every widget carries it; ARCHITECTURE.md "Budgets"). The interface keeps i18next's names
 * (`t`, `language`, `changeLanguage`, `addResourceBundle`, `hasResourceBundle`, `exists`, `on`/`off`, and the
 * `languageChanged` and `added` events), so its semantics are the documented ones:
 *
 * - keys are dot paths into a namespace's messages; `ns:key` or the `ns` option pick the namespace, else the
 *   default namespace;
 * - `{{name}}` interpolation, never HTML-escaped (React escapes); a missing value leaves the placeholder empty
 *   (a call without values returns the text as it is);
 * - plurals with `count`: `key_zero` for 0 when present, then `key_<rule>` with the language's CLDR plural rule
 *   (`one`, `few`, `many`, `other` ...) from `Intl.PluralRules`, then `key`;
 * - a key missing in the language (or an empty string) falls back to the fallback language, then to
 *   `defaultValue`, then to the key itself; an array of keys tries each in turn.
 */

export type TOptions = Readonly<Record<string, unknown>> & {
  readonly count?: number | undefined;
  readonly ns?: string | undefined;
  readonly lng?: string | undefined;
  readonly defaultValue?: string | undefined;
};

export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

export type I18nEvent = 'languageChanged' | 'added';

export interface TranslatorOptions {
  /** The language shown first. */
  lng: string;
  fallbackLng: string;
  /** The languages this root may show; `changeLanguage` to another is the caller's mistake, checked upstream. */
  supportedLngs: readonly string[];
  defaultNS: string;
  /** Initial messages: language -> namespace -> messages. */
  resources?: Readonly<Record<string, Readonly<Record<string, object>>>> | undefined;
}

export interface I18n {
  readonly language: string;
  /** Same as `language` (i18next's name for the language actually used). */
  readonly resolvedLanguage: string;
  readonly isInitialized: true;
  readonly options: Readonly<Pick<TranslatorOptions, 'supportedLngs' | 'fallbackLng' | 'defaultNS'>>;
  readonly t: TFunction;
  /** A `t` bound to a language and namespace. */
  getFixedT(lng: string | null, ns?: string): TFunction;
  changeLanguage(lng: string): Promise<TFunction>;
  hasResourceBundle(lng: string, ns: string): boolean;
  /**
   * Adds (deep-merges) messages of one language and namespace; emits `added` unless `options.silent` (i18next's
   * option: for keys no rendered text reads yet, such as a lazily loaded step's own texts added while it renders).
   */
  addResourceBundle(lng: string, ns: string, messages: object, deep?: boolean, overwrite?: boolean, options?: { silent?: boolean }): I18n;
  exists(key: string, options?: TOptions): boolean;
  on(event: 'languageChanged', listener: (language: string) => void): void;
  on(event: 'added', listener: (language: string, namespace: string) => void): void;
  off(event: I18nEvent, listener: (...args: string[]) => void): void;
}

type Messages = Record<string, unknown>;

const PLACEHOLDER = /\{\{-?\s*([^{}\s]+)\s*\}\}/g;

function isRecord(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Messages, source: Messages, overwrite: boolean): Messages {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isRecord(current) && isRecord(value)) target[key] = merge({ ...current }, value, overwrite);
    else if (overwrite || current === undefined) target[key] = isRecord(value) ? merge({}, value, true) : value;
  }
  return target;
}

function lookup(messages: Messages | undefined, path: string): string | undefined {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

function valueAt(values: TOptions, path: string): unknown {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return node;
}

function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = valueAt(values, name);
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
    return value instanceof Date ? value.toISOString() : '';
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRule(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export function createTranslator(init: TranslatorOptions): I18n {
  const store = new Map<string, Map<string, Messages>>();
  const listeners: Record<I18nEvent, Set<(...args: string[]) => void>> = { languageChanged: new Set(), added: new Set() };
  let language = init.lng;
  const options = { supportedLngs: [...init.supportedLngs], fallbackLng: init.fallbackLng, defaultNS: init.defaultNS };

  const emit = (event: I18nEvent, ...args: string[]) => {
    for (const listener of [...listeners[event]]) listener(...args);
  };

  function bundle(lng: string, ns: string): Messages | undefined {
    return store.get(lng)?.get(ns);
  }

  /** The text of one key in one language, plural form first; undefined when missing. */
  function find(lng: string, ns: string, key: string, count: number | undefined): string | undefined {
    const messages = bundle(lng, ns);
    if (!messages) return undefined;
    if (typeof count === 'number') {
      if (count === 0) {
        const zero = lookup(messages, `${key}_zero`);
        if (zero !== undefined) return zero;
      }
      const form = lookup(messages, `${key}_${pluralRule(lng, count)}`);
      if (form !== undefined) return form;
    }
    return lookup(messages, key);
  }

  function resolve(key: string, values: TOptions | undefined, lng: string, defaultNs: string): string | undefined {
    const separator = key.indexOf(':');
    const ns = separator > 0 ? key.slice(0, separator) : (values?.ns ?? defaultNs);
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const count = values?.count;
    return find(lng, ns, path, count) ?? (lng === options.fallbackLng ? undefined : find(options.fallbackLng, ns, path, count));
  }

  function fixedT(fixedLng: string | null, fixedNs?: string): TFunction {
    return (key, values) => {
      const lng = values?.lng ?? fixedLng ?? language;
      const ns = fixedNs ?? options.defaultNS;
      const keys: readonly string[] = typeof key === 'string' ? [key] : key;
      for (const candidate of keys) {
        const text = resolve(candidate, values, lng, ns);
        if (text !== undefined) return interpolate(text, values);
      }
      if (values?.defaultValue !== undefined) return interpolate(values.defaultValue, values);
      return keys[keys.length - 1] ?? '';
    };
  }

  const instance: I18n = {
    get language() {
      return language;
    },
    get resolvedLanguage() {
      return language;
    },
    isInitialized: true,
    options,
    t: fixedT(null),
    getFixedT: fixedT,
    changeLanguage(lng) {
      if (lng !== language) {
        language = lng;
        emit('languageChanged', lng);
      }
      return Promise.resolve(instance.t);
    },
    hasResourceBundle: (lng, ns) => bundle(lng, ns) !== undefined,
    addResourceBundle(lng, ns, messages, _deep = true, overwrite = false, addOptions = {}) {
      let namespaces = store.get(lng);
      if (!namespaces) {
        namespaces = new Map();
        store.set(lng, namespaces);
      }
      namespaces.set(ns, merge({ ...(namespaces.get(ns) ?? {}) }, messages as Messages, overwrite));
      if (addOptions.silent !== true) emit('added', lng, ns);
      return instance;
    },
    exists(key, values) {
      return resolve(key, values, values?.lng ?? language, options.defaultNS) !== undefined;
    },
    on(event: I18nEvent, listener: (...args: string[]) => void) {
      listeners[event].add(listener);
    },
    off(event, listener) {
      listeners[event].delete(listener);
    },
  };

  for (const [lng, namespaces] of Object.entries(init.resources ?? {})) {
    for (const [ns, messages] of Object.entries(namespaces)) instance.addResourceBundle(lng, ns, messages, true, true);
  }
  return instance;
}
