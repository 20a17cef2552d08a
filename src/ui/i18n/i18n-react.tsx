/**
 * The React side of i18n, on react-i18next: `I18nextProvider` gives a tree its instance (a widget root's or the
 * portal's), `useTranslation(ns)` returns `{ t, i18n }` and re-renders when the language changes (react-i18next's
 * `languageChanged` binding) or when messages are added to the namespace it reads (or to `common`).
 */
import { useCallback, useContext, useMemo, useSyncExternalStore, type ReactElement } from 'react';
import {
  I18nContext,
  I18nextProvider,
  Trans as I18nextTrans,
  useTranslation as useI18nextTranslation,
} from 'react-i18next';
import { COMMON_NAMESPACE, fixedT, type I18n, type TFunction } from '../../core/i18n/i18n';

export { I18nContext, I18nextProvider };

/**
 * Version counters per instance and namespace. Messages added to one namespace re-render only the components that
 * read that namespace (and the `common` namespace, which every `t` falls back to), so a component that adds its own
 * namespace while it renders (useMessages, useLazyMessages) does not update components it has nothing to do with
 * (react-i18next's `bindI18nStore: 'added'` would re-render every component of the instance).
 */
const versions = new WeakMap<I18n, Map<string, number>>();

function namespaceVersions(i18n: I18n): Map<string, number> {
  let counts = versions.get(i18n);
  if (!counts) {
    const created = new Map<string, number>();
    counts = created;
    versions.set(i18n, created);
    // Registered before any subscriber of this instance, so the counters have moved when a subscriber is told.
    i18n.store.on('added', (_language: string, namespace: string) =>
      created.set(namespace, (created.get(namespace) ?? 0) + 1),
    );
  }
  return counts;
}

function subscribeTo(i18n: I18n, namespace: string) {
  return (onChange: () => void) => {
    const added = (_language: string, addedTo: string) => {
      if (addedTo === namespace || addedTo === COMMON_NAMESPACE) onChange();
    };
    i18n.store.on('added', added);
    return () => {
      i18n.store.off('added', added);
    };
  };
}

/** The instance given to the nearest provider (not react-i18next's per-render wrapper of it). */
export function useI18nInstance(): I18n {
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n;
  if (!i18n) throw new Error('No i18n instance: wrap the tree in <I18nextProvider i18n={createI18n(...)}>');
  return i18n;
}

export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = useI18nInstance();
  const name = namespace ?? COMMON_NAMESPACE;
  const counts = namespaceVersions(i18n);
  const subscribe = useMemo(() => subscribeTo(i18n, name), [i18n, name]);
  const version = useSyncExternalStore(
    subscribe,
    () => `${counts.get(name) ?? 0} ${counts.get(COMMON_NAMESPACE) ?? 0}`,
  );
  // react-i18next re-renders on language changes; its `i18n.language` is the one to translate into.
  const { i18n: bound } = useI18nextTranslation(name, { i18n, useSuspense: false });
  const language = bound.language;
  // A new `t` after every change that concerns this namespace, so components and memos that depend on it update.
  const t = useMemo(
    () => fixedT(i18n, null, namespace),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language and version stand for the instance's changes
    [i18n, namespace, language, version],
  );
  return { t, i18n };
}

export interface TransProps {
  /** The `t` of the namespace that holds the text. */
  t: TFunction;
  i18nKey: string;
  values?: Readonly<Record<string, unknown>> | undefined;
  /** Elements for the text's tags: `<terms>terms and conditions</terms>` renders `components.terms` around its text. */
  components: Readonly<Record<string, ReactElement>>;
}

const TAG = /<\/?([a-zA-Z][\w-]*)\s*\/?>/g;

/**
 * A translated text with elements inside (react-i18next's `Trans` with named components): the translation marks
 * where each element goes (`I accept the <terms>terms</terms>`), so word order stays the translator's. A tag the
 * caller did not supply shows its text only: translations never inject markup.
 */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  const i18n = useI18nInstance();
  // Trans asks for its default namespace unless told; the `t` it is given already reads the right one. Tags without
  // a component are dropped, keeping their text (react-i18next would show them as literal text).
  const translate = useCallback(
    (key: string, { ns: _ns, ...options }: Record<string, unknown> = {}) =>
      t(key, options).replace(TAG, (tag, name: string) => (Object.hasOwn(components, name) ? tag : '')),
    [t, components],
  );
  return (
    <I18nextTrans
      i18n={i18n}
      t={translate as never}
      i18nKey={i18nKey}
      values={values as Record<string, unknown>}
      components={components as Record<string, ReactElement>}
      shouldUnescape
    />
  );
}
