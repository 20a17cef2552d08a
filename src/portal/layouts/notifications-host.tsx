import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../core/api/contract/define';
import type { newsConfirmationList } from '../../core/api/contract/news-notifications';
import { ConfirmationNewsDialog } from '../../features/news/confirmation-news-dialog';
import { NEWS_CACHE_KEYS, newsLoaders } from '../../features/news/news-data';
import { useNoticeOpener } from '../../features/notifications/notice-opener';
import { NotificationCentreMenu } from '../../features/notifications/notification-centre-menu';
import { NotificationToasts } from '../../features/notifications/notification-toasts';
import { usePortal } from '../portal-context';
import type { LiveChannel } from '../shell/live-notifications';
import { useCachedData } from './use-cached';

/**
 * The realtime channel (centre and toasts). Its code loads when the session starts, usually before the signed-in
 * layout has; until it is there the header's button and the toasts are simply not drawn (no spinner).
 */
function useLiveChannel(): LiveChannel | null {
  const { notifications } = usePortal();
  const [channel, setChannel] = useState<LiveChannel | null>(() => notifications.current());
  useEffect(() => {
    if (channel) return;
    let mounted = true;
    notifications.load().then(
      (loaded) => {
        if (mounted) setChannel(loaded);
      },
      (error: unknown) => console.error('The notification channel could not load:', error),
    );
    return () => {
      mounted = false;
    };
  }, [channel, notifications]);
  return channel;
}

/** The header's notification centre button and panel. */
export function NotificationCentreButton() {
  const channel = useLiveChannel();
  return channel ? <CentreButton channel={channel} /> : null;
}

function CentreButton({ channel }: { channel: LiveChannel }) {
  const navigate = useNavigate();
  const open = useNoticeOpener(channel.centre, (path) => void navigate(path));
  return <NotificationCentreMenu centre={channel.centre} onOpen={open} />;
}

/** Toasts of incoming notices and, once the post-login sequence has loaded it, the confirmation news dialog. */
export function NotificationsOverlay() {
  const { api, cache } = usePortal();
  const channel = useLiveChannel();
  const confirmation = useCachedData<ResponseOf<typeof newsConfirmationList>>(cache, NEWS_CACHE_KEYS.confirmation);

  return (
    <>
      {channel && <Toasts channel={channel} />}
      {confirmation && confirmation.news.length > 0 && (
        <ConfirmationNewsDialog
          api={api}
          items={confirmation.news}
          onDecided={() => {
            cache.invalidate(NEWS_CACHE_KEYS.recent);
            cache.invalidate('news/item/');
            cache
              .load(NEWS_CACHE_KEYS.confirmation, (signal) => newsLoaders.confirmation(api, signal), { force: true })
              .catch(() => undefined);
          }}
        />
      )}
    </>
  );
}

function Toasts({ channel }: { channel: LiveChannel }) {
  const navigate = useNavigate();
  const open = useNoticeOpener(channel.centre, (path) => void navigate(path));
  return <NotificationToasts queue={channel.toasts} onOpen={open} />;
}
