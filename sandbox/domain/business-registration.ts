/**
 * Business registration (spec 3 sections 3.2 and 7.2): a wizard's application becomes a pending business customer
 * with its own sign-in (the company e-mail), empty accounts, and pending authorised users; the application itself
 * is kept in the `business_application*` tables. The company's activation link is e-mailed at once; its users get
 * theirs when the company is activated (`businessAccountActivate`).
 */
import type Database from 'better-sqlite3';
import type { BusinessAccountCreateRequest, BusinessAddress } from '../../src/core/api/contract/business-registration';
import { REPRESENTATIVE_POSITIONS } from '../../src/core/api/contract/business-registration';
import type { ShareholderNode } from '../../src/core/api/contract/business-registration';
import type { SandboxContext } from '../context';
import { BUSINESS_PERMISSIONS } from './customer-permissions';
import { UNMATCHABLE_HASH } from './passwords';
import { nextRegisteredCustomerId, openNewAccounts } from './registration';
import { findUserByEmail, uniformRights, type UserRow } from './users';

/** Business customers start unverified, with the company tools of the seeded businesses. */
/** Position of the company's own sign-in among its representatives (as the seeded businesses have it). */
const MAIN_USER_POSITION = 1;
const CUSTOMER_TYPE_BUSINESS = 2;

export interface CreatedBusiness {
  customerId: number;
  mainUser: UserRow;
}

/** Positions of each person: director, shareholder (anywhere in the tree), ultimate beneficial owner. */
function positionsOf(request: BusinessAccountCreateRequest): Map<string, number[]> {
  const positions = new Map<string, Set<number>>();
  const add = (personId: string, position: number) =>
    positions.set(personId, (positions.get(personId) ?? new Set()).add(position));
  for (const id of request.directors) add(id, REPRESENTATIVE_POSITIONS.director);
  for (const id of request.ultimateBeneficiaryOwners) add(id, REPRESENTATIVE_POSITIONS.ultimateBeneficialOwner);
  const visit = (nodes: readonly ShareholderNode[]) => {
    for (const node of nodes) {
      if (node.personId) add(node.personId, REPRESENTATIVE_POSITIONS.shareholder);
      visit(node.shareholders);
    }
  };
  visit(request.shareholders);
  return new Map([...positions].map(([id, set]) => [id, [...set].sort((a, b) => a - b)]));
}

/**
 * Stores the application and creates the customer, its sign-in and its users in one transaction. A user whose
 * e-mail belongs to an employee of another company is given access to this one too; anyone else is a new pending
 * user without a password (they choose it on their activation popup).
 */
export function createBusinessApplication(
  context: SandboxContext,
  request: BusinessAccountCreateRequest,
  input: { passwordHash: string; clientIp: string },
): CreatedBusiness {
  const { db } = context;
  const now = context.now();
  const persons = new Map(request.personList.map((person) => [person.id, person]));
  const representative = persons.get(request.authorizedCompanyRepresentative);
  if (!representative) throw new Error('The contract checks the authorised representative');
  const positions = positionsOf(request);
  return db.transaction((): CreatedBusiness => {
    const customerId = nextRegisteredCustomerId(context);
    const { company } = request;
    db.prepare(
      `INSERT INTO customers (id, customer_type, login, first_name, last_name, business_name, created_at, residence_country_code,
         tax_id, verified, is_need_kyc, permissions, required_actions)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, '[]')`,
    ).run(
      customerId,
      CUSTOMER_TYPE_BUSINESS,
      company.email,
      representative.firstName,
      representative.lastName,
      company.name,
      new Date(now).toISOString(),
      company.registrationCountryCode,
      company.businessTaxId ?? null,
      JSON.stringify(BUSINESS_PERMISSIONS),
    );
    const insertUser = db.prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow, representative_position_id, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'simple', ?, 'pending')`,
    );
    const insertAccess = db.prepare(
      'INSERT INTO customer_accesses (user_id, customer_id, access_rights, balance_info, position_ids) VALUES (?, ?, ?, 1, ?)',
    );
    const mainUserId = Number(
      insertUser.run(
        company.email,
        input.passwordHash,
        representative.firstName,
        representative.lastName,
        company.phone.countryCode,
        company.phone.number,
        customerId,
        MAIN_USER_POSITION,
      ).lastInsertRowid,
    );
    insertAccess.run(mainUserId, customerId, JSON.stringify(uniformRights(2)), JSON.stringify([MAIN_USER_POSITION]));
    openNewAccounts(context, customerId);

    db.prepare(
      `INSERT INTO business_application (customer_id, business_type, name, trading_name, registration_country_code, registration_number,
         registration_date, business_tax_id, email, phone_country_code, phone, website, description, financial_detail, due_diligence,
         additional_question_answers, legal_information, language, client_ip, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      customerId,
      request.businessType,
      company.name,
      company.tradingName ?? null,
      company.registrationCountryCode,
      company.registrationNumber,
      company.registrationDate,
      company.businessTaxId ?? null,
      company.email,
      company.phone.countryCode,
      company.phone.number,
      company.website ?? null,
      company.description,
      JSON.stringify(request.financialDetail),
      JSON.stringify(request.dueDiligence),
      JSON.stringify(request.additionalQuestionAnswers),
      JSON.stringify(request.legalInformation),
      request.language ?? null,
      input.clientIp,
      now,
    );
    const insertAddress = db.prepare(
      `INSERT INTO business_application_addresses (customer_id, owner_kind, owner_key, address_type, address1, address2, city, state_code, country_code, postal_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const saveAddress = (kind: string, key: string, type: string, address: BusinessAddress) =>
      insertAddress.run(
        customerId,
        kind,
        key,
        type,
        address.address1,
        address.address2 ?? null,
        address.city,
        address.stateCode ?? null,
        address.countryCode,
        address.postalCode,
      );
    saveAddress('business', '', 'registered', company.address);
    saveAddress('business', '', 'place', company.place);

    const userIds = new Set(request.users);
    const insertPerson = db.prepare(
      `INSERT INTO business_application_persons (customer_id, person_key, first_name, last_name, birthday, email, phone_country_code, phone, tax_id,
         sources_of_wealth, position_ids, is_authorised_representative, is_user, access_rights, user_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const person of request.personList) {
      const personPositions = positions.get(person.id) ?? [];
      let userId: number | null = null;
      if (userIds.has(person.id)) {
        const existing = findUserByEmail(db, person.email);
        userId =
          existing?.id ??
          Number(
            insertUser.run(
              person.email,
              UNMATCHABLE_HASH,
              person.firstName,
              person.lastName,
              person.phone.countryCode,
              person.phone.number,
              customerId,
              null,
            ).lastInsertRowid,
          );
        insertAccess.run(
          userId,
          customerId,
          JSON.stringify(uniformRights(person.accessRights)),
          JSON.stringify(personPositions),
        );
      }
      insertPerson.run(
        customerId,
        person.id,
        person.firstName,
        person.lastName,
        person.birthday,
        person.email,
        person.phone.countryCode,
        person.phone.number,
        person.taxId ?? null,
        JSON.stringify(person.sourcesOfFunds),
        JSON.stringify(personPositions),
        person.id === request.authorizedCompanyRepresentative ? 1 : 0,
        userIds.has(person.id) ? 1 : 0,
        userIds.has(person.id) ? person.accessRights : 0,
        userId,
      );
      saveAddress('person', person.id, 'residence', person.address);
    }
    const insertCompany = db.prepare(
      `INSERT INTO business_application_companies (customer_id, company_key, name, trading_name, registration_country_code, registration_number,
         registration_date, director_keys) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const shareholderCompany of request.companyList) {
      insertCompany.run(
        customerId,
        shareholderCompany.id,
        shareholderCompany.name,
        shareholderCompany.tradingName ?? null,
        shareholderCompany.registrationCountryCode,
        shareholderCompany.registrationNumber,
        shareholderCompany.registrationDate,
        JSON.stringify(shareholderCompany.directors),
      );
      saveAddress('company', shareholderCompany.id, 'registered', shareholderCompany.address);
    }
    const insertNode = db.prepare(
      `INSERT INTO business_application_shareholders (customer_id, parent_id, position, shareholder_type, share, person_key, company_key)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const saveLevel = (nodes: readonly ShareholderNode[], parentId: number | null) =>
      nodes.forEach((node, position) => {
        const { lastInsertRowid } = insertNode.run(
          customerId,
          parentId,
          position,
          node.type,
          node.share,
          node.personId ?? null,
          node.companyId ?? null,
        );
        saveLevel(node.shareholders, Number(lastInsertRowid));
      });
    saveLevel(request.shareholders, null);
    const mainUser = db.prepare('SELECT * FROM users WHERE id = ?').get(mainUserId) as UserRow;
    return { customerId, mainUser };
  })();
}

export interface StoredAddress {
  type: 'registered' | 'place' | 'residence';
  address1: string;
  address2: string | null;
  city: string;
  stateCode: string | null;
  countryCode: string;
  postalCode: string;
}

export interface StoredPerson {
  key: string;
  firstName: string;
  lastName: string;
  birthday: string;
  email: string;
  phone: { countryCode: string; number: string };
  taxId: string | null;
  address: StoredAddress | null;
  sourcesOfWealth: { id: number; details: string }[];
  /** Representative positions: 2 director, 6 shareholder, 8 ultimate beneficial owner. */
  positionIds: number[];
  isAuthorisedRepresentative: boolean;
  isUser: boolean;
  accessRights: number;
  userId: number | null;
}

export interface StoredShareholder {
  type: 1 | 2;
  share: number;
  personKey: string | null;
  companyKey: string | null;
  shareholders: StoredShareholder[];
}

export interface BusinessApplication {
  customerId: number;
  businessType: string;
  company: {
    name: string;
    tradingName: string | null;
    registrationCountryCode: string;
    registrationNumber: string;
    registrationDate: string;
    businessTaxId: string | null;
    email: string;
    phone: { countryCode: string; number: string };
    website: string | null;
    description: string;
  };
  /** The company's registered address and its place of business. */
  addresses: StoredAddress[];
  financialDetail: BusinessAccountCreateRequest['financialDetail'];
  dueDiligence: BusinessAccountCreateRequest['dueDiligence'];
  additionalQuestionAnswers: BusinessAccountCreateRequest['additionalQuestionAnswers'];
  persons: StoredPerson[];
  companies: {
    key: string;
    name: string;
    tradingName: string | null;
    registrationCountryCode: string;
    registrationNumber: string;
    registrationDate: string;
    address: StoredAddress | null;
    directorKeys: string[];
  }[];
  shareholders: StoredShareholder[];
  createdAt: number;
}

interface ApplicationRow {
  customer_id: number;
  business_type: string;
  name: string;
  trading_name: string | null;
  registration_country_code: string;
  registration_number: string;
  registration_date: string;
  business_tax_id: string | null;
  email: string;
  phone_country_code: string;
  phone: string;
  website: string | null;
  description: string;
  financial_detail: string;
  due_diligence: string;
  additional_question_answers: string;
  created_at: number;
}

interface AddressRow {
  owner_kind: string;
  owner_key: string;
  address_type: StoredAddress['type'];
  address1: string;
  address2: string | null;
  city: string;
  state_code: string | null;
  country_code: string;
  postal_code: string;
}

/** The stored application of a business customer (company, addresses, persons, companies, shareholders); null when it registered otherwise. */
export function readBusinessApplication(db: Database.Database, customerId: number): BusinessApplication | null {
  const row = db.prepare('SELECT * FROM business_application WHERE customer_id = ?').get(customerId) as
    ApplicationRow | undefined;
  if (!row) return null;
  const addressRows = db
    .prepare('SELECT * FROM business_application_addresses WHERE customer_id = ? ORDER BY id')
    .all(customerId) as AddressRow[];
  const toAddress = (address: AddressRow): StoredAddress => ({
    type: address.address_type,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    stateCode: address.state_code,
    countryCode: address.country_code,
    postalCode: address.postal_code,
  });
  const addressOf = (kind: string, key: string) => {
    const found = addressRows.find((address) => address.owner_kind === kind && address.owner_key === key);
    return found ? toAddress(found) : null;
  };
  const persons = (
    db.prepare('SELECT * FROM business_application_persons WHERE customer_id = ? ORDER BY rowid').all(customerId) as {
      person_key: string;
      first_name: string;
      last_name: string;
      birthday: string;
      email: string;
      phone_country_code: string;
      phone: string;
      tax_id: string | null;
      sources_of_wealth: string;
      position_ids: string;
      is_authorised_representative: number;
      is_user: number;
      access_rights: number;
      user_id: number | null;
    }[]
  ).map((person) => ({
    key: person.person_key,
    firstName: person.first_name,
    lastName: person.last_name,
    birthday: person.birthday,
    email: person.email,
    phone: { countryCode: person.phone_country_code, number: person.phone },
    taxId: person.tax_id,
    address: addressOf('person', person.person_key),
    sourcesOfWealth: JSON.parse(person.sources_of_wealth) as { id: number; details: string }[],
    positionIds: JSON.parse(person.position_ids) as number[],
    isAuthorisedRepresentative: person.is_authorised_representative === 1,
    isUser: person.is_user === 1,
    accessRights: person.access_rights,
    userId: person.user_id,
  }));
  const companies = (
    db.prepare('SELECT * FROM business_application_companies WHERE customer_id = ? ORDER BY rowid').all(customerId) as {
      company_key: string;
      name: string;
      trading_name: string | null;
      registration_country_code: string;
      registration_number: string;
      registration_date: string;
      director_keys: string;
    }[]
  ).map((company) => ({
    key: company.company_key,
    name: company.name,
    tradingName: company.trading_name,
    registrationCountryCode: company.registration_country_code,
    registrationNumber: company.registration_number,
    registrationDate: company.registration_date,
    address: addressOf('company', company.company_key),
    directorKeys: JSON.parse(company.director_keys) as string[],
  }));
  const nodes = db
    .prepare('SELECT * FROM business_application_shareholders WHERE customer_id = ? ORDER BY position, id')
    .all(customerId) as {
    id: number;
    parent_id: number | null;
    shareholder_type: 1 | 2;
    share: number;
    person_key: string | null;
    company_key: string | null;
  }[];
  const levelOf = (parentId: number | null): StoredShareholder[] =>
    nodes
      .filter((node) => node.parent_id === parentId)
      .map((node) => ({
        type: node.shareholder_type,
        share: node.share,
        personKey: node.person_key,
        companyKey: node.company_key,
        shareholders: levelOf(node.id),
      }));
  return {
    customerId,
    businessType: row.business_type,
    company: {
      name: row.name,
      tradingName: row.trading_name,
      registrationCountryCode: row.registration_country_code,
      registrationNumber: row.registration_number,
      registrationDate: row.registration_date,
      businessTaxId: row.business_tax_id,
      email: row.email,
      phone: { countryCode: row.phone_country_code, number: row.phone },
      website: row.website,
      description: row.description,
    },
    addresses: addressRows.filter((address) => address.owner_kind === 'business').map(toAddress),
    financialDetail: JSON.parse(row.financial_detail) as BusinessApplication['financialDetail'],
    dueDiligence: JSON.parse(row.due_diligence) as BusinessApplication['dueDiligence'],
    additionalQuestionAnswers: JSON.parse(
      row.additional_question_answers,
    ) as BusinessApplication['additionalQuestionAnswers'],
    persons,
    companies,
    shareholders: levelOf(null),
    createdAt: row.created_at,
  };
}
