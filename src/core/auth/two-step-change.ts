/**
 * Switching the two-step verification mode (spec 1 sections 4 and 7, spec 2 sections 5 and 8): start the change
 * with a mode, then confirm it with the code under the request id the start returned. A confirmation may carry new
 * tokens, which replace the session's.
 */
import type { ApiClient } from '../api/client';
import { twoStepConfirm } from '../api/contract/auth';
import { RESPONSE_CODES } from '../api/contract/envelope';
import { ERROR_TEXT, isApiError, ownError } from '../api/errors';
import type { SessionTokens } from '../session/token-store';

/**
 * Confirms a mode change. Without a request id nothing is sent: the failure reads 'Not Operation Id, Fail
 * Operation' (spec 2 section 5). Resolves with the new tokens when the server returned both, else null.
 */
export async function confirmTwoStepChange(
  api: ApiClient,
  request: { reqId: string | null | undefined; code: string },
): Promise<SessionTokens | null> {
  const reqId = request.reqId?.trim() ?? '';
  if (reqId === '')
    throw ownError(RESPONSE_CODES.invalidParams, ERROR_TEXT.notOperationId, { operation: 'twoStepConfirm' });
  const reply = await api.call(twoStepConfirm, { reqId, code: request.code.trim() });
  return reply.accessToken && reply.refreshToken
    ? { accessToken: reply.accessToken, refreshToken: reply.refreshToken }
    : null;
}

/**
 * Failures of a confirmation whose message is shown in a popup: a refusal with HTTP 400 (the server's message, spec 2
 * section 8) and a confirmation without a request id.
 */
export function isPopupConfirmationFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.messageKey === ERROR_TEXT.notOperationId);
}
