/**
 * The payout catalogue of the global transfer claim: which countries a recipient can be paid in, the payout
 * methods and currencies of each country, the details (extra params) each method needs there, fees and FX rates.
 *
 * - SEPA credit transfer (EUR, IBAN) in every country and territory of the EPC's list of SEPA scheme countries;
 * - ACH in the US (ABA routing number, account number, account type), Faster Payments in GB (sort code, account);
 * - local bank transfers (EFT) with bank and branch codes in BR, JP, HK and LK (spec 2 section 5), with
 *   institution and transit numbers in CA, and with an IBAN in RO (RON);
 * - card payouts (OCT) with BIN lookup and blacklist; Pix instant payments in BR; Interac e-Transfer in CA;
 * - SWIFT wires everywhere in the catalogue;
 * - a banks list per country (the directory banks, for wire and EFT forms) and the branch options of a bank.
 *
 * FX rates are a fixed table (not market rates), so every amount in tests is predictable.
 */
import type { ExtraParam, PayoutMethod } from '../../src/core/api/contract/global-claim';
import type { ValidationError } from '../../src/core/api/contract/envelope';
import {
  BIN_BLACKLIST,
  branchesOf,
  DIRECTORY_BANKS,
  lookupBin,
  resolvePixKey,
  type DirectoryBranch,
} from './bank-directory';
import { IBAN_LENGTHS, runValidator } from './payout-validation';

/**
 * The EPC's SEPA scheme countries (EPC409-09, 41 countries since Serbia joined in May 2025): the 27 EU states;
 * Iceland, Liechtenstein, Norway; Switzerland, the United Kingdom, Monaco, San Marino, Vatican City, Andorra;
 * Albania, Montenegro, Moldova, North Macedonia and Serbia.
 */
export const SEPA_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
  'MC',
  'SM',
  'VA',
  'AD',
  'AL',
  'ME',
  'MD',
  'MK',
  'RS',
];

/**
 * Territories the EPC list names with their own ISO code, and whose IBANs they use: Åland (FI); French Guiana,
 * Guadeloupe, Martinique, Mayotte, Réunion, Saint Barthélemy, Saint Martin, Saint Pierre and Miquelon (FR);
 * Gibraltar (own IBAN format); Guernsey, Jersey, Isle of Man (GB). The Azores, Madeira, the Canary Islands, Ceuta
 * and Melilla have no code of their own: they are PT and ES.
 */
export const SEPA_TERRITORIES: Readonly<Record<string, string>> = {
  AX: 'FI',
  GF: 'FR',
  GP: 'FR',
  MQ: 'FR',
  YT: 'FR',
  RE: 'FR',
  BL: 'FR',
  MF: 'FR',
  PM: 'FR',
  GI: 'GI',
  GG: 'GB',
  JE: 'GB',
  IM: 'GB',
};

/** Every SEPA code the claim flow offers: 41 countries and 13 territories. */
export const SEPA_AREA: readonly string[] = [...SEPA_COUNTRIES, ...Object.keys(SEPA_TERRITORIES)];

/** The country code IBANs of a country start with (a territory's parent), or null where IBANs are not used. */
export function ibanCountryOf(country: string): string | null {
  const code = SEPA_TERRITORIES[country] ?? country;
  return IBAN_LENGTHS[code] === undefined ? null : code;
}

/** Minor-unit digits of the currencies the catalogue pays in (ISO 4217). */
const CURRENCY_DIGITS: Readonly<Record<string, number>> = { JPY: 0 };

export function currencyDigits(currency: string): number {
  return CURRENCY_DIGITS[currency] ?? 2;
}

/** Units of each currency per 1 USD, scaled by 10^6. Fixed sandbox rates, not market data. */
const PER_USD: Readonly<Record<string, bigint>> = {
  USD: 1_000_000n,
  EUR: 920_000n,
  GBP: 790_000n,
  RON: 4_580_000n,
  CAD: 1_370_000n,
  BRL: 5_600_000n,
  JPY: 151_200_000n,
  HKD: 7_800_000n,
  LKR: 300_000_000n,
};

export const FX_CURRENCIES: readonly string[] = Object.keys(PER_USD);

const RATE_SCALE = 1_000_000n;

function divideRounded(numerator: bigint, denominator: bigint): bigint {
  // Half up, for non-negative values.
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** The rate from one currency to another, scaled by 10^6 and rounded half up (6 decimals). */
export function exchangeRate6(from: string, to: string): bigint {
  if (from === to) return RATE_SCALE;
  const fromRate = PER_USD[from];
  const toRate = PER_USD[to];
  if (fromRate === undefined || toRate === undefined) throw new Error(`No FX rate for ${from}/${to}`);
  return divideRounded(toRate * RATE_SCALE, fromRate);
}

/** Converts minor units of one currency to minor units of another at {@link exchangeRate6}, rounded half up. */
export function convertMinor(amountMinor: number, from: string, to: string): number {
  const rate = exchangeRate6(from, to);
  const numerator = BigInt(amountMinor) * rate * 10n ** BigInt(currencyDigits(to));
  const denominator = 10n ** BigInt(currencyDigits(from)) * RATE_SCALE;
  return Number(divideRounded(numerator, denominator));
}

/** 920000n -> "0.92", 1000000n -> "1". */
export function formatRate(rate6: bigint): string {
  const whole = rate6 / RATE_SCALE;
  const fraction = String(rate6 % RATE_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Minor units as a decimal string with the currency's digits: 123456 USD -> "1234.56", 1234 JPY -> "1234". */
export function formatAmount(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(amountMinor);
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return `${sign}${absolute.slice(0, absolute.length - digits)}.${absolute.slice(absolute.length - digits)}`;
}

type TransferType = PayoutMethod['transferType'];

export type MethodId = 'sepa' | 'ach' | 'faster_payments' | 'bank_transfer' | 'swift' | 'card' | 'pix' | 'interac';

interface MethodDefinition {
  name: string;
  transferType: TransferType;
  eta: string;
  /** Fixed part of the fee in minor units of the transfer currency (USD's converted for other currencies), plus basis points of the amount. */
  fee: { fixed: { USD: number; EUR: number }; bps: number };
}

export const METHODS: Readonly<Record<MethodId, MethodDefinition>> = {
  sepa: {
    name: 'SEPA credit transfer',
    transferType: 'eft',
    eta: '1 business day',
    fee: { fixed: { USD: 150, EUR: 100 }, bps: 0 },
  },
  ach: {
    name: 'ACH bank transfer',
    transferType: 'eft',
    eta: '1-3 business days',
    fee: { fixed: { USD: 200, EUR: 200 }, bps: 0 },
  },
  faster_payments: {
    name: 'Faster Payments',
    transferType: 'eft',
    eta: 'Within 2 hours',
    fee: { fixed: { USD: 150, EUR: 150 }, bps: 0 },
  },
  bank_transfer: {
    name: 'Local bank transfer',
    transferType: 'eft',
    eta: '1-2 business days',
    fee: { fixed: { USD: 300, EUR: 300 }, bps: 50 },
  },
  swift: {
    name: 'International wire (SWIFT)',
    transferType: 'wire',
    eta: '2-5 business days',
    fee: { fixed: { USD: 1500, EUR: 1500 }, bps: 0 },
  },
  card: {
    name: 'Visa or Mastercard card',
    transferType: 'oct',
    eta: 'Within 30 minutes',
    fee: { fixed: { USD: 100, EUR: 100 }, bps: 150 },
  },
  pix: { name: 'Pix', transferType: 'instant_payment', eta: 'Instant', fee: { fixed: { USD: 50, EUR: 50 }, bps: 100 } },
  interac: {
    name: 'Interac e-Transfer',
    transferType: 'interac',
    eta: 'Within 30 minutes',
    fee: { fixed: { USD: 150, EUR: 150 }, bps: 0 },
  },
};

export function isMethodId(value: string): value is MethodId {
  return Object.hasOwn(METHODS, value);
}

/** Local bank transfers: the currency of each country. */
const BANK_TRANSFER_CURRENCIES: Readonly<Record<string, readonly string[]>> = {
  BR: ['BRL'],
  JP: ['JPY'],
  HK: ['HKD', 'USD'],
  LK: ['LKR'],
  CA: ['CAD'],
  RO: ['RON'],
};

/** Card payouts (OCT): the currencies cards of a country can be credited in. */
const CARD_CURRENCIES: Readonly<Record<string, readonly string[]>> = {
  US: ['USD'],
  GB: ['GBP'],
  CA: ['CAD'],
  RO: ['RON', 'EUR'],
  DE: ['EUR'],
  FR: ['EUR'],
  ES: ['EUR'],
  IT: ['EUR'],
  NL: ['EUR'],
  IE: ['EUR'],
  PT: ['EUR'],
  BE: ['EUR'],
  AT: ['EUR'],
  FI: ['EUR'],
};

const SWIFT_CURRENCIES: Readonly<Record<string, readonly string[]>> = {
  GB: ['USD', 'EUR', 'GBP'],
  CA: ['USD', 'CAD'],
  JP: ['USD', 'JPY'],
  HK: ['USD', 'HKD'],
  US: ['USD'],
  BR: ['USD'],
  LK: ['USD'],
};

/** Countries outside SEPA the catalogue serves. */
const OTHER_COUNTRIES: readonly string[] = ['US', 'CA', 'BR', 'JP', 'HK', 'LK'];

export const CATALOGUE_COUNTRIES: readonly string[] = [...SEPA_AREA, ...OTHER_COUNTRIES];

/** Payout methods of a country, each with the currencies it pays in there (empty outside the catalogue). */
export function methodsOf(country: string): Array<{ id: MethodId; currencies: readonly string[] }> {
  if (!CATALOGUE_COUNTRIES.includes(country)) return [];
  const list: Array<{ id: MethodId; currencies: readonly string[] }> = [];
  if (country === 'US') list.push({ id: 'ach', currencies: ['USD'] });
  if (country === 'GB') list.push({ id: 'faster_payments', currencies: ['GBP'] });
  if (country === 'BR') list.push({ id: 'pix', currencies: ['BRL'] });
  if (country === 'CA') list.push({ id: 'interac', currencies: ['CAD'] });
  const local = BANK_TRANSFER_CURRENCIES[country];
  if (local) list.push({ id: 'bank_transfer', currencies: local });
  if (SEPA_AREA.includes(country)) list.push({ id: 'sepa', currencies: ['EUR'] });
  const card = CARD_CURRENCIES[country];
  if (card) list.push({ id: 'card', currencies: card });
  list.push({ id: 'swift', currencies: SWIFT_CURRENCIES[country] ?? ['USD', 'EUR'] });
  return list;
}

export function payoutMethodsOf(country: string): PayoutMethod[] {
  return methodsOf(country).map(({ id, currencies }) => ({
    paymentMethod: id,
    name: METHODS[id].name,
    transferType: METHODS[id].transferType,
    currencies: [...currencies],
    eta: METHODS[id].eta,
  }));
}

export type CatalogueBank = {
  /** National bank code: what the bank code (or routing number) field of a local transfer holds. */
  code: string;
  name: string;
  swift: string;
  address: string;
  city: string;
  /** An empty array where the bank has no postcode (the bank API's "unknown"). */
  zipCode: string | never[];
  countryIsoCode: string;
};

/** Banks list of a country the catalogue serves: the directory's banks there, by name. */
export function payoutBanksOf(country: string): CatalogueBank[] {
  if (!CATALOGUE_COUNTRIES.includes(country)) return [];
  return DIRECTORY_BANKS.filter((bank) => bank.countryIsoCode === country)
    .map((bank) => ({
      code: bank.nationalCode,
      name: bank.bankName,
      swift: bank.bic,
      address: bank.address,
      city: bank.city,
      zipCode: bank.zipCode,
      countryIsoCode: bank.countryIsoCode,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Branch options of a bank of the banks list (empty outside the catalogue or for a bank without branch data). */
export function branchOptionsOf(country: string, bankCode: string): DirectoryBranch[] {
  return CATALOGUE_COUNTRIES.includes(country) ? branchesOf(country, bankCode) : [];
}

/** Whether a method pays in a currency in a country. */
export function offers(country: string, method: MethodId, currency: string): boolean {
  return methodsOf(country).some((entry) => entry.id === method && entry.currencies.includes(currency));
}

/** The fee of a method for an amount, in minor units of the transfer currency. */
export function feeMinor(method: MethodId, amountMinor: number, currency: string): number {
  const { fixed, bps } = METHODS[method].fee;
  const fixedMinor =
    currency === 'USD' || currency === 'EUR' ? fixed[currency] : convertMinor(fixed.USD, 'USD', currency);
  return fixedMinor + Math.round((amountMinor * bps) / 10_000);
}

export interface Quote {
  /** Transfer currency -> payout currency, scaled by 10^6. */
  rate6: bigint;
  /** In the transfer currency. */
  feeMinor: number;
  /** What leaves the escrow for the payout network, in the transfer currency (amount, less the fee when the recipient pays it). */
  netMinor: number;
  /** What the recipient receives, in the payout currency. */
  toAmountMinor: number;
}

/** The fee is taken from the amount when the beneficiary pays it (feeIsBen); otherwise the sender pays it on top. */
export function quote(
  transfer: { amountMinor: number; currency: string; feeIsBen: boolean },
  method: MethodId,
  toCurrency: string,
): Quote {
  const fee = feeMinor(method, transfer.amountMinor, transfer.currency);
  const netMinor = transfer.feeIsBen ? transfer.amountMinor - fee : transfer.amountMinor;
  return {
    rate6: exchangeRate6(transfer.currency, toCurrency),
    feeMinor: fee,
    netMinor,
    toAmountMinor: convertMinor(netMinor, transfer.currency, toCurrency),
  };
}

function text(key: string, label: string, required: boolean, extra: Partial<ExtraParam> = {}): ExtraParam {
  return { key, label, type: 'text', required, ...extra };
}

const holderName = (label = 'Account holder name') =>
  text('accountHolderName', label, true, { minLength: 2, maxLength: 70 });

const ibanParam = (hint: string) =>
  text('iban', 'IBAN', true, { validator: 'iban', lookup: 'iban', minLength: 15, maxLength: 42, hint });

const bicParam = (required: boolean) =>
  text('bic', 'BIC / SWIFT code', required, {
    validator: 'bic',
    lookup: 'swift',
    minLength: 8,
    maxLength: 11,
    hint: required ? '8 or 11 characters, e.g. COBADEFFXXX' : 'Optional: we find it from the IBAN',
  });

interface LocalBankFormat {
  bank: { label: string; hint: string; pattern: string };
  branch: { label: string; hint: string; pattern: string };
  account: { hint: string; pattern: string; min: number; max: number };
  accountTypes?: Array<{ value: string; label: string }>;
  taxId?: string;
}

const LOCAL_BANK_FORMATS: Readonly<Record<string, LocalBankFormat>> = {
  BR: {
    bank: { label: 'Bank code (COMPE)', hint: '3 digits, e.g. 341', pattern: '^\\d{3}$' },
    branch: { label: 'Branch (agência)', hint: '4 digits, e.g. 0001', pattern: '^\\d{4}(-?[\\dXx])?$' },
    account: {
      hint: 'Account number with its check digit, e.g. 12345-6',
      pattern: '^\\d{1,12}-?[\\dXx]$',
      min: 2,
      max: 14,
    },
    accountTypes: [
      { value: 'checking', label: 'Conta corrente (checking)' },
      { value: 'savings', label: 'Conta poupança (savings)' },
    ],
    taxId: 'CPF or CNPJ of the account holder',
  },
  JP: {
    bank: { label: 'Bank code (Zengin)', hint: '4 digits, e.g. 0005', pattern: '^\\d{4}$' },
    branch: { label: 'Branch code', hint: '3 digits, e.g. 001', pattern: '^\\d{3}$' },
    account: { hint: '7 digits', pattern: '^\\d{7}$', min: 7, max: 7 },
    accountTypes: [
      { value: 'futsu', label: 'Futsu (ordinary)' },
      { value: 'toza', label: 'Toza (current)' },
    ],
  },
  HK: {
    bank: { label: 'Bank code', hint: '3 digits, e.g. 004', pattern: '^\\d{3}$' },
    branch: { label: 'Branch code', hint: '3 digits, e.g. 001', pattern: '^\\d{3}$' },
    account: { hint: '6 to 12 digits', pattern: '^\\d{6,12}$', min: 6, max: 12 },
  },
  LK: {
    bank: { label: 'Bank code', hint: '4 digits, e.g. 7010', pattern: '^\\d{4}$' },
    branch: { label: 'Branch code', hint: '3 digits, e.g. 001', pattern: '^\\d{3}$' },
    account: { hint: '6 to 15 digits', pattern: '^\\d{6,15}$', min: 6, max: 15 },
  },
  CA: {
    bank: { label: 'Institution number', hint: '3 digits, e.g. 003', pattern: '^\\d{3}$' },
    branch: { label: 'Transit number', hint: '5 digits, e.g. 00002', pattern: '^\\d{5}$' },
    account: { hint: '7 to 12 digits', pattern: '^\\d{7,12}$', min: 7, max: 12 },
  },
};

/** The bank/branch fields of a local transfer as one group; the client flattens `options` into the form. */
function bankAndBranch(format: LocalBankFormat): ExtraParam {
  return text('bankDetails', 'Bank and branch', true, {
    options: [
      text('bankCode', format.bank.label, true, {
        validator: 'bankCode',
        pattern: format.bank.pattern,
        hint: format.bank.hint,
      }),
      text('branchCode', format.branch.label, true, {
        validator: 'branchCode',
        pattern: format.branch.pattern,
        hint: format.branch.hint,
      }),
    ],
  });
}

const beneficiaryAddress = (): ExtraParam =>
  text('beneficiaryAddress', 'Your address', true, {
    options: [
      text('address', 'Street and number', true, { minLength: 3, maxLength: 70 }),
      text('city', 'City', true, { minLength: 2, maxLength: 35 }),
      text('postalCode', 'Postal code', false, { maxLength: 16 }),
    ],
  });

/**
 * The details a method needs in a country (and currency). Groups (`options`) are flattened by the client and by
 * {@link flattenParams}; select values are in `values`; every checked field names its offline `validator`.
 */
export function extraParamsOf(method: MethodId, country: string): ExtraParam[] {
  switch (method) {
    case 'sepa':
      return [holderName(), ibanParam('e.g. DE89 3704 0044 0532 0130 00'), bicParam(false)];
    case 'ach':
      return [
        holderName(),
        text('routingNumber', 'Routing number (ABA)', true, {
          validator: 'aba',
          minLength: 9,
          maxLength: 9,
          hint: '9 digits, e.g. 021000021',
        }),
        text('accountNumber', 'Account number', true, {
          pattern: '^\\d{4,17}$',
          minLength: 4,
          maxLength: 17,
          hint: '4 to 17 digits',
        }),
        {
          key: 'accountType',
          label: 'Account type',
          type: 'select',
          required: true,
          values: [
            { value: 'checking', label: 'Checking' },
            { value: 'savings', label: 'Savings' },
          ],
        },
      ];
    case 'faster_payments':
      return [
        holderName(),
        text('sortCode', 'Sort code', true, {
          validator: 'sortCode',
          minLength: 6,
          maxLength: 8,
          hint: '6 digits, e.g. 60-16-13',
        }),
        text('accountNumber', 'Account number', true, {
          pattern: '^\\d{8}$',
          minLength: 8,
          maxLength: 8,
          hint: '8 digits',
        }),
      ];
    case 'bank_transfer': {
      if (country === 'RO') return [holderName(), ibanParam('A Romanian IBAN, e.g. RO65 BTRL RONC RT01 2345 6789')];
      const format = LOCAL_BANK_FORMATS[country];
      if (!format) return [];
      const params: ExtraParam[] = [
        holderName(),
        bankAndBranch(format),
        text('accountNumber', 'Account number', true, {
          pattern: format.account.pattern,
          minLength: format.account.min,
          maxLength: format.account.max,
          hint: format.account.hint,
        }),
      ];
      if (format.accountTypes)
        params.push({
          key: 'accountType',
          label: 'Account type',
          type: 'select',
          required: true,
          values: format.accountTypes,
        });
      if (format.taxId)
        params.push(text('taxId', format.taxId, true, { validator: 'taxId', minLength: 11, maxLength: 18 }));
      return params;
    }
    case 'swift': {
      const account = ibanCountryOf(country)
        ? ibanParam('Your IBAN')
        : text('accountNumber', 'Account number', true, {
            pattern: '^[A-Za-z0-9]{4,34}$',
            minLength: 4,
            maxLength: 34,
            hint: 'As your bank writes it, letters and digits only',
          });
      const bankName = text('bankName', 'Bank name', false, {
        maxLength: 70,
        hint: 'Filled from the BIC when we know the bank',
      });
      return [holderName(), bicParam(true), bankName, account, beneficiaryAddress()];
    }
    case 'card':
      return [
        text('cardNumber', 'Card number', true, {
          validator: 'luhn',
          lookup: 'bin',
          minLength: 12,
          maxLength: 23,
          hint: 'Visa or Mastercard',
        }),
        holderName('Name on the card'),
      ];
    case 'pix':
      return [
        {
          key: 'instantKeyType',
          label: 'Pix key type',
          type: 'select',
          required: true,
          values: [
            { value: 'cpf', label: 'CPF' },
            { value: 'email', label: 'E-mail' },
            { value: 'phone', label: 'Phone number' },
            { value: 'random', label: 'Random key' },
          ],
        },
        text('instantKey', 'Pix key', true, {
          lookup: 'instantKey',
          minLength: 1,
          maxLength: 77,
          hint: 'The key your bank registered for you',
        }),
        text('taxId', 'CPF or CNPJ of the account holder', true, { validator: 'taxId', minLength: 11, maxLength: 18 }),
      ];
    case 'interac':
      return [
        holderName(),
        {
          key: 'email',
          label: 'E-mail registered for Interac',
          type: 'email',
          required: true,
          validator: 'email',
          maxLength: 254,
        },
      ];
  }
}

/** Groups replaced by their entries, as the client shows them. */
export function flattenParams(params: readonly ExtraParam[]): ExtraParam[] {
  return params.flatMap((param) =>
    param.options && param.options.length > 0 ? flattenParams(param.options) : [param],
  );
}

export type DetailsCheck = { ok: true; details: Record<string, string> } | { ok: false; errors: ValidationError[] };

/**
 * Checks payout details against a method's params (required, lengths, pattern, select values, validator) and the
 * method's own rules; returns the details in canonical form, with only the known keys.
 */
export function checkDetails(method: MethodId, country: string, given: Readonly<Record<string, string>>): DetailsCheck {
  const errors: ValidationError[] = [];
  const details: Record<string, string> = {};
  for (const param of flattenParams(extraParamsOf(method, country))) {
    const raw = (given[param.key] ?? '').trim();
    if (raw === '') {
      if (param.required) errors.push({ field: param.key, description: 'Required' });
      continue;
    }
    if (param.minLength != null && raw.length < param.minLength) {
      errors.push({ field: param.key, description: `Must be at least ${param.minLength} characters` });
      continue;
    }
    if (param.maxLength != null && raw.length > param.maxLength) {
      errors.push({ field: param.key, description: `Must be at most ${param.maxLength} characters` });
      continue;
    }
    if (param.pattern && !new RegExp(param.pattern).test(raw)) {
      errors.push({
        field: param.key,
        description: param.hint ? `Has the wrong format: ${param.hint}` : 'Has the wrong format',
      });
      continue;
    }
    if (param.values && !param.values.some((choice) => choice.value === raw)) {
      errors.push({
        field: param.key,
        description: `Must be one of: ${param.values.map((choice) => choice.value).join(', ')}`,
      });
      continue;
    }
    if (param.validator) {
      const checked = runValidator(param.validator, raw, country);
      if (!checked.ok) {
        errors.push({ field: param.key, description: checked.message });
        continue;
      }
      details[param.key] = checked.value;
    } else {
      details[param.key] = raw;
    }
  }
  if (errors.length === 0) errors.push(...methodRules(method, country, details));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, details };
}

function methodRules(method: MethodId, country: string, details: Record<string, string>): ValidationError[] {
  const iban = details.iban;
  if (method === 'sepa' && iban) {
    const ibanCountry = iban.slice(0, 2);
    if (!SEPA_AREA.includes(ibanCountry))
      return [{ field: 'iban', description: `SEPA transfers need an IBAN of a SEPA country, not ${ibanCountry}` }];
  }
  if ((method === 'bank_transfer' || method === 'swift') && iban) {
    const expected = ibanCountryOf(country);
    if (expected && !iban.startsWith(expected))
      return [{ field: 'iban', description: `The IBAN must be from ${expected}` }];
  }
  if (method === 'card' && details.cardNumber) {
    const bin = details.cardNumber.slice(0, 6);
    if (BIN_BLACKLIST.includes(bin) || !lookupBin(bin).valid) {
      return [{ field: 'cardNumber', description: `Cards with BIN ${bin} cannot receive payouts` }];
    }
  }
  if (method === 'pix') {
    const resolved = resolvePixKey(details.instantKeyType ?? '', details.instantKey ?? '', details.taxId ?? '');
    if (!resolved.ok) return [{ field: resolved.field, description: resolved.message }];
    details.instantKey = resolved.key;
  }
  return [];
}
