/**
 * The one refusal type of the sandbox's domain. A domain function throws it (or one of its named subclasses, which
 * only choose the parts); the contract dispatcher (routes/contract.ts) translates it to the wire once: an envelope
 * with `wireCode` for a named method, an HTTP failure with `status` for a REST operation.
 *
 * The message is the English text of the refusal; it is also the key the refusal table (refusal-texts.ts) translates
 * by, and `extra` carries what the answer adds to it (validation errors, remaining attempts), which the table
 * translates as well.
 */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { ValidationError } from '../../src/core/api/contract/envelope';

export interface DomainErrorParts {
  /** The HTTP status of a REST answer (400 unless given). */
  status?: number;
  /** A code screens translate (`noAccess`, `phoneTaken`…), when the refusal has one. */
  code?: string | null;
  /** The request field at fault, when there is one. */
  field?: string | null;
  /** What a REST answer adds to `{ message }`; the envelope's `extra` unless given. */
  restExtra?: Record<string, unknown>;
}

export class DomainError extends Error {
  override name = 'DomainError';
  readonly status: number;
  readonly code: string | null;
  readonly field: string | null;
  readonly restExtra: Record<string, unknown>;

  constructor(
    /** The envelope's responseCode for a named method (`VF`, `TA1`, `ENOA`…). */
    readonly wireCode: string,
    message: string,
    /** What the envelope adds to responseCode and responseDescription. */
    readonly extra: Record<string, unknown> = {},
    parts: DomainErrorParts = {},
  ) {
    super(message);
    this.status = parts.status ?? 400;
    this.code = parts.code ?? null;
    this.field = parts.field ?? null;
    this.restExtra = parts.restExtra ?? extra;
  }
}

/** The `validationErrors` of a refusal that names one field (and the code screens translate, when it has one). */
export function oneFieldAtFault(
  field: string,
  description: string,
  code: string | null = null,
): { validationErrors: ValidationError[] } {
  return { validationErrors: [{ field, description, ...(code ? { code } : {}) }] };
}

export type Refusal = [wireCode: string, message: string, extra: Record<string, unknown>];

/** `VF` naming the field when there is one, `TA1` otherwise. */
export function fieldOrParamsRefusal(message: string, field: string | null): Refusal {
  return field
    ? [RESPONSE_CODES.verifyError, message, oneFieldAtFault(field, message)]
    : [RESPONSE_CODES.invalidParams, message, {}];
}

/** `VF` with the fields at fault when there are any, `TA1` otherwise. */
export function fieldsOrParamsRefusal(message: string, validationErrors: ValidationError[]): Refusal {
  return validationErrors.length > 0
    ? [RESPONSE_CODES.verifyError, message, { validationErrors }]
    : [RESPONSE_CODES.invalidParams, message, {}];
}

/** `VF` on the field at fault (`request` when the refusal names none), with the code screens translate. */
export function fieldRefusal(message: string, field: string | null, code: string | null): Refusal {
  return [RESPONSE_CODES.verifyError, message, oneFieldAtFault(field ?? 'request', message, code)];
}

/** A refusal on one request field; the named subclasses (KYC, contacts) only choose the name. */
export class FieldRefusal extends DomainError {
  override name = 'FieldRefusal';
  constructor(message: string, field: string | null = null, code: string | null = null) {
    super(...fieldRefusal(message, field, code), { field, code });
  }
}
