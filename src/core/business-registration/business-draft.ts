/**
 * The business registration wizard's state (spec 3 sections 2.4, 3.2, 4.4, 5.1 and 5.2): what the nine forms hold,
 * the local draft (restored only when its version is 3.54), each form's rules, the submission checks in the
 * spec's order (root company, persons, companies, shareholders, users) and the request it turns into.
 * Error values are translation keys of the business registration feature (`errors.<key>`).
 */
import type {
  AdditionalQuestion,
  BusinessAccountCreateRequest,
  DictionaryEntry,
  Industry,
  RegistrationAgreement,
} from '../api/contract/business-registration';
import { PERSON_NAME_MAX, PERSON_NAME_PATTERN } from '../api/contract/common';
import { brokenPasswordRules, MINIMUM_AGE_YEARS } from '../api/contract/registration';
import type { BrandId } from '../brand/brand-ids';
import type { BusinessRegistrationType } from '../brand/brand-schema';
import { type EmailStatus } from '../registration/email-status';
import { countryByCode } from '../registration/countries';
import {
  ageInYears,
  checkEmailFormat,
  checkPhoneFormat,
  normaliseEmail,
  normalisePhone,
  type FormErrors,
} from '../registration/personal-registration';
import { validateTaxId } from '../tax-ids/tax-identifier-names';
import {
  effectiveShares,
  partiesInTree,
  reachesSourceOfWealthThreshold,
  shareholderProblems,
  type ShareholderNode,
  type ShareholderProblem,
} from './shareholder-tree';
import { userEmailProblem, userProblems, type UserProblem } from './users';

/** Spec 3 section 9: a stored draft of another version is not restored. */
export const DRAFT_VERSION = '3.54';
export { DRAFT_STORAGE_KEY } from './draft-key';

export interface AddressValues {
  address1: string;
  address2: string;
  city: string;
  stateCode: string;
  countryCode: string;
  postalCode: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  address1: '',
  address2: '',
  city: '',
  stateCode: '',
  countryCode: '',
  postalCode: '',
};

export interface GeneralValues {
  businessType: BusinessRegistrationType | '';
  name: string;
  tradingName: string;
  registrationCountryCode: string;
  registrationNumber: string;
  registrationDate: string;
  businessTaxId: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  website: string;
  description: string;
  address: AddressValues;
  placeSameAsAddress: boolean;
  place: AddressValues;
}

export type YesNo = '' | 'yes' | 'no';

export interface FinancialValues {
  monthlyDepositId: string;
  monthlyDepositCurrencyCode: string;
  monthlyWithdrawalId: string;
  monthlyWithdrawalCurrencyCode: string;
  sourceIds: number[];
  sourceSpecifications: Record<string, string>;
  purposeIds: number[];
  purposeSpecifications: Record<string, string>;
  industry: string;
  industrySpecification: string;
  answers: Record<string, YesNo>;
}

export interface DueDiligenceValues {
  government: YesNo;
  governmentDetails: string;
  lawsuits: YesNo;
  lawsuitsDetails: string;
  taxPayers: YesNo;
}

export interface LegalValues {
  representativeId: string;
  /** Accepted agreements by id (agreementsGet); an agreement not in it is not accepted. */
  accepted: Record<string, boolean>;
}

export interface PersonSource {
  id: number;
  details: string;
}

export interface PersonValues {
  id: string;
  firstName: string;
  lastName: string;
  birthday: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  address: AddressValues;
  taxId: string;
  sources: PersonSource[];
  isUser: boolean;
  accessRights: number;
  /** The last `checkEmail` answer for the address (users only); absent until checked. */
  emailStatus?: EmailStatus | undefined;
  /** The address the status belongs to, so an edited address is checked again. */
  checkedEmail?: string | undefined;
}

export interface CompanyValues {
  id: string;
  name: string;
  registrationCountryCode: string;
  tradingName: string;
  registrationNumber: string;
  registrationDate: string;
  address: AddressValues;
  directors: string[];
}

export interface BusinessDraft {
  version: typeof DRAFT_VERSION;
  step: number;
  general: GeneralValues;
  financial: FinancialValues;
  dueDiligence: DueDiligenceValues;
  legal: LegalValues;
  persons: PersonValues[];
  companies: CompanyValues[];
  directors: string[];
  shareholders: ShareholderNode[];
  users: string[];
}

export function emptyDraft(): BusinessDraft {
  return {
    version: DRAFT_VERSION,
    step: 0,
    general: {
      businessType: '',
      name: '',
      tradingName: '',
      registrationCountryCode: '',
      registrationNumber: '',
      registrationDate: '',
      businessTaxId: '',
      email: '',
      phoneCountryCode: '',
      phone: '',
      website: '',
      description: '',
      address: { ...EMPTY_ADDRESS },
      placeSameAsAddress: true,
      place: { ...EMPTY_ADDRESS },
    },
    financial: {
      monthlyDepositId: '',
      monthlyDepositCurrencyCode: 'EUR',
      monthlyWithdrawalId: '',
      monthlyWithdrawalCurrencyCode: 'EUR',
      sourceIds: [],
      sourceSpecifications: {},
      purposeIds: [],
      purposeSpecifications: {},
      industry: '',
      industrySpecification: '',
      answers: {},
    },
    dueDiligence: { government: '', governmentDetails: '', lawsuits: '', lawsuitsDetails: '', taxPayers: '' },
    legal: {
      representativeId: '',
      accepted: {},
    },
    persons: [],
    companies: [],
    directors: [],
    shareholders: [],
    users: [],
  };
}

/** The stored draft, or null when there is none, it does not parse, or it was saved by another version. */
export function parseDraft(stored: string | null): BusinessDraft | null {
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as Partial<BusinessDraft> | null;
    if (!value || typeof value !== 'object' || value.version !== DRAFT_VERSION) return null;
    const empty = emptyDraft();
    return {
      ...empty,
      ...value,
      general: { ...empty.general, ...value.general },
      financial: { ...empty.financial, ...value.financial },
    };
  } catch {
    return null;
  }
}

/** The draft as stored: e-mail check results are not kept (they are asked again after a reload). */
export function serialiseDraft(draft: BusinessDraft): string {
  return JSON.stringify({
    ...draft,
    persons: draft.persons.map(({ emailStatus: _status, checkedEmail: _checked, ...person }) => person),
  });
}

/**
 * Persons nothing refers to any more (not a director, shareholder, user, company director or the authorised
 * representative) are dropped, unless flagged as user; companies no shareholder names are dropped too.
 */
export function pruneUnreferenced(draft: BusinessDraft): BusinessDraft {
  const { personIds, companyIds } = partiesInTree(draft.shareholders);
  const companies = draft.companies.filter((company) => companyIds.has(company.id));
  const referenced = new Set([
    ...draft.directors,
    ...draft.users,
    ...personIds,
    ...companies.flatMap((company) => company.directors),
  ]);
  if (draft.legal.representativeId) referenced.add(draft.legal.representativeId);
  const persons = draft.persons.filter((person) => person.isUser || referenced.has(person.id));
  const users = draft.users.filter((id) => persons.some((person) => person.id === id));
  const representativeId = persons.some((person) => person.id === draft.legal.representativeId)
    ? draft.legal.representativeId
    : '';
  return { ...draft, persons, companies, users, legal: { ...draft.legal, representativeId } };
}

/** Dictionaries and brand rules the checks need. */
export interface ValidationContext {
  businessTypes: readonly BusinessRegistrationType[];
  sourceOfWealth: boolean;
  sources: readonly DictionaryEntry[];
  purposes: readonly DictionaryEntry[];
  industries: readonly Industry[];
  questions: readonly AdditionalQuestion[];
  deposits: readonly { id: number; amount: number }[];
  countriesWithStates: ReadonlySet<string>;
  /** The brand's agreements (agreementsGet), which the legal form asks to accept. */
  agreements: readonly RegistrationAgreement[];
  brandId: BrandId;
  today: Date;
}

function required(errors: FormErrors<string>, field: string, value: string, key = 'required'): void {
  if (value.trim() === '') errors[field] = { key };
}

function checkName(errors: FormErrors<string>, field: string, value: string): void {
  const trimmed = value.trim();
  if (trimmed === '') errors[field] = { key: 'required' };
  else if (trimmed.length > PERSON_NAME_MAX) errors[field] = { key: 'nameTooLong' };
  else if (!PERSON_NAME_PATTERN.test(trimmed)) errors[field] = { key: 'nameInvalid' };
}

function checkPastDate(errors: FormErrors<string>, field: string, value: string, today: Date): void {
  if (value === '') errors[field] = { key: 'required' };
  else {
    const age = ageInYears(value, today);
    if (age === null || age < 0 || age > 200) errors[field] = { key: 'dateInvalid' };
  }
}

function checkAddress(
  errors: FormErrors<string>,
  prefix: string,
  address: AddressValues,
  context: ValidationContext,
): void {
  required(errors, `${prefix}.address1`, address.address1);
  required(errors, `${prefix}.city`, address.city);
  required(errors, `${prefix}.postalCode`, address.postalCode);
  if (!countryByCode(address.countryCode)) errors[`${prefix}.countryCode`] = { key: 'countryRequired' };
  else if (context.countriesWithStates.has(address.countryCode))
    required(errors, `${prefix}.stateCode`, address.stateCode, 'stateRequired');
}

function checkPhone(errors: FormErrors<string>, phoneCountryCode: string, phone: string): void {
  const problem = checkPhoneFormat(phoneCountryCode, phone);
  if (problem) errors.phone = { key: problem };
}

export function validateGeneral(values: GeneralValues, context: ValidationContext): FormErrors<string> {
  const errors: FormErrors<string> = {};
  if (values.businessType === '' || !context.businessTypes.includes(values.businessType))
    errors.businessType = { key: 'typeRequired' };
  required(errors, 'name', values.name);
  if (!countryByCode(values.registrationCountryCode)) errors.registrationCountryCode = { key: 'countryRequired' };
  required(errors, 'registrationNumber', values.registrationNumber);
  checkPastDate(errors, 'registrationDate', values.registrationDate, context.today);
  if (
    values.businessTaxId.trim() !== '' &&
    validateTaxId(values.registrationCountryCode, 'business', values.businessTaxId) === 'invalid'
  ) {
    errors.businessTaxId = { key: 'taxIdInvalid' };
  }
  const email = checkEmailFormat(values.email);
  if (email) errors.email = { key: email };
  checkPhone(errors, values.phoneCountryCode, values.phone);
  if (values.website.trim() !== '' && !/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(values.website.trim()))
    errors.website = { key: 'websiteInvalid' };
  required(errors, 'description', values.description);
  checkAddress(errors, 'address', values.address, context);
  if (!values.placeSameAsAddress) checkAddress(errors, 'place', values.place, context);
  return errors;
}

/** Password of the company's sign-in: never part of the draft, so it is checked apart. */
export function validateCompanyPassword(password: string, repeat: string): FormErrors<'password' | 'passwordRepeat'> {
  const errors: FormErrors<'password' | 'passwordRepeat'> = {};
  if (password === '') errors.password = { key: 'required' };
  else if (brokenPasswordRules(password).length > 0) errors.password = { key: 'passwordRules' };
  if (repeat === '') errors.passwordRepeat = { key: 'required' };
  else if (repeat !== password) errors.passwordRepeat = { key: 'passwordMismatch' };
  return errors;
}

function needsSpecification(entries: readonly DictionaryEntry[], id: number): boolean {
  return entries.some((entry) => entry.id === id && entry.specify);
}

export function validateFinancial(values: FinancialValues, context: ValidationContext): FormErrors<string> {
  const errors: FormErrors<string> = {};
  if (!context.deposits.some((band) => String(band.id) === values.monthlyDepositId))
    errors.monthlyDepositId = { key: 'choose' };
  if (!context.deposits.some((band) => String(band.id) === values.monthlyWithdrawalId))
    errors.monthlyWithdrawalId = { key: 'choose' };
  if (values.sourceIds.length === 0) errors.sourceIds = { key: 'chooseAtLeastOne' };
  for (const id of values.sourceIds) {
    if (needsSpecification(context.sources, id))
      required(errors, `sourceSpecifications.${id}`, values.sourceSpecifications[id] ?? '');
  }
  if (values.purposeIds.length === 0) errors.purposeIds = { key: 'chooseAtLeastOne' };
  for (const id of values.purposeIds) {
    if (needsSpecification(context.purposes, id))
      required(errors, `purposeSpecifications.${id}`, values.purposeSpecifications[id] ?? '');
  }
  const industry = context.industries.find((entry) => String(entry.id) === values.industry);
  if (!industry) errors.industry = { key: 'choose' };
  else if (industry.specify) required(errors, 'industrySpecification', values.industrySpecification);
  for (const question of context.questions) {
    if (!values.answers[question.id]) errors[`answers.${question.id}`] = { key: 'answerRequired' };
  }
  return errors;
}

export function validateDueDiligence(values: DueDiligenceValues): FormErrors<string> {
  const errors: FormErrors<string> = {};
  for (const field of ['government', 'lawsuits', 'taxPayers'] as const)
    if (values[field] === '') errors[field] = { key: 'answerRequired' };
  if (values.government === 'yes') required(errors, 'governmentDetails', values.governmentDetails);
  if (values.lawsuits === 'yes') required(errors, 'lawsuitsDetails', values.lawsuitsDetails);
  return errors;
}

export function validateLegal(
  values: LegalValues,
  persons: readonly PersonValues[],
  agreements: readonly Pick<RegistrationAgreement, 'id'>[],
): FormErrors<string> {
  const errors: FormErrors<string> = {};
  if (!persons.some((person) => person.id === values.representativeId)) errors.representativeId = { key: 'choose' };
  for (const { id } of agreements) if (values.accepted[id] !== true) errors[`accepted.${id}`] = { key: 'termRequired' };
  return errors;
}

/** Whether the person must describe their sources of wealth (brand feature on, effective share 25 % or more). */
export function needsSourceOfWealth(
  draft: BusinessDraft,
  personId: string,
  context: Pick<ValidationContext, 'sourceOfWealth'>,
): boolean {
  return context.sourceOfWealth && reachesSourceOfWealthThreshold(draft.shareholders, personId);
}

export function validatePerson(
  person: PersonValues,
  draft: BusinessDraft,
  context: ValidationContext,
): FormErrors<string> {
  const errors: FormErrors<string> = {};
  checkName(errors, 'firstName', person.firstName);
  checkName(errors, 'lastName', person.lastName);
  if (person.birthday === '') errors.birthday = { key: 'required' };
  else {
    const age = ageInYears(person.birthday, context.today);
    if (age === null || age < 0 || age > 120) errors.birthday = { key: 'dateInvalid' };
    else if (age < MINIMUM_AGE_YEARS) errors.birthday = { key: 'tooYoung' };
  }
  const email = checkEmailFormat(person.email);
  if (email) errors.email = { key: email };
  else if (person.isUser) {
    const problem = userEmailProblem(
      person.checkedEmail === normaliseEmail(person.email) ? person.emailStatus : undefined,
    );
    if (problem) errors.email = { key: problem };
  }
  checkPhone(errors, person.phoneCountryCode, person.phone);
  checkAddress(errors, 'address', person.address, context);
  if (person.taxId.trim() !== '' && validateTaxId(person.address.countryCode, 'personal', person.taxId) === 'invalid')
    errors.taxId = { key: 'taxIdInvalid' };
  if (needsSourceOfWealth(draft, person.id, context)) {
    if (person.sources.length === 0) errors.sources = { key: 'sourceOfWealthRequired' };
    for (const source of person.sources)
      required(errors, `sources.${source.id}`, source.details, 'sourceDetailsRequired');
  }
  return errors;
}

export function validateCompany(company: CompanyValues, context: ValidationContext): FormErrors<string> {
  const errors: FormErrors<string> = {};
  required(errors, 'name', company.name);
  if (!countryByCode(company.registrationCountryCode)) errors.registrationCountryCode = { key: 'countryRequired' };
  required(errors, 'registrationNumber', company.registrationNumber);
  checkPastDate(errors, 'registrationDate', company.registrationDate, context.today);
  checkAddress(errors, 'address', company.address, context);
  if (company.directors.length === 0) errors.directors = { key: 'companyNeedsDirector' };
  return errors;
}

export const hasErrors = (errors: FormErrors<string>): boolean => Object.keys(errors).length > 0;

/** The result of the submission checks, in the spec's order. */
export interface SubmissionCheck {
  rootCompany: { general: boolean; financial: boolean; dueDiligence: boolean; legal: boolean; directors: boolean };
  badPersons: string[];
  badCompanies: string[];
  shareholders: ShareholderProblem[];
  users: UserProblem[];
  ok: boolean;
}

/** Spec 3 sections 4.4 and 5.2: every check of the submission; it is sent only when `ok`. */
export function checkSubmission(draft: BusinessDraft, context: ValidationContext): SubmissionCheck {
  const rootCompany = {
    general: !hasErrors(validateGeneral(draft.general, context)),
    financial: !hasErrors(validateFinancial(draft.financial, context)),
    dueDiligence: !hasErrors(validateDueDiligence(draft.dueDiligence)),
    legal: !hasErrors(validateLegal(draft.legal, draft.persons, context.agreements)),
    directors: draft.directors.length > 0,
  };
  const badPersons = draft.persons
    .filter((person) => hasErrors(validatePerson(person, draft, context)))
    .map((person) => person.id);
  const badCompanies = draft.companies
    .filter((company) => hasErrors(validateCompany(company, context)))
    .map((company) => company.id);
  const directorsOf = (companyId: string) =>
    draft.companies.find((company) => company.id === companyId)?.directors ?? [];
  const shareholders = shareholderProblems(draft.shareholders, directorsOf);
  const userPersons = draft.users.map((id) => draft.persons.find((person) => person.id === id));
  const users =
    draft.users.length === 0
      ? [{ kind: 'noFullAccess' as const, index: null }]
      : userProblems(userPersons.map((person) => ({ accessRights: person?.accessRights ?? 0 })));
  const ok =
    Object.values(rootCompany).every(Boolean) &&
    badPersons.length === 0 &&
    badCompanies.length === 0 &&
    shareholders.length === 0 &&
    users.length === 0;
  return { rootCompany, badPersons, badCompanies, shareholders, users, ok };
}

/** Ultimate beneficial owners: persons whose effective share is 25 % or more. */
export function ultimateOwners(draft: BusinessDraft): string[] {
  return [...effectiveShares(draft.shareholders).keys()].filter((personId) =>
    reachesSourceOfWealthThreshold(draft.shareholders, personId),
  );
}

function toAddress(address: AddressValues) {
  return {
    address1: address.address1.trim(),
    ...(address.address2.trim() ? { address2: address.address2.trim() } : {}),
    city: address.city.trim(),
    ...(address.stateCode ? { stateCode: address.stateCode } : {}),
    countryCode: address.countryCode,
    postalCode: address.postalCode.trim(),
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The wire request of a checked draft (`checkSubmission(...).ok`). */
export function toBusinessRequest(
  draft: BusinessDraft,
  input: { password: string; captcha: string; language: string; context: ValidationContext },
): BusinessAccountCreateRequest {
  const { general, financial, dueDiligence } = draft;
  if (general.businessType === '') throw new Error('toBusinessRequest needs a checked draft');
  const amountOf = (id: string) => input.context.deposits.find((band) => String(band.id) === id)?.amount ?? 0;
  const specifications = (ids: readonly number[], entries: readonly DictionaryEntry[], texts: Record<string, string>) =>
    ids.filter((id) => needsSpecification(entries, id)).map((id) => ({ id, specification: (texts[id] ?? '').trim() }));
  const industry = input.context.industries.find((entry) => String(entry.id) === financial.industry);
  const sowPersons = new Set(
    draft.persons.filter((person) => needsSourceOfWealth(draft, person.id, input.context)).map((person) => person.id),
  );
  return {
    businessType: general.businessType,
    company: {
      name: general.name.trim(),
      registrationCountryCode: general.registrationCountryCode,
      tradingName: optional(general.tradingName),
      email: normaliseEmail(general.email),
      phone: { countryCode: general.phoneCountryCode, number: normalisePhone(general.phone) },
      registrationNumber: general.registrationNumber.trim(),
      registrationDate: general.registrationDate,
      businessTaxId: optional(general.businessTaxId),
      website: optional(general.website),
      description: general.description.trim(),
      address: toAddress(general.address),
      place: toAddress(general.placeSameAsAddress ? general.address : general.place),
    },
    password: input.password,
    additionalQuestionAnswers: input.context.questions.map((question) => ({
      questionId: question.id,
      answer: financial.answers[question.id] === 'yes',
    })),
    financialDetail: {
      monthlyDepositAmount: amountOf(financial.monthlyDepositId),
      monthlyDepositCurrencyCode: financial.monthlyDepositCurrencyCode,
      monthlyWithdrawalAmount: amountOf(financial.monthlyWithdrawalId),
      monthlyWithdrawalCurrencyCode: financial.monthlyWithdrawalCurrencyCode,
      sourceIds: financial.sourceIds,
      purposeIds: financial.purposeIds,
      industry: Number(financial.industry),
      industrySpecification: industry?.specify ? optional(financial.industrySpecification) : undefined,
      sourceSpecifications: specifications(financial.sourceIds, input.context.sources, financial.sourceSpecifications),
      purposeSpecifications: specifications(
        financial.purposeIds,
        input.context.purposes,
        financial.purposeSpecifications,
      ),
    },
    dueDiligence: {
      government: dueDiligence.government === 'yes',
      governmentDetails: dueDiligence.government === 'yes' ? optional(dueDiligence.governmentDetails) : undefined,
      lawsuits: dueDiligence.lawsuits === 'yes',
      lawsuitsDetails: dueDiligence.lawsuits === 'yes' ? optional(dueDiligence.lawsuitsDetails) : undefined,
      taxPayers: dueDiligence.taxPayers === 'yes',
    },
    authorizedCompanyRepresentative: draft.legal.representativeId,
    legalInformation: Object.fromEntries(
      input.context.agreements.filter((term) => draft.legal.accepted[term.id] === true).map((term) => [term.id, true]),
    ),
    brand: input.context.brandId,
    directors: draft.directors,
    ultimateBeneficiaryOwners: ultimateOwners(draft),
    shareholders: draft.shareholders,
    users: draft.users,
    personList: draft.persons.map((person) => ({
      id: person.id,
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      birthday: person.birthday,
      email: normaliseEmail(person.email),
      phone: { countryCode: person.phoneCountryCode, number: normalisePhone(person.phone) },
      address: toAddress(person.address),
      taxId: optional(person.taxId),
      sourcesOfFunds: sowPersons.has(person.id)
        ? person.sources.map((source) => ({ id: source.id, details: source.details.trim() }))
        : [],
      isUser: person.isUser,
      accessRights: person.isUser ? person.accessRights : 0,
    })),
    companyList: draft.companies.map((company) => ({
      id: company.id,
      name: company.name.trim(),
      registrationCountryCode: company.registrationCountryCode,
      tradingName: optional(company.tradingName),
      registrationNumber: company.registrationNumber.trim(),
      registrationDate: company.registrationDate,
      address: toAddress(company.address),
      directors: company.directors,
    })),
    captcha: input.captcha,
    language: input.language,
  };
}
