/** Every text the payout catalogue can answer (claim and external transfers) is worded in every language. */
import { describe, expect, it } from 'vitest';
import type { ExtraParam } from '../../src/core/api/contract/global-claim';
import { CRYPTO_NETWORKS, externalExtraParams, externalMethodsOf } from './external-transfers';
import { CATALOGUE_COUNTRIES, extraParamsOf, METHODS, methodsOf, payoutMethodsOf } from './payout-catalogue';
import {
  CATALOGUE_LANGUAGES,
  catalogueText,
  hasCatalogueTranslation,
  localiseMethods,
  localiseParams,
} from './payout-catalogue-texts';

function textsOf(params: readonly ExtraParam[]): string[] {
  return params.flatMap((param) => [
    param.label,
    ...(param.hint ? [param.hint] : []),
    ...(param.values ?? []).map((choice) => choice.label),
    ...textsOf(param.options ?? []),
  ]);
}

function everyCatalogueText(): Set<string> {
  const texts = new Set<string>();
  for (const country of CATALOGUE_COUNTRIES) {
    for (const method of payoutMethodsOf(country)) for (const text of [method.name, method.eta ?? '']) texts.add(text);
    for (const { id } of methodsOf(country)) {
      for (const text of textsOf(extraParamsOf(id, country))) texts.add(text);
      for (const customerType of ['0', '1'])
        for (const text of textsOf(externalExtraParams(id, country, customerType))) texts.add(text);
    }
    for (const method of externalMethodsOf(country, 'crypto_eft'))
      for (const text of [method.name, method.eta ?? '']) texts.add(text);
  }
  for (const network of Object.keys(CRYPTO_NETWORKS))
    for (const text of textsOf(externalExtraParams(network, 'US', '0'))) texts.add(text);
  texts.delete('');
  return texts;
}

describe('payout catalogue texts', () => {
  it('has a translation of every label, hint, choice, method name and delivery time the catalogue answers', () => {
    const texts = everyCatalogueText();
    expect(texts.size).toBeGreaterThan(60);
    expect([...texts].filter((text) => !hasCatalogueTranslation(text))).toEqual([]);
  });

  it('answers in the language asked for, keeping numbers and examples, and English otherwise', () => {
    expect(catalogueText('3 digits, e.g. 341', 'pt')).toBe('3 dígitos, p. ex. 341');
    expect(catalogueText('6 to 15 digits', 'ro')).toBe('Între 6 și 15 cifre');
    expect(catalogueText('TRC-20 wallet address', 'ru')).toBe('Адрес кошелька TRC-20');
    expect(catalogueText('Savings ••••6789', 'uk')).toBe('Ощадний ••••6789');
    expect(catalogueText('Account number', 'en')).toBe('Account number');
    expect(catalogueText('Account number', 'de')).toBe('Account number');
    expect(catalogueText('A text the catalogue does not have', 'ro')).toBe('A text the catalogue does not have');
  });

  it('localises the nested groups and choices of a form and the methods of a country', () => {
    const swift = localiseParams(extraParamsOf('swift', 'US'), 'es');
    const address = swift.find((param) => param.key === 'beneficiaryAddress');
    expect(address?.label).toBe('Su dirección');
    expect(address?.options?.map((param) => param.label)).toEqual(['Calle y número', 'Ciudad', 'Código postal']);
    const methods = localiseMethods(payoutMethodsOf('BR'), 'uk');
    expect(methods.map((method) => method.eta)).toEqual(['Миттєво', '1–2 робочі дні', '2–5 робочих днів']);
    expect(methods[0]?.name).toBe(METHODS.pix.name);
  });

  it('leaves no English word in a non-English text (proper names and codes aside)', () => {
    const names = /Sort code|Faster Payments|Interac e-Transfer/g;
    // Letter boundaries of any script: "oră" holds no "or".
    const english =
      /(?<!\p{L})(the|and|your|of|or|to|digits|account|bank|number|code|name|within|business|days?|e\.g)(?!\p{L})/iu;
    for (const language of CATALOGUE_LANGUAGES) {
      const left = [...everyCatalogueText()]
        .map((text) => catalogueText(text, language))
        .filter((text) => english.test(text.replace(names, '')));
      expect(left, language).toEqual([]);
    }
  });
});
