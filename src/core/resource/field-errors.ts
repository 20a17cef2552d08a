import { isApiError } from '../api/errors';

/**
 * The one mapper from a server refusal to field errors: the `validationErrors` of an answer (`{ field, description }`)
 * keyed by field name. A path (`data.iban`, `items[0].amount`) is keyed by its full path and by its last segment, so a
 * form can look a field up by the name it knows. `aliases` maps a server field name to the form's (`toAccount` →
 * `recipient`). Errors without a field are not field errors: they stay on the error itself, for the banner.
 */
export function serverFieldErrors(
  error: unknown,
  aliases: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (!isApiError(error) || !error.validationErrors) return {};
  const result: Record<string, string> = {};
  for (const item of error.validationErrors) {
    const field = item.field?.trim();
    if (!field || !item.description) continue;
    const last =
      field
        .split(/[.[\]]+/)
        .filter(Boolean)
        .pop() ?? field;
    for (const name of [aliases[field], aliases[last], field, last]) {
      if (name !== undefined && result[name] === undefined) result[name] = item.description;
    }
  }
  return result;
}

/** True when the refusal was about fields only (every validation error names a field). */
export function isFieldRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.validationErrors?.length ?? 0) > 0 &&
    (error.validationErrors ?? []).every((item) => Boolean(item.field?.trim()))
  );
}
