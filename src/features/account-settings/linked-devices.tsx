import { useEffect, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { linkedDeviceDelete, scpRequest, storesUrlsSend, type AuthDevice } from '../../core/api/contract/auth';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Dialog,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useMessages,
  useResource,
} from '../../ui';
import { PendingDevices } from './device-approval';
import { LoadState } from './load-state';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { QrCode } from './qr-code';
import { settingsReads } from './settings-data';

/** A phone number with its country code: a plus, then 8 to 15 digits (spaces and dashes allowed between). */
const PHONE_PATTERN = /^\+\d[\d\s-]{6,18}\d$/;

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
  const read = settingsReads.linkedDevices(api);
  const devices = useResource(cache, read.key, read.load);
  const [removing, setRemoving] = useState<AuthDevice | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [linkOpen, setLinkOpen] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setFailure(null);
    try {
      await api.call(linkedDeviceDelete, { deviceId: String(removing.id) });
      setRemoved(removing.name);
      setRemoving(null);
      cache.invalidate(read.key);
      cache.invalidate(settingsReads.devices(api).key);
    } catch (error) {
      setRemoving(null);
      setFailure(error);
    }
  };

  const list = devices.data?.devices ?? [];
  return (
    <section aria-labelledby="settings-devices-title" className="wallet-settings__section">
      <Stack gap="md">
        <h2 id="settings-devices-title">{t('devices.title')}</h2>
        <p>{t('devices.intro')}</p>
        {removed && <Banner tone="success">{t('devices.removed', { name: removed })}</Banner>}
        {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
        <LoadState view={devices} title={t('devices.title')} />
        {devices.data && list.length === 0 && <p>{t('devices.empty')}</p>}
        {list.length > 0 && (
          <div className="wallet-settings__table-wrap">
            <table className="wallet-settings__table">
              <caption className="wallet-visually-hidden">{t('devices.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('devices.name')}</th>
                  <th scope="col">{t('devices.type')}</th>
                  <th scope="col">{t('devices.location')}</th>
                  <th scope="col">{t('devices.lastActivity')}</th>
                  <th scope="col">
                    <span className="wallet-visually-hidden">{t('devices.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((device) => (
                  <tr key={String(device.id)}>
                    <th scope="row">{device.name}</th>
                    <td data-label={t('devices.type')}>{t(`devices.types.${device.type}`)}</td>
                    <td data-label={t('devices.location')}>{device.location ?? t('devices.unknown')}</td>
                    <td data-label={t('devices.lastActivity')}>
                      {formatDate(device.lastActivityAt, language) ?? t('devices.unknown')}
                    </td>
                    <td>
                      <Button
                        variant="secondary"
                        onClick={() => setRemoving(device)}
                        aria-label={t('devices.remove', { name: device.name })}
                      >
                        {t('devices.removeButton')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div>
          <Button variant="secondary" onClick={() => setLinkOpen(true)}>
            {t('devices.link')}
          </Button>
        </div>
        <PendingDevices api={api} cache={cache} />
      </Stack>
      <Dialog
        open={removing !== null}
        role="alertdialog"
        onClose={() => setRemoving(null)}
        title={t('devices.removeTitle')}
        description={removing ? t('devices.removeBody', { name: removing.name }) : undefined}
        actions={
          <>
            <Button onClick={remove}>{t('devices.removeConfirm')}</Button>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('common.cancel')}
            </Button>
          </>
        }
      />
      {linkOpen && <LinkDeviceDialog api={api} phone={phone} onClose={() => setLinkOpen(false)} />}
    </section>
  );
}

function LinkDeviceDialog({
  api,
  phone,
  onClose,
}: {
  api: ApiClient;
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
      <SecureDeviceLink api={api} phone={phone} canRequestLink />
    </Dialog>
  );
}

export interface SecureDeviceLinkProps {
  api: ApiClient;
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
export function SecureDeviceLink({ api, phone, canRequestLink, onPhone = false }: SecureDeviceLinkProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const [number, setNumber] = useState(phone ?? '');
  const [numberError, setNumberError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<unknown>(null);
  const [deeplink, setDeeplink] = useState<{ link: string } | { failure: unknown } | null>(null);

  // One deep link per showing; leaving abandons the request.
  useEffect(() => {
    if (!canRequestLink) return;
    const controller = new AbortController();
    api.call(scpRequest, {}, { signal: controller.signal }).then(
      (reply) => setDeeplink({ link: reply.deeplink }),
      (error: unknown) => {
        if (!controller.signal.aborted) setDeeplink({ failure: error });
      },
    );
    return () => controller.abort();
  }, [api, canRequestLink]);

  const sendLinks = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = number.trim();
    if (!PHONE_PATTERN.test(trimmed)) {
      setNumberError(t('devices.errors.phone'));
      return;
    }
    setSendFailure(null);
    try {
      await api.call(storesUrlsSend, { phoneNumber: trimmed.replace(/[\s-]/g, '') });
      setSentTo(trimmed);
    } catch (error) {
      setSendFailure(error);
    }
  };

  return (
    <Stack gap="md">
      <p>{t('devices.linkStep1')}</p>
      <form onSubmit={sendLinks} noValidate aria-label={t('devices.sendLinks')}>
        <Stack gap="sm">
          <TextField
            label={t('devices.phone')}
            hint={t('devices.phoneHint')}
            type="tel"
            autoComplete="tel"
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setNumberError(undefined);
            }}
            error={numberError}
          />
          <div>
            <Button type="submit" variant="secondary">
              {t('devices.sendLinks')}
            </Button>
          </div>
          {sentTo && <Banner tone="success">{t('devices.linksSent', { phone: sentTo })}</Banner>}
          {sendFailure !== null && <Banner tone="error">{errorText(sendFailure)}</Banner>}
        </Stack>
      </form>
      {canRequestLink ? (
        <>
          <p>{onPhone ? t('devices.linkStepPhone') : t('devices.linkStep2')}</p>
          {deeplink === null && <Spinner label={t('common.loading')} showLabel />}
          {deeplink && 'failure' in deeplink && <Banner tone="error">{errorText(deeplink.failure)}</Banner>}
          {deeplink && 'link' in deeplink && (
            <Stack gap="sm" className="wallet-settings__qr-block">
              {!onPhone && <QrCode value={deeplink.link} label={t('devices.qrLabel')} />}
              <a href={deeplink.link}>{onPhone ? t('devices.openApp') : t('devices.openLink')}</a>
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
