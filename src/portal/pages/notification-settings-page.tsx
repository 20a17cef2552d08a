import { NotificationSettingsForm } from '../../features/notifications/notification-settings';
import { usePortal } from '../portal-context';

/** profile/notifications: which channels and notice groups are on. */
export function NotificationSettingsPage() {
  const { api, cache } = usePortal();
  return <NotificationSettingsForm api={api} cache={cache} />;
}
