import type { NamespaceResources } from '../../core/i18n/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';
import ru from './locales/ru.json';
import uk from './locales/uk.json';

export const SUPPORT_TICKETS_NAMESPACE = 'support-tickets';
export const supportTicketsMessages: NamespaceResources = { en, es, pt, ro, ru, uk };
