/**
 * Tax identifier names per country (spec 1 section 3, spec 3 section 3.12): for every ISO 3166-1 alpha-2 code, the
 * name and short name of the tax number a personal customer and a business customer give, plus an offline format
 * check of the number (`validateTaxId`, rules in `tax-id-validation.ts`).
 *
 * Where the data comes from: the names are the identifiers' official names in the issuing country's language and
 * script, as the tax administrations use them and as the OECD "Tax identification numbers" country sheets and the
 * EU TIN portal list them. The short name is the abbreviation in Latin letters (a transliteration for Cyrillic,
 * Greek, Hebrew, Arabic-script and East Asian identifiers), so it reads the same in every UI language. The six
 * examples of the spec (US, GB, DE, FR, CA, AU) are taken over exactly, including their "A/B" short names.
 *
 * Territories that use another country's tax register carry its names: the US territories (AS, GU, MP, PR, VI) use
 * SSN/ITIN and EIN, the Australian external territories (CC, CX, NF) TFN and ABN, the French overseas departments
 * (GF, GP, MQ, RE, YT) NIF/SPI and SIREN/SIRET, Svalbard (SJ) the Norwegian numbers and Åland (AX) the Finnish ones.
 * The collectivities BL, MF and PM have their own tax codes but their businesses are in the SIRENE register.
 *
 * Generic entries ("Taxpayer Identification Number" / "TIN" for both customer types) are used where no specific,
 * nationally named identifier is known with certainty, or where the identifier is itself called a TIN:
 * AF AG AI AM AQ AW BB BH BM BN BS BT BV BW BZ CK DJ DM EH ER ET FJ FK FM GD GE GG GI GM GQ GS GY HM IM IO IQ
 * JE JO KH KI KM KN KP KW KY LA LB LC LI LK LR LS LY MC MH MM MN MO MS MT MV MW NA NG NR NU OM PG PH PS PW QA RW SA
 * SB SC SD SH SL SO SR SS SY SZ TC TF TJ TK TL TM TO TT TV TZ UG UM VA VC VG VU WF WS YE ZM ZW.
 * Partly generic (a specific business identifier, a generic personal one): AL, BL, MF, NC, PF, PM, SM, SN; and GH
 * the other way round. The test `tax-identifier-names.test.ts` keeps this list and the table in step.
 *
 * How to extend it: replace a country's entry in `TAX_IDENTIFIER_NAMES` (keep the official local name and a Latin
 * short name, take the country off the generic list above and in the test), then, if the identifier has a published
 * format or check digit, add a rule to `TAX_ID_RULES` in `tax-id-validation.ts` with valid and invalid published
 * examples in `tax-id-validation.test.ts`.
 */
import { compactTaxId, TAX_ID_RULES } from './tax-id-validation';

export interface TaxIdentifierName {
  name: string;
  shortName: string;
}

export type TaxCustomerType = 'personal' | 'business';

export interface TaxIdentifierNames {
  personal: TaxIdentifierName;
  business: TaxIdentifierName;
}

const id = (name: string, shortName: string): TaxIdentifierName => Object.freeze({ name, shortName });
const both = (identifier: TaxIdentifierName): TaxIdentifierNames =>
  Object.freeze({ personal: identifier, business: identifier });
const pair = (personal: TaxIdentifierName, business: TaxIdentifierName): TaxIdentifierNames =>
  Object.freeze({ personal, business });

const TIN = id('Taxpayer Identification Number', 'TIN');
const GENERIC = both(TIN);

/** Francophone Africa and Haiti: the Numéro d'Identification Fiscale. */
const NIF_FR = both(id("Numéro d'Identification Fiscale", 'NIF'));
/** Lusophone Africa: the Número de Identificação Fiscal. */
const NIF_PT = both(id('Número de Identificação Fiscal', 'NIF'));
/** Spanish-speaking Americas: the Número de Identificación Tributaria. */
const NIT = both(id('Número de Identificación Tributaria', 'NIT'));
const RUC = both(id('Registro Único de Contribuyentes', 'RUC'));

const US = pair(
  id('Social Security Number / Individual Taxpayer Identification Number', 'SSN/ITIN'),
  id('Employer Identification Number', 'EIN'),
);
const AU = pair(id('Tax File Number', 'TFN'), id('Australian Business Number / Tax File Number', 'ABN/TFN'));
const FR_BUSINESS = id("Système d'Identification du Répertoire des Entreprises / des Établissements", 'SIREN/SIRET');
const FR = pair(
  id("Numéro d'Identification Fiscale / Simplification des Procédures d'Imposition", 'NIF/SPI'),
  FR_BUSINESS,
);
const FR_COLLECTIVITY = pair(TIN, FR_BUSINESS);
const FI = pair(id('Henkilötunnus', 'HETU'), id('Yritys- ja yhteisötunnus', 'Y-tunnus'));
const NO = pair(id('Fødselsnummer', 'FNR'), id('Organisasjonsnummer', 'Org.nr.'));
const DK_PERSONAL = id('CPR-nummer', 'CPR');
const RODNE_CISLO = id('Rodné číslo', 'RČ');
const CRIB = both(id('Centraal Registratie Informatie Bestand-nummer', 'CRIB'));

/** The table, keyed by ISO 3166-1 alpha-2 code (all 249 assigned codes). */
export const TAX_IDENTIFIER_NAMES: Readonly<Record<string, TaxIdentifierNames>> = Object.freeze({
  AD: both(id('Número de Registre Tributari', 'NRT')),
  AE: both(id('Tax Registration Number', 'TRN')),
  AF: GENERIC,
  AG: GENERIC,
  AI: GENERIC,
  AL: pair(TIN, id('Numri i Identifikimit për Personin e Tatueshëm', 'NIPT')),
  AM: GENERIC,
  AO: NIF_PT,
  AQ: GENERIC,
  AR: pair(
    id('Código Único de Identificación Laboral / Clave Única de Identificación Tributaria', 'CUIL/CUIT'),
    id('Clave Única de Identificación Tributaria', 'CUIT'),
  ),
  AS: US,
  AT: pair(id('Steuernummer', 'StNr'), id('Steuernummer / Umsatzsteuer-Identifikationsnummer', 'StNr/UID')),
  AU,
  AW: GENERIC,
  AX: FI,
  AZ: both(id('Vergi ödəyicisinin eyniləşdirmə nömrəsi', 'VÖEN')),
  BA: pair(id('Jedinstveni matični broj građana', 'JMBG'), id('Jedinstveni identifikacioni broj', 'JIB')),
  BB: GENERIC,
  BD: both(id('Electronic Taxpayer Identification Number', 'e-TIN')),
  BE: pair(
    id('Rijksregisternummer / Numéro de registre national', 'NN'),
    id("Ondernemingsnummer / Numéro d'entreprise", 'KBO/BCE'),
  ),
  BF: both(id('Identifiant Financier Unique', 'IFU')),
  BG: pair(id('Единен граждански номер', 'EGN'), id('Единен идентификационен код', 'EIK')),
  BH: GENERIC,
  BI: NIF_FR,
  BJ: both(id('Identifiant Fiscal Unique', 'IFU')),
  BL: FR_COLLECTIVITY,
  BM: GENERIC,
  BN: GENERIC,
  BO: NIT,
  BQ: CRIB,
  BR: pair(id('Cadastro de Pessoas Físicas', 'CPF'), id('Cadastro Nacional da Pessoa Jurídica', 'CNPJ')),
  BS: GENERIC,
  BT: GENERIC,
  BV: GENERIC,
  BW: GENERIC,
  BY: both(id('Учетный номер плательщика', 'UNP')),
  BZ: GENERIC,
  CA: pair(id('Social Insurance Number', 'SIN'), id('Business Number', 'BN')),
  CC: AU,
  CD: NIF_FR,
  CF: NIF_FR,
  CG: both(id("Numéro d'Identification Unique", 'NIU')),
  CH: pair(id('AHV-Nummer', 'AHV-Nr.'), id('Unternehmens-Identifikationsnummer', 'UID')),
  CI: both(id('Numéro de Compte Contribuable', 'NCC')),
  CK: GENERIC,
  CL: both(id('Rol Único Tributario', 'RUT')),
  CM: both(id("Numéro d'Identifiant Unique", 'NIU')),
  CN: pair(id('居民身份证号码', 'RIC'), id('统一社会信用代码', 'USCC')),
  CO: NIT,
  CR: pair(id('Cédula de Identidad', 'Cédula física'), id('Cédula Jurídica', 'Cédula jurídica')),
  CU: NIT,
  CV: NIF_PT,
  CW: CRIB,
  CX: AU,
  CY: both(id('Αριθμός Φορολογικής Ταυτότητας', 'TIC')),
  CZ: pair(RODNE_CISLO, id('Identifikační číslo osoby', 'IČO')),
  DE: pair(id('Steueridentifikationsnummer', 'IdNr'), id('Steuernummer', 'St.-Nr.')),
  DJ: GENERIC,
  DK: pair(DK_PERSONAL, id('CVR-nummer', 'CVR')),
  DM: GENERIC,
  DO: pair(id('Cédula de Identidad y Electoral', 'Cédula'), id('Registro Nacional de Contribuyentes', 'RNC')),
  DZ: NIF_FR,
  EC: pair(id('Cédula de Identidad', 'CI'), id('Registro Único de Contribuyentes', 'RUC')),
  EE: pair(id('Isikukood', 'IK'), id('Registrikood', 'Registrikood')),
  EG: both(id('الرقم الضريبي', 'TRN')),
  EH: GENERIC,
  ER: GENERIC,
  ES: both(id('Número de Identificación Fiscal', 'NIF')),
  ET: GENERIC,
  FI,
  FJ: GENERIC,
  FK: GENERIC,
  FM: GENERIC,
  FO: pair(id('Persónstal', 'P-tal'), id('Vinnutal', 'V-tal')),
  FR,
  GA: NIF_FR,
  GB: pair(
    id('National Insurance Number / Unique Taxpayer Reference', 'NINO/UTR'),
    id('Unique Taxpayer Reference / Company Registration Number', 'UTR/CRN'),
  ),
  GD: GENERIC,
  GE: GENERIC,
  GF: FR,
  GG: GENERIC,
  GH: pair(id('Ghana Card Personal Identification Number', 'Ghana Card PIN'), TIN),
  GI: GENERIC,
  GL: pair(DK_PERSONAL, id('GER-nummer', 'GER')),
  GM: GENERIC,
  GN: NIF_FR,
  GP: FR,
  GQ: GENERIC,
  GR: both(id('Αριθμός Φορολογικού Μητρώου', 'AFM')),
  GS: GENERIC,
  GT: NIT,
  GU: US,
  GW: NIF_PT,
  GY: GENERIC,
  HK: pair(id('Hong Kong Identity Card Number', 'HKID'), id('Business Registration Number', 'BRN')),
  HM: GENERIC,
  HN: both(id('Registro Tributario Nacional', 'RTN')),
  HR: both(id('Osobni identifikacijski broj', 'OIB')),
  HT: NIF_FR,
  HU: pair(id('Adóazonosító jel', 'Adóazonosító'), id('Adószám', 'Adószám')),
  ID: both(id('Nomor Pokok Wajib Pajak', 'NPWP')),
  IE: pair(id('Personal Public Service Number', 'PPSN'), id('Tax Reference Number', 'TRN')),
  IL: pair(id('מספר זהות', 'Mispar Zehut'), id('מספר חברה', 'Mispar Hevra')),
  IM: GENERIC,
  IN: both(id('Permanent Account Number', 'PAN')),
  IO: GENERIC,
  IQ: GENERIC,
  IR: pair(id('کد ملی', 'Code Melli'), id('شناسه ملی', 'Shenase Melli')),
  IS: both(id('Kennitala', 'kt.')),
  IT: pair(id('Codice fiscale', 'CF'), id('Codice fiscale / Partita IVA', 'CF/P.IVA')),
  JE: GENERIC,
  JM: both(id('Taxpayer Registration Number', 'TRN')),
  JO: GENERIC,
  JP: pair(id('個人番号', 'My Number'), id('法人番号', 'Corporate Number')),
  KE: both(id('Personal Identification Number', 'KRA PIN')),
  KG: both(id('Идентификационный налоговый номер', 'INN')),
  KH: GENERIC,
  KI: GENERIC,
  KM: GENERIC,
  KN: GENERIC,
  KP: GENERIC,
  KR: pair(id('주민등록번호', 'RRN'), id('사업자등록번호', 'BRN')),
  KW: GENERIC,
  KY: GENERIC,
  KZ: pair(id('Индивидуальный идентификационный номер', 'IIN'), id('Бизнес-идентификационный номер', 'BIN')),
  LA: GENERIC,
  LB: GENERIC,
  LC: GENERIC,
  LI: GENERIC,
  LK: GENERIC,
  LR: GENERIC,
  LS: GENERIC,
  LT: pair(id('Asmens kodas', 'AK'), id('Juridinio asmens kodas', 'JAK')),
  LU: pair(id("Numéro d'identification national", 'Matricule'), id("Numéro d'identification fiscale", 'Matricule')),
  LV: pair(id('Personas kods', 'PK'), id('Reģistrācijas numurs', 'Reģ. Nr.')),
  LY: GENERIC,
  MA: pair(id('Identifiant Fiscal', 'IF'), id("Identifiant Commun de l'Entreprise", 'ICE')),
  MC: GENERIC,
  MD: pair(
    id('Numărul de identificare de stat al persoanei fizice', 'IDNP'),
    id('Numărul de identificare de stat', 'IDNO'),
  ),
  ME: pair(id('Jedinstveni matični broj', 'JMB'), id('Poreski identifikacioni broj', 'PIB')),
  MF: FR_COLLECTIVITY,
  MG: NIF_FR,
  MH: GENERIC,
  MK: pair(id('Единствен матичен број на граѓанинот', 'EMBG'), id('Единствен даночен број', 'EDB')),
  ML: NIF_FR,
  MM: GENERIC,
  MN: GENERIC,
  MO: GENERIC,
  MP: US,
  MQ: FR,
  MR: NIF_FR,
  MS: GENERIC,
  MT: GENERIC,
  MU: both(id('Tax Account Number', 'TAN')),
  MV: GENERIC,
  MW: GENERIC,
  MX: both(id('Registro Federal de Contribuyentes', 'RFC')),
  MY: both(id('Nombor Pengenalan Cukai', 'TIN')),
  MZ: both(id('Número Único de Identificação Tributária', 'NUIT')),
  NA: GENERIC,
  NC: pair(TIN, id("Répertoire d'Identification des Entreprises et des Établissements", 'RIDET')),
  NE: NIF_FR,
  NF: AU,
  NG: GENERIC,
  NI: both(id('Registro Único del Contribuyente', 'RUC')),
  NL: pair(id('Burgerservicenummer', 'BSN'), id('Rechtspersonen en Samenwerkingsverbanden Informatienummer', 'RSIN')),
  NO,
  NP: both(id('Permanent Account Number', 'PAN')),
  NR: GENERIC,
  NU: GENERIC,
  NZ: both(id('Inland Revenue Department number', 'IRD')),
  OM: GENERIC,
  PA: both(id('Registro Único de Contribuyente', 'RUC')),
  PE: pair(
    id('Documento Nacional de Identidad / Registro Único de Contribuyentes', 'DNI/RUC'),
    id('Registro Único de Contribuyentes', 'RUC'),
  ),
  PF: pair(TIN, id('Numéro TAHITI', 'TAHITI')),
  PG: GENERIC,
  PH: GENERIC,
  PK: pair(id('Computerised National Identity Card Number', 'CNIC'), id('National Tax Number', 'NTN')),
  PL: pair(
    id('Powszechny Elektroniczny System Ewidencji Ludności', 'PESEL'),
    id('Numer Identyfikacji Podatkowej', 'NIP'),
  ),
  PM: FR_COLLECTIVITY,
  PR: US,
  PS: GENERIC,
  PT: pair(id('Número de Identificação Fiscal', 'NIF'), id('Número de Identificação de Pessoa Coletiva', 'NIPC')),
  PW: GENERIC,
  PY: RUC,
  QA: GENERIC,
  RE: FR,
  RO: pair(id('Cod Numeric Personal', 'CNP'), id('Cod Unic de Înregistrare', 'CUI')),
  RS: pair(id('Јединствени матични број грађана', 'JMBG'), id('Порески идентификациони број', 'PIB')),
  RU: both(id('Идентификационный номер налогоплательщика', 'INN')),
  RW: GENERIC,
  SA: GENERIC,
  SB: GENERIC,
  SC: GENERIC,
  SD: GENERIC,
  SE: pair(id('Personnummer', 'PNR'), id('Organisationsnummer', 'Org.nr')),
  SG: pair(
    id('National Registration Identity Card / Foreign Identification Number', 'NRIC/FIN'),
    id('Unique Entity Number', 'UEN'),
  ),
  SH: GENERIC,
  SI: both(id('Davčna številka', 'DŠ')),
  SJ: NO,
  SK: pair(RODNE_CISLO, id('Daňové identifikačné číslo', 'DIČ')),
  SL: GENERIC,
  SM: pair(TIN, id('Codice Operatore Economico', 'COE')),
  SN: pair(TIN, id("Numéro d'Identification Nationale des Entreprises et des Associations", 'NINEA')),
  SO: GENERIC,
  SR: GENERIC,
  SS: GENERIC,
  ST: NIF_PT,
  SV: NIT,
  SX: CRIB,
  SY: GENERIC,
  SZ: GENERIC,
  TC: GENERIC,
  TD: NIF_FR,
  TF: GENERIC,
  TG: NIF_FR,
  TH: pair(id('เลขประจำตัวประชาชน', 'PIN'), id('เลขประจำตัวผู้เสียภาษีอากร', 'TIN')),
  TJ: GENERIC,
  TK: GENERIC,
  TL: GENERIC,
  TM: GENERIC,
  TN: both(id('Matricule fiscal', 'MF')),
  TO: GENERIC,
  TR: pair(id('T.C. Kimlik Numarası', 'TCKN'), id('Vergi Kimlik Numarası', 'VKN')),
  TT: GENERIC,
  TV: GENERIC,
  TW: pair(id('國民身分證統一編號', 'National ID'), id('統一編號', 'UBN')),
  TZ: GENERIC,
  UA: pair(
    id('Реєстраційний номер облікової картки платника податків', 'RNOKPP'),
    id('Код Єдиного державного реєстру підприємств та організацій України', 'EDRPOU'),
  ),
  UG: GENERIC,
  UM: GENERIC,
  US,
  UY: pair(id('Cédula de Identidad', 'CI'), id('Registro Único Tributario', 'RUT')),
  UZ: both(id('Soliq to‘lovchining identifikatsiya raqami', 'STIR')),
  VA: GENERIC,
  VC: GENERIC,
  VE: both(id('Registro de Información Fiscal', 'RIF')),
  VG: GENERIC,
  VI: US,
  VN: both(id('Mã số thuế', 'MST')),
  VU: GENERIC,
  WF: GENERIC,
  WS: GENERIC,
  XK: pair(id('Numri personal', 'NP'), id('Numri fiskal', 'NF')),
  YE: GENERIC,
  YT: FR,
  ZA: both(id('Tax Reference Number', 'TRN')),
  ZM: GENERIC,
  ZW: GENERIC,
});

/** Codes people use that are not the ISO 3166-1 alpha-2 code of the country. */
const ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

/** The table key for a country code in any case, or null when it is not a known code. */
function resolveCountry(countryCode: string): string | null {
  const upper = countryCode.trim().toUpperCase();
  const code = ALIASES[upper] ?? upper;
  return Object.hasOwn(TAX_IDENTIFIER_NAMES, code) ? code : null;
}

/**
 * The name and short name of the tax number a customer of `customerType` gives in `countryCode` (ISO 3166-1
 * alpha-2, any case, "UK" accepted for GB), or null for a code that is not a country.
 */
export function taxIdentifierName(countryCode: string, customerType: TaxCustomerType): TaxIdentifierName | null {
  const code = resolveCountry(countryCode);
  if (code === null) return null;
  const names = TAX_IDENTIFIER_NAMES[code];
  return names ? { ...names[customerType] } : null;
}

/**
 * The country's own name for the tax number, or null where it has none of its own (the generic "Taxpayer
 * Identification Number") or the code is not a country: labels then show their translated generic wording instead of
 * English (issue 24: the tax identifier label on Profile).
 */
export function countryTaxIdentifierName(countryCode: string, customerType: TaxCustomerType): TaxIdentifierName | null {
  const name = taxIdentifierName(countryCode, customerType);
  return name && !(name.name === TIN.name && name.shortName === TIN.shortName) ? name : null;
}

/**
 * Checks `value` offline against the format and check digit of the country's tax identifier for `customerType`.
 * Spaces, dots, dashes and slashes are ignored, letters may be in any case. 'unknown' means there is no offline
 * rule for that country and customer type (or the country code is unknown): accept the value and let the server
 * decide. An empty value is 'invalid' wherever the country is known.
 */
export function validateTaxId(
  countryCode: string,
  customerType: TaxCustomerType,
  value: string,
): 'valid' | 'invalid' | 'unknown' {
  const code = resolveCountry(countryCode);
  if (code === null) return 'unknown';
  const compacted = compactTaxId(value);
  if (compacted === '') return 'invalid';
  const rule = TAX_ID_RULES[code]?.[customerType];
  if (!rule) return 'unknown';
  return rule(compacted) ? 'valid' : 'invalid';
}
