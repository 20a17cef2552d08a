/** Dates of birth typed into the verification's forms: real calendar dates of adults (account holders are 18+). */

export const ADULT_AGE = 18;

export type BirthDateCheck = 'ok' | 'missing' | 'invalid' | 'underage';

/**
 * Checks a date of birth as a date input gives it (YYYY-MM-DD): a real calendar date from 1900 on, not in the
 * future, and at least {@link ADULT_AGE} years before `today` (an adult from their birthday on; 29 February counts
 * from 1 March in years without it).
 */
export function checkBirthDate(value: string, today: Date): BirthDateCheck {
  const text = value.trim();
  if (text === '') return 'missing';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return 'invalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900)
    return 'invalid';
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return 'invalid';
  const adultFrom = Date.UTC(year + ADULT_AGE, month - 1, day);
  return adultFrom > todayUtc ? 'underage' : 'ok';
}
