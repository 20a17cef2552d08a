/**
 * Personal details and the KYC questionnaire: the dictionaries (countries of birth, occupations, sources of funds,
 * purposes, expected monthly volumes) and the personal info update that answers a kyc request (spec 1 section 7:
 * kycRequestGet, kycCustomerPersonalInfoUpdate).
 */
import type { SandboxContext } from '../context';
import { KycError } from './kyc';
import type { CustomerRow } from './users';

/** Today's countries (ISO 3166-1 alpha-2), named by the runtime's CLDR data in the request language. */
const CURRENT_COUNTRIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG ' +
  'GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR ' +
  'KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF ' +
  'NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK ' +
  'YE YT ZA ZM ZW'
).split(' ');

/**
 * Former countries people were born in, with their ISO 3166-3 codes (four letters, so they never collide with a
 * reused two-letter code such as CS). CLDR maps their old two-letter codes to a successor, so the names are ours.
 */
const FORMER_COUNTRIES: Record<string, Record<string, string>> = {
  SUHH: {
    en: 'Soviet Union (USSR)',
    es: 'Unión Soviética (URSS)',
    pt: 'União Soviética (URSS)',
    ro: 'Uniunea Sovietică (URSS)',
    ru: 'СССР',
    uk: 'СРСР',
  },
  YUCS: { en: 'Yugoslavia', es: 'Yugoslavia', pt: 'Jugoslávia', ro: 'Iugoslavia', ru: 'Югославия', uk: 'Югославія' },
  CSHH: {
    en: 'Czechoslovakia',
    es: 'Checoslovaquia',
    pt: 'Checoslováquia',
    ro: 'Cehoslovacia',
    ru: 'Чехословакия',
    uk: 'Чехословаччина',
  },
  DDDE: {
    en: 'German Democratic Republic (East Germany)',
    es: 'República Democrática Alemana',
    pt: 'República Democrática Alemã',
    ro: 'Republica Democrată Germană',
    ru: 'Германская Демократическая Республика (ГДР)',
    uk: 'Німецька Демократична Республіка (НДР)',
  },
};

const LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'uk'];

/** The language of a request (`language` field or Accept-Language): one of ours, `ua` read as `uk`, else English. */
export function dictionaryLanguage(requested: string): string {
  const primary = requested.split(/[,;]/)[0]?.trim().toLowerCase().split('-')[0] ?? 'en';
  const language = primary === 'ua' ? 'uk' : primary;
  return LANGUAGES.includes(language) ? language : 'en';
}

export function birthCountries(requested: string): { code: string; name: string; historical: boolean }[] {
  const language = dictionaryLanguage(requested);
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  const current = CURRENT_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code, historical: false }));
  const former = Object.entries(FORMER_COUNTRIES).map(([code, byLanguage]) => ({
    code,
    name: byLanguage[language] ?? byLanguage.en ?? code,
    historical: true,
  }));
  return [...current, ...former].sort((a, b) => collator.compare(a.name, b.name));
}

export function isBirthCountry(code: string): boolean {
  return CURRENT_COUNTRIES.includes(code) || Object.hasOwn(FORMER_COUNTRIES, code);
}

/** The questionnaire's answers by code; English names (clients show their own translation of each code). */
export const KYC_DICTIONARIES = {
  occupations: {
    employee: 'Employee',
    selfEmployed: 'Self-employed',
    businessOwner: 'Business owner',
    freelancer: 'Freelancer or contractor',
    student: 'Student',
    retired: 'Retired',
    homemaker: 'Homemaker',
    unemployed: 'Not working',
  },
  sourcesOfFunds: {
    salary: 'Salary',
    business: 'Business income',
    freelance: 'Freelance or contract work',
    savings: 'Savings',
    investments: 'Investments',
    pension: 'Pension',
    inheritance: 'Inheritance or gift',
  },
  purposes: {
    receivePayments: 'Receiving payments for my work',
    sendPayments: 'Sending money to family or friends',
    onlineShopping: 'Paying online',
    savings: 'Keeping savings',
    businessExpenses: 'Paying business expenses',
  },
  monthlyVolumes: {
    upTo1000: 'Up to USD 1,000',
    upTo5000: 'USD 1,000 to 5,000',
    upTo20000: 'USD 5,000 to 20,000',
    over20000: 'More than USD 20,000',
  },
} as const;

type DictionaryName = keyof typeof KYC_DICTIONARIES;

export function kycDictionaries(_requested: string) {
  const entries = (name: DictionaryName) =>
    Object.entries(KYC_DICTIONARIES[name]).map(([code, name]) => ({ code, name }));
  return {
    occupations: entries('occupations'),
    sourcesOfFunds: entries('sourcesOfFunds'),
    purposes: entries('purposes'),
    monthlyVolumes: entries('monthlyVolumes'),
  };
}

export interface PersonalInfoInput {
  requestId?: number | undefined;
  firstName: string;
  lastName: string;
  birthDay: string;
  occupation: string;
  sourceOfFunds: string;
  purposeOfAccount: string;
  expectedMonthlyVolume: string;
}

const ADULT_YEARS = 18;

function checkBirthDay(birthDay: string, nowMs: number): void {
  const date = new Date(`${birthDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthDay) {
    throw new KycError('birthDay: Not a real date', 'birthDay', 'birthDayInvalid');
  }
  const now = new Date(nowMs);
  const adultFrom = new Date(Date.UTC(date.getUTCFullYear() + ADULT_YEARS, date.getUTCMonth(), date.getUTCDate()));
  if (adultFrom.getTime() > now.getTime())
    throw new KycError('birthDay: Account holders must be at least 18', 'birthDay', 'birthDayUnderage');
  if (date.getUTCFullYear() < 1900) throw new KycError('birthDay: Check the year', 'birthDay', 'birthDayInvalid');
}

function checkCode(name: DictionaryName, field: string, code: string): void {
  if (!Object.hasOwn(KYC_DICTIONARIES[name], code))
    throw new KycError(`${field}: Not one of the choices`, field, 'choiceUnknown');
}

/**
 * Stores the reviewed details: the name (also on the customer's users), date of birth and questionnaire answers. An
 * open kyc request is answered (its id, when given, must be the open one) and the update need clears.
 */
export function updatePersonalInfo(context: SandboxContext, customer: CustomerRow, input: PersonalInfoInput) {
  const { db } = context;
  if (customer.customer_type !== 0)
    throw new KycError('Personal details are updated for personal customers', null, 'notPersonal');
  if (
    input.requestId !== undefined &&
    (customer.is_need_personal_info_update !== 1 || input.requestId !== customer.id)
  ) {
    throw new KycError('requestId: This request is no longer open', 'requestId', 'requestClosed');
  }
  checkBirthDay(input.birthDay, context.now());
  checkCode('occupations', 'occupation', input.occupation);
  checkCode('sourcesOfFunds', 'sourceOfFunds', input.sourceOfFunds);
  checkCode('purposes', 'purposeOfAccount', input.purposeOfAccount);
  checkCode('monthlyVolumes', 'expectedMonthlyVolume', input.expectedMonthlyVolume);
  const answers = {
    occupation: input.occupation,
    sourceOfFunds: input.sourceOfFunds,
    purposeOfAccount: input.purposeOfAccount,
    expectedMonthlyVolume: input.expectedMonthlyVolume,
  };
  db.transaction(() => {
    db.prepare(
      'UPDATE customers SET first_name = ?, last_name = ?, birth_day = ?, is_need_personal_info_update = 0 WHERE id = ?',
    ).run(input.firstName, input.lastName, input.birthDay, customer.id);
    db.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE customer_id = ?').run(
      input.firstName,
      input.lastName,
      customer.id,
    );
    db.prepare('INSERT OR IGNORE INTO kyc_profiles (customer_id) VALUES (?)').run(customer.id);
    db.prepare('UPDATE kyc_profiles SET kyc_answers = ? WHERE customer_id = ?').run(
      JSON.stringify(answers),
      customer.id,
    );
  })();
  return {
    personalInfo: { firstName: input.firstName, lastName: input.lastName, birthDay: input.birthDay },
    customerInfo: answers,
  };
}
