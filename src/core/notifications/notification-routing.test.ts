import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_NOTIFICATION_TYPES, CONTRACT_NOTIFICATION_TYPES } from '../api/contract/news-notifications';
import { navigateAfterNotice, NOTIFICATION_NAVIGATION_DELAY_MS, notificationTarget } from './notification-routing';

describe('notificationTarget (spec 3 section 2.6)', () => {
  it.each([
    ['documentFailed', undefined, '/profile'],
    ['documentRejected', undefined, '/profile'],
    ['documentExpired', undefined, '/profile'],
    ['documentExpSoon', undefined, '/profile'],
    ['usernameChangeFailed', undefined, '/profile'],
    ['usernameChanged', undefined, '/profile'],
    ['acceptTermsLogin', undefined, '/legal'],
    ['batchPartially', { batchId: 7 }, '/history/batch-transfers?batchId=7'],
    ['externalTransferRejected', { transferId: 4, beneficiaryName: 'Hans Becker' }, '/history?q=Hans%20Becker'],
    ['externalTransferRejected', undefined, '/history'],
    ['zohoNewMessage', undefined, '/messages'],
    ['zohoNewMessage', { ticketId: 14042, ticketNumber: '1042' }, '/messages?ticket=1042'],
    ['zohoClosedNoReply', { ticketId: 14009, ticketNumber: 1009 }, '/messages?ticket=1009'],
    ['zohoNewMessage', { ticketId: 14042 }, '/messages'],
    ['cardClosed', { accountId: 1 }, '/cards'],
    ['TwoStepVerificationModeSet', { mode: 'push' }, '/setting'],
    ['scContractSigned', undefined, '/revenue-split'],
    ['scContractCreated', { contractId: 12 }, '/revenue-split/12'],
    ['scContractTerminationRequest', { contractId: 'abc-1' }, '/revenue-split/abc-1'],
    // An id that is not an id is ignored rather than put into a path.
    ['scContractRejected', { contractId: '../../evil' }, '/revenue-split'],
    ['info', undefined, null],
    ['PasswordChange', undefined, null],
    ['somethingNew', undefined, null],
  ] as const)('%s %j leads to %s', (type, data, expected) => {
    expect(notificationTarget({ type, data })).toBe(expected);
  });

  it('every contract notice leads to the contracts', () => {
    for (const type of CONTRACT_NOTIFICATION_TYPES) expect(notificationTarget({ type })).toBe('/revenue-split');
  });

  it('knows every type of spec 3 section 3.11 plus the news, returned-transfer, session and payment-approval events', () => {
    expect(ALL_NOTIFICATION_TYPES).toHaveLength(30);
  });

  it('leads a newsPublished notice to the news', () => {
    expect(notificationTarget({ type: 'newsPublished' })).toBe('/news');
  });

  it('leads nowhere for a payment decided on the device (the pending payment screen already shows it)', () => {
    expect(notificationTarget({ type: 'transactionApproved', data: { transactionId: 7 } })).toBeNull();
    expect(notificationTarget({ type: 'transactionDeclined' })).toBeNull();
  });
});

describe('navigateAfterNotice', () => {
  afterEach(() => vi.useRealTimers());

  it('navigates 1000 ms after the click, and not when cancelled', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    navigateAfterNotice('/profile', navigate);
    vi.advanceTimersByTime(NOTIFICATION_NAVIGATION_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/profile');

    const other = vi.fn();
    const cancel = navigateAfterNotice('/cards', other);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(other).not.toHaveBeenCalled();
  });
});
