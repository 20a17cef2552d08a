/**
 * API errors and the error catalogue of spec 1 section 8.
 *
 * Every failure of a call surfaces as one {@link ApiError}. Its `message` is always readable English; when the
 * text is one of ours rather than the server's, `messageKey` names the translation in the `common` namespace so
 * the UI can show it in the user's language ({@link errorText}).
 */
import type { ResponseCode, ValidationError } from './contract/envelope';
import { RESPONSE_CODES } from './contract/envelope';
import englishCommon from '../i18n/locales/en.json';

/** Translation keys (namespace `common`) of the texts this module produces. */
export const ERROR_TEXT = {
  serverError: 'errors.serverError',
  networkError: 'errors.networkError',
  timeout: 'errors.timeout',
  serverUnavailable: 'errors.serverUnavailable',
  unknownError: 'errors.unknownError',
  invalidResponse: 'errors.invalidResponse',
  sessionExpired: 'errors.sessionExpired',
  tokenBadStatus: 'errors.tokenBadStatus',
  tokenUnknownError: 'errors.tokenUnknownError',
  tokenStrangeError: 'errors.tokenStrangeError',
  popupHeader: 'errors.popupHeader',
  supportBusy: 'errors.supportBusy',
  invalidCredentials: 'errors.invalidCredentials',
  notActivated: 'errors.notActivated',
  invalidOtp: 'errors.invalidOtp',
  invalidCode: 'errors.invalidCode',
  loginDeclined: 'errors.loginDeclined',
  invalidConfirmationCode: 'errors.invalidConfirmationCode',
  notOperationId: 'errors.notOperationId',
  botCheckRequired: 'errors.botCheckRequired',
  botCheckFailed: 'errors.botCheckFailed',
} as const;

/**
 * Codes a REST service sends beside its English `message` (`{ code, message }`), translated by the client: the
 * user reads them in their language, the English stays in `message` for logs.
 */
export const REST_ERROR_TEXT: Readonly<Record<string, ErrorTextKey>> = {
  invalidCredentials: ERROR_TEXT.invalidCredentials,
  notActivated: ERROR_TEXT.notActivated,
  invalidOtp: ERROR_TEXT.invalidOtp,
  invalidCode: ERROR_TEXT.invalidCode,
  loginDeclined: ERROR_TEXT.loginDeclined,
  invalidConfirmationCode: ERROR_TEXT.invalidConfirmationCode,
  botCheckRequired: ERROR_TEXT.botCheckRequired,
  botCheckFailed: ERROR_TEXT.botCheckFailed,
};

const SERVER_TEXT_KEYS: ReadonlySet<string> = new Set(Object.values(REST_ERROR_TEXT));

export type ErrorTextKey = (typeof ERROR_TEXT)[keyof typeof ERROR_TEXT];

const englishErrors: Record<string, string> = englishCommon.errors;

/**
 * English text of every {@link ERROR_TEXT} key, read from the common namespace's English file so there is one
 * source for the wording; used where no translation function is at hand.
 */
export const ERROR_DEFAULT_TEXT = Object.fromEntries(
  Object.values(ERROR_TEXT).map((key) => [key, englishErrors[key.slice('errors.'.length)] ?? key]),
) as Record<ErrorTextKey, string>;

/** A term the customer must accept, carried by a terms error ('TE'). */
export interface PendingTerm {
  id: number | string;
  title: string;
  url?: string;
}

/** A response code of the catalogue, or any other code the server sends. */
export type ApiErrorCode = ResponseCode | (string & {});

export interface ApiErrorInit {
  code: ApiErrorCode;
  message: string;
  /** Set when the message is ours (not the server's): the translation key of {@link ERROR_TEXT}. */
  messageKey?: ErrorTextKey | undefined;
  /** HTTP status, when a response arrived. */
  status?: number | undefined;
  validationErrors?: ValidationError[] | undefined;
  terms?: PendingTerm[] | undefined;
  /** Operation name (named method) or `HTTP-METHOD path` (REST) that failed. */
  operation?: string | undefined;
  /** A 429's wait before the next attempt, from the body's `retryAfterSeconds` (as the Retry-After header). */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

/** The one error type of the API layer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly messageKey: ErrorTextKey | undefined;
  readonly status: number | undefined;
  readonly validationErrors: ValidationError[] | undefined;
  readonly terms: PendingTerm[] | undefined;
  readonly operation: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.status = init.status;
    this.validationErrors = init.validationErrors;
    this.terms = init.terms;
    this.operation = init.operation;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /**
   * True when the text came from the server (response description, validation errors, `{ message }`), also when the
   * server's `code` let the client show it translated ({@link REST_ERROR_TEXT}).
   */
  get isServerMessage(): boolean {
    if (this.messageKey !== undefined) return SERVER_TEXT_KEYS.has(this.messageKey);
    return this.code !== RESPONSE_CODES.networkError;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Our texts for a call that got no usable answer: nothing about the request itself was decided. */
const TRANSIENT_TEXTS: ReadonlySet<string> = new Set([
  ERROR_TEXT.networkError,
  ERROR_TEXT.timeout,
  ERROR_TEXT.serverUnavailable,
  ERROR_TEXT.serverError,
  ERROR_TEXT.invalidResponse,
]);

/**
 * True when a call failed without the server deciding anything about it: no answer (network, timeout, a dropped or
 * aborted connection), a 5xx, 408 or 429, or an answer that could not be read. The same call may well work when
 * tried again. A refusal the server really gave (an envelope's response code, a 4xx with its reason) is not.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.messageKey === ERROR_TEXT.invalidResponse) return true;
  const status = error.status;
  if (status !== undefined && (status >= 500 || status === 408 || status === 429)) return true;
  if (status !== undefined && status >= 400) return false;
  return error.messageKey !== undefined && TRANSIENT_TEXTS.has(error.messageKey);
}

/**
 * True when the server really refused a call with an HTTP 4xx (other than 408 and 429): for the auth server, a
 * refresh token that is invalid, revoked, reused or expired. Not a transient failure, and not a refusal that came
 * without a status (an envelope's response code on a 200).
 */
export function isDefinitiveRefusal(error: unknown): boolean {
  return isApiError(error) && error.status !== undefined && error.status >= 400 && !isTransientFailure(error);
}

/** Where a failure happened, for the error's `operation` and `status`. */
export interface ErrorContext {
  operation?: string | undefined;
  status?: number | undefined;
}

/** Builds an error whose text is ours, with the English default as message. */
export function ownError(
  code: ApiErrorCode,
  messageKey: ErrorTextKey,
  context: ErrorContext = {},
  cause?: unknown,
): ApiError {
  return new ApiError({ code, message: ERROR_DEFAULT_TEXT[messageKey], messageKey, ...context, cause });
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A description that starts with its field's name or path ("mainDocument: Attach the document", "data.iban: ...")
 * loses that prefix: field paths are developer detail, and the field is named by where the text is shown.
 */
function withoutFieldPrefix(description: string | null, field: string | undefined): string | null {
  if (description === null || field === undefined || field === '') return description;
  const match = /^([\w.[\]]+):\s+(\S[\s\S]*)$/.exec(description);
  if (!match?.[1] || !match[2]) return description;
  const path = match[1];
  return path === field || path.endsWith(`.${field}`) || field.endsWith(`.${path}`) ? match[2] : description;
}

/** validationErrors come as an array of `{ field?, description }` or, from older services, as one such object. */
function readValidationErrors(value: unknown): ValidationError[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const result: ValidationError[] = [];
  for (const item of items) {
    const record = asRecord(item);
    const field = typeof record?.field === 'string' ? record.field : undefined;
    const description = withoutFieldPrefix(nonEmptyString(record?.description), field);
    if (record && description !== null) {
      // The code (when the server sends one) lets the UI show its own translation instead of the server's words;
      // other facts the server adds (a limit's size and what is left) are kept for the same reason.
      const code = typeof record.code === 'string' ? { code: record.code } : {};
      const { field: _field, description: _description, code: _code, ...facts } = record;
      result.push(field === undefined ? { ...facts, description, ...code } : { ...facts, field, description, ...code });
    }
  }
  return result;
}

function readErrorMessages(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (typeof item === 'string' ? item : nonEmptyString(asRecord(item)?.message)))
    .filter((item): item is string => item !== null && item.trim() !== '');
}

function readTerms(value: unknown): PendingTerm[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const terms: PendingTerm[] = [];
  for (const item of value) {
    const record = asRecord(item);
    const id = record?.id;
    if (record && (typeof id === 'number' || typeof id === 'string') && typeof record.title === 'string') {
      terms.push(
        typeof record.url === 'string' ? { id, title: record.title, url: record.url } : { id, title: record.title },
      );
    }
  }
  return terms;
}

/**
 * The text of a failed envelope (spec 1 section 8), first match wins:
 * 1. code 'VF': the validation error descriptions joined with a space (array form), or the single description;
 * 2. `responseDescription`;
 * 3. `message`;
 * 4. `errors`, their messages joined by ', ';
 * 5. otherwise no server text (the caller falls back to 'serverError').
 */
export function envelopeErrorMessage(body: Record<string, unknown>): string | null {
  if (body.responseCode === RESPONSE_CODES.verifyError) {
    const descriptions = readValidationErrors(body.validationErrors).map((item) => item.description);
    if (descriptions.length > 0) return descriptions.join(' ');
  }
  const description = nonEmptyString(body.responseDescription) ?? nonEmptyString(body.message);
  if (description !== null) return description;
  const messages = readErrorMessages(body.errors);
  return messages.length > 0 ? messages.join(', ') : null;
}

/**
 * The error for a named-method reply, or `null` when `responseCode` is '00'. Reads the raw body tolerantly, so a
 * failure is reported with the server's words even when the reply does not match the envelope schema.
 */
export function errorFromEnvelope(body: unknown, context: ErrorContext = {}): ApiError | null {
  const record = asRecord(body);
  const code = record?.responseCode;
  if (record === null || typeof code !== 'string')
    return ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.serverError, context);
  if (code === RESPONSE_CODES.success) return null;
  const message = envelopeErrorMessage(record);
  const validationErrors = readValidationErrors(record.validationErrors);
  const details = {
    ...context,
    validationErrors: validationErrors.length > 0 ? validationErrors : undefined,
    terms: code === RESPONSE_CODES.termsError ? readTerms(record.terms) : undefined,
  };
  if (message === null) {
    return new ApiError({
      code,
      message: ERROR_DEFAULT_TEXT[ERROR_TEXT.serverError],
      messageKey: ERROR_TEXT.serverError,
      ...details,
    });
  }
  return new ApiError({ code, message, ...details });
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return RESPONSE_CODES.authError;
  if (status === 403) return RESPONSE_CODES.accessDenied;
  return RESPONSE_CODES.unknownError;
}

/**
 * The error for a non-2xx HTTP reply:
 * - 5xx: 'Server is not available';
 * - a body with `responseCode` (named-method envelope): the envelope rules;
 * - a body with `{ message }` (REST services, e.g. auth and contracts 403, contracts 404): that message;
 * - anything else: 'serverError'.
 * The code is 'AU' for 401, '13' (access denied) for 403, 'UE' otherwise, unless the envelope carries one.
 */
export function errorFromHttpStatus(status: number, body: unknown, context: ErrorContext = {}): ApiError {
  const withStatus = { ...context, status };
  if (status >= 500) return ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.serverUnavailable, withStatus);
  const record = asRecord(body);
  if (record !== null && typeof record.responseCode === 'string' && record.responseCode !== RESPONSE_CODES.success) {
    const fromEnvelope = errorFromEnvelope(record, withStatus);
    if (fromEnvelope !== null) return fromEnvelope;
  }
  const message = nonEmptyString(record?.message);
  const wait = record?.retryAfterSeconds;
  const retryAfterSeconds = typeof wait === 'number' && Number.isFinite(wait) && wait >= 0 ? wait : undefined;
  const restCode = typeof record?.code === 'string' && Object.hasOwn(REST_ERROR_TEXT, record.code) ? record.code : null;
  if (message !== null && restCode !== null) {
    return new ApiError({
      code: codeForStatus(status),
      message,
      messageKey: REST_ERROR_TEXT[restCode],
      ...withStatus,
      retryAfterSeconds,
    });
  }
  if (message !== null) return new ApiError({ code: codeForStatus(status), message, ...withStatus, retryAfterSeconds });
  return ownError(codeForStatus(status), ERROR_TEXT.serverError, withStatus);
}

/**
 * A failure that is not an {@link ApiError} (something thrown by the app's own code, such as a host callback): an
 * `Error` becomes code 'AE' with its message; anything else becomes the translated 'networkError' text. The API
 * client never passes transport failures here: a network failure or a timeout gets our translated words (the URL
 * goes to the console).
 */
export function errorFromFailure(cause: unknown, context: ErrorContext = {}): ApiError {
  if (cause instanceof ApiError) return cause;
  if (cause instanceof Error && cause.message.trim() !== '') {
    return new ApiError({ code: RESPONSE_CODES.networkError, message: cause.message, ...context, cause });
  }
  return ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.networkError, context, cause);
}

/** A 2xx reply with an empty body: the translated 'serverError' text. */
export function emptyReplyError(context: ErrorContext = {}): ApiError {
  return ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.serverError, context);
}

/** A schema issue as zod reports it (only the parts we print). */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A reply that does not match its schema: code 'UE' with the translated 'invalidResponse' text. What did not match
 * (operation, field paths) is developer detail: it goes to the console, not into the message.
 */
export function invalidResponseError(
  operation: string,
  issues: readonly SchemaIssue[],
  context: ErrorContext = {},
): ApiError {
  const described = issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
  console.warn(`[wallet api] Invalid response from ${operation}: ${described}`);
  return ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.invalidResponse, { ...context, operation });
}

/** Login failure (spec 1 section 8): the server's message, or 'unknown error'. */
export function loginFailure(error: unknown): ApiError {
  if (error instanceof ApiError && error.isServerMessage) return error;
  const context = error instanceof ApiError ? { operation: error.operation, status: error.status } : {};
  return ownError(
    error instanceof ApiError ? error.code : RESPONSE_CODES.unknownError,
    ERROR_TEXT.unknownError,
    context,
    error,
  );
}

/**
 * Token step failure (spec 1 section 8):
 * - an HTTP error reply with a server message: that message;
 * - an HTTP error reply without one: '[get token error] bad status';
 * - a 2xx reply without usable tokens: '[get token error] strange error';
 * - anything else (network, unknown): '[get token error] unknow error'.
 */
export function tokenStepFailure(error: unknown): ApiError {
  if (error instanceof ApiError) {
    const context = { operation: error.operation, status: error.status };
    if (error.status !== undefined && error.status >= 300) {
      return error.isServerMessage ? error : ownError(error.code, ERROR_TEXT.tokenBadStatus, context, error);
    }
    if (error.messageKey === ERROR_TEXT.invalidResponse || error.messageKey === ERROR_TEXT.serverError) {
      return ownError(error.code, ERROR_TEXT.tokenStrangeError, context, error);
    }
    return ownError(error.code, ERROR_TEXT.tokenUnknownError, context, error);
  }
  return ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.tokenUnknownError, {}, error);
}

/** Looks up a translation key; the default gives the English text. */
export type Translate = (key: ErrorTextKey) => string;

const englishText: Translate = (key) => ERROR_DEFAULT_TEXT[key];

/** The text to show for an error: the translation of our own texts, the server's words otherwise. */
export function errorText(error: unknown, translate: Translate = englishText): string {
  if (typeof error === 'string') return error;
  const apiError = errorFromFailure(error);
  return apiError.messageKey === undefined ? apiError.message : translate(apiError.messageKey);
}

/** The longest description shown as a popup header; longer ones go to the body under the header 'Error'. */
export const POPUP_HEADER_MAX_LENGTH = 50;

/**
 * Popup wording for an error (spec 1 section 5): a text of at most 50 characters is the header with no body;
 * a longer one goes to the body, with the header 'Error'.
 */
export function errorPopupText(
  error: unknown,
  translate: Translate = englishText,
): { header: string; body: string | null } {
  const text = errorText(error, translate);
  if (text.length > POPUP_HEADER_MAX_LENGTH) return { header: translate(ERROR_TEXT.popupHeader), body: text };
  return { header: text, body: null };
}
