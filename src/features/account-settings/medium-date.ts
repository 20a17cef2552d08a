import { useLanguage } from '../../ui';

/** Formats a server date (ISO text) as the settings lists show it: the medium date style of the user's language. */
export function useMediumDate(): (value: string) => string {
  const language = useLanguage();
  return (value) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}
