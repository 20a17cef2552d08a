/**
 * Turns zod issues into the wire's `validationErrors: [{ field, description }]` with plain-English descriptions
 * (zod/mini ships no locale, so its own messages read "Invalid input").
 */
import type * as z from 'zod/mini';
import type { ValidationError } from '../../src/core/api/contract/envelope';

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describe(issue: Issue, input: unknown): string {
  // zod/mini's own message is always "Invalid input"; anything else was written in the schema on purpose.
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined
        ? 'Required'
        : `Must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Must not be empty' : `Must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `Must have at least ${issue.minimum} items`;
      return `Must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `Must have at most ${issue.maximum} items`;
      return `Must be at most ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Must be a valid e-mail address';
      if (issue.format === 'starts_with') return `Must start with '${(issue as { prefix?: string }).prefix ?? ''}'`;
      return issue.format === 'regex' ? 'Contains characters that are not allowed' : `Must be a valid ${issue.format}`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}`;
    default:
      return 'Invalid value';
  }
}

/** One entry per problem; a union reports the problems of the alternative that came closest. */
export function describeIssues(issues: readonly Issue[], input?: unknown): ValidationError[] {
  return issues.flatMap((issue): ValidationError[] => {
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return describeIssues(
        closest.map((nested) => ({ ...nested, path: [...issue.path, ...nested.path] })),
        input,
      );
    }
    return [{ field: issue.path.map(String).join('.'), description: describe(issue, input) }];
  });
}

/** "username: Must be a valid e-mail address; codeChallenge: Must be at least 43 characters". */
export function summarise(errors: readonly ValidationError[]): string {
  return errors.map((error) => (error.field ? `${error.field}: ${error.description}` : error.description)).join('; ');
}
