import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { visibleText } from '../api/contract/common';
import {
  checkFreeText,
  countInvisibleCharacters,
  hasInvisibleCharacters,
  withoutInvisibleCharacters,
} from './free-text';

const INVISIBLE = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
  '\u00AD',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2028',
  '\u2029',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u3164',
  '\uFEFF',
  '\u{E0041}',
];

describe('free text the other party sees', () => {
  it('finds every control, bidi, zero-width and format character', () => {
    for (const character of INVISIBLE) expect(hasInvisibleCharacters(`a${character}b`), escape(character)).toBe(true);
  });

  it('lets through letters of every script, punctuation, emoji and a no-break space', () => {
    for (const text of [
      'Rent – March',
      'Ștefan Țurcanu',
      'Оплата за квартиру',
      'Ґанок №5',
      'Ação ç',
      '🎉 €12,50',
      'a\u00A0b',
    ])
      expect(hasInvisibleCharacters(text), text).toBe(false);
  });

  it('allows newline, carriage return and tab only in a multi-line text', () => {
    expect(hasInvisibleCharacters('one\r\ntwo\tthree', true)).toBe(false);
    expect(hasInvisibleCharacters('one\ntwo')).toBe(true);
    expect(hasInvisibleCharacters('one\ttwo')).toBe(true);
    expect(hasInvisibleCharacters('one\n\u202Etwo', true)).toBe(true);
  });

  it('counts and removes them, keeping everything else', () => {
    expect(countInvisibleCharacters('\u202EInvoice\u202C 12\u200B')).toBe(3);
    expect(withoutInvisibleCharacters('\u202EInvoice\u202C 12\u200B')).toBe('Invoice 12');
    expect(withoutInvisibleCharacters('a\n\u2066b', true)).toBe('a\nb');
  });

  it('names the invisible characters first, then a text over its limit, and never cuts it', () => {
    expect(checkFreeText('x'.repeat(5000), { max: 140 })).toEqual({ kind: 'tooLong', length: 5000, max: 140 });
    expect(checkFreeText(`${'x'.repeat(200)}\u202E`, { max: 140 })).toEqual({ kind: 'invisible', count: 1 });
    expect(checkFreeText('x'.repeat(140), { max: 140 })).toBeNull();
    expect(checkFreeText('', { max: 140 })).toBeNull();
  });

  it('is the rule of the request schemas, so the server refuses what the field refuses', () => {
    const reference = visibleText(140);
    expect(reference.safeParse('Rent March').success).toBe(true);
    expect(reference.safeParse('Rent\u202EMarch').success).toBe(false);
    expect(reference.safeParse('x'.repeat(141)).success).toBe(false);
    const note = visibleText(500, { multiline: true, trim: true, min: 1 });
    expect(z.parse(note, '  Line one\nLine two  ')).toBe('Line one\nLine two');
    expect(note.safeParse('   ').success).toBe(false);
    expect(note.safeParse('Hi\u200B').success).toBe(false);
    expect(reference.safeParse(`${'x'.repeat(200)}\uFEFF`).error?.issues.map((issue) => issue.code)).toEqual([
      'custom',
    ]);
  });
});

function escape(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
