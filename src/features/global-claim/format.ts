/** Dates and texts of the claim screens, formatted for the reader's language. */

/** A date the API sent ("2030-01-01T12:00:00Z" or "2030-01-01"), as a long date; the raw text if it is not one. */
export function formatDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: /T/.test(value) ? undefined : 'UTC' }).format(
    date,
  );
}

/** An exchange rate with up to 8 decimals, as spec 2 formats money. */
export function formatRate(rate: number | string, language: string): string {
  const value = typeof rate === 'number' ? rate : (rate as Intl.StringNumericLiteral);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 8 }).format(value);
}
