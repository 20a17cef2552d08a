import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  notificationSettingsUpdate,
  type NotificationSettings,
} from '../../core/api/contract/news-notifications';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, LoadErrorBanner, Spinner, Stack, useErrorText, useMessages, useQuery } from '../../ui';
import { NOTIFICATIONS_NAMESPACE, notificationsMessages } from './messages';
import { NOTIFICATION_SETTINGS_CACHE_KEY, notificationSettingsQuery } from './notifications-data';

export interface NotificationSettingsFormProps {
  api: ApiClient;
  cache: ResourceCache;
}

/** The profile/notifications page: which channels and which notice groups are on. */
export function NotificationSettingsForm({ api, cache }: NotificationSettingsFormProps) {
  const t = useMessages(NOTIFICATIONS_NAMESPACE, notificationsMessages);
  const errorText = useErrorText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stored = useQuery(cache, notificationSettingsQuery(api));
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const settings = draft ?? stored.data?.settings ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!settings) return;
    setSaved(false);
    setSaveError(null);
    try {
      const result = await api.call(notificationSettingsUpdate, { settings });
      cache.invalidate(NOTIFICATION_SETTINGS_CACHE_KEY);
      setDraft(result.settings);
      setSaved(true);
    } catch (error) {
      // The choices stay in the form; the user can try again.
      setSaveError(error);
    }
  };

  return (
    <Stack gap="lg" className="wallet-notification-settings">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('settings.title')}
      </h1>
      <p>{t('settings.intro')}</p>
      {stored.status === 'loading' && !settings && <Spinner label={t('settings.loading')} showLabel />}
      {stored.status === 'error' && !settings && (
        <LoadErrorBanner title={t('settings.loadError')} error={stored.error} onRetry={stored.reload} />
      )}
      {settings && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <fieldset className="wallet-notification-settings__group">
              <legend>{t('settings.channels')}</legend>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <label key={channel} className="wallet-notification-settings__option">
                  <input
                    type="checkbox"
                    name={`channel-${channel}`}
                    checked={settings.channels[channel]}
                    onChange={(event) => {
                      setSaved(false);
                      setDraft({ ...settings, channels: { ...settings.channels, [channel]: event.target.checked } });
                    }}
                  />
                  <span>{t(`settings.channel.${channel}`)}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className="wallet-notification-settings__group">
              <legend>{t('settings.groups')}</legend>
              {NOTIFICATION_GROUPS.map((group) => (
                <label key={group} className="wallet-notification-settings__option">
                  <input
                    type="checkbox"
                    name={`group-${group}`}
                    checked={settings.groups[group]}
                    onChange={(event) => {
                      setSaved(false);
                      setDraft({ ...settings, groups: { ...settings.groups, [group]: event.target.checked } });
                    }}
                  />
                  <span>{t(`settings.group.${group}`)}</span>
                </label>
              ))}
            </fieldset>
            {saveError !== null && (
              <Banner tone="error" title={t('settings.saveError')}>
                {errorText(saveError)}
              </Banner>
            )}
            {saved && <Banner tone="success">{t('settings.saved')}</Banner>}
            <div>
              <Button type="submit">{t('settings.save')}</Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
