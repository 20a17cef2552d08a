/** The refusal of a money movement (p2p, invoices, mass payments, cards, scheduled payments): a domain error. */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { DomainError, oneFieldAtFault } from './domain-error';

/** A refusal of a money movement; the dispatcher answers it as an envelope with this response code. */
export class TransferError extends DomainError {
  override name = 'TransferError';
}

export function fieldError(field: string, description: string): TransferError {
  return new TransferError(RESPONSE_CODES.verifyError, `${field}: ${description}`, oneFieldAtFault(field, description));
}
