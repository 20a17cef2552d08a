/**
 * Business registration methods (spec 3 sections 2.3 and 7.2): the wizard's dictionaries and the business account
 * create call. The request has passed the shared contract (share, director and user rules) before it gets here;
 * this adds what only the server knows: taken e-mails, known dictionary ids, the brand-independent bot check.
 */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { spendToken } from '../domain/bot-check';
import { createBusinessApplication } from '../domain/business-registration';
import {
  additionalQuestions,
  countries,
  industries,
  isCountry,
  KNOWN_IDS,
  monthlyDeposits,
  purposes,
  sources,
  statesOf,
} from '../domain/business-registration-dictionaries';
import { hashPassword } from '../domain/passwords';
import { registrationAgreements } from '../domain/registration-agreements';
import { portalOrigin, sendActivation } from '../domain/registration';
import { customerAccessesOf, findUserByEmail } from '../domain/users';
import type { MethodHandlers } from './contract';
import { EnvelopeError } from './contract';

type BusinessRegistrationHandlers = Pick<
  MethodHandlers,
  | 'purposesGet'
  | 'sourcesOfFundsGet'
  | 'industriesGet'
  | 'additionalQuestionsGet'
  | 'estimatedMonthlyDepositsGet'
  | 'countriesGet'
  | 'statesGet'
  | 'agreementsGet'
  | 'businessAccountCreate'
>;

interface FieldError {
  field: string;
  code: string;
  description: string;
}

export function businessRegistrationHandlers(context: SandboxContext): BusinessRegistrationHandlers {
  const { db } = context;
  return {
    purposesGet: (input) => ({ purposes: purposes(input.language) }),
    sourcesOfFundsGet: (input) => ({ sources: sources(input.language) }),
    industriesGet: (input) => ({ industries: industries(input.language) }),
    additionalQuestionsGet: (input) => ({ questions: additionalQuestions(input.language) }),
    estimatedMonthlyDepositsGet: (input) => ({ deposits: monthlyDeposits(input.language) }),
    countriesGet: (input) => ({ countries: countries(input.language) }),
    statesGet: (input) => ({ states: statesOf(input.countryCode) }),
    agreementsGet: (input) => ({ agreements: registrationAgreements(db, input.brand, input.language) }),

    async businessAccountCreate(input, call) {
      const errors: FieldError[] = [];
      if (findUserByEmail(db, input.company.email)) {
        errors.push({
          field: 'company.email',
          code: 'emailTaken',
          description: 'This e-mail address is already registered.',
        });
      }
      const unknownIds = (ids: readonly number[], known: ReadonlySet<number>, field: string) =>
        ids.forEach((id, index) => {
          if (!known.has(id))
            errors.push({
              field: `${field}.${index}`,
              code: 'unknownChoice',
              description: 'This choice is not in the list.',
            });
        });
      unknownIds(input.financialDetail.sourceIds, KNOWN_IDS.sources, 'financialDetail.sourceIds');
      unknownIds(input.financialDetail.purposeIds, KNOWN_IDS.purposes, 'financialDetail.purposeIds');
      unknownIds([input.financialDetail.industry], KNOWN_IDS.industries, 'financialDetail.industry');
      unknownIds(
        input.additionalQuestionAnswers.map((answer) => answer.questionId),
        KNOWN_IDS.questions,
        'additionalQuestionAnswers',
      );
      // Every term of the brand's agreements is accepted, and nothing else is.
      const termIds = registrationAgreements(db, input.brand, input.language).map((term) => term.id);
      for (const termId of termIds) {
        if (input.legalInformation[termId] !== true)
          errors.push({
            field: `legalInformation.${termId}`,
            code: 'termNotAccepted',
            description: 'Accept this term to open the account.',
          });
      }
      for (const given of Object.keys(input.legalInformation)) {
        if (!termIds.includes(given))
          errors.push({
            field: `legalInformation.${given}`,
            code: 'unknownTerm',
            description: 'This term is not asked by the brand.',
          });
      }
      const addresses = [
        input.company.address,
        input.company.place,
        ...input.personList.map((person) => person.address),
        ...input.companyList.map((company) => company.address),
      ];
      if (
        !isCountry(input.company.registrationCountryCode) ||
        addresses.some((address) => !isCountry(address.countryCode))
      ) {
        errors.push({
          field: 'company.registrationCountryCode',
          code: 'unknownCountry',
          description: 'A country is not in the list.',
        });
      }
      // Users: a new address, or an employee of another company, who is then given access to this one as well.
      input.users.forEach((personId, index) => {
        const person = input.personList.find((entry) => entry.id === personId);
        const user = person ? findUserByEmail(db, person.email) : undefined;
        const isEmployee = user
          ? customerAccessesOf(db, user.id).length > 0 && user.representative_position_id === null
          : false;
        if (person && (person.email.toLowerCase() === input.company.email.toLowerCase() || (user && !isEmployee))) {
          errors.push({
            field: `users.${index}.email`,
            code: 'userEmailExists',
            description: 'This e-mail address already has its own account.',
          });
        }
      });
      // The bot check is spent only when everything else is right, so fixing a field does not need a new check.
      if (errors.length === 0 && !spendToken(context, input.captcha).ok) {
        errors.push({
          field: 'captcha',
          code: 'botCheckFailed',
          description: 'The bot check failed or has expired. Please do it again.',
        });
      }
      if (errors.length > 0) {
        throw new EnvelopeError(RESPONSE_CODES.verifyError, errors.map((error) => error.description).join(' '), {
          validationErrors: errors,
        });
      }
      const created = createBusinessApplication(context, input, {
        passwordHash: await hashPassword(input.password),
        clientIp: call.clientIp,
      });
      sendActivation(context, created.mainUser, 'activationBusiness', portalOrigin(call.request));
      return { email: created.mainUser.email, customerId: created.customerId };
    },
  };
}
