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
  confirmationsInFlight += 1;
  try {
    const reply = await api.call(twoStepConfirm, { reqId, code: request.code.trim() });
    return reply.accessToken && reply.refreshToken
      ? { accessToken: reply.accessToken, refreshToken: reply.refreshToken }
      : null;
  } finally {
    confirmationsInFlight -= 1;
  }
}

/** Confirmations of this page whose answer has not arrived yet. */
let confirmationsInFlight = 0;

/**
 * True while this page waits for a confirmation's answer. The bank ends the confirming session and sends its
 * TwoStepVerificationModeSet notice before that answer (with the new session's tokens) arrives: a reload on the
 * notice would go out with the ended session's token (a 401). The confirming screen reloads once it has the tokens.
 */
export function isConfirmingTwoStepChange(): boolean {
  return confirmationsInFlight > 0;
}

/**
 * Failures of a confirmation whose message is shown in a popup: a refusal with HTTP 400 (the server's message, spec 2
 * section 8) and a confirmation without a request id.
 */
export function isPopupConfirmationFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.messageKey === ERROR_TEXT.notOperationId);
}
