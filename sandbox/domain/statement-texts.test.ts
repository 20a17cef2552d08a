import { describe, expect, it } from 'vitest';
import { showText } from './history-pdf';
import { localAmount, localMonth, statementLanguage } from './statement-texts';

describe('statement texts', () => {
  it('writes amounts with the locale’s separators, exactly', () => {
    expect(localAmount('888872.19', 'uk')).toBe('888\u00a0872,19');
    expect(localAmount('888872.19', 'en')).toBe('888,872.19');
    expect(localAmount('-1234.50', 'es')).toBe('-1234,50');
    expect(localAmount('90071992547409.93', 'pt')).toBe('90.071.992.547.409,93');
  });

  it('names the month in the language and falls back to English', () => {
    expect(localMonth(2026, 8, 'en')).toBe('August 2026');
    expect(localMonth(2026, 8, 'uk')).toMatch(/^Серпень 2026/);
    expect(statementLanguage('uk-UA')).toBe('uk');
    expect(statementLanguage('de')).toBe('en');
  });

  it('draws Cyrillic and Romanian letters with the second font, Latin with the first', () => {
    expect(showText('Total 10', false, 9)).toBe('/F1 9 Tf (Total 10) Tj');
    expect(showText('Сума: 5', true, 8)).toBe(`/F4 8 Tf (${'\xd1\xf3\xec\xe0'}) Tj /F2 8 Tf (: 5) Tj`);
    expect(showText('Țară', false, 8)).toBe(`/F3 8 Tf (\x84) Tj /F1 8 Tf (ar) Tj /F3 8 Tf (\x81) Tj`);
  });
});
