/**
 * Reference data of the claim flow's lookups: a directory of real-format test banks (SWIFT/BIC and IBAN lookup),
 * card BIN data with a payout blacklist, and a Pix key directory with the Brazilian instant-payment banks.
 *
 * Lookup answers follow the bank API's habit of sending an empty array for an unknown value (spec 2: "Array
 * values are treated as empty"), so the client's handling of it is exercised: an unknown bank, HSBC's postcode
 * (Hong Kong has none), Deutsche Bank's branch, a BIN without a known issuer.
 */
import { checkIban, compact, cpfIsValid } from './payout-validation';

/** Unknown value, the way the bank API sends it. */
export const UNKNOWN: never[] = [];
type Known = string | never[];

export interface DirectoryBank {
  /** BIC of the head office, 11 characters. */
  bic: string;
  bankName: string;
  address: string;
  city: string;
  zipCode: Known;
  countryIsoCode: string;
  /** National bank code: German BLZ, UK bank id of the IBAN, French code banque, COMPE, Zengin, ABA... */
  nationalCode: string;
  branch: Known;
  /** A valid IBAN or account of this bank that testers can use. */
  testAccount: string;
}

/** Real banks with their real BICs and public addresses; the test accounts are the registry and textbook examples. */
export const DIRECTORY_BANKS: readonly DirectoryBank[] = [
  {
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank AG',
    address: 'Unter Sachsenhausen 21-27',
    city: 'Köln',
    zipCode: '50667',
    countryIsoCode: 'DE',
    nationalCode: '37040044',
    branch: 'Filiale Köln',
    testAccount: 'DE89370400440532013000',
  },
  {
    bic: 'DEUTDEFFXXX',
    bankName: 'Deutsche Bank AG',
    address: 'Taunusanlage 12',
    city: 'Frankfurt am Main',
    zipCode: '60325',
    countryIsoCode: 'DE',
    nationalCode: '50070010',
    branch: UNKNOWN,
    testAccount: 'DE94500700100123456789',
  },
  {
    bic: 'BNPAFRPPXXX',
    bankName: 'BNP Paribas',
    address: '16 Boulevard des Italiens',
    city: 'Paris',
    zipCode: '75009',
    countryIsoCode: 'FR',
    nationalCode: '30004',
    branch: 'Agence Centrale',
    testAccount: 'FR7630004000031234567890143',
  },
  {
    bic: 'NWBKGB2LXXX',
    bankName: 'National Westminster Bank PLC',
    address: '250 Bishopsgate',
    city: 'London',
    zipCode: 'EC2M 4AA',
    countryIsoCode: 'GB',
    nationalCode: 'NWBK',
    branch: 'Sort code 60-16-13',
    testAccount: 'GB29NWBK60161331926819',
  },
  {
    bic: 'BUKBGB22XXX',
    bankName: 'Barclays Bank UK PLC',
    address: '1 Churchill Place',
    city: 'London',
    zipCode: 'E14 5HP',
    countryIsoCode: 'GB',
    nationalCode: 'BUKB',
    branch: 'Sort code 20-20-15',
    testAccount: 'GB33BUKB20201555555555',
  },
  {
    bic: 'ABNANL2AXXX',
    bankName: 'ABN AMRO Bank N.V.',
    address: 'Gustav Mahlerlaan 10',
    city: 'Amsterdam',
    zipCode: '1082 PP',
    countryIsoCode: 'NL',
    nationalCode: 'ABNA',
    branch: UNKNOWN,
    testAccount: 'NL91ABNA0417164300',
  },
  {
    bic: 'CAIXESBBXXX',
    bankName: 'CaixaBank, S.A.',
    address: 'Calle Pintor Sorolla 2-4',
    city: 'Valencia',
    zipCode: '46002',
    countryIsoCode: 'ES',
    nationalCode: '2100',
    branch: 'Oficina 0418',
    testAccount: 'ES9121000418450200051332',
  },
  {
    bic: 'BTRLRO22XXX',
    bankName: 'Banca Transilvania S.A.',
    address: 'Calea Dorobanților 30-36',
    city: 'Cluj-Napoca',
    zipCode: '400117',
    countryIsoCode: 'RO',
    nationalCode: 'BTRL',
    branch: UNKNOWN,
    testAccount: 'RO65BTRLRONCRT0123456789',
  },
  {
    bic: 'UBSWCHZH80A',
    bankName: 'UBS Switzerland AG',
    address: 'Bahnhofstrasse 45',
    city: 'Zürich',
    zipCode: '8001',
    countryIsoCode: 'CH',
    nationalCode: '00230',
    branch: 'Zürich',
    testAccount: 'CH7600230001234567890',
  },
  {
    bic: 'CHASUS33XXX',
    bankName: 'JPMorgan Chase Bank, N.A.',
    address: '383 Madison Avenue',
    city: 'New York',
    zipCode: '10179',
    countryIsoCode: 'US',
    nationalCode: '021000021',
    branch: UNKNOWN,
    testAccount: '000123456789',
  },
  {
    bic: 'BOFAUS3NXXX',
    bankName: 'Bank of America, N.A.',
    address: '100 North Tryon Street',
    city: 'Charlotte',
    zipCode: '28255',
    countryIsoCode: 'US',
    nationalCode: '026009593',
    branch: UNKNOWN,
    testAccount: '4830012345',
  },
  {
    bic: 'ROYCCAT2XXX',
    bankName: 'Royal Bank of Canada',
    address: '200 Bay Street',
    city: 'Toronto',
    zipCode: 'M5J 2J5',
    countryIsoCode: 'CA',
    nationalCode: '003',
    branch: 'Transit 00002',
    testAccount: '1234567',
  },
  {
    bic: 'ITAUBRSPXXX',
    bankName: 'Itaú Unibanco S.A.',
    address: 'Praça Alfredo Egydio de Souza Aranha 100',
    city: 'São Paulo',
    zipCode: '04344-902',
    countryIsoCode: 'BR',
    nationalCode: '341',
    branch: 'Agência 0001',
    testAccount: '12345-6',
  },
  {
    bic: 'BOTKJPJTXXX',
    bankName: 'MUFG Bank, Ltd.',
    address: '2-7-1 Marunouchi, Chiyoda-ku',
    city: 'Tokyo',
    zipCode: '100-8388',
    countryIsoCode: 'JP',
    nationalCode: '0005',
    branch: 'Head Office (001)',
    testAccount: '1234567',
  },
  {
    bic: 'HSBCHKHHHKH',
    bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
    address: "1 Queen's Road Central",
    city: 'Hong Kong',
    zipCode: UNKNOWN,
    countryIsoCode: 'HK',
    nationalCode: '004',
    branch: 'Head Office (001)',
    testAccount: '123456789001',
  },
  {
    bic: 'BCEYLKLXXXX',
    bankName: 'Bank of Ceylon',
    address: '1 Bank of Ceylon Mawatha',
    city: 'Colombo',
    zipCode: '00100',
    countryIsoCode: 'LK',
    nationalCode: '7010',
    branch: 'Head Office (001)',
    testAccount: '0071234567',
  },
  // Further banks of the EFT countries with bank and branch codes, so the banks list offers a choice.
  {
    bic: 'BRASBRRJXXX',
    bankName: 'Banco do Brasil S.A.',
    address: 'SAUN Quadra 5, Lote B, Torre I',
    city: 'Brasília',
    zipCode: '70040-912',
    countryIsoCode: 'BR',
    nationalCode: '001',
    branch: 'Agência 1607',
    testAccount: '54321-0',
  },
  {
    bic: 'BBDEBRSPXXX',
    bankName: 'Banco Bradesco S.A.',
    address: 'Núcleo Cidade de Deus, Vila Yara',
    city: 'Osasco',
    zipCode: '06029-900',
    countryIsoCode: 'BR',
    nationalCode: '237',
    branch: UNKNOWN,
    testAccount: '67890-1',
  },
  {
    bic: 'MHCBJPJTXXX',
    bankName: 'Mizuho Bank, Ltd.',
    address: '1-5-5 Otemachi, Chiyoda-ku',
    city: 'Tokyo',
    zipCode: '100-8176',
    countryIsoCode: 'JP',
    nationalCode: '0001',
    branch: 'Head Office (001)',
    testAccount: '7654321',
  },
  {
    bic: 'SMBCJPJTXXX',
    bankName: 'Sumitomo Mitsui Banking Corporation',
    address: '1-1-2 Marunouchi, Chiyoda-ku',
    city: 'Tokyo',
    zipCode: '100-0005',
    countryIsoCode: 'JP',
    nationalCode: '0009',
    branch: UNKNOWN,
    testAccount: '2345678',
  },
  {
    bic: 'BKCHHKHHXXX',
    bankName: 'Bank of China (Hong Kong) Limited',
    address: '1 Garden Road, Central',
    city: 'Hong Kong',
    zipCode: UNKNOWN,
    countryIsoCode: 'HK',
    nationalCode: '012',
    branch: UNKNOWN,
    testAccount: '012345678901',
  },
  {
    bic: 'SCBLHKHHXXX',
    bankName: 'Standard Chartered Bank (Hong Kong) Limited',
    address: '4-4A Des Voeux Road Central',
    city: 'Hong Kong',
    zipCode: UNKNOWN,
    countryIsoCode: 'HK',
    nationalCode: '003',
    branch: UNKNOWN,
    testAccount: '44712345678',
  },
  {
    bic: 'CCEYLKLXXXX',
    bankName: 'Commercial Bank of Ceylon PLC',
    address: '21 Sir Razik Fareed Mawatha',
    city: 'Colombo',
    zipCode: '00100',
    countryIsoCode: 'LK',
    nationalCode: '7056',
    branch: UNKNOWN,
    testAccount: '1000123456',
  },
];

export type DirectoryBranch = {
  code: string;
  name: string;
  city: string;
};

/**
 * Branches of the directory banks in the countries whose local transfers carry a branch code (BR agência, JP and
 * HK branch codes, LK SLIPS branch codes, CA transit numbers), by "country:national bank code". Sandbox data in the
 * national formats, not the banks' branch registers.
 */
const DIRECTORY_BRANCHES: Readonly<Record<string, readonly DirectoryBranch[]>> = {
  'BR:341': [
    { code: '0001', name: 'Agência 0001 (Centro)', city: 'São Paulo' },
    { code: '0350', name: 'Agência 0350 (Paulista)', city: 'São Paulo' },
    { code: '8541', name: 'Agência 8541 (Copacabana)', city: 'Rio de Janeiro' },
  ],
  'BR:001': [
    { code: '1607', name: 'Agência 1607 (Setor Bancário Sul)', city: 'Brasília' },
    { code: '3382', name: 'Agência 3382 (Centro)', city: 'Rio de Janeiro' },
  ],
  'BR:237': [
    { code: '2210', name: 'Agência 2210 (Osasco)', city: 'Osasco' },
    { code: '0133', name: 'Agência 0133 (Sé)', city: 'São Paulo' },
  ],
  'JP:0005': [
    { code: '001', name: 'Head Office', city: 'Tokyo' },
    { code: '010', name: 'Marunouchi Branch', city: 'Tokyo' },
    { code: '251', name: 'Osaka Branch', city: 'Osaka' },
  ],
  'JP:0001': [
    { code: '001', name: 'Head Office', city: 'Tokyo' },
    { code: '110', name: 'Shinjuku Branch', city: 'Tokyo' },
  ],
  'JP:0009': [
    { code: '015', name: 'Tokyo Main Office', city: 'Tokyo' },
    { code: '101', name: 'Osaka Main Office', city: 'Osaka' },
  ],
  'HK:004': [
    { code: '001', name: 'Head Office', city: 'Hong Kong' },
    { code: '502', name: 'Mong Kok Branch', city: 'Kowloon' },
    { code: '747', name: 'Sha Tin Branch', city: 'New Territories' },
  ],
  'HK:012': [
    { code: '875', name: 'Bank of China Tower Branch', city: 'Hong Kong' },
    { code: '567', name: 'Tsim Sha Tsui Branch', city: 'Kowloon' },
  ],
  'HK:003': [
    { code: '447', name: 'Des Voeux Road Branch', city: 'Hong Kong' },
    { code: '368', name: 'Kwun Tong Branch', city: 'Kowloon' },
  ],
  'LK:7010': [
    { code: '001', name: 'Head Office', city: 'Colombo' },
    { code: '002', name: 'Kandy', city: 'Kandy' },
    { code: '660', name: 'Galle Fort', city: 'Galle' },
  ],
  'LK:7056': [
    { code: '001', name: 'Head Office', city: 'Colombo' },
    { code: '016', name: 'Kandy', city: 'Kandy' },
  ],
  'CA:003': [
    { code: '00002', name: 'Main Branch, Royal Bank Plaza', city: 'Toronto' },
    { code: '00691', name: 'Place Ville Marie', city: 'Montréal' },
    { code: '01010', name: 'Vancouver Main', city: 'Vancouver' },
  ],
};

/** The branches of a directory bank, by its national bank code; empty for a bank without branch data. */
export function branchesOf(country: string, bankCode: string): DirectoryBranch[] {
  return [...(DIRECTORY_BRANCHES[`${country}:${bankCode.trim().toUpperCase()}`] ?? [])];
}

const englishRegion = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string, language = 'en'): string {
  try {
    return (language === 'en' ? englishRegion : new Intl.DisplayNames([language], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}

export type SwiftLookup = {
  bankName: Known;
  address: Known;
  city: Known;
  zipCode: Known;
  countryIsoCode: Known;
  /** The BIC as found (11 characters for a head office). */
  code: Known;
};

/** Bank details by BIC: 8 characters or 11 (a branch); an unknown but well-formed BIC answers empty values. */
export function lookupSwift(text: string): SwiftLookup {
  const bic = compact(text);
  const bank = DIRECTORY_BANKS.find((candidate) => candidate.bic.slice(0, 8) === bic.slice(0, 8));
  if (!bank) {
    const country = bic.slice(4, 6);
    return {
      bankName: UNKNOWN,
      address: UNKNOWN,
      city: UNKNOWN,
      zipCode: UNKNOWN,
      countryIsoCode: /^[A-Z]{2}$/.test(country) ? country : UNKNOWN,
      code: UNKNOWN,
    };
  }
  return {
    bankName: bank.bankName,
    address: bank.address,
    city: bank.city,
    zipCode: bank.zipCode,
    countryIsoCode: bank.countryIsoCode,
    code: bic.length === 11 ? bic : bank.bic,
  };
}

/** Where the national bank code sits in the BBAN (0-based offsets after the 4 characters of country and check digits). */
const IBAN_BANK_CODE: Readonly<Record<string, [start: number, end: number]>> = {
  DE: [4, 12],
  GB: [4, 8],
  IE: [4, 8],
  FR: [4, 9],
  MC: [4, 9],
  ES: [4, 8],
  NL: [4, 8],
  RO: [4, 8],
  CH: [4, 9],
  LI: [4, 9],
  AT: [4, 9],
  BE: [4, 7],
  PT: [4, 8],
  IT: [5, 10],
  SM: [5, 10],
  LU: [4, 7],
};

export type IbanLookup = {
  bankName: Known;
  address: Known;
  branch: Known;
  city: Known;
  zipCode: Known;
  countryIsoCode: Known;
  country: Known;
  swift: Known;
};

/** Bank details of a valid IBAN (by its national bank code); null when the IBAN itself is not valid. */
export function lookupIban(text: string): IbanLookup | null {
  const checked = checkIban(text);
  if (!checked.ok || !checked.country) return null;
  const country = checked.country;
  const range = IBAN_BANK_CODE[country];
  const nationalCode = range ? checked.value.slice(range[0], range[1]) : null;
  const bank = DIRECTORY_BANKS.find(
    (candidate) => candidate.countryIsoCode === country && candidate.nationalCode === nationalCode,
  );
  return {
    bankName: bank?.bankName ?? UNKNOWN,
    address: bank?.address ?? UNKNOWN,
    branch: bank?.branch ?? UNKNOWN,
    city: bank?.city ?? UNKNOWN,
    zipCode: bank?.zipCode ?? UNKNOWN,
    countryIsoCode: country,
    country: countryName(country),
    swift: bank?.bic ?? UNKNOWN,
  };
}

/** The directory bank of a local (national) bank code, if it is one of the test banks. */
export function bankByNationalCode(country: string, code: string): DirectoryBank | undefined {
  return DIRECTORY_BANKS.find((bank) => bank.countryIsoCode === country && bank.nationalCode === code);
}

export type BinInfo = {
  binNumber: string;
  issuer: Known;
  cardBrand: Known;
  cardCategory: Known;
  cardType: Known;
  countryCode: Known;
  currencyCode: Known;
  isCommercial: boolean;
  isPrepaid: boolean;
  valid: boolean;
};

type BinRow = Omit<BinInfo, 'binNumber' | 'valid'>;

/** BINs of the well-known test card numbers (4111 1111 1111 1111, 5555 5555 5555 4444...). */
const BINS: Readonly<Record<string, BinRow>> = {
  '411111': {
    issuer: 'JPMorgan Chase Bank N.A.',
    cardBrand: 'VISA',
    cardCategory: 'CLASSIC',
    cardType: 'CREDIT',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: false,
  },
  '400000': {
    issuer: UNKNOWN,
    cardBrand: 'VISA',
    cardCategory: UNKNOWN,
    cardType: 'DEBIT',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: false,
  },
  '424242': {
    issuer: 'Sandbox Card Services',
    cardBrand: 'VISA',
    cardCategory: 'CLASSIC',
    cardType: 'CREDIT',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: false,
  },
  '401288': {
    issuer: 'Barclays Bank UK PLC',
    cardBrand: 'VISA',
    cardCategory: 'CLASSIC',
    cardType: 'DEBIT',
    countryCode: 'GB',
    currencyCode: 'GBP',
    isCommercial: false,
    isPrepaid: false,
  },
  '400005': {
    issuer: 'Commerzbank AG',
    cardBrand: 'VISA',
    cardCategory: 'CLASSIC',
    cardType: 'DEBIT',
    countryCode: 'DE',
    currencyCode: 'EUR',
    isCommercial: false,
    isPrepaid: false,
  },
  '520082': {
    issuer: 'Bank of America, N.A.',
    cardBrand: 'MASTERCARD',
    cardCategory: 'STANDARD',
    cardType: 'DEBIT',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: false,
  },
  '510510': {
    issuer: UNKNOWN,
    cardBrand: 'MASTERCARD',
    cardCategory: 'PREPAID',
    cardType: 'DEBIT',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: true,
  },
  '222300': {
    issuer: 'Banca Transilvania S.A.',
    cardBrand: 'MASTERCARD',
    cardCategory: 'BUSINESS',
    cardType: 'DEBIT',
    countryCode: 'RO',
    currencyCode: 'RON',
    isCommercial: true,
    isPrepaid: false,
  },
  '555555': {
    issuer: 'Sandbox Blocked Issuer',
    cardBrand: 'MASTERCARD',
    cardCategory: 'STANDARD',
    cardType: 'CREDIT',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: false,
  },
  '378282': {
    issuer: 'American Express',
    cardBrand: 'AMEX',
    cardCategory: 'GREEN',
    cardType: 'CHARGE',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: false,
  },
  '601111': {
    issuer: 'Discover Bank',
    cardBrand: 'DISCOVER',
    cardCategory: UNKNOWN,
    cardType: 'CREDIT',
    countryCode: 'US',
    currencyCode: 'USD',
    isCommercial: false,
    isPrepaid: false,
  },
};

/** BINs that cannot receive card payouts (American Express and Discover do not take OCTs; 555555 is blocked). */
export const BIN_BLACKLIST: readonly string[] = ['555555', '378282', '371449', '601111'];

function brandOfPrefix(bin: string): Known {
  if (bin.startsWith('4')) return 'VISA';
  const two = Number(bin.slice(0, 2));
  const four = Number(bin.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (two === 34 || two === 37) return 'AMEX';
  return UNKNOWN;
}

export function lookupBin(bin: string): BinInfo {
  const row = BINS[bin];
  const valid = !BIN_BLACKLIST.includes(bin);
  if (row) return { binNumber: bin, ...row, valid };
  return {
    binNumber: bin,
    issuer: UNKNOWN,
    cardBrand: brandOfPrefix(bin),
    cardCategory: UNKNOWN,
    cardType: UNKNOWN,
    countryCode: UNKNOWN,
    currencyCode: UNKNOWN,
    isCommercial: false,
    isPrepaid: false,
    valid,
  };
}

export const INSTANT_KEY_TYPES = ['cpf', 'email', 'phone', 'random'] as const;
export type InstantKeyType = (typeof INSTANT_KEY_TYPES)[number];

/** Banks that take Pix payments, by COMPE code. */
const INSTANT_BANKS: Readonly<Record<string, ReadonlyArray<{ code: string; name: string }>>> = {
  BR: [
    { code: '001', name: 'Banco do Brasil S.A.' },
    { code: '033', name: 'Banco Santander (Brasil) S.A.' },
    { code: '077', name: 'Banco Inter S.A.' },
    { code: '104', name: 'Caixa Econômica Federal' },
    { code: '237', name: 'Banco Bradesco S.A.' },
    { code: '260', name: 'Nu Pagamentos S.A.' },
    { code: '341', name: 'Itaú Unibanco S.A.' },
  ],
};

export function instantBanks(country: string): Array<{ code: string; name: string }> {
  return [...(INSTANT_BANKS[country] ?? [])];
}

interface PixAccount {
  holderName: string;
  taxId: string;
  bankName: string;
  accountMasked: string;
}

const MARIA: PixAccount = {
  holderName: 'Maria Santos',
  taxId: '52998224725',
  bankName: 'Itaú Unibanco S.A.',
  accountMasked: 'Ag. 0001 · CC •••45-6',
};
const PEDRO: PixAccount = {
  holderName: 'Pedro Alves',
  taxId: '11144477735',
  bankName: 'Nu Pagamentos S.A.',
  accountMasked: 'Ag. 0001 · CC •••89-0',
};

/** Registered Pix keys, by "type:normalised key". */
const PIX_KEYS: ReadonlyMap<string, PixAccount> = new Map([
  ['cpf:52998224725', MARIA],
  ['email:maria.santos@recipient.test', MARIA],
  ['phone:+5511998765432', MARIA],
  ['cpf:11144477735', PEDRO],
  ['random:1f0e4f0c-8b1a-4c37-9d5e-2a9b7c3d4e5f', PEDRO],
]);

/** The key in its stored form, or a reason it is not a key of that type. */
export function normaliseInstantKey(
  type: string,
  key: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const text = key.trim();
  switch (type) {
    case 'cpf':
      return cpfIsValid(text)
        ? { ok: true, value: text.replace(/\D/g, '') }
        : { ok: false, message: 'Not a valid CPF' };
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(text)
        ? { ok: true, value: text.toLowerCase() }
        : { ok: false, message: 'Must be a valid e-mail address' };
    case 'phone': {
      const digits = text.replace(/\D/g, '');
      const national = digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
      return /^\d{10,11}$/.test(national)
        ? { ok: true, value: `+55${national}` }
        : { ok: false, message: 'A Brazilian phone number has a 2-digit area code and 8 or 9 digits' };
    }
    case 'random':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)
        ? { ok: true, value: text.toLowerCase() }
        : { ok: false, message: 'A random key looks like 123e4567-e89b-12d3-a456-426614174000' };
    default:
      return { ok: false, message: `Must be one of: ${INSTANT_KEY_TYPES.join(', ')}` };
  }
}

export type PixResolution =
  | { ok: true; account: PixAccount; key: string }
  | { ok: false; field: 'instantKeyType' | 'instantKey' | 'taxId'; message: string; notFound?: boolean };

/** Resolves a Pix key to its account; the tax id given must be the account holder's. */
export function resolvePixKey(type: string, key: string, taxId: string): PixResolution {
  if (!(INSTANT_KEY_TYPES as readonly string[]).includes(type)) {
    return { ok: false, field: 'instantKeyType', message: `Must be one of: ${INSTANT_KEY_TYPES.join(', ')}` };
  }
  const normalised = normaliseInstantKey(type, key);
  if (!normalised.ok) return { ok: false, field: 'instantKey', message: normalised.message };
  const account = PIX_KEYS.get(`${type}:${normalised.value}`);
  if (!account)
    return { ok: false, field: 'instantKey', message: 'No Pix account is registered for this key', notFound: true };
  if (taxId.replace(/[^0-9A-Za-z]/g, '') !== account.taxId) {
    return { ok: false, field: 'taxId', message: 'The tax id does not match the holder of this Pix key' };
  }
  return { ok: true, account, key: normalised.value };
}
