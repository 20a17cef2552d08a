/**
 * The bridge between features and i18next: a feature keeps its texts in its own `locales/` folder and calls
 * `useMessages('feature-name', { en, es, pt, ro, ru, uk })`; the namespace joins the root's i18next instance
 * (the widget's or the portal's) the first time it renders.
 */
import { useI18nInstance, useTranslation } from './i18n-react';
import {
  addNamespace,
  COMMON_NAMESPACE,
  currentLanguage,
  type I18n,
  type Language,
  type NamespaceResources,
  type TFunction,
} from '../../core/i18n/i18n';

/** Registers a namespace's messages (once per instance) and returns its `t`, which follows language changes. */
export function useMessages(namespace: string, resources: NamespaceResources): TFunction {
  addNamespace(useI18nInstance(), namespace, resources);
  return useTranslation(namespace).t;
}

/** `t` of the common namespace (buttons, generic errors, validation basics). */
export function useCommonMessages(): TFunction {
  useI18nInstance();
  return useTranslation(COMMON_NAMESPACE).t;
}

/** The language the nearest i18n instance shows; re-renders when it changes. */
export function useLanguage(): Language {
  const instance = useI18nInstance();
  useTranslation(COMMON_NAMESPACE);
  return currentLanguage(instance);
}

/** The nearest i18n instance (the widget's or the portal's), for switching language; re-renders on changes. */
export function useI18n(): I18n {
  const instance = useI18nInstance();
  useTranslation(COMMON_NAMESPACE);
  return instance;
}
