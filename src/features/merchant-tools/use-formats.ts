import { formatMoney } from '../../core/money/money';
import { useLanguage } from '../../ui';

/** Dates and amounts in the user's language. */
export function useFormats() {
  const language = useLanguage();
  return {
    dateTime: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—',
    date: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—',
    money: (amount: string | number, currency: string) => formatMoney(amount, currency, language),
  };
}
