import { useNavigate } from 'react-router';
import type { ResponseOf } from '../../core/api/contract/define';
import type { newsConfirmationList } from '../../core/api/contract/news-notifications';
import { ConfirmationNewsDialog } from '../../features/news/confirmation-news-dialog';
import { NEWS_CACHE_KEYS, newsLoaders } from '../../features/news/news-data';
import { useNoticeOpener } from '../../features/notifications/notice-opener';
import { NotificationCentreMenu } from '../../features/notifications/notification-centre-menu';
import { NotificationToasts } from '../../features/notifications/notification-toasts';
import { usePortal } from '../portal-context';
import { useCachedData } from './use-cached';

/** The header's notification centre button and panel. */
export function NotificationCentreButton() {
  const { notifications } = usePortal();
  const navigate = useNavigate();
  const open = useNoticeOpener(notifications.centre, (path) => void navigate(path));
  return <NotificationCentreMenu centre={notifications.centre} onOpen={open} />;
}

/** Toasts of incoming notices and, once the post-login sequence has loaded it, the confirmation news dialog. */
export function NotificationsOverlay() {
  const { notifications, api, cache } = usePortal();
  const navigate = useNavigate();
  const open = useNoticeOpener(notifications.centre, (path) => void navigate(path));
  const confirmation = useCachedData<ResponseOf<typeof newsConfirmationList>>(cache, NEWS_CACHE_KEYS.confirmation);

  return (
    <>
      <NotificationToasts queue={notifications.toasts} onOpen={open} />
      {confirmation && confirmation.news.length > 0 && (
        <ConfirmationNewsDialog
          api={api}
          items={confirmation.news}
          onDecided={() => {
            cache.invalidate(NEWS_CACHE_KEYS.recent);
            cache.invalidate('news/item/');
            cache.load(NEWS_CACHE_KEYS.confirmation, (signal) => newsLoaders.confirmation(api, signal), { force: true }).catch(() => undefined);
          }}
        />
      )}
    </>
  );
}
