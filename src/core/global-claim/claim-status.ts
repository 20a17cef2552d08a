/** The claim's status rules: which transfers can be claimed, why not, and the step names hosts hear. */
import type { GlobalTransferDetails } from '../api/contract/global-claim';
import { ApiError, errorFromFailure } from '../api/errors';
import type { ClaimStep, ClaimStepName, Selection, UnavailableReason } from './claim-types';

const CLAIMABLE_STATUSES = new Set(['waiting']);

/** Spec 2: "Status defaults to 'error' if absent". */
export function transferStatus(details: Pick<GlobalTransferDetails, 'status'>): string {
  return details.status ?? 'error';
}

export function unavailableReasonOf(status: string): UnavailableReason | null {
  if (CLAIMABLE_STATUSES.has(status)) return null;
  if (status === 'expired') return 'expired';
  if (status === 'refused') return 'refused';
  if (status === 'claimed' || status === 'processing') return 'claimed';
  return 'error';
}

export const UNAVAILABLE_MESSAGES: Record<UnavailableReason, string> = {
  'unknown-secret': 'No transfer matches this payment secret.',
  expired: 'This transfer has expired and can no longer be claimed.',
  claimed: 'This transfer has already been claimed.',
  refused: 'This transfer was refused.',
  blocked: 'The sender does not allow payouts to this recipient.',
  error: 'This transfer cannot be claimed.',
};

export const STEP_NAMES: Partial<Record<ClaimStep['kind'], ClaimStepName>> = {
  details: 'details',
  'payout-method': 'payout-method',
  'payout-details': 'payout-details',
  approval: 'approval',
  completed: 'completed',
  refused: 'refused',
  unavailable: 'unavailable',
};

export const EMPTY_SELECTION: Selection = { countryCode: '', paymentMethod: '', currencyCode: '' };

export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : errorFromFailure(error);
}
