/**
 * Business registration (spec 3 sections 2.3, 2.4, 3.2, 5.1, 5.2 and 7.2): the dictionaries the wizard preloads
 * and the business account create call. None of these needs a login (spec 1 section 6). Activation of the new
 * company uses `businessAccountActivate` and `accountActivate` (registration.ts).
 *
 * The create request is checked here with the same shareholder and user rules the wizard runs before sending
 * (src/core/business-registration), so the sandbox refuses exactly what the client refuses, with the failing
 * field's path (`users.1.accessRights`, `shareholders.0.shareholders` ...) in `validationErrors`.
 */
import * as z from 'zod/mini';
import { BRAND_IDS } from '../../brand/brand-ids';
import { BUSINESS_REGISTRATION_TYPES } from '../../brand/brand-schema';
import { SHARE_RULES, shareholderProblems, type ShareholderNode } from '../../business-registration/shareholder-tree';
import { userProblems } from '../../business-registration/users';
import { addressStateCode, currencyCode, dictionaryRequest, personNameSchema, visibleText } from './common';
import { positiveId } from './ids';
import { method } from './define';
import { passwordSchema, phoneCountryCodeSchema, phoneNumberSchema } from './registration';

export type { ShareholderNode };

const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Registered names, addresses and descriptions are shown to others: no invisible characters (common.ts visibleText). */
const text = (max: number, multiline = false) => visibleText(max, { trim: true, min: 1, multiline });
const optionalText = (max: number, multiline = false) => z.optional(visibleText(max, { multiline }));
const id = positiveId;

/** A dictionary entry; `specify` entries ("Other") need the customer's own words. */
const dictionaryEntry = z.looseObject({ id: z.number(), name: z.string(), specify: z.boolean() });
export type DictionaryEntry = z.infer<typeof dictionaryEntry>;

export const purposesGet = method({
  name: 'purposesGet',
  summary: 'Dictionary: purposes of a business account, named in the request language.',
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({ purposes: z.array(dictionaryEntry) }),
});

export const sourcesOfFundsGet = method({
  name: 'sourcesOfFundsGet',
  summary:
    'Dictionary: sources of funds of a business (also the sources of wealth of its owners), in the request language.',
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({ sources: z.array(dictionaryEntry) }),
});

export const industriesGet = method({
  name: 'industriesGet',
  summary: 'Dictionary: industries; `adult` ones are hidden by brands that hide adult-industry options.',
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({
    industries: z.array(z.looseObject({ id: z.number(), name: z.string(), specify: z.boolean(), adult: z.boolean() })),
  }),
});
export type Industry = z.infer<typeof industriesGet.response>['industries'][number];

export const additionalQuestionsGet = method({
  name: 'additionalQuestionsGet',
  summary:
    'Dictionary: the yes/no questions of the business financial form; `adult` ones follow the brand rule as industries do.',
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({
    questions: z.array(z.looseObject({ id: z.number(), question: z.string(), adult: z.boolean() })),
  }),
});
export type AdditionalQuestion = z.infer<typeof additionalQuestionsGet.response>['questions'][number];

export const estimatedMonthlyDepositsGet = method({
  name: 'estimatedMonthlyDepositsGet',
  summary: 'Dictionary: estimated monthly deposit (and withdrawal) bands; `amount` is the figure sent for a band.',
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({
    deposits: z.array(z.looseObject({ id: z.number(), name: z.string(), amount: z.number() })),
  }),
});

export const countriesGet = method({
  name: 'countriesGet',
  summary:
    'Dictionary: countries (ISO 3166-1 alpha-2) named in the request language; `hasStates` when addresses there need a state.',
  auth: 'none',
  request: dictionaryRequest,
  response: z.looseObject({
    countries: z.array(z.looseObject({ code: z.string(), name: z.string(), hasStates: z.boolean() })),
  }),
});

export const statesGet = method({
  name: 'statesGet',
  summary:
    'Dictionary: the states or provinces of a country (empty for a country whose addresses have none), for every address form.',
  auth: 'none',
  request: z.object({ countryCode, language: z.optional(z.string()) }),
  response: z.looseObject({ states: z.array(z.looseObject({ code: z.string(), name: z.string() })) }),
});

/** An agreement's id, the key of the registration's `legalInformation`. */
const termId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));

export const agreementsGet = method({
  name: 'agreementsGet',
  summary:
    "Dictionary: agreements, the legal terms the business wizard asks to accept (in order, in the request language), with the brand's document to read where there is one; each id keys `legalInformation`.",
  auth: 'none',
  request: z.object({ brand: z.optional(z.enum(BRAND_IDS)), language: z.optional(z.string()) }),
  response: z.looseObject({
    agreements: z.array(
      z.looseObject({
        id: termId,
        /** What the customer accepts, e.g. "I accept the terms and conditions." */
        statement: z.string(),
        /** The brand's document, or null for a statement without one. */
        url: z.nullable(z.string()),
        linkText: z.nullable(z.string()),
      }),
    ),
  }),
});
export type RegistrationAgreement = z.infer<typeof agreementsGet.response>['agreements'][number];

/** Representative positions (spec 3 section 3.2). */
export const REPRESENTATIVE_POSITIONS = { director: 2, shareholder: 6, ultimateBeneficialOwner: 8 } as const;

export const addressSchema = z.object({
  address1: text(100),
  address2: optionalText(100),
  city: text(60),
  stateCode: addressStateCode,
  countryCode,
  postalCode: text(20),
});
export type BusinessAddress = z.infer<typeof addressSchema>;

const phone = z.object({ countryCode: phoneCountryCodeSchema, number: phoneNumberSchema });
const specification = z.object({ id, specification: text(200) });

/** One source of wealth of a person: a source of funds id with the person's own account of it. */
const personSource = z.object({ id, details: z.string().check(z.maxLength(500)) });

const localId = z.string().check(z.minLength(1), z.maxLength(40));

export const businessPersonSchema = z.object({
  id: localId,
  firstName: personNameSchema,
  lastName: personNameSchema,
  birthday: isoDate,
  email: z.email(),
  phone,
  address: addressSchema,
  taxId: optionalText(40),
  sourcesOfFunds: z.array(personSource),
  isUser: z.boolean(),
  /** 0 for persons who are not users; 1 to 4 for users (5 is never given at registration). */
  accessRights: z.number().check(z.int(), z.gte(0), z.lte(4)),
});
export type BusinessPerson = z.infer<typeof businessPersonSchema>;

export const businessCompanySchema = z.object({
  id: localId,
  name: text(120),
  registrationCountryCode: countryCode,
  tradingName: optionalText(120),
  registrationNumber: text(40),
  registrationDate: isoDate,
  address: addressSchema,
  directors: z.array(localId),
});
export type BusinessCompany = z.infer<typeof businessCompanySchema>;

const shareholderNode: z.ZodMiniType<ShareholderNode> = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  share: z.number(),
  personId: z.optional(localId),
  companyId: z.optional(localId),
  get shareholders() {
    return z.array(shareholderNode);
  },
});

/** Field path of a shareholder node on the wire: `shareholders.0.shareholders.1`. */
function nodeField(path: readonly number[]): (string | number)[] {
  return path.flatMap((index) => ['shareholders', index]);
}

export const businessAccountCreateRequest = z
  .object({
    businessType: z.enum(BUSINESS_REGISTRATION_TYPES),
    company: z.object({
      name: text(120),
      registrationCountryCode: countryCode,
      tradingName: optionalText(120),
      email: z.email(),
      phone,
      registrationNumber: text(40),
      registrationDate: isoDate,
      businessTaxId: optionalText(40),
      website: optionalText(200),
      description: text(1000, true),
      address: addressSchema,
      place: addressSchema,
    }),
    /** Password of the company's own sign-in (its e-mail); the wizard never stores it in the draft. */
    password: passwordSchema,
    additionalQuestionAnswers: z.array(z.object({ questionId: id, answer: z.boolean() })),
    financialDetail: z.object({
      monthlyDepositAmount: z.number().check(z.gte(0)),
      monthlyDepositCurrencyCode: currencyCode,
      monthlyWithdrawalAmount: z.number().check(z.gte(0)),
      monthlyWithdrawalCurrencyCode: currencyCode,
      sourceIds: z.array(id).check(z.minLength(1)),
      purposeIds: z.array(id).check(z.minLength(1)),
      industry: id,
      industrySpecification: optionalText(200),
      sourceSpecifications: z.array(specification),
      purposeSpecifications: z.array(specification),
    }),
    dueDiligence: z.object({
      government: z.boolean(),
      governmentDetails: optionalText(500, true),
      lawsuits: z.boolean(),
      lawsuitsDetails: optionalText(500, true),
      taxPayers: z.boolean(),
    }),
    authorizedCompanyRepresentative: localId,
    /** Every agreement of the brand (agreementsGet), accepted. */
    legalInformation: z.record(termId, z.literal(true)),
    /** The brand whose agreements were shown; the sandbox's default brand when absent. */
    brand: z.optional(z.enum(BRAND_IDS)),
    directors: z.array(localId).check(z.minLength(1)),
    ultimateBeneficiaryOwners: z.array(localId),
    shareholders: z.array(shareholderNode),
    users: z.array(localId).check(z.minLength(1)),
    personList: z.array(businessPersonSchema).check(z.minLength(1), z.maxLength(100)),
    companyList: z.array(businessCompanySchema).check(z.maxLength(50)),
    captcha: z.string().check(z.minLength(1), z.maxLength(4096)),
    language: z.optional(z.string()),
  })
  .check(
    z.superRefine((request, context) => {
      const persons = new Map(request.personList.map((person) => [person.id, person]));
      const companies = new Map(request.companyList.map((company) => [company.id, company]));
      const unknown = (ids: readonly string[], field: string, known: ReadonlyMap<string, unknown>) =>
        ids.forEach((value, index) => {
          if (!known.has(value))
            context.issues.push({
              code: 'custom',
              path: [field, index],
              message: 'Names no person or company of the lists',
              input: value,
            });
        });
      unknown(request.directors, 'directors', persons);
      unknown(request.ultimateBeneficiaryOwners, 'ultimateBeneficiaryOwners', persons);
      unknown(request.users, 'users', persons);
      unknown([request.authorizedCompanyRepresentative], 'authorizedCompanyRepresentative', persons);
      for (const [index, company] of request.companyList.entries())
        unknown(company.directors, `companyList.${index}.directors`, persons);
      for (const problem of shareholderProblems(
        request.shareholders,
        (companyId) => companies.get(companyId)?.directors ?? [],
      )) {
        const at = 'path' in problem ? nodeField(problem.path) : [];
        const message = {
          shareOutOfRange: `Each share must be above ${SHARE_RULES.min} and at most ${SHARE_RULES.max}`,
          shareTooPrecise: 'A share has at most two decimals',
          levelSumOutOfRange: `The shares of one level must add up to between ${SHARE_RULES.levelSumMin} and ${SHARE_RULES.levelSumMax}`,
          companyNeedsDirector: 'A company shareholder needs at least one director',
          missingParty: 'A shareholder names no person or company',
          noShareholders: 'Add at least one shareholder',
        }[problem.kind];
        const field =
          problem.kind === 'shareOutOfRange' || problem.kind === 'shareTooPrecise'
            ? [...at, 'share']
            : problem.kind === 'levelSumOutOfRange' || problem.kind === 'noShareholders'
              ? [...at, 'shareholders']
              : at;
        context.issues.push({ code: 'custom', path: field, message, input: request.shareholders });
      }
      const userPersons = request.users.map((personId) => persons.get(personId));
      for (const problem of userProblems(userPersons.map((person) => ({ accessRights: person?.accessRights ?? 0 })))) {
        const message = {
          rightsMissing: 'Choose access rights for this user',
          rightsNotAllowed: 'These access rights cannot be given',
          noFullAccess: 'At least one user needs full access',
        }[problem.kind];
        context.issues.push({
          code: 'custom',
          path: problem.index === null ? ['users'] : ['users', problem.index, 'accessRights'],
          message,
          input: request.users,
        });
      }
    }),
  );
export type BusinessAccountCreateRequest = z.infer<typeof businessAccountCreateRequest>;

export const businessAccountCreate = method({
  name: 'businessAccountCreate',
  summary:
    'Register a business customer from the wizard (spec 3 section 3.2). The company and its authorised users stay inactive until ' +
    "the activation link e-mailed to the company's address is opened; users then get their own links. Share, director and user " +
    'rules, a taken company e-mail, a user e-mail of another customer or a bad bot-check token answer VF with the field path.',
  auth: 'none',
  request: businessAccountCreateRequest,
  response: z.looseObject({ email: z.string(), customerId: z.number() }),
});
