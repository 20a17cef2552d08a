/** Server refusals of verification calls: which field they concern and the text to show next to it. */
import { isApiError } from '../../core/api/errors';
import type { TFunction } from '../../core/i18n/i18n';

export interface FieldProblem {
  field: string;
  code: string | null;
  description: string;
}

/** The validation errors of a failed call, by field (`mainDocument`, `code`, `phone` ...). */
export function fieldProblems(error: unknown): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  if (!isApiError(error)) return problems;
  for (const item of error.validationErrors ?? []) {
    const record = item as { field?: unknown; code?: unknown; description?: unknown };
    if (typeof record.field !== 'string') continue;
    problems.set(record.field, {
      field: record.field,
      code: typeof record.code === 'string' ? record.code : null,
      description: typeof record.description === 'string' ? record.description : error.message,
    });
  }
  return problems;
}

/** Our translation of a known refusal, else the server's own words. */
export function problemText(t: TFunction, problem: FieldProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return problem.code ? t(`serverErrors.${problem.code}`, { defaultValue: problem.description }) : problem.description;
}
