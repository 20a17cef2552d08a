/**
 * Registration and activation methods (spec 1 section 7; spec 3 sections 4.5 and 7.2): personal registration with
 * a server-side bot check, phone existence check, activation by link (personal, business, employee), activation
 * resend, password reset and e-mail confirmation. Failures a person can fix answer `VF` with one validation error
 * per field; each carries a `code` the client translates (the description is the English fallback).
 */
import { MINIMUM_AGE_YEARS } from '../../src/core/api/contract/registration';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { spendToken } from '../domain/bot-check';
import { recordLoginAttempt } from '../domain/login-history';
import { hashPassword } from '../domain/passwords';
import {
  checkActivation,
  checkPasswordReset,
  confirmEmail,
  createPersonalCustomer,
  findActivation,
  finishPasswordReset,
  markActive,
  MAX_ACTIVATION_SENDS,
  phoneTaken,
  portalOrigin,
  sendActivation,
  startPasswordReset,
} from '../domain/registration';
import { startSession } from '../domain/sessions';
import { findUserByEmail, type UserRow } from '../domain/users';
import type { MethodCallContext, MethodHandlers } from './contract';
import { EnvelopeError } from './contract';
import { limitRegistrationQuestions } from './registration-questions';

type RegistrationHandlers = Pick<
  MethodHandlers,
  | 'personalAccountCreate'
  | 'checkPhone'
  | 'accountActivate'
  | 'businessAccountActivate'
  | 'activationCodeResend'
  | 'passwordResetRequest'
  | 'passwordResetCodeCheck'
  | 'passwordResetChange'
  | 'emailConfirm'
>;

interface FieldError {
  field: string;
  code: string;
  description: string;
}

function verifyError(errors: FieldError[]): EnvelopeError {
  return new EnvelopeError(RESPONSE_CODES.verifyError, errors.map((error) => error.description).join(' '), {
    validationErrors: errors,
  });
}

const ACTIVATION_FAILURES = {
  invalid: { code: 'activationInvalid', description: 'This activation link is not valid. Ask for a new one.' },
  expired: { code: 'activationExpired', description: 'This activation link has expired. Ask for a new one.' },
  alreadyActive: { code: 'alreadyActive', description: 'This account is already active. Sign in.' },
} as const;

const RESET_FAILURES = {
  invalid: { code: 'resetCodeInvalid', description: 'The code is not right. Check the e-mail and try again.' },
  expired: { code: 'resetCodeExpired', description: 'The code has expired. Ask for a new one.' },
  locked: { code: 'resetLocked', description: 'Too many wrong codes. Ask for a new code.' },
  none: { code: 'resetNotRequested', description: 'There is no password reset for this e-mail. Ask for a code first.' },
} as const;

/** Whole years between a birth date and today (UTC). */
function ageOn(birthDay: string, nowMs: number): number | null {
  const [year, month, day] = birthDay.split('-').map(Number);
  if (!year || !month || !day) return null;
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return null;
  const now = new Date(nowMs);
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() < month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() < day)) age -= 1;
  return age;
}

export function registrationHandlers(context: SandboxContext): RegistrationHandlers {
  const { db } = context;

  /** Activation signs the user in: the first entry of their login history. */
  function activateWithTokens(user: UserRow, call: MethodCallContext) {
    markActive(context, user.id);
    recordLoginAttempt(context, call, { userId: user.id, result: 'success', authFlow: 'activation', client: 'spa' });
    return startSession(context, { ...user, status: 'active' });
  }

  return {
    async personalAccountCreate(input, call) {
      const errors: FieldError[] = [];
      const age = ageOn(input.birthDay, context.now());
      if (age === null || age > 120)
        errors.push({ field: 'birthDay', code: 'birthDayInvalid', description: 'Enter a real date of birth.' });
      else if (age < MINIMUM_AGE_YEARS)
        errors.push({
          field: 'birthDay',
          code: 'tooYoung',
          description: `You must be at least ${MINIMUM_AGE_YEARS} years old.`,
        });
      if (findUserByEmail(db, input.email))
        errors.push({ field: 'email', code: 'emailTaken', description: 'This e-mail address is already registered.' });
      if (phoneTaken(context, input.phoneCountryCode, input.phone)) {
        errors.push({
          field: 'phone',
          code: 'phoneTaken',
          description: 'This phone number already belongs to an account.',
        });
      }
      // The bot check is spent only when everything else is right, so fixing a field does not need a new check.
      if (errors.length === 0) {
        const check = spendToken(context, input.captcha);
        if (!check.ok)
          errors.push({
            field: 'captcha',
            code: 'botCheckFailed',
            description: 'The bot check failed or has expired. Please do it again.',
          });
      }
      if (errors.length > 0) throw verifyError(errors);
      const user = createPersonalCustomer(context, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phoneCountryCode: input.phoneCountryCode,
        phone: input.phone,
        birthDay: input.birthDay,
        countryCode: input.countryCode,
        registrationType: input.registrationType,
        language: input.language ?? null,
        clientIp: call.clientIp,
      });
      sendActivation(context, user, 'activation', portalOrigin(call.request));
      return { email: user.email };
    },

    checkPhone(input, call) {
      limitRegistrationQuestions(context, call);
      return { exists: phoneTaken(context, input.phoneCountryCode, input.phone) };
    },

    async accountActivate(input, call) {
      const user = findUserByEmail(db, input.username);
      const check = checkActivation(context, user, ['activation', 'activationEmployee'], input.activationCode);
      if (!check.ok || !user)
        throw verifyError([{ field: 'activationCode', ...ACTIVATION_FAILURES[check.ok ? 'invalid' : check.reason] }]);
      if (check.row.action === 'activationEmployee') {
        if (!input.password)
          throw verifyError([
            { field: 'password', code: 'passwordRequired', description: 'Choose a password for your account.' },
          ]);
        db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(await hashPassword(input.password), user.id);
      }
      return activateWithTokens(user, call);
    },

    businessAccountActivate(input, call) {
      const user = findUserByEmail(db, input.email);
      const check = checkActivation(context, user, ['activationBusiness'], input.activationCode);
      if (!check.ok || !user)
        throw verifyError([{ field: 'activationCode', ...ACTIVATION_FAILURES[check.ok ? 'invalid' : check.reason] }]);
      const tokens = activateWithTokens(user, call);
      // Authorised users of the company get their own activation links now (spec 1 section 4).
      const employees = db
        .prepare(
          `SELECT u.* FROM users u JOIN customer_accesses a ON a.user_id = u.id
           WHERE a.customer_id = ? AND u.status = 'pending' AND u.id <> ? ORDER BY u.id`,
        )
        .all(user.customer_id, user.id) as UserRow[];
      for (const employee of employees)
        sendActivation(context, employee, 'activationEmployee', portalOrigin(call.request));
      return tokens;
    },

    activationCodeResend(input, call) {
      const user = findUserByEmail(db, input.email);
      if (!user)
        throw verifyError([
          { field: 'email', code: 'emailUnknown', description: 'No account is registered with this e-mail address.' },
        ]);
      if (user.status === 'active') throw verifyError([{ field: 'email', ...ACTIVATION_FAILURES.alreadyActive }]);
      const row = findActivation(context, user.id);
      if (!row)
        throw verifyError([
          { field: 'email', code: 'emailUnknown', description: 'No account is registered with this e-mail address.' },
        ]);
      if (row.sends >= MAX_ACTIVATION_SENDS) {
        throw verifyError([
          {
            field: 'email',
            code: 'tooManyResends',
            description: 'We have sent this link too many times. Contact support.',
          },
        ]);
      }
      sendActivation(context, user, row.action, portalOrigin(call.request));
      return {};
    },

    passwordResetRequest(input, call) {
      const user = findUserByEmail(db, input.email);
      // Unknown or not yet activated addresses get the same answer and no e-mail.
      if (user && user.status === 'active') startPasswordReset(context, user, portalOrigin(call.request));
      return {};
    },

    passwordResetCodeCheck(input) {
      const check = checkPasswordReset(context, findUserByEmail(db, input.email), input.code);
      if (!check.ok) throw verifyError([{ field: 'code', ...RESET_FAILURES[check.reason] }]);
      return {};
    },

    async passwordResetChange(input) {
      const user = findUserByEmail(db, input.email);
      const check = checkPasswordReset(context, user, input.code);
      if (!check.ok || !user)
        throw verifyError([{ field: 'code', ...RESET_FAILURES[check.ok ? 'invalid' : check.reason] }]);
      // Spent before the slow hash, in the same synchronous step as the check: of a burst with the right code one
      // request changes the password, the others find the reset spent.
      db.prepare("UPDATE password_resets SET status = 'used', used_at = ? WHERE id = ?").run(
        context.now(),
        check.resetId,
      );
      finishPasswordReset(context, user, check.resetId, await hashPassword(input.password));
      return {};
    },

    emailConfirm(input) {
      if (!confirmEmail(context, Number(input.emailId), input.confirmationCode)) {
        throw verifyError([
          {
            field: 'confirmationCode',
            code: 'emailConfirmInvalid',
            description: 'This confirmation link is not valid or has expired.',
          },
        ]);
      }
      return {};
    },
  };
}
