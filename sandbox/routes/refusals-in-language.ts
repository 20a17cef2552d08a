/**
 * Refusals in the request's language (issue 24): the named-method and REST dispatchers (routes/contract.ts) pass
 * every refusal (its description and `validationErrors` descriptions, the request schema's included) and the
 * named methods pass every answer's refused rows (`reason` of `rows[]`, at the top or in `batch`) through here for a request in another
 * language than English. The domain keeps writing English (and storing it); texts come from domain/refusal-texts.ts,
 * and a text the table does not know is answered as it is.
 */
import { refusalSummary, refusalText } from '../domain/refusal-texts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function localiseRows(rows: unknown, language: string): unknown {
  if (!Array.isArray(rows)) return rows;
  return rows.map((row: unknown) =>
    isRecord(row) && typeof row.reason === 'string' ? { ...row, reason: refusalText(row.reason, language) } : row,
  );
}

/** An answer with its refused rows' reasons in `language`. */
export function localiseAnswer<T>(answer: T, language: string): T {
  if (!isRecord(answer)) return answer;
  let result: Record<string, unknown> = answer;
  if (Array.isArray(answer.rows)) result = { ...result, rows: localiseRows(answer.rows, language) };
  if (isRecord(answer.batch) && Array.isArray(answer.batch.rows))
    result = { ...result, batch: { ...answer.batch, rows: localiseRows(answer.batch.rows, language) } };
  return result as T;
}

/** A refusal's description and field errors (`extra.validationErrors`) in `language`; English ones as they are. */
export function localiseRefusal(
  message: string,
  extra: Record<string, unknown>,
  language: string,
): { message: string; extra: Record<string, unknown> } {
  if (language === 'en') return { message, extra };
  const { validationErrors } = extra;
  return {
    message: refusalSummary(message, language),
    extra: Array.isArray(validationErrors)
      ? {
          ...extra,
          validationErrors: validationErrors.map((item: unknown) =>
            isRecord(item) && typeof item.description === 'string'
              ? { ...item, description: refusalText(item.description, language) }
              : item,
          ),
        }
      : extra,
  };
}
