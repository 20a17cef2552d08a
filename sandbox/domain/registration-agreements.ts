/**
 * The agreements dictionary (spec 3 section 7.1): the legal terms a brand's business registration wizard asks the
 * customer to accept, in order, each with the brand's document where there is one. The wizard shows these and the
 * application's `legalInformation` must accept every one of them.
 */
import type Database from 'better-sqlite3';
import { brandLegalLinks, SANDBOX_BRAND_IDS, type BrandId } from './brand-limits';

type Texts = Readonly<Record<'en' | 'es' | 'pt' | 'ro' | 'ru' | 'uk', string>>;

/** The brand a request names, else the sandbox's first brand (as a session of no brand). */
export const DEFAULT_AGREEMENTS_BRAND: BrandId = 'wallet';

const STANDARD_TERMS: readonly {
  id: string;
  document: 'terms' | 'privacy' | null;
  statements: Texts;
  linkTexts: Texts | null;
}[] = [
  {
    id: 'terms',
    document: 'terms',
    statements: {
      en: 'I accept the terms and conditions.',
      es: 'Acepto los términos y condiciones.',
      pt: 'Aceito os termos e condições.',
      ro: 'Accept termenii și condițiile.',
      ru: 'Я принимаю условия обслуживания.',
      uk: 'Я приймаю умови обслуговування.',
    },
    linkTexts: {
      en: 'Read the terms',
      es: 'Leer los términos',
      pt: 'Ler os termos',
      ro: 'Citiți termenii',
      ru: 'Прочитать условия',
      uk: 'Прочитати умови',
    },
  },
  {
    id: 'privacy',
    document: 'privacy',
    statements: {
      en: 'I have read the privacy policy.',
      es: 'He leído la política de privacidad.',
      pt: 'Li a política de privacidade.',
      ro: 'Am citit politica de confidențialitate.',
      ru: 'Я прочитал(а) политику конфиденциальности.',
      uk: 'Я прочитав(-ла) політику конфіденційності.',
    },
    linkTexts: {
      en: 'Read the privacy policy',
      es: 'Leer la política de privacidad',
      pt: 'Ler a política de privacidade',
      ro: 'Citiți politica de confidențialitate',
      ru: 'Прочитать политику конфиденциальности',
      uk: 'Прочитати політику конфіденційності',
    },
  },
  {
    id: 'truthfulInformation',
    document: null,
    statements: {
      en: 'The information in this application is true and complete.',
      es: 'La información de esta solicitud es veraz y completa.',
      pt: 'A informação deste pedido é verdadeira e completa.',
      ro: 'Informațiile din această cerere sunt adevărate și complete.',
      ru: 'Сведения в этой заявке правдивы и полны.',
      uk: 'Відомості в цій заявці правдиві та повні.',
    },
    linkTexts: null,
  },
  {
    id: 'authorisedToAct',
    document: null,
    statements: {
      en: 'I am authorised to open this account for the company.',
      es: 'Estoy autorizado para abrir esta cuenta en nombre de la empresa.',
      pt: 'Estou autorizado a abrir esta conta em nome da empresa.',
      ro: 'Sunt autorizat să deschid acest cont în numele firmei.',
      ru: 'Я уполномочен(а) открыть этот счёт от имени компании.',
      uk: 'Я уповноважений(-а) відкрити цей рахунок від імені компанії.',
    },
    linkTexts: null,
  },
];

/** Every brand's wizard asks the same four terms; the documents are the brand's own (brand.json `legalLinks`). */
export function seedRegistrationAgreements(db: Database.Database): void {
  const insert = db.prepare(
    'INSERT INTO registration_agreements (brand, id, position, url, statements, link_texts) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const brand of SANDBOX_BRAND_IDS) {
    const links = brandLegalLinks(brand);
    STANDARD_TERMS.forEach((term, position) =>
      insert.run(
        brand,
        term.id,
        position,
        term.document ? links[term.document] : null,
        JSON.stringify(term.statements),
        term.linkTexts ? JSON.stringify(term.linkTexts) : null,
      ),
    );
  }
}

export type RegistrationAgreement = {
  id: string;
  statement: string;
  url: string | null;
  linkText: string | null;
};

function textIn(json: string, language: string | undefined): string {
  const texts = JSON.parse(json) as Record<string, string>;
  const base = (language ?? 'en').split('-')[0]?.toLowerCase() ?? 'en';
  return texts[base === 'ua' ? 'uk' : base] ?? texts.en ?? '';
}

/** The brand's agreements in order, in the request language. */
export function registrationAgreements(
  db: Database.Database,
  brand: BrandId | undefined,
  language: string | undefined,
): RegistrationAgreement[] {
  // A database made before migration 203 was seeded without them: it gets the standard terms once.
  if (db.prepare('SELECT 1 FROM registration_agreements LIMIT 1').get() === undefined) seedRegistrationAgreements(db);
  const rows = db
    .prepare('SELECT * FROM registration_agreements WHERE brand = ? ORDER BY position')
    .all(brand ?? DEFAULT_AGREEMENTS_BRAND) as {
    id: string;
    url: string | null;
    statements: string;
    link_texts: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    statement: textIn(row.statements, language),
    url: row.url,
    linkText: row.link_texts === null ? null : textIn(row.link_texts, language),
  }));
}
