/**
 * Waiting for a push approval (spec 1 section 4: "A notification carrying a transaction id resolves a pending
 * transaction confirmation"). A realtime channel is opened for the wait; a notification with the transaction's id
 * makes the watcher read the transfer's status, and so does every (re)connection and a slow timer, so a decision
 * taken while the page could not hear it is not missed. The channel is closed when the wait ends.
 */
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import { transferStatusGet, type TransferResult } from '../api/contract/p2p';
import type { RealtimeNotification } from '../api/contract/realtime';
import type { RealtimeStatus } from '../realtime/realtime-client';
import type { PushWatch } from './approval-machine';

/** The part of a realtime client the watcher uses (src/core/realtime's client has it). */
export interface TransactionChannel {
  readonly status: ReadonlySignal<RealtimeStatus>;
  on(type: 'notification', handler: (message: { notification: RealtimeNotification }) => void): () => void;
  close(): void;
}

export interface PushWatchOptions {
  api: ApiClient;
  /** Opens the signed-in user's realtime channel (a widget loads the client on demand). */
  connect: () => TransactionChannel | Promise<TransactionChannel>;
  /** How often the status is read anyway while waiting (default 15 s). */
  pollMs?: number | undefined;
}

/** The transaction a notification is about: its `transactionId`, or `data.transactionId` as stored in the centre. */
export function notificationTransactionId(notification: RealtimeNotification): string | null {
  const id =
    notification.transactionId ?? (notification.data as { transactionId?: unknown } | undefined)?.transactionId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

export function createPushWatch(options: PushWatchOptions): PushWatch {
  const pollMs = options.pollMs ?? 15_000;
  return (transactionId, signal) =>
    new Promise<TransferResult>((resolve, reject) => {
      let channel: TransactionChannel | null = null;
      const cleanups: Array<() => void> = [];
      let finished = false;

      const finish = (settle: () => void) => {
        if (finished) return;
        finished = true;
        for (const cleanup of cleanups) cleanup();
        channel?.close();
        settle();
      };

      const check = async () => {
        if (finished) return;
        try {
          const result = await options.api.call(transferStatusGet, { trxid: transactionId }, { signal });
          if (result.status !== 'waitingApproval') finish(() => resolve(result));
        } catch {
          // The next notification, reconnection or tick asks again; the screen offers a resend meanwhile.
        }
      };

      const onAbort = () =>
        finish(() =>
          reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError')),
        );
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      cleanups.push(() => signal.removeEventListener('abort', onAbort));
      const timer = setInterval(() => void check(), pollMs);
      cleanups.push(() => clearInterval(timer));

      Promise.resolve()
        .then(() => options.connect())
        .then(
          (opened) => {
            if (finished) return opened.close();
            channel = opened;
            cleanups.push(
              opened.on('notification', ({ notification }) => {
                if (notificationTransactionId(notification) === transactionId) void check();
              }),
            );
            cleanups.push(
              opened.status.subscribe((status) => {
                if (status === 'open') void check();
              }),
            );
          },
          // Without a channel the slow timer still finds the decision.
          (error: unknown) =>
            console.warn(
              'wallet: the realtime channel could not be opened; checking the payment now and then instead.',
              error,
            ),
        );
    });
}
