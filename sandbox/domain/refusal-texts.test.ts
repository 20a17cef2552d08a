/** The refusals of payout details are worded in every language (issue 24). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normaliseInstantKey, resolvePixKey } from './bank-directory';
import { checkExternalDetails, CRYPTO_NETWORKS } from './external-transfers';
import { URL_PROBLEM_TEXT } from './merchant-buttons';
import {
  CATALOGUE_COUNTRIES,
  checkDetails,
  extraParamsOf,
  flattenParams,
  METHODS,
  methodsOf,
} from './payout-catalogue';
import { CATALOGUE_LANGUAGES, catalogueText } from './payout-catalogue-texts';
import {
  checkAba,
  checkBankCode,
  checkBic,
  checkBranchCode,
  checkCardNumber,
  checkEmail,
  checkIban,
  checkPhone,
  checkSortCode,
  checkTaxId,
} from './payout-validation';
import { accessRefusalTexts } from './access-rights';
import { hasRefusalTranslation, refusalSummary, refusalText } from './refusal-texts';

/** The details a method refuses: every field empty, then every field with a few wrong values. */
function detailRefusals(): Set<string> {
  const texts = new Set<string>();
  const wrong = [
    'x',
    '1',
    'DE00',
    '0'.repeat(60),
    'FR7630004000031234567890143',
    '4111111111111112',
    '5555555555554444',
    'ZZ12',
  ];
  for (const country of CATALOGUE_COUNTRIES) {
    for (const { id } of methodsOf(country)) {
      const params = flattenParams(extraParamsOf(id, country));
      const checked = checkDetails(id, country, {});
      if (!checked.ok) for (const error of checked.errors) texts.add(error.description);
      for (const value of wrong) {
        const result = checkDetails(id, country, Object.fromEntries(params.map((param) => [param.key, value])));
        if (!result.ok) for (const error of result.errors) texts.add(error.description);
      }
    }
  }
  for (const network of Object.keys(CRYPTO_NETWORKS)) {
    for (const value of ['', 'x']) {
      const checked = checkExternalDetails(network, 'US', '0', { walletAddress: value, accountHolderName: value });
      if (!checked.ok) for (const error of checked.errors) texts.add(error.description);
    }
  }
  const fieldChecks = [
    ...['', 'XX', 'US12', 'DE12', 'DE8937040044053201300', 'DE89370400440532013001', 'GB82WEST1234569876543A'].map(
      checkIban,
    ),
    ...['', 'COBA', 'COBA1EFF', 'COBAZZFF'].map(checkBic),
    ...['', '12', '123456789', '021000022'].map(checkAba),
    checkSortCode('1'),
    ...['1', '4111111111111112'].map(checkCardNumber),
    ...['BR', 'JP', 'CA', 'US'].flatMap((country) => [checkBankCode('x', country), checkBranchCode('x', country)]),
    checkEmail('x'),
    ...['x', '+12'].map(checkPhone),
    checkTaxId('x'),
  ];
  for (const check of fieldChecks) if (!check.ok) texts.add(check.message);
  for (const type of ['cpf', 'email', 'phone', 'random', 'iban']) {
    const normalised = normaliseInstantKey(type, 'x');
    if (!normalised.ok) texts.add(normalised.message);
  }
  for (const resolved of [
    resolvePixKey('email', 'nobody@recipient.test', ''),
    resolvePixKey('cpf', '52998224725', '11144477735'),
  ]) {
    if (!resolved.ok) texts.add(resolved.message);
  }
  return texts;
}

describe('refusal texts', () => {
  it('has a translation of every refusal of payout details the checks answer', () => {
    const texts = detailRefusals();
    expect(texts.size).toBeGreaterThan(30);
    expect([...texts].filter((text) => !hasRefusalTranslation(text))).toEqual([]);
  });

  it('answers in the language asked for, keeping numbers and codes, translating quoted hints, and English otherwise', () => {
    expect(refusalText('Not a valid IBAN: an IBAN from DE has 22 characters', 'ro')).toBe(
      'Nu este un IBAN valid: lungimea unui IBAN din DE este 22',
    );
    expect(refusalText('Has the wrong format: 3 digits, e.g. 341', 'pt')).toBe(
      'O formato não é válido: 3 dígitos, p. ex. 341',
    );
    expect(refusalText('Not a TRC-20 address: Starts with T, 34 letters and digits', 'uk')).toBe(
      'Це не адреса TRC-20: Починається з T, 34 літери й цифри',
    );
    expect(refusalText('Repeats row 4', 'ru')).toBe('Повторяет строку 4');
    expect(refusalText('Required', 'en')).toBe('Required');
    expect(refusalText('Required', 'de')).toBe('Required');
    expect(refusalText('A reason no check gives', 'es')).toBe('A reason no check gives');
    for (const language of CATALOGUE_LANGUAGES)
      for (const text of detailRefusals()) expect(refusalText(text, language)).not.toMatch(/\$\d/);
  });

  it("keeps a summary's field path and translates the text after it", () => {
    expect(refusalSummary('iban: Not a valid IBAN', 'es')).toBe('iban: No es un IBAN válido');
    expect(refusalSummary('No Pix account is registered for this key', 'ro')).toBe(
      'Niciun cont Pix nu este înregistrat pentru această cheie',
    );
    expect(refusalSummary('iban: Not a valid IBAN', 'en')).toBe('iban: Not a valid IBAN');
  });
});

/**
 * The refusals the portal's money screens can meet (p2p and own-account payments, their approval, invoices, cards,
 * settings), read from the modules that throw them: the literal of every `fieldError`, `TransferError`,
 * `CardError`, `SettingsError`, `EnvelopeError` and `requireStatus`, and the PIN rules. Texts with values in them
 * are checked below with sample values.
 */
function moneyScreenRefusals(): Set<string> {
  return refusalsThrownBy(
    [
      'domain/p2p-transfers.ts',
      'domain/wallet-transfers.ts',
      'domain/invoices.ts',
      'domain/cards.ts',
      'domain/account-settings.ts',
      'routes/money-movement.ts',
      'routes/invoices.ts',
      'routes/cards.ts',
      'routes/account-settings.ts',
    ],
    /(?:fieldError\([^,]+,|new (?:TransferError|CardError|SettingsError)\(\s*(?:RESPONSE_CODES\.\w+,)?|new EnvelopeError\(\s*RESPONSE_CODES\.\w+,|requireStatus\([^,]+,[^,]+,|return|\[\s*'\w+',)\s*'([^']+)'/g,
  );
}

/**
 * The English sentences (a capital, a space) that `thrown` finds as its first group in the modules' sources; of a
 * "field: text" summary, the text (the field path stays as it is, `refusalSummary`).
 */
function refusalsThrownBy(modules: readonly string[], thrown: RegExp): Set<string> {
  const texts = new Set<string>();
  for (const module of modules) {
    const source = readFileSync(fileURLToPath(new URL(`../${module}`, import.meta.url)), 'utf8');
    for (const match of source.matchAll(thrown)) {
      const text = match[1]?.replace(/^[\w.[\]]+: (?=[A-Z])/, '');
      if (text && /^[A-Z]/.test(text) && / /.test(text)) texts.add(text);
    }
  }
  return texts;
}

describe('refusals of the access rules', () => {
  it('words every refusal of the operations access rules in each language', () => {
    const texts = accessRefusalTexts();
    expect(texts).toContain('No access to transfers');
    expect(texts).toContain('Your access to merchant services is read-only');
    for (const language of CATALOGUE_LANGUAGES)
      for (const text of texts) expect(refusalText(text, language), `${text} (${language})`).not.toBe(text);
    expect(refusalText('No access to transfers', 'uk')).toBe('Немає доступу до переказів');
    expect(refusalText('Your access to cards is read-only', 'pt')).toBe('O seu acesso aos cartões é só de leitura');
  });
});

describe('refusals of the money screens', () => {
  it('has a translation of every refusal the p2p, own-account, invoice, card and settings modules throw', () => {
    const texts = moneyScreenRefusals();
    expect(texts).toContain('Not one of your accounts');
    expect(texts).toContain('The PIN cannot be a sequence of digits');
    expect(texts.size).toBeGreaterThan(80);
    expect([...texts].filter((text) => !hasRefusalTranslation(text))).toEqual([]);
  });

  it('has a translation of every refusal of button payments, external transfer approvals and mass payments', () => {
    const texts = refusalsThrownBy(
      [
        'domain/button-payments.ts',
        'domain/external-transfers.ts',
        'domain/mass-payments.ts',
        'domain/mass-batches.ts',
        'domain/global-pay-batches.ts',
      ],
      /(?:fieldError\([^,]+,|refuse\([^,]+,|new \w+Error\(\s*(?:[\w.]+,)?|requireStatus\([^,]+,[^,]+,|return|\[\s*'\w+',)\s*'([^']+)'/g,
    );
    expect(texts).toContain('The file has no payment rows');
    expect(texts).toContain('This code is not right. Check it and try again.');
    expect(texts.size).toBeGreaterThan(25);
    expect([...texts].filter((text) => !hasRefusalTranslation(text))).toEqual([]);
    for (const period of ['day', 'week', 'month', 'year'])
      expect(hasRefusalTranslation(`This subscription is paid every ${period}`)).toBe(true);
    expect(refusalText('This button takes EUR', 'pt')).toBe('Este botão aceita EUR');
    expect(refusalText('The price of this button is 12.50 USD', 'ru')).toBe('Цена этой кнопки: 12.50 USD');
    expect(refusalText('At most 10000 rows per file', 'ro')).toBe('Cel mult 10000 rânduri pe fișier');
    expect(refusalText('No such payout method in BR', 'uk')).toBe('Такого способу виплати немає в країні BR');
    expect(refusalSummary('approvalCode: This code is not right. Check it and try again.', 'es')).toBe(
      'approvalCode: Este código no es correcto. Compruébelo e inténtelo de nuevo.',
    );
  });

  it('keeps the values of texts that carry them', () => {
    expect(refusalText('No exchange rate for USD/JPY', 'es')).toBe('No hay tipo de cambio para USD/JPY');
    expect(refusalText('The amount is in USD or EUR', 'ro')).toBe('Suma este în USD sau în EUR');
    expect(refusalText('You already have a EUR account', 'uk')).toBe('У вас уже є рахунок у EUR');
    expect(refusalText('Load the card from an account in USD', 'pt')).toBe(
      'Carregue o cartão a partir de uma conta em USD',
    );
    expect(refusalText('User with email a@b.test is already on the black list', 'ru')).toBe(
      'Пользователь с эл. почтой a@b.test уже в чёрном списке',
    );
    expect(
      refusalText('Your current address 10.0.0.1 is not on the list: add it before turning the whitelist on', 'es'),
    ).toBe('Su dirección actual 10.0.0.1 no está en la lista: añádala antes de activar la lista blanca');
    expect(refusalSummary('toEmail: This e-mail is on your payout blacklist', 'ro')).toBe(
      'toEmail: Acest e-mail este pe lista dumneavoastră neagră de plăți',
    );
  });
});

/** Texts those modules throw that only a developer meets (headers, raw field formats): English on purpose. */
const DEVELOPER_TEXTS = new Set([
  'Send a valid API key in the X-Api-Key header',
  'An embedded sign-in must come from the portal page (no Origin header)',
]);

describe("refusals of the portal's other screens", () => {
  it('answers every refusal of approvals, claims, limits, merchant services, contracts, support, company, history, verification and settings in each language', () => {
    const texts = refusalsThrownBy(
      [
        'domain/approvals.ts',
        'domain/card-detail-approvals.ts',
        'domain/global-transfers.ts',
        'domain/limits.ts',
        'domain/merchant-buttons.ts',
        'domain/merchant-tools.ts',
        'domain/scheduled-payments.ts',
        'domain/smart-contracts.ts',
        'domain/support-tickets.ts',
        'routes/company.ts',
        'routes/history.ts',
        'routes/kyc.ts',
        'routes/merchant-buttons.ts',
        'routes/merchant-tools.ts',
        'routes/methods.ts',
        'routes/news-notifications.ts',
        'routes/sei.ts',
      ],
      /(?:new \w+Error\(\s*(?:[\w.]+,)?|description:|\[\s*'\w+',)\s*'([^']+)'/g,
    );
    // The reader finds what it should: a thrown text, a field error's description, a problem table's entry.
    expect(texts).toContain('You cannot decide transaction requests you made');
    expect(texts).toContain('Choose the destination country');
    expect(texts).toContain('The range must end at or after its start');
    expect(texts).toContain('No such limit reason');
    expect(texts.size).toBeGreaterThan(70);
    const portalTexts = [
      ...texts,
      ...Object.values(URL_PROBLEM_TEXT),
      ...['API key', 'Allowed IP', 'Webhook', 'Subscription', 'Notification'].map((what) => `${what} not found`),
    ].filter((text) => !DEVELOPER_TEXTS.has(text));
    expect(portalTexts.filter((text) => !hasRefusalTranslation(text))).toEqual([]);
    const method = METHODS.sepa.name;
    for (const language of CATALOGUE_LANGUAGES) {
      for (const text of portalTexts) {
        const translated = refusalText(text, language);
        expect(translated, `${text} (${language})`).not.toBe(text);
        expect(translated, `${text} (${language})`).not.toMatch(/\$\d/);
      }
      for (const [text, kept] of [
        ['This subscription is cancelled and cannot be cancelled', null],
        ['The authorization was already approved', null],
        ['This pre-approved payment is already cancelled', null],
        ['The address can be at most 2048 characters', '2048'],
        ['The image can be at most 0.5 MB', '0.5'],
        ['Transaction request 12 not found', '12'],
        ['Transaction request 12 is already approved', '12'],
        [
          `The sender does not allow ${method} for this transfer: choose another method`,
          catalogueText(method, language),
        ],
        [`The fee of ${method} is larger than the amount: choose another method`, catalogueText(method, language)],
        ['Codes for this transfer can be sent by: sms, email', 'sms, email'],
        ['You cannot sign this contract now (notSignable)', '(notSignable)'],
        ["Type the signer's name exactly as in the contract (Ann Lee) to sign", '(Ann Lee)'],
        ['This contract cannot be changed that way now (cancel in active)', '(cancel in active)'],
        ['The file is larger than 10485760 bytes', '10485760'],
      ] as const) {
        const translated = refusalText(text, language);
        expect(translated, `${text} (${language})`).not.toBe(text);
        if (kept !== null) expect(translated, `${text} (${language})`).toContain(kept);
      }
    }
    expect(refusalSummary('countryCode: needed for this transfer type', 'es')).toBe(
      'countryCode: obligatorio para este tipo de transferencia',
    );
    expect(refusalSummary('limitReasonId: No such limit reason', 'ro')).toBe(
      'limitReasonId: Acest motiv de limitare nu există',
    );
    expect(refusalText('This subscription is completed and cannot be cancelled', 'es')).toBe(
      'Esta suscripción ya no está activa y no se puede cancelar',
    );
    expect(refusalText('The authorization was already declined', 'uk')).toBe('Ця авторизація вже не очікує рішення');
    expect(refusalText(`The fee of ${method} is larger than the amount: choose another method`, 'es')).toBe(
      'La comisión de Transferencia SEPA supera el importe: elija otro método',
    );
  });
});
