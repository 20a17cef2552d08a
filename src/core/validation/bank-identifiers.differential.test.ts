/**
 * Differential tests of the IBAN and BIC rules against ibantools (a well-kept implementation of ISO 13616 and
 * ISO 9362), over generated corpora for every country of the IBAN registry: valid IBANs, one-character changes,
 * adjacent transpositions, wrong lengths, wrong character classes (with check digits recomputed, so only the
 * structure is wrong) and the check digits 00, 01 and 99. The client's offline validators and the sandbox's
 * server-side checks must both give ibantools' answer. ibantools' national BBAN check digits (Belgium, Norway ...)
 * are switched off: neither the client nor the sandbox checks national check digits, only the registry's rules.
 */
import * as ibantools from 'ibantools';
import { describe, expect, it } from 'vitest';
import { checkAba, checkBic, checkCardNumber, checkIban } from '../../../sandbox/domain/payout-validation';
import { ibanOf } from '../api/contract/bank-identifiers';
import { BIC_COUNTRY_CODES, IBAN_BBAN_STRUCTURES, IBAN_LENGTHS } from '../api/contract/iban-registry';
import { validateAbaRouting } from './aba';
import { validateBic } from './bic';
import { validateIban } from './iban';
import { validateCardNumber } from './luhn';

const COUNTRIES = Object.keys(IBAN_LENGTHS).sort();
for (const country of COUNTRIES) ibantools.setCountryBBANValidation(country, () => true);

/** A small deterministic generator (mulberry32), so a failure names an input that can be reproduced. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CLASSES: Readonly<Record<string, string>> = { n: DIGITS, a: LETTERS, c: DIGITS + LETTERS };

function pick(next: () => number, characters: string): string {
  return characters[Math.floor(next() * characters.length)] ?? '0';
}

/** The character class of each BBAN position ('n', 'a', 'c'). */
function classes(country: string): string[] {
  const structure = IBAN_BBAN_STRUCTURES[country] ?? '';
  return [...structure.matchAll(/(\d+)([nac])/g)].flatMap(([, count, kind]) =>
    Array<string>(Number(count)).fill(kind ?? 'c'),
  );
}

function randomBban(country: string, next: () => number): string {
  return classes(country)
    .map((kind) => pick(next, CLASSES[kind] ?? DIGITS))
    .join('');
}

interface Corpus {
  valid: string[];
  changed: string[];
  transposed: string[];
  wrongLength: string[];
  wrongClass: string[];
  checkDigits: string[];
}

function corpus(country: string): Corpus {
  const next = random(country.charCodeAt(0) * 256 + country.charCodeAt(1));
  const valid = Array.from({ length: 6 }, () => ibanOf(country, randomBban(country, next)));
  const changed: string[] = [];
  const transposed: string[] = [];
  const wrongLength: string[] = [];
  for (const iban of valid.slice(0, 2)) {
    for (let index = 2; index < iban.length; index++) {
      const current = iban[index] ?? '0';
      const pool = DIGITS.includes(current) ? DIGITS : LETTERS;
      const other = pool[(pool.indexOf(current) + 1 + Math.floor(next() * (pool.length - 1))) % pool.length] ?? '0';
      changed.push(iban.slice(0, index) + other + iban.slice(index + 1));
      const following = iban[index + 1];
      if (following !== undefined && following !== current)
        transposed.push(iban.slice(0, index) + following + current + iban.slice(index + 2));
    }
    wrongLength.push(
      iban.slice(0, -1),
      `${iban}7`,
      iban.slice(0, 10) + iban.slice(11),
      `${iban.slice(0, 6)}0${iban.slice(6)}`,
    );
  }
  // A digit where the structure wants a letter or the reverse, with the check digits made right again.
  const wrongClass: string[] = [];
  const kinds = classes(country);
  const base = randomBban(country, next);
  kinds.forEach((kind, index) => {
    if (kind === 'c') return;
    const replacement = kind === 'n' ? pick(next, LETTERS) : pick(next, DIGITS);
    wrongClass.push(ibanOf(country, base.slice(0, index) + replacement + base.slice(index + 1)));
  });
  // Check digits outside 02..98 that the checksum alone would accept (00 ~ 97, 01 ~ 98, 99 ~ 02).
  const checkDigits: string[] = [];
  const twins: Readonly<Record<string, string>> = { '97': '00', '98': '01', '02': '99' };
  for (let tries = 0; tries < 5000 && checkDigits.length < 3; tries++) {
    const iban = ibanOf(country, randomBban(country, next));
    const twin = twins[iban.slice(2, 4)];
    if (twin !== undefined) checkDigits.push(`${country}${twin}${iban.slice(4)}`);
  }
  return { valid, changed, transposed, wrongLength, wrongClass, checkDigits };
}

const oracleIban = (iban: string) => ibantools.isValidIBAN(iban);

describe.each(COUNTRIES)('IBANs of %s', (country) => {
  const sets = corpus(country);

  it('registry structure and length agree with ibantools', () => {
    const spec = ibantools.getCountrySpecifications()[country];
    expect(spec?.chars).toBe(IBAN_LENGTHS[country]);
    expect(classes(country)).toHaveLength((IBAN_LENGTHS[country] ?? 0) - 4);
  });

  it.each(Object.keys(sets) as Array<keyof Corpus>)(
    '%s: the client and the sandbox answer as ibantools does',
    (name) => {
      const inputs = sets[name];
      if (name !== 'checkDigits' && name !== 'wrongClass') expect(inputs.length).toBeGreaterThan(0);
      for (const iban of inputs) {
        const expected = oracleIban(iban);
        expect({ iban, client: validateIban(iban).valid }).toEqual({ iban, client: expected });
        expect({ iban, sandbox: checkIban(iban).ok }).toEqual({ iban, sandbox: expected });
      }
      if (name === 'valid') expect(inputs.every(oracleIban)).toBe(true);
      // MOD 97-10 catches every one-character change and digit transposition, not every letter one; structure,
      // length and check-digit faults are always caught.
      if (name === 'wrongLength' || name === 'wrongClass' || name === 'checkDigits')
        expect(inputs.some(oracleIban)).toBe(false);
    },
  );
});

describe('the corpora reach every rule', () => {
  it('wrong character classes fail on structure, check digits outside 02..98 on the checksum rule', () => {
    const reasons = new Set<string>();
    for (const country of COUNTRIES) {
      const sets = corpus(country);
      for (const iban of sets.wrongClass) {
        const result = validateIban(iban);
        if (!result.valid) reasons.add(result.reason);
      }
      for (const iban of sets.checkDigits) {
        const result = validateIban(iban);
        expect(result.valid ? null : result.reason).toBe('checksum');
      }
    }
    expect([...reasons]).toEqual(['structure']);
    expect(validateIban('DE00 3704 0044 0532 0130 00').valid).toBe(false);
  });
});

describe('BICs against ibantools', () => {
  const next = random(9362);
  const bank = () => Array.from({ length: 4 }, () => pick(next, LETTERS)).join('');
  const location = () => pick(next, LETTERS) + pick(next, DIGITS + LETTERS);
  const branch = () => (next() < 0.5 ? '' : Array.from({ length: 3 }, () => pick(next, DIGITS + LETTERS)).join(''));
  const valid = [...BIC_COUNTRY_CODES].map((country) => `${bank()}${country}${location()}${branch()}`);
  const notCountries = ['XX', 'AA', 'ZZ', 'UK', 'EU', 'QQ', 'OO', 'XA', 'EZ', 'AN', 'YU', 'CS', 'TP'];
  const invalid = [
    ...notCountries.map((country) => `${bank()}${country}${location()}${branch()}`),
    ...valid.slice(0, 20).map((bic) => bic.slice(0, 7)),
    ...valid.slice(0, 20).map((bic) => `${bic.slice(0, 8)}X`),
    ...valid.slice(0, 20).map((bic) => `1${bic.slice(1)}`),
    ...valid.slice(0, 20).map((bic) => `${bic.slice(0, 4)}4${bic.slice(5)}`),
  ];

  it('every ISO 3166-1 country (and XK) is a BIC country, as for ibantools', () => {
    expect(BIC_COUNTRY_CODES.size).toBe(250);
    for (const bic of valid) {
      expect({
        bic,
        oracle: ibantools.isValidBIC(bic),
        client: validateBic(bic).valid,
        sandbox: checkBic(bic).ok,
      }).toEqual({ bic, oracle: true, client: true, sandbox: true });
    }
  });

  it('codes that are not ISO 3166-1 countries, wrong lengths and digits in the bank code are refused', () => {
    for (const bic of invalid) {
      expect({
        bic,
        oracle: ibantools.isValidBIC(bic),
        client: validateBic(bic).valid,
        sandbox: checkBic(bic).ok,
      }).toEqual({ bic, oracle: false, client: false, sandbox: false });
    }
    expect(validateBic('DEUTUKFF')).toEqual({ valid: false, reason: 'country' });
  });
});

describe('ABA routing and card numbers, client and sandbox alike', () => {
  it('all zeros pass the check-digit arithmetic but are refused', () => {
    expect(validateAbaRouting('000000000')).toEqual({ valid: false, reason: 'checksum' });
    expect(checkAba('000000000').ok).toBe(false);
    for (const length of [12, 16, 19]) {
      const zeros = '0'.repeat(length);
      expect(validateCardNumber(zeros)).toEqual({ valid: false, reason: 'checksum' });
      expect(checkCardNumber(zeros).ok).toBe(false);
    }
  });

  it('agree on real and mistyped numbers', () => {
    for (const routing of ['011000015', '021000021', '111000025', '011000016', '131000025', '0110000155']) {
      expect({ routing, client: validateAbaRouting(routing).valid }).toEqual({ routing, client: checkAba(routing).ok });
    }
    for (const card of [
      '4111111111111111',
      '4111111111111112',
      '5555555555554444',
      '378282246310005',
      '000000000018',
      '4111 1111 1111 1111',
    ]) {
      expect({ card, client: validateCardNumber(card).valid }).toEqual({ card, client: checkCardNumber(card).ok });
    }
    expect(validateCardNumber('000000000018').valid).toBe(true);
  });
});
