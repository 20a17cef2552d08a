/**
 * The signed-in user's realtime notices (spec 1 section 4 "Real-time notifications"): while a session is active
 * the channel (websocket, notification centre, toasts; live-channel.ts) is open, and sign-out closes it. The
 * channel's code loads when a session starts, not with the sign-in page: the realtime client, the notification
 * contract and the caches it refreshes are no part of the portal's first download.
 */
import { effect } from '@preact/signals-core';
import type { LiveChannel, LiveChannelDeps } from './live-channel';

export type { LiveChannel } from './live-channel';

export interface LiveNotifications {
  /** The channel if its code has loaded, else null (then {@link LiveNotifications.load} brings it). */
  current(): LiveChannel | null;
  /** The channel, loading its code on the first call (the signed-in header and overlay ask for it). */
  load(): Promise<LiveChannel>;
  /** Opens the channel while the session is active; returns the stop function. */
  start(): () => void;
}

export function createLiveNotifications(deps: LiveChannelDeps): LiveNotifications {
  let channel: LiveChannel | null = null;
  let loading: Promise<LiveChannel> | null = null;

  function load(): Promise<LiveChannel> {
    loading ??= import('./live-channel').then(
      (module) => (channel = module.createLiveChannel(deps)),
      (error: unknown) => {
        // A failed chunk load (deploy, network) is tried again on the next ask.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return {
    current: () => channel,
    load,
    start() {
      let stopped = false;
      const stopEffect = effect(() => {
        if (deps.session.state.value.status !== 'active') {
          channel?.close();
          return;
        }
        if (channel) {
          channel.open();
          return;
        }
        load().then(
          (loaded) => {
            // The session may have ended (or the portal stopped) while the code loaded.
            if (!stopped && deps.session.state.peek().status === 'active') loaded.open();
          },
          (error: unknown) => console.error('The notification channel could not load:', error),
        );
      });
      return () => {
        stopped = true;
        stopEffect();
        channel?.close();
      };
    },
  };
}
