/**
 * Wraps named-method handlers so the refusals they answer are in the request's language (issue 24): an envelope
 * error's description and its `validationErrors` descriptions, and the `reason` of refused rows (`rows[]`, at the
 * top of the answer or in its `batch`). It wraps the claim, external-transfer, mass-payment, p2p and own-account
 * (invoices, money movement), card and settings handlers. The domain keeps writing English (and storing it); texts come from
 * domain/refusal-texts.ts, English requests are answered unchanged.
 */
import { requestLanguage } from '../domain/global-transfers';
import { refusalSummary, refusalText } from '../domain/refusal-texts';
import type { MethodCallContext } from './contract';
import { EnvelopeError } from './contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function localiseRows(rows: unknown, language: string): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row: unknown) => (isRecord(row) && typeof row.reason === 'string' ? { ...row, reason: refusalText(row.reason, language) } : row));
}

/** An answer with its refused rows' reasons in `language`. */
export function localiseAnswer<T>(answer: T, language: string): T {
  if (!isRecord(answer)) return answer;
  let result: Record<string, unknown> = answer;
  if (Array.isArray(answer.rows)) result = { ...result, rows: localiseRows(answer.rows, language) };
  if (isRecord(answer.batch) && Array.isArray(answer.batch.rows)) result = { ...result, batch: { ...answer.batch, rows: localiseRows(answer.batch.rows, language) } };
  return result as T;
}

/** An envelope error with its description and field errors in `language`. */
export function localiseRefusal(error: EnvelopeError, language: string): EnvelopeError {
  const { validationErrors } = error.extra;
  const extra = Array.isArray(validationErrors)
    ? {
        ...error.extra,
        validationErrors: validationErrors.map((item: unknown) =>
          isRecord(item) && typeof item.description === 'string' ? { ...item, description: refusalText(item.description, language) } : item,
        ),
      }
    : error.extra;
  return new EnvelopeError(error.responseCode, refusalSummary(error.message, language), extra, error.status, error.headers);
}

type Handler = (input: never, call: MethodCallContext) => unknown;

/** The handlers, each answering and refusing in the request's language. */
export function refusalsInRequestLanguage<H extends Record<string, Handler>>(handlers: H): H {
  const wrapped: Record<string, Handler> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    wrapped[name] = (input: never, call: MethodCallContext) => {
      const language = requestLanguage(call.request.headers.get('accept-language'));
      if (language === 'en') return handler(input, call);
      const refused = (error: unknown): never => {
        throw error instanceof EnvelopeError ? localiseRefusal(error, language) : error;
      };
      let answer: unknown;
      try {
        answer = handler(input, call);
      } catch (error) {
        return refused(error);
      }
      if (answer instanceof Promise) return answer.then((value: unknown) => localiseAnswer(value, language), refused);
      return localiseAnswer(answer, language);
    };
  }
  return wrapped as H;
}
