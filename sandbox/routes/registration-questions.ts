import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { REGISTRATION_QUESTIONS, takeRateLimit } from '../domain/sign-in-throttle';
import type { CallContext } from './contract';
import { EnvelopeError } from './contract';

/** checkEmail and checkPhone tell whether an account exists: a small budget per client address (429 past it). */
export function limitRegistrationQuestions(context: SandboxContext, call: CallContext): void {
  const taken = takeRateLimit(
    context,
    `registration:${call.clientIp}`,
    REGISTRATION_QUESTIONS.limit,
    REGISTRATION_QUESTIONS.windowMs,
  );
  if (taken.allowed) return;
  const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
  throw new EnvelopeError(
    RESPONSE_CODES.accessDenied,
    `Too many questions. Try again in ${seconds} seconds.`,
    { retryAfterSeconds: seconds },
    429,
    {
      'Retry-After': String(seconds),
    },
  );
}
