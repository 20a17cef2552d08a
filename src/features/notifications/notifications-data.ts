/** The notifications feature's server reads (docs/feature-shape.md). */
import type { ApiClient } from '../../core/api/client';
import { notificationSettingsGet } from '../../core/api/contract/news-notifications';
import { queryOptions } from '../../core/resource/query-options';

export const NOTIFICATION_SETTINGS_CACHE_KEY = 'notifications/settings';

/** The channels and notice groups the customer has on (profile/notifications). */
export function notificationSettingsQuery(api: ApiClient) {
  return queryOptions({
    key: NOTIFICATION_SETTINGS_CACHE_KEY,
    load: (signal) => api.call(notificationSettingsGet, {}, { signal }),
  });
}
