/**
 * The React side of the translator (`core/i18n/translator.ts`), with react-i18next's names: `I18nextProvider`
 * gives a tree its instance, `useTranslation(ns)` returns `{ t, i18n }` and re-renders when the language changes or
 * messages are added.
 */
import { cloneElement, createContext, Fragment, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { COMMON_NAMESPACE, type I18n, type TFunction } from '../../core/i18n/i18n';

export const I18nContext = createContext<{ i18n?: I18n } | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/**
 * Version counters per instance and namespace. Messages added to one namespace re-render only the components that
 * read that namespace (and the `common` namespace, which every `t` falls back to), so a component that adds its own
 * namespace while it renders (useMessages, useLazyMessages) does not update components it has nothing to do with.
 */
const versions = new WeakMap<I18n, Map<string, number>>();

function namespaceVersions(i18n: I18n): Map<string, number> {
  let counts = versions.get(i18n);
  if (!counts) {
    const created = new Map<string, number>();
    counts = created;
    versions.set(i18n, created);
    // Registered before any subscriber of this instance, so the counters have moved when a subscriber is told.
    i18n.on('added', (_language, namespace) => created.set(namespace, (created.get(namespace) ?? 0) + 1));
  }
  return counts;
}

function subscribeTo(i18n: I18n, namespace: string) {
  return (onChange: () => void) => {
    const added = (_language: string, addedTo: string) => {
      if (addedTo === namespace || addedTo === COMMON_NAMESPACE) onChange();
    };
    i18n.on('languageChanged', onChange);
    i18n.on('added', added);
    return () => {
      i18n.off('languageChanged', onChange);
      i18n.off('added', added);
    };
  };
}

export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const context = useContext(I18nContext);
  const i18n = context?.i18n;
  if (!i18n) throw new Error('No i18n instance: wrap the tree in <I18nextProvider i18n={createI18n(...)}>');
  const name = namespace ?? COMMON_NAMESPACE;
  const counts = namespaceVersions(i18n);
  const subscribe = useMemo(() => subscribeTo(i18n, name), [i18n, name]);
  const version = useSyncExternalStore(subscribe, () => `${i18n.language} ${counts.get(name) ?? 0} ${counts.get(COMMON_NAMESPACE) ?? 0}`);
  // A new `t` after every change that concerns this namespace, so components and memos that depend on it update.
  const t = useMemo(
    () => i18n.getFixedT(null, namespace),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the instance's changes
    [i18n, namespace, version],
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

const TAG = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>|<([a-zA-Z][\w-]*)\s*\/>/g;

function renderTagged(text: string, components: TransProps['components'], keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? '';
    const inner = match[2];
    const component = components[name];
    const key = `${keyPrefix}${index++}`;
    const children = inner === undefined ? undefined : renderTagged(inner, components, `${key}.`);
    // A tag the caller did not supply shows its text only: translations never inject markup.
    if (component) nodes.push(cloneElement(component, { key }, ...(children ?? [])));
    else if (children) nodes.push(<Fragment key={key}>{children}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * A translated text with elements inside (react-i18next's `Trans` with named components): the translation marks
 * where each element goes (`I accept the <terms>terms</terms>`), so word order stays the translator's.
 */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  return <>{renderTagged(t(i18nKey, values), components, '')}</>;
}
