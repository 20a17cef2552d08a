/**
 * The shape of `brands/<id>/brand.json` (spec 1 section 1: what each brand sets) and its validation.
 * A brand file is external input: it is parsed here, once, and a bad file fails loudly with a message that
 * names the brand and the field (`brand 'pay': support.whatsapp: Invalid input: expected ...`).
 */
import * as z from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';
import { BRAND_IDS } from './brand-ids';
import { ENVIRONMENT_NAMES } from './environment-names';

/** Personal registration types (spec 3 section 1). `webcam-model` is offered by the first brand only. */
export const PERSONAL_REGISTRATION_TYPES = [
  'webmaster',
  'freelancer',
  'webcam-model',
  'developer',
  'independent-contractor',
  'other',
] as const;

/** Business registration types (spec 3 section 1). `webcam-studio` is offered by the first brand only. */
export const BUSINESS_REGISTRATION_TYPES = [
  'advertising-network',
  'affiliate-program',
  'live-streaming-network',
  'freelance-company',
  'hosting-provider',
  'payment-processor',
  'webcam-studio',
  'other',
] as const;

/** Bot-check (captcha) providers; `sandbox` is the local sandbox's always-solvable check. */
export const BOT_CHECK_PROVIDERS = ['turnstile', 'hcaptcha', 'recaptcha', 'sandbox'] as const;

export type { BrandId } from './brand-ids';

export type PersonalRegistrationType = (typeof PERSONAL_REGISTRATION_TYPES)[number];
export type BusinessRegistrationType = (typeof BUSINESS_REGISTRATION_TYPES)[number];
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];

/** Idle minutes before the portal session expires when a brand does not say (spec 1 section 9). */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

const expected = (what: string) => ({ error: `Invalid input: expected ${what}` });

const text = z.string().check(z.trim(), z.minLength(1, 'Invalid input: expected a non-empty string'));
const httpsUrl = z.url({ protocol: /^https$/, ...expected('an https:// URL') });
const email = z.email(expected('an e-mail address'));
/** A phone number as shown to people: international form, digits and single spaces. */
const displayPhone = z
  .string()
  .check(z.regex(/^\+[1-9](?: ?[0-9]){6,16}$/, expected('an international phone number such as +44 20 7946 0123')));
/** WhatsApp needs bare E.164 digits (it builds `https://wa.me/<digits>`). */
const e164 = z
  .string()
  .check(z.regex(/^\+[1-9][0-9]{6,14}$/, expected('an E.164 number without spaces such as +442079460123')));
const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, expected('a colour written #rrggbb')));
const hostname = z
  .string()
  .check(
    z.regex(
      /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      expected('a lower-case host name such as example.com'),
    ),
  );
/** Logos sit next to brand.json; `pdf-` names are loaded lazily (src/core/brand/brand-assets.ts relies on this). */
const logoFile = z
  .string()
  .check(
    z.regex(/^(?!pdf-)[a-z0-9-]+\.svg$/, expected("an .svg file name in the brand folder, not starting with 'pdf-'")),
  );
const pdfLogoFile = z
  .string()
  .check(z.regex(/^pdf-[a-z0-9-]*\.svg$/, expected("an .svg file name in the brand folder starting with 'pdf-'")));
const language = z.enum(LANGUAGES);

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

const featuresSchema = z.strictObject({
  /** Registration and KYC ask for the source of wealth. */
  sourceOfWealth: z.boolean(),
  /** Revenue-split (smart) contracts; off in every production configuration. */
  contracts: z.boolean(),
  /** Registration hides adult-industry options. */
  adultIndustryOptionsHidden: z.boolean(),
});

const botCheckSchema = z.strictObject({
  provider: z.enum(BOT_CHECK_PROVIDERS),
  siteKey: text,
});

/** What one environment changes about a brand (for example contracts on in the sandbox). */
const environmentOverrideSchema = z.strictObject({
  features: z.optional(z.partial(featuresSchema)),
  botCheck: z.optional(botCheckSchema),
});

export const brandSchema = z.strictObject({
  /** The brand id; must equal the folder name. */
  id: z.enum(BRAND_IDS),
  /** Display name (fictional). */
  name: text,
  /** Host name under which production and staging services live (see environments.ts). */
  domain: hostname,
  /** Logo file in the brand folder, shown in the portal and widgets. */
  logo: logoFile,
  /** Logo file in the brand folder used for generated PDFs. */
  pdfLogo: pdfLogoFile,
  support: z.strictObject({
    email,
    phone: displayPhone,
    whatsapp: e164,
  }),
  /** Regulator text shown in the footer of every page, in English. */
  regulatorFooter: text,
  /** The regulator text in the other interface languages (es, pt, ro, ru, uk); a missing one shows the English. */
  regulatorFooterTranslations: z.optional(
    z.strictObject({
      es: z.optional(text),
      pt: z.optional(text),
      ro: z.optional(text),
      ru: z.optional(text),
      uk: z.optional(text),
    }),
  ),
  storeLinks: z.strictObject({
    appStore: httpsUrl,
    googlePlay: httpsUrl,
  }),
  /** Deep link that opens the mobile app, e.g. `nimbuswallet://open`. */
  appDeepLink: z
    .string()
    .check(z.regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/, expected('an app link such as brandapp://open'))),
  legalLinks: z.strictObject({
    terms: httpsUrl,
    privacy: httpsUrl,
    fees: httpsUrl,
  }),
  languages: z
    .strictObject({
      available: z.array(language).check(z.minLength(1), z.refine(unique, 'Invalid input: languages repeat')),
      default: language,
    })
    .check(
      z.refine((value) => value.available.includes(value.default), {
        error: 'Invalid input: the default language must be one of the available languages',
        path: ['default'],
      }),
    ),
  registration: z
    .strictObject({
      enabled: z.boolean(),
      personalTypes: z
        .array(z.enum(PERSONAL_REGISTRATION_TYPES))
        .check(z.refine(unique, 'Invalid input: types repeat')),
      businessTypes: z
        .array(z.enum(BUSINESS_REGISTRATION_TYPES))
        .check(z.refine(unique, 'Invalid input: types repeat')),
    })
    .check(
      z.refine((value) => !value.enabled || value.personalTypes.length + value.businessTypes.length > 0, {
        error: 'Invalid input: enabled registration needs at least one personal or business type',
        path: ['enabled'],
      }),
    ),
  botCheck: botCheckSchema,
  /** Details printed on the account-confirmation letter. */
  confirmationLetter: z.strictObject({
    legalName: text,
    address: z.array(text).check(z.minLength(1)),
    footer: text,
    phone: displayPhone,
    email,
    web: httpsUrl,
  }),
  /** Brand colours; the rest of the palette is the shared theme (src/ui/theme/theme.css). */
  theme: z.strictObject({
    /** Buttons, links, active states. Must reach 4.5:1 against white and against `onPrimary`. */
    primary: hexColour,
    /** Hover and pressed states of primary elements. */
    primaryStrong: hexColour,
    /** Text and icons on `primary`. */
    onPrimary: hexColour,
    /** Focus rings; at least 3:1 against white. */
    accent: hexColour,
  }),
  features: featuresSchema,
  /**
   * Whether a customer may turn two-step verification off again once it is on (the bank enforces it too). Off by
   * default: a bank's brands keep a second step; an e-money wallet may leave it to the customer.
   */
  twoStepOffAllowed: z._default(z.boolean(), false),
  /** Idle minutes before the portal session expires. */
  idleTimeoutMinutes: z._default(z.int().check(z.minimum(1), z.maximum(240)), DEFAULT_IDLE_TIMEOUT_MINUTES),
  /** Per-environment changes, keyed by environment name. */
  environments: z._default(z.partialRecord(z.enum(ENVIRONMENT_NAMES), environmentOverrideSchema), {}),
});

export type Brand = z.output<typeof brandSchema>;
export type BrandFeatures = Brand['features'];
export type BrandBotCheck = Brand['botCheck'];

/** A brand.json that does not match {@link brandSchema}; the message names the brand and every bad field. */
export class BrandConfigError extends Error {
  override readonly name = 'BrandConfigError';
  constructor(
    readonly brandId: string,
    readonly problems: readonly string[],
  ) {
    super(`brand '${brandId}': ${problems.join('; ')}`);
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      return index === 0 ? String(segment) : `.${String(segment)}`;
    })
    .join('');
}

/** zod/mini ships no locale, so its messages are a bare "Invalid input"; say what was expected instead. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}`;
    case 'invalid_value':
      return `Invalid input: expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `Unrecognized key(s): ${issue.keys.join(', ')}`;
    case 'too_small':
      return `Invalid input: expected at least ${String(issue.minimum)}`;
    case 'too_big':
      return `Invalid input: expected at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

/**
 * Validates one brand file. `id` is the folder the file came from; the file's own `id` must match it.
 * @throws BrandConfigError naming the brand and each bad field path.
 */
export function parseBrand(id: string, json: unknown): Brand {
  const result = brandSchema.safeParse(json);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        // An unknown key is reported at its parent; point at the key itself.
        const path =
          issue.code === 'unrecognized_keys' && issue.keys.length === 1 ? [...issue.path, ...issue.keys] : issue.path;
        return `${formatPath(path)}: ${describeIssue(issue)}`;
      });
  if (result.success && result.data.id !== id) {
    problems.push(`id: Invalid input: expected '${id}' (the folder name), found '${result.data.id}'`);
  }
  if (!result.success || problems.length > 0) throw new BrandConfigError(id, problems);
  return result.data;
}
