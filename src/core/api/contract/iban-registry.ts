/**
 * Reference data of the wire format shared by the client's offline checks and the sandbox's server-side checks
 * (the rules built on it are in bank-identifiers.ts).
 */

/**
 * IBAN length per country, as published in the SWIFT IBAN registry (release 98, 2024). Territories that use
 * another country's IBANs (Åland: FI, French overseas territories: FR, Jersey, Guernsey, Isle of Man: GB) are not
 * listed separately: their IBANs start with that country's code.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/**
 * Structure of each country's BBAN (the IBAN after its country code and check digits), from the same registry:
 * runs of `<count><class>`, class `n` digits, `a` upper-case letters, `c` letters or digits. "DE: 18n" is 18 digits;
 * "GB: 4a14n" is a 4-letter bank code then 14 digits. The runs add up to the IBAN length minus 4.
 */
export const IBAN_BBAN_STRUCTURES: Readonly<Record<string, string>> = {
  AD: '8n12c', AE: '3n16n', AL: '8n16c', AT: '16n', AZ: '4a20c', BA: '16n', BE: '12n', BG: '4a6n8c', BH: '4a14c',
  BI: '23n', BR: '23n1a1c', BY: '4a4n16c', CH: '5n12c', CR: '18n', CY: '8n16c', CZ: '20n', DE: '18n', DJ: '23n',
  DK: '14n', DO: '4a20n', EE: '16n', EG: '25n', ES: '20n', FI: '14n', FK: '2a12n', FO: '14n', FR: '10n11c2n',
  GB: '4a14n', GE: '2c16n', GI: '4a15c', GL: '14n', GR: '7n16c', GT: '24c', HN: '4a20n', HR: '17n', HU: '24n',
  IE: '4c14n', IL: '19n', IQ: '4a15n', IS: '22n', IT: '1a10n12c', JO: '4a4n18c', KW: '4a22c', KZ: '3n13c',
  LB: '4n20c', LC: '4a24c', LI: '5n12c', LT: '16n', LU: '3n13c', LV: '4a13c', LY: '21n', MC: '10n11c2n', MD: '2c18c',
  ME: '18n', MK: '3n10c2n', MN: '16n', MR: '23n', MT: '4a5n18c', MU: '4a19n3a', NI: '4a20n', NL: '4a10n', NO: '11n',
  OM: '3n16c', PK: '4c16n', PL: '24n', PS: '4c21n', PT: '21n', QA: '4a21c', RO: '4a16c', RS: '18n', RU: '14n15c',
  SA: '2n18c', SC: '4a20n3a', SD: '14n', SE: '20n', SI: '15n', SK: '20n', SM: '1a10n12c', SO: '19n', ST: '21n',
  SV: '4a20n', TL: '19n', TN: '20n', TR: '5n17c', UA: '6n19c', VA: '18n', VG: '4c16n', XK: '16n', YE: '4a4n18c',
};

/**
 * ISO 3166-1 alpha-2 country codes (all 249 officially assigned), plus XK (Kosovo), the user-assigned code that
 * SWIFT gives Kosovo's banks (and the IBAN registry uses). BIC country codes must be one of them.
 */
export const BIC_COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
    'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
    'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
    'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
    'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK'
  ).split(' '),
);
