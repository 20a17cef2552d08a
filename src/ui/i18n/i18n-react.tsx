/**
 * The React side of the translator (`core/i18n/translator.ts`), with react-i18next's names: `I18nextProvider`
 * gives a tree its instance, `useTranslation(ns)` returns `{ t, i18n }` and re-renders when the language changes or
 * messages are added.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from '../../core/i18n/i18n';

export const I18nContext = createContext<{ i18n?: I18n } | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n }), [i18n]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Version counters per instance: a change of language or messages gives every `t` a new identity. */
const versions = new WeakMap<I18n, number>();

function subscribeTo(i18n: I18n) {
  return (onChange: () => void) => {
    const bump = () => {
      versions.set(i18n, (versions.get(i18n) ?? 0) + 1);
      onChange();
    };
    i18n.on('languageChanged', bump);
    i18n.on('added', bump);
    return () => {
      i18n.off('languageChanged', bump);
      i18n.off('added', bump);
    };
  };
}

export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const context = useContext(I18nContext);
  const i18n = context?.i18n;
  if (!i18n) throw new Error('No i18n instance: wrap the tree in <I18nextProvider i18n={createI18n(...)}>');
  const subscribe = useMemo(() => subscribeTo(i18n), [i18n]);
  const version = useSyncExternalStore(subscribe, () => `${i18n.language} ${versions.get(i18n) ?? 0}`);
  // A new `t` after every change, so components and memos that depend on it update.
  const t = useMemo(
    () => i18n.getFixedT(null, namespace),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the instance's changes
    [i18n, namespace, version],
  );
  return { t, i18n };
}
