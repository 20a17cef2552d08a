import { useEffect, useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { linkedDeviceDelete, scpRequest, storesUrlsSend, type AuthDevice } from '../../core/api/contract/auth';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  actionColumn,
  Banner,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useForm,
  useLanguage,
  useMessages,
  useMutation,
  useQuery,
} from '../../ui';
import { PendingDevices } from './device-approval';
import { LoadState } from './load-state';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { QrCode } from './qr-code';
import { SETTINGS_CACHE_KEYS, settingsReads } from './settings-data';

/** A phone number with its country code: a plus, then 8 to 15 digits (spaces and dashes allowed between). */
const PHONE_PATTERN = /^\+\d[\d\s-]{6,18}\d$/;

/** The reads removing a device reloads: the linked devices and every device (the two-step page counts them). */
const DEVICE_READS = [SETTINGS_CACHE_KEYS.linkedDevices, SETTINGS_CACHE_KEYS.devices] as const;

export interface LinkedDevicesProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The customer's phone, to prefill the store-links form. */
  phone?: string | undefined;
}

function formatDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Linked devices (list, remove one) and the "link a new device" popup: app store links by SMS and the secure-device QR code. */
export function LinkedDevices({ api, cache, phone }: LinkedDevicesProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const devices = useQuery(cache, settingsReads.linkedDevices(api));
  const [removing, setRemoving] = useState<AuthDevice | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const remove = useMutation(cache, {
    run: async (device: AuthDevice) => {
      await api.call(linkedDeviceDelete, { deviceId: String(device.id) });
      return device.name;
    },
    invalidates: DEVICE_READS,
    onSuccess: () => setRemoving(null),
    onError: () => setRemoving(null),
  });
  // The name of the device removed last, while no later removal failed.
  const removed = remove.error === null ? (remove.data ?? null) : null;

  const list = devices.data?.devices ?? [];
  return (
    <section aria-labelledby="settings-devices-title" className="wallet-settings__section">
      <Stack gap="md">
        <h2 id="settings-devices-title">{t('devices.title')}</h2>
        <p>{t('devices.intro')}</p>
        {removed && <Banner tone="success">{t('devices.removed', { name: removed })}</Banner>}
        {remove.error !== null && <Banner tone="error">{errorText(remove.error)}</Banner>}
        <LoadState view={devices} title={t('devices.title')} />
        {devices.data && list.length === 0 && <p>{t('devices.empty')}</p>}
        {list.length > 0 && (
          <DataTable
            caption={t('devices.title')}
            rows={list}
            rowKey={(device) => String(device.id)}
            columns={[
              { header: t('devices.name'), rowHeader: true, cell: (device) => device.name },
              { header: t('devices.type'), cell: (device) => t(`devices.types.${device.type}`) },
              { header: t('devices.location'), cell: (device) => device.location ?? t('devices.unknown') },
              {
                header: t('devices.lastActivity'),
                cell: (device) => formatDate(device.lastActivityAt, language) ?? t('devices.unknown'),
              },
              actionColumn<AuthDevice>({
                header: t('devices.actions'),
                label: t('devices.removeButton'),
                name: (device) => t('devices.remove', { name: device.name }),
                onClick: setRemoving,
              }),
            ]}
          />
        )}
        <div>
          <Button variant="secondary" onClick={() => setLinkOpen(true)}>
            {t('devices.link')}
          </Button>
        </div>
        <PendingDevices api={api} cache={cache} />
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        title={t('devices.removeTitle')}
        description={removing ? t('devices.removeBody', { name: removing.name }) : undefined}
        confirmLabel={t('devices.removeConfirm')}
        onConfirm={() => removing && void remove.mutate(removing)}
        busy={remove.pending}
      />
      {linkOpen && <LinkDeviceDialog api={api} cache={cache} phone={phone} onClose={() => setLinkOpen(false)} />}
    </section>
  );
}

function LinkDeviceDialog({
  api,
  cache,
  phone,
  onClose,
}: {
  api: ApiClient;
  cache: ResourceCache;
  phone?: string | undefined;
  onClose: () => void;
}) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('devices.linkTitle')}
      className="wallet-settings__link-dialog"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <SecureDeviceLink api={api} cache={cache} phone={phone} canRequestLink />
    </Dialog>
  );
}

export interface SecureDeviceLinkProps {
  api: ApiClient;
  cache: ResourceCache;
  phone?: string | undefined;
  /** A signed-in session can ask for the deep link (QR code); without one only the store links are offered. */
  canRequestLink: boolean;
  /** On the phone itself (scp-mobile) the link opens the app; a QR code would be useless there. */
  onPhone?: boolean | undefined;
}

/**
 * Linking a secure device (spec 1 section 7: scp request, store links by SMS): the app store links texted to a phone,
 * then the deep link that links the app to the account, as a QR code to scan or a link to open on the phone.
 */
export function SecureDeviceLink({ api, cache, phone, canRequestLink, onPhone = false }: SecureDeviceLinkProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  // A deep link is a new one each time (it expires), so it is a write, not a cached read: one per showing.
  const deeplink = useMutation(cache, { run: () => api.call(scpRequest, {}) });
  const sendLinks = useMutation(cache, {
    run: (phoneNumber: string) => api.call(storesUrlsSend, { phoneNumber: phoneNumber.replace(/[\s-]/g, '') }),
  });
  const form = useForm({
    initial: { phoneNumber: phone ?? '' },
    validate: ({ phoneNumber }) =>
      PHONE_PATTERN.test(phoneNumber.trim()) ? {} : { phoneNumber: 'devices.errors.phone' },
    message: (key) => t(key),
    onSubmit: ({ phoneNumber }) => sendLinks.mutate(phoneNumber.trim()),
  });
  const number = form.field('phoneNumber');
  const sentTo = sendLinks.data !== undefined && sendLinks.error === null ? form.values.phoneNumber.trim() : null;

  const { mutate: requestLink } = deeplink;
  useEffect(() => {
    if (canRequestLink) void requestLink(undefined);
  }, [requestLink, canRequestLink]);

  return (
    <Stack gap="md">
      <p>{t('devices.linkStep1')}</p>
      <form {...form.formProps} aria-label={t('devices.sendLinks')}>
        <Stack gap="sm">
          <TextField
            {...number}
            label={t('devices.phone')}
            hint={t('devices.phoneHint')}
            type="tel"
            autoComplete="tel"
          />
          <div>
            <Button type="submit" variant="secondary" loading={sendLinks.pending}>
              {t('devices.sendLinks')}
            </Button>
          </div>
          {sentTo && <Banner tone="success">{t('devices.linksSent', { phone: sentTo })}</Banner>}
          {sendLinks.error !== null && <Banner tone="error">{errorText(sendLinks.error)}</Banner>}
        </Stack>
      </form>
      {canRequestLink ? (
        <>
          <p>{onPhone ? t('devices.linkStepPhone') : t('devices.linkStep2')}</p>
          {deeplink.data === undefined && deeplink.error === null && <Spinner label={t('common.loading')} showLabel />}
          {deeplink.error !== null && <Banner tone="error">{errorText(deeplink.error)}</Banner>}
          {deeplink.data && (
            <Stack gap="sm" className="wallet-settings__qr-block">
              {!onPhone && <QrCode value={deeplink.data.deeplink} label={t('devices.qrLabel')} />}
              <a href={deeplink.data.deeplink}>{onPhone ? t('devices.openApp') : t('devices.openLink')}</a>
              <p className="wallet-field__hint">{t('devices.qrExpires')}</p>
            </Stack>
          )}
        </>
      ) : (
        <p>{t('devices.linkWithoutSession')}</p>
      )}
    </Stack>
  );
}
