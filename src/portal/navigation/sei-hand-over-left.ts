import { handOverOrigin, parseSeiRequest, SEI_MESSAGE_TYPE, type SeiMessage } from '../../core/auth/sei-handover';
import { SESSION_KEYS } from '../../core/session/session-keys';

/**
 * A widget's sign-in popup that ends up on a menu page of the portal (the user wandered off the approval, or a page
 * sent it elsewhere) has abandoned the `auth/sei` hand-over: the remembered authorize path is dropped and, when the
 * window that asked is still there, it is told (`outcome: 'left'`, on its exact origin, with its state) so the widget
 * stops waiting and offers to try again. Returns true when there was a hand-over to abandon.
 */
export function abandonSeiHandOver(
  storage: Storage,
  opener: Pick<Window, 'closed' | 'postMessage'> | null,
  portalOrigin?: string,
): boolean {
  const path = storage.getItem(SESSION_KEYS.seiPath);
  if (path === null) return false;
  storage.removeItem(SESSION_KEYS.seiPath);
  let request;
  try {
    request = parseSeiRequest(new URL(path, 'http://portal.invalid').searchParams);
  } catch {
    return true;
  }
  if (!request || !opener || opener.closed) return true;
  const message: SeiMessage = { type: SEI_MESSAGE_TYPE, state: request.state, outcome: 'left' };
  // An element framed by the portal (isolation mode) waits on the portal's own origin.
  opener.postMessage(
    message,
    request.embedded ? handOverOrigin(request, portalOrigin ?? window.location.origin) : request.origin,
  );
  return true;
}
