/**
 * Element attributes are external input: they are parsed with zod at the edge, and a bad value produces one
 * message that names the element, the attribute and what is allowed.
 */
import * as z from 'zod/mini';
import { BRAND_IDS } from '../../core/brand/brand-ids';
import { ENVIRONMENT_NAMES } from '../../core/brand/environment-names';
import { LANGUAGES, normaliseLanguage } from '../../core/i18n/languages';

const LANGUAGE_ALIASES = ['ua'];

/** True for tags that name one of our languages (`es`, `pt-BR`, `ua`), false for `fr` or `''`. */
function isKnownLanguageTag(tag: string): boolean {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) || LANGUAGE_ALIASES.includes(primary);
}

/** The attributes every widget understands, besides its own. */
export const baseAttributes = {
  /** Brand id; decides texts, contacts, links and colours. Default `wallet`. */
  brand: z.optional(z.enum(BRAND_IDS)),
  /** Interface language: en, es, pt, ro, ru, uk (also `ua` and region tags such as `pt-BR`). */
  lang: z.optional(
    z.pipe(
      z.string().check(
        z.refine(isKnownLanguageTag, {
          error: `one of ${LANGUAGES.map((l) => `"${l}"`).join(', ')} (region tags such as "pt-BR" and "ua" also work)`,
        }),
      ),
      z.transform((tag: string) => normaliseLanguage(tag)),
    ),
  ),
  /** API environment. Default `production` (`sandbox` with `api-base`); the sandbox only when asked for. */
  env: z.optional(z.enum(ENVIRONMENT_NAMES)),
  /**
   * Origin of an API that serves every service from one origin, laid out like the sandbox (`/api/v4`, `/auth/...`,
   * `/ws`): a sandbox on another port, or a proxy.
   */
  'api-base': z.optional(
    z.url({ protocol: /^https?$/, error: 'an http(s) origin such as http://127.0.0.1:4010' }).check(
      z.refine((value) => new URL(value).pathname === '/', {
        error: 'an origin without a path, such as http://127.0.0.1:4010',
      }),
    ),
  ),
};

export type BaseAttributeShape = typeof baseAttributes;

export const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** `'api-base'` -> `'apiBase'`: the JS property that mirrors an attribute. */
export function attributeToProperty(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export type KebabToCamel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<KebabToCamel<Tail>>}`
  : S;

/**
 * Says in words what a failed check wanted: the schema's own message when it has one, otherwise a description of
 * the issue (zod/mini ships no English messages, only "Invalid input").
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_type':
      return `a ${issue.expected}`;
    case 'invalid_format':
      return `a valid ${issue.format}`;
    default:
      return 'a different value';
  }
}

export interface InputProblem {
  /** Attribute or property name. */
  name: string;
  kind: 'attribute' | 'property';
  /** What was given, as text. */
  received: string;
  /** What is allowed, in words. */
  expected: string;
}

export function problemsFrom(
  error: z.core.$ZodError,
  kind: InputProblem['kind'],
  input: Record<string, unknown>,
): InputProblem[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const value = input[name];
    return {
      name,
      kind,
      received: typeof value === 'string' ? JSON.stringify(value) : typeof value,
      expected: describeIssue(issue),
    };
  });
}

/** One message for the console: what is wrong, where, and what to write instead. */
export function formatProblems(tagName: string, problems: readonly InputProblem[]): string {
  const lines = problems.map((p) =>
    p.kind === 'attribute'
      ? `attribute ${p.name}=${p.received} is not valid: use ${p.expected}`
      : `property ${p.name} (${p.received}) is not valid: expected ${p.expected}`,
  );
  return `<${tagName}>: ${lines.join('; ')}. The element shows an error until this is fixed.`;
}
