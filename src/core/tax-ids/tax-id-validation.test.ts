import { describe, expect, it } from 'vitest';
import { compactTaxId, TAX_ID_RULES, type TaxIdRule } from './tax-id-validation';
import { validateTaxId } from './tax-identifier-names';

type CustomerType = 'personal' | 'business';

/**
 * [country, customer type, value, expected, source]. Unless the source says otherwise, the numbers are the
 * published examples of the issuing authority or of python-stdnum's documentation for that identifier (valid ones as
 * printed, invalid ones as printed there with a changed check digit). "format" marks rules that check the layout
 * only; their vectors show the layout.
 */
const VECTORS: [string, CustomerType, string, 'valid' | 'invalid', string][] = [
  // United States
  ['US', 'personal', '536-90-4399', 'valid', 'SSN'],
  ['US', 'personal', '666-00-0000', 'invalid', 'SSN area 666'],
  ['US', 'personal', '000-12-3456', 'invalid', 'SSN area 000'],
  ['US', 'personal', '123-00-4567', 'invalid', 'SSN group 00'],
  ['US', 'personal', '123-45-0000', 'invalid', 'SSN serial 0000'],
  ['US', 'personal', '078-05-1120', 'invalid', 'SSN voided after advertising'],
  ['US', 'personal', '912-70-1234', 'valid', 'ITIN, group 70 (IRS ranges)'],
  ['US', 'personal', '912-93-1234', 'invalid', 'ITIN group 93 is not assigned'],
  ['US', 'personal', '536-90-43990', 'invalid', 'SSN with 10 digits'],
  ['US', 'business', '91-1144442', 'valid', 'EIN'],
  ['US', 'business', '04-2103594', 'valid', 'EIN (Brookhaven)'],
  ['US', 'business', '07-1144442', 'invalid', 'EIN prefix 07 is not assigned'],
  ['PR', 'personal', '536-90-4399', 'valid', 'Puerto Rico uses the SSN'],
  // United Kingdom
  ['GB', 'personal', 'AB 12 34 56 C', 'valid', 'NINO (HMRC layout)'],
  ['GB', 'personal', 'QQ 12 34 56 C', 'invalid', "NINO: HMRC's placeholder, Q is never a first letter"],
  ['GB', 'personal', 'GB 12 34 56 A', 'invalid', 'NINO prefix GB is never issued'],
  ['GB', 'personal', 'AB 12 34 56 E', 'invalid', 'NINO suffix beyond D'],
  ['GB', 'personal', '1955839661', 'valid', 'UTR'],
  ['GB', 'personal', '2955839661', 'invalid', 'UTR with a wrong check digit'],
  ['GB', 'business', '1955839661', 'valid', 'UTR'],
  ['GB', 'business', '01234567', 'valid', 'CRN, England and Wales (format)'],
  ['GB', 'business', 'SC123456', 'valid', 'CRN, Scotland (format)'],
  ['GB', 'business', 'S1234567', 'invalid', 'CRN with a one-letter prefix'],
  ['UK', 'business', 'SC123456', 'valid', 'UK is accepted for GB'],
  // Germany
  ['DE', 'personal', '36 574 261 809', 'valid', 'IdNr'],
  ['DE', 'personal', '36574261890', 'invalid', 'IdNr with a wrong check digit'],
  ['DE', 'personal', '36554266806', 'invalid', 'IdNr with two repeated digits'],
  ['DE', 'personal', '06574261809', 'invalid', 'IdNr with a leading 0'],
  ['DE', 'business', '181/815/08155', 'valid', 'St.-Nr. in the Bavarian layout (format)'],
  ['DE', 'business', '9181081508155', 'valid', 'the same St.-Nr. in the ELSTER layout (format)'],
  ['DE', 'business', '18181508', 'invalid', 'St.-Nr. too short'],
  // France
  ['FR', 'personal', '07 01 987 765 432', 'valid', 'SPI (format)'],
  ['FR', 'personal', '070198776543', 'invalid', 'SPI with 12 digits'],
  ['FR', 'personal', '4701987765432', 'invalid', 'SPI starting with 4'],
  ['FR', 'business', '404833048', 'valid', 'SIREN'],
  ['FR', 'business', '552 008 443', 'valid', 'SIREN'],
  ['FR', 'business', '404833047', 'invalid', 'SIREN with a wrong Luhn digit'],
  ['FR', 'business', '732 829 320 00074', 'valid', 'SIRET'],
  ['FR', 'business', '73282932000079', 'invalid', 'SIRET with a wrong Luhn digit'],
  ['RE', 'business', '404833048', 'valid', 'Réunion uses SIREN'],
  ['BL', 'business', '404833048', 'valid', 'Saint-Barthélemy businesses are in SIRENE'],
  // Canada
  ['CA', 'personal', '046 454 286', 'valid', 'SIN (ESDC example)'],
  ['CA', 'personal', '046 454 287', 'invalid', 'SIN with a wrong Luhn digit'],
  ['CA', 'business', '12302 6635', 'valid', 'BN'],
  ['CA', 'business', '12302 6635 RC 0001', 'valid', 'BN15 program account'],
  ['CA', 'business', '123456783', 'invalid', 'BN with a wrong Luhn digit'],
  ['CA', 'business', '12345678Z', 'invalid', 'BN with a letter'],
  // Australia
  ['AU', 'personal', '123 456 782', 'valid', 'TFN'],
  ['AU', 'personal', '999 999 999', 'invalid', 'TFN with a wrong check'],
  ['AU', 'business', '83 914 571 673', 'valid', 'ABN'],
  ['AU', 'business', '51 824 753 556', 'valid', 'ABN'],
  ['AU', 'business', '99 999 999 999', 'invalid', 'ABN with a wrong check'],
  ['AU', 'business', '123 456 782', 'valid', 'a business may give its TFN'],
  ['NF', 'business', '83 914 571 673', 'valid', 'Norfolk Island uses the ABN'],
  // Brazil
  ['BR', 'personal', '390.533.447-05', 'valid', 'CPF'],
  ['BR', 'personal', '231.002.999-00', 'invalid', 'CPF with wrong check digits'],
  ['BR', 'personal', '390.533.447-06', 'invalid', 'CPF with a wrong second check digit'],
  ['BR', 'personal', '111.111.111-11', 'invalid', 'CPF of repeated digits (passes the checksum, never issued)'],
  ['BR', 'business', '16.727.230/0001-97', 'valid', 'CNPJ'],
  ['BR', 'business', '16.727.230/0001-98', 'invalid', 'CNPJ with a wrong check digit'],
  ['BR', 'business', '12.ABC.345/01DE-35', 'valid', 'alphanumeric CNPJ (Receita Federal example)'],
  ['BR', 'business', '12.ABC.345/01DE-36', 'invalid', 'alphanumeric CNPJ with a wrong check digit'],
  // Poland
  ['PL', 'personal', '44051401359', 'valid', 'PESEL'],
  ['PL', 'personal', '44051401358', 'invalid', 'PESEL with a wrong check digit'],
  ['PL', 'personal', '02381307589', 'invalid', 'PESEL with an impossible birth date'],
  ['PL', 'business', 'PL 8567346215', 'valid', 'NIP'],
  ['PL', 'business', '856-734-62-16', 'invalid', 'NIP with a wrong check digit'],
  // Romania
  ['RO', 'personal', '1630615123457', 'valid', 'CNP'],
  ['RO', 'personal', '1630615123458', 'invalid', 'CNP with a wrong check digit'],
  ['RO', 'personal', '1632215123457', 'invalid', 'CNP with an impossible birth date'],
  ['RO', 'personal', '0800101221142', 'invalid', 'CNP starting with 0'],
  ['RO', 'business', '185 472 90', 'valid', 'CUI'],
  ['RO', 'business', 'RO 185 472 90', 'valid', 'CUI with the VAT prefix'],
  ['RO', 'business', '185 472 91', 'invalid', 'CUI with a wrong check digit'],
  // Spain
  ['ES', 'personal', '54362315-K', 'valid', 'DNI'],
  ['ES', 'personal', '54362315Z', 'invalid', 'DNI with a wrong letter'],
  ['ES', 'personal', 'x-2482300w', 'valid', 'NIE, lower case'],
  ['ES', 'personal', 'X2482300A', 'invalid', 'NIE with a wrong letter'],
  ['ES', 'personal', 'J99216582', 'invalid', 'an entity NIF is not a personal one'],
  ['ES', 'business', 'J99216582', 'valid', 'NIF of an entity (CIF)'],
  ['ES', 'business', 'A13 585 625', 'valid', 'NIF of an entity (CIF)'],
  ['ES', 'business', 'J99216583', 'invalid', 'CIF with a wrong check digit'],
  ['ES', 'business', 'O-1234567-L', 'invalid', 'CIF with an unknown entity letter'],
  ['ES', 'business', '54362315-K', 'valid', 'a sole trader gives the DNI'],
  // Italy
  ['IT', 'personal', 'RCCMNL83S18D969H', 'valid', 'codice fiscale'],
  ['IT', 'personal', 'rccmnl83s18d969h', 'valid', 'codice fiscale in lower case'],
  ['IT', 'personal', 'RCCMNL83S18D969A', 'invalid', 'codice fiscale with a wrong check letter'],
  ['IT', 'personal', 'RCCMNL83S18D969', 'invalid', 'codice fiscale with 15 characters'],
  ['IT', 'business', '00743110157', 'valid', 'partita IVA'],
  ['IT', 'business', '00743110158', 'invalid', 'partita IVA with a wrong check digit'],
  // Netherlands
  ['NL', 'personal', '1112.22.333', 'valid', 'BSN'],
  ['NL', 'personal', '1112.52.333', 'invalid', 'BSN failing the 11-proof'],
  ['NL', 'personal', '1112223334', 'invalid', 'BSN with 10 digits'],
  ['NL', 'business', '111222333', 'valid', 'RSIN (same 11-proof as the BSN)'],
  ['NL', 'business', '111252333', 'invalid', 'RSIN failing the 11-proof'],
  // India
  ['IN', 'personal', 'ACUPA7085R', 'valid', 'PAN of an individual'],
  ['IN', 'personal', 'AAACR5055K', 'invalid', 'a company PAN is not a personal one'],
  ['IN', 'personal', 'ABMPA32111', 'invalid', 'PAN ending in a digit'],
  ['IN', 'business', 'AAACR5055K', 'valid', 'PAN of a company'],
  ['IN', 'business', 'ABMXA3211G', 'invalid', 'PAN with an unknown holder type'],
  // Ukraine and Russia
  ['UA', 'personal', '1759013776', 'valid', 'РНОКПП'],
  ['UA', 'personal', '1759013770', 'invalid', 'РНОКПП with a wrong check digit'],
  ['UA', 'business', '32855961', 'valid', 'ЄДРПОУ'],
  ['UA', 'business', '32855968', 'invalid', 'ЄДРПОУ with a wrong check digit'],
  ['RU', 'personal', '123456789047', 'valid', 'ИНН of a person'],
  ['RU', 'personal', '123456789037', 'invalid', 'ИНН with a wrong check digit'],
  ['RU', 'business', '7707083893', 'valid', 'ИНН of Sberbank'],
  ['RU', 'business', '1234567894', 'valid', 'ИНН of an organisation'],
  ['RU', 'business', '1234567895', 'invalid', 'ИНН with a wrong check digit'],
  ['RU', 'business', '123456789047', 'valid', 'a sole proprietor gives the personal ИНН'],
  // Other Americas
  ['AR', 'personal', '20-05536168-2', 'valid', 'CUIL/CUIT of a person'],
  ['AR', 'personal', '20267565392', 'invalid', 'CUIT with a wrong check digit'],
  ['AR', 'business', '33-69345023-9', 'valid', 'CUIT of AFIP'],
  ['AR', 'personal', '33-69345023-9', 'invalid', 'a company CUIT is not a personal one'],
  ['CL', 'personal', '12.531.909-2', 'valid', 'RUT'],
  ['CL', 'business', '76086428-5', 'valid', 'RUT'],
  ['CL', 'business', '12531909-3', 'invalid', 'RUT with a wrong check digit'],
  ['CO', 'business', '213.123.432-1', 'valid', 'NIT'],
  ['CO', 'business', '2131234350', 'invalid', 'NIT with a wrong check digit'],
  ['PE', 'business', '20512333797', 'valid', 'RUC'],
  ['PE', 'business', '20512333798', 'invalid', 'RUC with a wrong check digit'],
  ['PE', 'personal', '10054148289', 'valid', 'RUC of a person'],
  ['PE', 'personal', '05414828', 'valid', 'DNI (format)'],
  ['EC', 'personal', '171430710-3', 'valid', 'cédula'],
  ['EC', 'personal', '1714307104', 'invalid', 'cédula with a wrong check digit'],
  ['EC', 'business', '1714307103001', 'valid', 'RUC of a person (format)'],
  ['EC', 'business', '1714307103000', 'invalid', 'RUC with establishment 000'],
  ['MX', 'personal', 'GODE 561231 GR8', 'valid', 'RFC of a person (format)'],
  ['MX', 'personal', 'GODE 561331 GR8', 'invalid', 'RFC with month 13'],
  ['MX', 'business', 'MAB-930714-8T4', 'valid', 'RFC of a company (format)'],
  ['MX', 'business', 'MAB-930714-8T', 'invalid', 'RFC too short'],
  ['VE', 'personal', 'V-11470283-4', 'valid', 'RIF'],
  ['VE', 'personal', 'V-11470283-3', 'invalid', 'RIF with a wrong check digit'],
  ['VE', 'business', 'X-11470283-4', 'invalid', 'RIF with an unknown type letter'],
  ['GT', 'business', '576937-K', 'valid', 'NIT with check character K'],
  ['GT', 'personal', '7108-0', 'valid', 'NIT'],
  ['GT', 'business', '8977112-0', 'invalid', 'NIT with a wrong check digit'],
  ['UY', 'business', '21-100342-001-7', 'valid', 'RUT'],
  ['UY', 'business', 'UY 21 140634 001 1', 'valid', 'RUT with the country prefix'],
  ['UY', 'business', '210303670014', 'invalid', 'RUT with a wrong check digit'],
  ['DO', 'business', '1-01-85004-3', 'valid', 'RNC'],
  ['DO', 'business', '101850042', 'invalid', 'RNC with a wrong check digit'],
  ['DO', 'business', '501341601', 'valid', 'RNC issued with a check digit that does not verify'],
  ['DO', 'personal', '001-0000001-1', 'valid', 'cédula (format)'],
  ['DO', 'personal', '001-000000-1', 'invalid', 'cédula with 10 digits'],
  // Europe
  ['AT', 'personal', '59-119/9013', 'valid', 'Steuernummer'],
  ['AT', 'personal', '59-119/9014', 'invalid', 'Steuernummer with a wrong check digit'],
  ['AT', 'business', 'ATU13585627', 'valid', 'UID'],
  ['AT', 'business', 'ATU13585626', 'invalid', 'UID with a wrong check digit'],
  ['BE', 'personal', '85.07.30-033.28', 'valid', 'national number'],
  ['BE', 'personal', '17 07 30 033 84', 'valid', 'national number of someone born in 2017'],
  ['BE', 'personal', '12345678901', 'invalid', 'national number with a wrong check'],
  ['BE', 'business', 'BE 428759497', 'valid', 'enterprise number (old 9-digit form)'],
  ['BE', 'business', '0403.019.261', 'valid', 'enterprise number'],
  ['BE', 'business', 'BE431150351', 'invalid', 'enterprise number with a wrong check'],
  ['CH', 'personal', '756.9217.0769.85', 'valid', 'AHV number'],
  ['CH', 'personal', '756.9217.0769.84', 'invalid', 'AHV number with a wrong check digit'],
  ['CH', 'personal', '123.4567.8910.19', 'invalid', 'AHV number without 756'],
  ['CH', 'business', 'CHE-100.155.212', 'valid', 'UID'],
  ['CH', 'business', 'CHE-100.155.212 MWST', 'valid', 'UID with the VAT suffix'],
  ['CH', 'business', 'CHE-100.155.213', 'invalid', 'UID with a wrong check digit'],
  ['CZ', 'personal', '710319/2745', 'valid', 'rodné číslo'],
  ['CZ', 'personal', '991231/123', 'valid', 'rodné číslo of 1899 (9 digits)'],
  ['CZ', 'personal', '7103192746', 'invalid', 'rodné číslo with a wrong check digit'],
  ['CZ', 'personal', '1103492745', 'invalid', 'rodné číslo with an impossible date'],
  ['CZ', 'personal', '590312/123', 'invalid', '9-digit rodné číslo after 1953'],
  ['CZ', 'business', '00177041', 'valid', 'IČO'],
  ['CZ', 'business', '00177042', 'invalid', 'IČO with a wrong check digit'],
  ['SK', 'personal', '710319/2745', 'valid', 'rodné číslo'],
  ['SK', 'business', '2020317068', 'valid', 'DIČ (format)'],
  ['SK', 'business', '202031706', 'invalid', 'DIČ with 9 digits'],
  ['DK', 'personal', '070761-4285', 'valid', 'CPR (format and date)'],
  ['DK', 'personal', '320761-4285', 'invalid', 'CPR with day 32'],
  ['DK', 'business', 'DK 13585628', 'valid', 'CVR'],
  ['DK', 'business', 'DK 13585627', 'invalid', 'CVR with a wrong check digit'],
  ['SE', 'personal', '880320-0016', 'valid', 'personnummer'],
  ['SE', 'personal', '880320-0018', 'invalid', 'personnummer with a wrong check digit'],
  ['SE', 'business', '123456-7897', 'valid', 'organisationsnummer'],
  ['SE', 'business', '1234567891', 'invalid', 'organisationsnummer with a wrong check digit'],
  ['NO', 'personal', '151086 95088', 'valid', 'fødselsnummer'],
  ['NO', 'personal', '15108695077', 'invalid', 'fødselsnummer with wrong check digits'],
  ['NO', 'business', '988 077 917', 'valid', 'organisasjonsnummer'],
  ['NO', 'business', '988 077 918', 'invalid', 'organisasjonsnummer with a wrong check digit'],
  ['SJ', 'business', '988 077 917', 'valid', 'Svalbard uses the Norwegian register'],
  ['FI', 'personal', '131052-308T', 'valid', 'henkilötunnus'],
  ['FI', 'personal', '131052-308U', 'invalid', 'henkilötunnus with a wrong check character'],
  ['FI', 'personal', '310252-308Y', 'invalid', 'henkilötunnus with 31 February'],
  ['FI', 'business', '2077474-0', 'valid', 'Y-tunnus'],
  ['FI', 'business', '2077474-1', 'invalid', 'Y-tunnus with a wrong check digit'],
  ['AX', 'personal', '131052-308T', 'valid', 'Åland uses the Finnish register'],
  ['EE', 'personal', '36805280109', 'valid', 'isikukood'],
  ['EE', 'personal', '36805280108', 'invalid', 'isikukood with a wrong check digit'],
  ['EE', 'business', '12345678', 'valid', 'registrikood'],
  ['EE', 'business', '12345679', 'invalid', 'registrikood with a wrong check digit'],
  ['EE', 'business', '32345674', 'invalid', 'registrikood starting with 3'],
  ['LT', 'personal', '33309240064', 'valid', 'asmens kodas'],
  ['LT', 'personal', '33309240164', 'invalid', 'asmens kodas with a wrong check digit'],
  ['HU', 'personal', '8123456786', 'valid', 'adóazonosító jel (vector computed with the NAV rule)'],
  ['HU', 'personal', '8123456787', 'invalid', 'adóazonosító jel with a wrong check digit'],
  ['HU', 'business', 'HU-12892312', 'valid', 'adószám (taxpayer part)'],
  ['HU', 'business', '12892312-2-41', 'valid', 'adószám in full (VAT code 2, county 41)'],
  ['HU', 'business', 'HU-12892313', 'invalid', 'adószám with a wrong check digit'],
  ['HR', 'personal', 'HR 33392005961', 'valid', 'OIB'],
  ['HR', 'business', '33392005962', 'invalid', 'OIB with a wrong check digit'],
  ['SI', 'personal', 'SI 5022 3054', 'valid', 'davčna številka'],
  ['SI', 'business', 'SI 50223055', 'invalid', 'davčna številka with a wrong check digit'],
  ['GR', 'personal', 'EL 094259216', 'valid', 'ΑΦΜ'],
  ['GR', 'business', 'EL 123456781', 'invalid', 'ΑΦΜ with a wrong check digit'],
  ['PT', 'personal', 'PT 501 964 843', 'valid', 'NIF'],
  ['PT', 'business', 'PT 501 964 842', 'invalid', 'NIF with a wrong check digit'],
  ['IE', 'personal', '6433435F', 'valid', 'PPS number before 2013'],
  ['IE', 'personal', '6433435FW', 'valid', 'PPS number with W'],
  ['IE', 'personal', '6433435OA', 'valid', 'PPS number since 2013'],
  ['IE', 'personal', '6433435E', 'invalid', 'PPS number with a wrong check letter'],
  ['IE', 'personal', '6433435VH', 'invalid', 'PPS number since 2013 with a wrong check letter'],
  ['IE', 'business', '6433435IH', 'valid', 'tax reference of a non-individual'],
  ['IE', 'business', '8Z49289F', 'valid', 'tax reference in the pre-2013 layout'],
  ['IE', 'business', '8Z49289G', 'invalid', 'pre-2013 tax reference with a wrong check letter'],
  ['IS', 'personal', '120174-3399', 'valid', 'kennitala of a person'],
  ['IS', 'personal', '450401-3150', 'invalid', 'an organisation kennitala is not a personal one'],
  ['IS', 'personal', '320174-3399', 'invalid', 'kennitala with day 32'],
  ['IS', 'business', '450401-3150', 'valid', 'kennitala of an organisation'],
  ['IS', 'business', '530575-0299', 'invalid', 'kennitala with a wrong check digit'],
  ['BG', 'personal', '752316 926 3', 'valid', 'ЕГН of 1875'],
  ['BG', 'personal', '7523169264', 'invalid', 'ЕГН with a wrong check digit'],
  ['BG', 'business', 'BG 175 074 752', 'valid', 'ЕИК'],
  ['BG', 'business', '175074751', 'invalid', 'ЕИК with a wrong check digit'],
  ['RS', 'personal', '0101006500006', 'valid', 'JMBG'],
  ['RS', 'personal', '0101006500007', 'invalid', 'JMBG with a wrong check digit'],
  ['RS', 'business', '101134702', 'valid', 'PIB'],
  ['RS', 'business', '101134703', 'invalid', 'PIB with a wrong check digit'],
  ['MK', 'business', '4030000375897', 'valid', 'ЕДБ'],
  ['MK', 'business', 'MK4057009501106', 'valid', 'ЕДБ with the Latin prefix'],
  ['MK', 'business', 'МК 4020990116747', 'valid', 'ЕДБ with the Cyrillic prefix'],
  ['MK', 'business', '4030000375890', 'invalid', 'ЕДБ with a wrong check digit'],
  ['ME', 'business', '02655284', 'valid', 'PIB'],
  ['ME', 'business', '02655283', 'invalid', 'PIB with a wrong check digit'],
  ['MD', 'business', '1008600038413', 'valid', 'IDNO'],
  ['MD', 'business', '1008600038412', 'invalid', 'IDNO with a wrong check digit'],
  ['AD', 'business', 'AD A-710.646-J', 'valid', 'NRT of a company'],
  ['AD', 'personal', 'U-132950-X', 'valid', 'NRT'],
  ['AD', 'personal', 'I 706193 G', 'invalid', 'NRT with an unknown type letter'],
  ['AD', 'personal', 'F-712345-A', 'invalid', 'resident NRT above 699999'],
  ['AL', 'business', 'AL J 91402501 L', 'valid', 'NIPT (format)'],
  ['AL', 'business', 'K22218003', 'invalid', 'NIPT without its check letter'],
  ['AZ', 'business', '1400057421', 'valid', 'VÖEN (format)'],
  ['AZ', 'business', '1400057424', 'invalid', 'VÖEN with an unknown status digit'],
  ['BY', 'business', '200988541', 'valid', 'УНП of an organisation'],
  ['BY', 'personal', 'MA1953684', 'valid', 'УНП of an individual'],
  ['BY', 'personal', 'УНП МА1953684', 'valid', 'УНП typed with Cyrillic letters'],
  ['BY', 'business', '200988542', 'invalid', 'УНП with a wrong check digit'],
  ['KZ', 'business', '940140000385', 'valid', 'БИН'],
  ['KZ', 'business', '990 140 004 654', 'valid', 'БИН'],
  ['KZ', 'business', '940140000386', 'invalid', 'БИН with a wrong check digit'],
  ['KZ', 'business', '949940000385', 'invalid', 'БИН with month 99'],
  ['TR', 'personal', '17291716060', 'valid', 'T.C. Kimlik No'],
  ['TR', 'personal', '17291716050', 'invalid', 'T.C. Kimlik No with wrong check digits'],
  ['TR', 'personal', '07291716092', 'invalid', 'T.C. Kimlik No starting with 0'],
  ['TR', 'business', '4540536920', 'valid', 'Vergi Kimlik Numarası'],
  ['TR', 'business', '4540536921', 'invalid', 'Vergi Kimlik Numarası with a wrong check digit'],
  ['AR', 'business', '33-69345023-8', 'invalid', 'CUIT with a wrong check digit'],
  ['PE', 'personal', '1005414828', 'invalid', 'neither a DNI nor a RUC'],
  ['BA', 'business', '4200000000000', 'valid', 'JIB (format)'],
  ['BA', 'business', '420000000000', 'invalid', 'JIB with 12 digits'],
  ['CY', 'personal', '10259033P', 'valid', 'ΑΦΤ (format)'],
  ['CY', 'business', '1025903P', 'invalid', 'ΑΦΤ with 7 digits'],
  ['LT', 'business', '110053842', 'valid', 'juridinio asmens kodas (format)'],
  ['LT', 'business', '11005384', 'invalid', 'juridinio asmens kodas with 8 digits'],
  ['LU', 'personal', '1990010112345', 'valid', 'matricule (format and date)'],
  ['LU', 'personal', '1990133112345', 'invalid', 'matricule with month 13'],
  ['LU', 'business', '20082212345', 'valid', 'matricule of an entity (format)'],
  ['LU', 'business', '2008221234', 'invalid', 'matricule of an entity with 10 digits'],
  ['LV', 'personal', '161175-19997', 'valid', 'personas kods (format)'],
  ['LV', 'business', '4000301234', 'invalid', 'reģistrācijas numurs with 10 digits'],
  ['MD', 'personal', '2002001234567', 'valid', 'IDNP (format)'],
  ['MD', 'personal', '200200123456', 'invalid', 'IDNP with 12 digits'],
  // Asia, Oceania, Africa
  ['AE', 'business', '100-1234-5678-9003', 'valid', 'TRN (format)'],
  ['AE', 'personal', '10012345678900', 'invalid', 'TRN with 14 digits'],
  ['BD', 'personal', '123456789012', 'valid', 'e-TIN (format)'],
  ['BD', 'business', '12345678901', 'invalid', 'e-TIN with 11 digits'],
  ['PK', 'personal', '35202-1234567-1', 'valid', 'CNIC (format)'],
  ['PK', 'personal', '35202-123456-1', 'invalid', 'CNIC with 12 digits'],
  ['PK', 'business', '1234567-8', 'valid', 'NTN (format)'],
  ['PK', 'business', '123456', 'invalid', 'NTN with 6 digits'],
  ['IR', 'personal', '001-354241-9', 'valid', 'کد ملی (vector computed with the published rule)'],
  ['IR', 'personal', '0013542418', 'invalid', 'کد ملی with a wrong check digit'],
  ['KZ', 'personal', '900101300007', 'valid', 'ИИН (vector computed with the published rule)'],
  ['KZ', 'personal', '900101300008', 'invalid', 'ИИН with a wrong check digit'],
  ['KZ', 'personal', '901301300007', 'invalid', 'ИИН with month 13'],
  ['TH', 'business', '0994000617721', 'valid', 'เลขประจำตัวผู้เสียภาษีอากร'],
  ['TH', 'business', '0994000617722', 'invalid', 'เลขประจำตัวผู้เสียภาษีอากร with a wrong check digit'],
  ['HK', 'business', '12345678', 'valid', 'business registration number (format)'],
  ['HK', 'business', '1234567', 'invalid', 'business registration number with 7 digits'],
  ['SG', 'business', '197401143C', 'valid', 'UEN of a local company (format)'],
  ['SG', 'business', '1974011430', 'invalid', 'UEN without its check letter'],
  ['CN', 'personal', '360426199101010071', 'valid', '居民身份证号码'],
  ['CN', 'personal', '360426199101010072', 'invalid', '居民身份证号码 with a wrong check character'],
  ['CN', 'personal', '360426199113010071', 'invalid', '居民身份证号码 with month 13'],
  ['CN', 'business', '91110000600037341L', 'valid', '统一社会信用代码'],
  ['CN', 'business', '91110000600037341M', 'invalid', '统一社会信用代码 with a wrong check character'],
  ['JP', 'personal', '6214 9832 0257', 'valid', '個人番号'],
  ['JP', 'personal', '6214 9832 0258', 'invalid', '個人番号 with a wrong check digit'],
  ['JP', 'business', '5-8356-7825-6246', 'valid', '法人番号'],
  ['JP', 'business', '2-8356-7825-6246', 'invalid', '法人番号 with a wrong check digit'],
  ['KR', 'personal', '900101-1234567', 'valid', '주민등록번호 (format and date)'],
  ['KR', 'personal', '901301-1234567', 'invalid', '주민등록번호 with month 13'],
  ['KR', 'business', '116-82-00276', 'valid', '사업자등록번호'],
  ['KR', 'business', '100-82-00276', 'invalid', '사업자등록번호 with tax office 100'],
  ['TW', 'personal', 'A123456789', 'valid', '國民身分證統一編號'],
  ['TW', 'personal', 'A123456788', 'invalid', '國民身分證統一編號 with a wrong check digit'],
  ['TW', 'business', '00501503', 'valid', '統一編號'],
  ['TW', 'business', '00501502', 'invalid', '統一編號 with a wrong check digit'],
  ['ID', 'business', '01.312.166.0-091.000', 'valid', 'NPWP'],
  ['ID', 'business', '016090524017000', 'valid', 'NPWP'],
  ['ID', 'business', '0016090524017000', 'valid', 'NPWP in the 16-digit layout'],
  ['ID', 'business', '01.312.166.1-091.000', 'invalid', 'NPWP with a wrong check digit'],
  ['VN', 'business', '0100233488', 'valid', 'mã số thuế'],
  ['VN', 'business', '0314409058-002', 'valid', 'mã số thuế of a branch'],
  ['VN', 'business', '0100233480', 'invalid', 'mã số thuế with a wrong check digit'],
  ['HK', 'personal', 'A123456(3)', 'valid', 'HKID'],
  ['HK', 'personal', 'A1234564', 'invalid', 'HKID with a wrong check character'],
  ['SG', 'personal', 'S1234567D', 'valid', 'NRIC'],
  ['SG', 'personal', 'S1234567A', 'invalid', 'NRIC with a wrong check letter'],
  ['TH', 'personal', '3100600445635', 'valid', 'เลขประจำตัวประชาชน'],
  ['TH', 'personal', '1-2345-45678-78-1', 'valid', 'เลขประจำตัวประชาชน'],
  ['TH', 'personal', '1-2345-45678-78-9', 'invalid', 'เลขประจำตัวประชาชน with a wrong check digit'],
  ['IL', 'personal', '3933742-3', 'valid', 'מספר זהות'],
  ['IL', 'personal', '3933742-2', 'invalid', 'מספר זהות with a wrong check digit'],
  ['NZ', 'personal', '4909185-0', 'valid', 'IRD number'],
  ['NZ', 'business', 'NZ 49-098-576', 'valid', 'IRD number'],
  ['NZ', 'business', '136410133', 'invalid', 'IRD number with a wrong check digit'],
  ['ZA', 'personal', '0001339050', 'valid', 'tax reference number'],
  ['ZA', 'business', '2449/494/16/0', 'invalid', 'tax reference number with a wrong check digit'],
  ['KE', 'personal', 'A004416331M', 'valid', 'KRA PIN of an individual (format)'],
  ['KE', 'personal', 'P051365947M', 'invalid', 'a non-individual PIN is not a personal one'],
  ['KE', 'business', 'P051365947M', 'valid', 'KRA PIN of a company (format)'],
  ['KE', 'business', 'V1234567890', 'invalid', 'KRA PIN with an unknown type letter'],
  ['GH', 'personal', 'GHA-123456789-0', 'valid', 'Ghana Card PIN (format)'],
  ['GH', 'personal', 'C0000803561', 'invalid', 'a company TIN is not a personal one'],
  ['EG', 'business', '100-531-385', 'valid', 'tax registration number (format)'],
  ['EG', 'business', '٣٣١-١٠٥-٢٦٨', 'valid', 'tax registration number in Arabic-Indic digits (format)'],
  ['EG', 'business', '12345', 'invalid', 'tax registration number too short'],
  ['MA', 'business', '001561191000066', 'valid', 'ICE (format)'],
  ['MA', 'business', '12345', 'invalid', 'ICE too short'],
];

describe('validateTaxId', () => {
  it('has a valid and an invalid vector for every rule', () => {
    const seen = new Map<TaxIdRule, Set<string>>();
    for (const [country, type, , expected] of VECTORS) {
      const rule = TAX_ID_RULES[country === 'UK' ? 'GB' : country]?.[type];
      if (rule) seen.set(rule, (seen.get(rule) ?? new Set()).add(expected));
    }
    const missing = Object.entries(TAX_ID_RULES).flatMap(([country, rules]) =>
      (['personal', 'business'] as const)
        .filter((type) => {
          const rule = rules[type];
          return rule !== undefined && !(seen.get(rule)?.has('valid') && seen.get(rule)?.has('invalid'));
        })
        .map((type) => `${country} ${type}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(VECTORS)('%s %s %j is %s (%s)', (country, type, value, expected) => {
    expect(validateTaxId(country, type, value)).toBe(expected);
  });

  it("answers 'unknown' where there is no rule", () => {
    expect(validateTaxId('NG', 'personal', '12345678-0001')).toBe('unknown');
    expect(validateTaxId('UY', 'personal', '1.234.567-2')).toBe('unknown');
    expect(validateTaxId('LI', 'business', 'CHE-100.155.212')).toBe('unknown');
    expect(validateTaxId('AL', 'personal', 'J61922018S')).toBe('unknown');
  });

  it("answers 'unknown' for a country code that is not in the table", () => {
    expect(validateTaxId('XX', 'personal', '536-90-4399')).toBe('unknown');
    expect(validateTaxId('', 'business', '91-1144442')).toBe('unknown');
  });

  it('treats an empty value as invalid wherever the country is known', () => {
    expect(validateTaxId('US', 'personal', '')).toBe('invalid');
    expect(validateTaxId('DE', 'business', ' - . / ')).toBe('invalid');
    expect(validateTaxId('NG', 'personal', '   ')).toBe('invalid');
  });

  it('looks the country up case-insensitively', () => {
    expect(validateTaxId('br', 'personal', '39053344705')).toBe('valid');
    expect(validateTaxId('uk', 'personal', 'ab123456c')).toBe('valid');
  });

  it('rejects letters and stray characters in numeric identifiers', () => {
    expect(validateTaxId('BR', 'personal', '390.533.447-O5')).toBe('invalid');
    expect(validateTaxId('PL', 'personal', '44051401359!')).toBe('invalid');
    expect(validateTaxId('US', 'personal', '536904399 ext')).toBe('invalid');
  });
});

describe('compactTaxId', () => {
  it('drops spaces, dots, dashes and slashes and upper-cases letters', () => {
    expect(compactTaxId(' 12.345/678-9 ab ')).toBe('123456789AB');
    expect(compactTaxId('12\u00a0345\u2013678')).toBe('12345678');
  });

  it('reads Arabic-Indic, Persian and full-width digits as 0-9', () => {
    expect(compactTaxId('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(compactTaxId('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(compactTaxId('０１２３４５６７８９')).toBe('0123456789');
  });
});
