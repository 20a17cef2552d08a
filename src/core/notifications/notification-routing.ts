/**
 * Where a click on a notice leads (spec 3 section 2.6) and the timing constants of notices (spec 1 section 9,
 * spec 3 section 9). Document and profile notices lead to the profile, a partially failed batch to the batch
 * page, smart-contract notices to the contracts (the contract itself when the notice names it), a returned external
 * transfer to the history searched for its payee. The spec is
 * silent on the rest; docs/decisions.md ("News, notifications and embedded mode") records those choices.
 */
import {
  CONTRACT_NOTIFICATION_TYPES,
  isNotificationType,
  type NotificationType,
} from '../api/contract/news-notifications';
import { pathOf, pathWith } from '../navigation/route-table';

/** A toast stays this long unless the user is pointing at or focused in it. */
export const NOTIFICATION_DURATION_MS = 10_000;
/** After a click on a notice, navigation waits this long (the notice closes first). */
export const NOTIFICATION_NAVIGATION_DELAY_MS = 1000;

const ROUTE_BY_TYPE: Readonly<Partial<Record<NotificationType, string>>> = {
  documentFailed: 'profile',
  documentRejected: 'profile',
  documentExpired: 'profile',
  documentExpSoon: 'profile',
  usernameChangeFailed: 'profile',
  usernameChanged: 'profile',
  acceptTermsLogin: 'profile.legal',
  batchPartially: 'batch',
  externalTransferRejected: 'history',
  zohoNewMessage: 'messages',
  zohoClosedNoReply: 'messages',
  cardClosed: 'cards',
  newsPublished: 'news',
  TwoStepVerificationModeSet: 'setting',
  transactionRequestApproved: 'transfer.approved',
  transactionRequestDeclined: 'transfer.approved',
  ...Object.fromEntries(CONTRACT_NOTIFICATION_TYPES.map((type) => [type, 'smartContracts'])),
};

function idFrom(data: Readonly<Record<string, unknown>> | null | undefined, key: string): string | null {
  const value = data?.[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  return null;
}

/**
 * The portal path a notice leads to, or null when it leads nowhere (info, password change, unknown types).
 * Ids in the notice's data narrow the target: a contract id opens the contract, a ticket number the conversation.
 */
export function notificationTarget(notice: {
  type: string;
  data?: Readonly<Record<string, unknown>> | null | undefined;
}): string | null {
  if (!isNotificationType(notice.type)) return null;
  const route = ROUTE_BY_TYPE[notice.type];
  if (!route) return null;
  if (route === 'smartContracts') {
    const contractId = idFrom(notice.data, 'contractId');
    return contractId ? pathWith('smartContract', { contractId }) : pathOf(route);
  }
  if (route === 'batch') {
    const batchId = idFrom(notice.data, 'batchId');
    return batchId ? `${pathOf(route)}?batchId=${encodeURIComponent(batchId)}` : pathOf(route);
  }
  if (route === 'history') {
    // The history searched for the payee shows the transfer and its return together.
    const payee =
      typeof notice.data?.beneficiaryName === 'string' ? notice.data.beneficiaryName.trim().slice(0, 100) : '';
    return payee ? `${pathOf(route)}?q=${encodeURIComponent(payee)}` : pathOf(route);
  }
  if (route === 'messages') {
    // The ticket number, the one the customer sees in the list and the heading (docs/decisions.md).
    const ticketNumber = idFrom(notice.data, 'ticketNumber');
    return ticketNumber ? `${pathOf(route)}?ticket=${encodeURIComponent(ticketNumber)}` : pathOf(route);
  }
  return pathOf(route);
}

/**
 * Navigates to `target` after the notice delay. Returns a cancel function (a second click, sign-out or unmount
 * cancels the pending navigation).
 */
export function navigateAfterNotice(
  target: string,
  navigate: (path: string) => void,
  timers: { set: (callback: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): () => void {
  const handle = timers.set(() => navigate(target), NOTIFICATION_NAVIGATION_DELAY_MS);
  return () => timers.clear(handle);
}
