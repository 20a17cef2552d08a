/**
 * The signed-in user's realtime channel in the portal: one websocket while a session is active. Each notice goes
 * to the notification centre (on top) and shows as a toast; TwoStepVerificationModeSet reloads the customer data,
 * newsPublished the recent news (the unread badge)
 * (spec 1 section 4 "Real-time notifications"). Sign-out closes the channel and forgets the notices.
 */
import type { ApiClient } from '../../core/api/client';
import type { SessionManager } from '../../core/auth/session-manager';
import { isConfirmingTwoStepChange } from '../../core/auth/two-step-change';
import { createNotificationCentre, type NotificationCentre } from '../../core/notifications/notification-centre';
import { createToastQueue, type ToastQueue } from '../../core/notifications/toast-queue';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeSocketConstructor,
} from '../../core/realtime/realtime-client';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { invalidateVerification, isVerificationNotice } from '../../features/kyc/kyc-cache';
import { NEWS_CACHE_KEYS } from '../../features/news/news-data';
import { USER_CACHE_KEYS } from '../user/user-data';

export interface LiveChannel {
  centre: NotificationCentre;
  toasts: ToastQueue;
  /** Opens the websocket (once; a second call while open does nothing). */
  open(): void;
  /** Closes the websocket and forgets the notices. */
  close(): void;
}

export interface LiveChannelDeps {
  api: ApiClient;
  session: SessionManager;
  cache: ResourceCache;
  websocketUrl: string;
  WebSocketImpl?: RealtimeSocketConstructor | undefined;
}

/** Loaded by live-notifications.ts when a session starts, so the sign-in page's download does not carry it. */
export function createLiveChannel(deps: LiveChannelDeps): LiveChannel {
  const centre = createNotificationCentre({ api: deps.api });
  const toasts = createToastQueue();
  let client: RealtimeClient | null = null;

  function open(): void {
    if (client) return;
    client = createRealtimeClient({
      url: deps.websocketUrl,
      token: () => deps.session.getAccessToken(),
      WebSocketImpl: deps.WebSocketImpl,
    });
    client.on('notification', ({ notification }) => {
      centre.receive(notification);
      toasts.show(notification);
      // This page's own change reloads the customer once the new session's tokens are in (see two-step-change.ts).
      if (notification.type === 'TwoStepVerificationModeSet' && !isConfirmingTwoStepChange())
        deps.cache.invalidate(USER_CACHE_KEYS.customer);
      // A review decision changes statuses: every verification screen (and the guards' customer info) reloads.
      if (isVerificationNotice(notification)) invalidateVerification(deps.cache);
      // New news: the list and the unread badge (both read the recent news key) reload.
      if (notification.type === 'newsPublished') deps.cache.invalidate(NEWS_CACHE_KEYS.recent);
    });
  }

  function close(): void {
    client?.close();
    client = null;
    centre.clear();
    toasts.clear();
  }

  return { centre, toasts, open, close };
}
