import { registerLanguagePack, type NamespaceResources } from '../core/i18n/i18n';
import { transfersMessages } from '../features/transfers/messages';
import { loadWithLanguage } from '../ui/i18n/use-lazy-messages';
import en from './locales/en.json';

export const PORTAL_NAMESPACE = 'portal';

// The portal shell's texts come with the language (like `common`): English in the first route, each other language
// one chunk that setLanguage loads before switching (and the boot before the first render).
registerLanguagePack(PORTAL_NAMESPACE, {
  es: () => import('./locales/es.json').then((module) => module.default),
  pt: () => import('./locales/pt.json').then((module) => module.default),
  ro: () => import('./locales/ro.json').then((module) => module.default),
  ru: () => import('./locales/ru.json').then((module) => module.default),
  uk: () => import('./locales/uk.json').then((module) => module.default),
});

// The transfers navigation is part of the shell on every page: its texts come with the language as well, so a cold
// start in another language never paints that menu in English while the transfers chunk of the language arrives.
loadWithLanguage(transfersMessages);

/** English; the other languages are a language pack (they replace these empty placeholders when loaded). */
export const portalMessages: NamespaceResources = { en, es: {}, pt: {}, ro: {}, ru: {}, uk: {} };
