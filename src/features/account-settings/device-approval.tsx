import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  deviceApprovalConfirm,
  deviceApprovalStart,
  deviceCreate,
  deviceCreateRequestSchema,
  deviceDelete,
  type AuthDevice,
  type DeviceCreateRequest,
} from '../../core/api/contract/auth';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  ConfirmDialog,
  Dialog,
  Select,
  Stack,
  TextField,
  useErrorText,
  useForm,
  useMessages,
  useMutation,
  useQuery,
} from '../../ui';
import { LoadState } from './load-state';
import { useCodeEntry } from './code-entry';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { SETTINGS_CACHE_KEYS, settingsReads } from './settings-data';

export interface PendingDevicesProps {
  api: ApiClient;
  cache: ResourceCache;
}

/** The reads a device change reloads: every device, the linked ones, and each device's own read (by prefix). */
const DEVICE_READS = [SETTINGS_CACHE_KEYS.devices, SETTINGS_CACHE_KEYS.linkedDevices] as const;

/**
 * Devices added to the account but not yet approved (spec 1 section 7: device create, approve methods, approve):
 * the customer approves one with a code by e-mail or SMS, or declines (removes) one they do not know; and adds a
 * device by the code its app shows.
 */
export function PendingDevices({ api, cache }: PendingDevicesProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const devices = useQuery(cache, settingsReads.devices(api));
  const [approving, setApproving] = useState<string | null>(null);
  const [declining, setDeclining] = useState<AuthDevice | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const decline = useMutation(cache, {
    run: (device: AuthDevice) => api.call(deviceDelete, { deviceId: String(device.id) }),
    invalidates: DEVICE_READS,
    onSuccess: (_result, device) => setNotice(t('devices.pending.declined', { name: device.name })),
  });

  const pending = (devices.data?.devices ?? []).filter((device) => device.status === 'pending');
  return (
    <section aria-labelledby="settings-pending-devices-title">
      <Stack gap="md">
        <h3 id="settings-pending-devices-title">{t('devices.pending.title')}</h3>
        <p>{t('devices.pending.intro')}</p>
        {notice && <Banner tone="success">{notice}</Banner>}
        {decline.error !== null && <Banner tone="error">{errorText(decline.error)}</Banner>}
        <LoadState view={devices} title={t('devices.pending.title')} />
        {devices.data && pending.length === 0 && <p>{t('devices.pending.empty')}</p>}
        {pending.length > 0 && (
          <ul className="wallet-settings__pending-devices" aria-label={t('devices.pending.title')}>
            {pending.map((device) => (
              <li key={String(device.id)}>
                <Stack gap="sm">
                  <span>
                    <strong>{device.name}</strong> · {t(`devices.types.${device.type}`)} ·{' '}
                    {t('devices.pending.code', { code: device.code ?? '' })}
                  </span>
                  <div className="wallet-settings__actions">
                    <Button
                      onClick={() => {
                        setNotice(null);
                        setApproving(String(device.id));
                      }}
                      aria-label={t('devices.pending.approveNamed', { name: device.name })}
                    >
                      {t('devices.pending.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setNotice(null);
                        setDeclining(device);
                      }}
                      aria-label={t('devices.pending.declineNamed', { name: device.name })}
                    >
                      {t('devices.pending.decline')}
                    </Button>
                  </div>
                </Stack>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {t('devices.add.open')}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={declining !== null}
        onCancel={() => setDeclining(null)}
        title={t('devices.pending.declineTitle')}
        description={declining ? t('devices.pending.declineBody', { name: declining.name }) : undefined}
        confirmLabel={t('devices.pending.declineConfirm')}
        onConfirm={async () => {
          if (!declining) return;
          await decline.mutate(declining);
          setDeclining(null);
        }}
        busy={decline.pending}
      />
      {adding && (
        <AddDeviceDialog
          api={api}
          cache={cache}
          onClose={() => setAdding(false)}
          onAdded={(device) => {
            setAdding(false);
            setApproving(String(device.id));
          }}
        />
      )}
      {approving !== null && (
        <ApproveDeviceDialog
          api={api}
          cache={cache}
          deviceId={approving}
          onClose={() => setApproving(null)}
          onApproved={(device) => {
            setApproving(null);
            setNotice(t('devices.approve.done', { name: device.name }));
          }}
        />
      )}
    </section>
  );
}

type AddDeviceErrors = Partial<Record<keyof DeviceCreateRequest, string>>;

/** Adding a device by the code its app shows (spec 1 section 5: name, code and type are required). */
function AddDeviceDialog({
  api,
  cache,
  onClose,
  onAdded,
}: {
  api: ApiClient;
  cache: ResourceCache;
  onClose: () => void;
  onAdded: (device: AuthDevice) => void;
}) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const create = useMutation(cache, {
    run: (input: DeviceCreateRequest) => api.call(deviceCreate, input),
    invalidates: DEVICE_READS,
    onSuccess: (device) => onAdded(device),
  });
  // The contract's schema decides; each field says its own translated problem, at the field when it is left.
  const form = useForm({
    initial: { name: '', code: '', type: '' },
    validate: (values) => {
      const parsed = deviceCreateRequestSchema.safeParse(values);
      const problems: AddDeviceErrors = {};
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as keyof DeviceCreateRequest;
          problems[field] ??= `devices.add.errors.${field}`;
        }
      }
      return problems;
    },
    message: (key) => t(key),
    serverErrors: create.fieldErrors,
    onSubmit: (values) => create.mutate(deviceCreateRequestSchema.parse(values)),
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('devices.add.title')}
      description={t('devices.add.intro')}
      actions={
        <>
          <Button type="submit" form="settings-add-device" disabled={create.pending}>
            {t('devices.add.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <form id="settings-add-device" {...form.formProps} aria-label={t('devices.add.title')}>
        <Stack gap="sm">
          <TextField
            label={t('devices.add.name')}
            hint={t('devices.add.nameHint')}
            maxLength={60}
            {...form.field('name')}
          />
          <TextField
            label={t('devices.add.code')}
            hint={t('devices.add.codeHint')}
            autoComplete="off"
            spellCheck={false}
            {...form.field('code')}
          />
          <Select
            label={t('devices.type')}
            placeholder={t('devices.add.typePlaceholder')}
            options={[
              { value: 'android', label: t('devices.types.android') },
              { value: 'ios', label: t('devices.types.ios') },
            ]}
            {...form.field('type')}
          />
          {create.error !== null && <Banner tone="error">{errorText(create.error)}</Banner>}
        </Stack>
      </form>
    </Dialog>
  );
}

/**
 * Approving a pending device: the device (read again, it may have been decided elsewhere), the ways to get a code,
 * then the code (spec 1 section 7: approve methods, POST approve, PATCH approve/{methodId}).
 */
function ApproveDeviceDialog({
  api,
  cache,
  deviceId,
  onClose,
  onApproved,
}: {
  api: ApiClient;
  cache: ResourceCache;
  deviceId: string;
  onClose: () => void;
  onApproved: (device: AuthDevice) => void;
}) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const device = useQuery(cache, settingsReads.device(api, deviceId));
  const methods = useQuery(cache, settingsReads.deviceApproveMethods(api));
  const [methodId, setMethodId] = useState('');
  const code = useCodeEntry();
  const start = useMutation(cache, {
    run: (method: string) => api.call(deviceApprovalStart, { deviceId, methodId: method }),
  });
  const confirm = useMutation(cache, {
    run: (input: { methodId: string; code: string }) => api.call(deviceApprovalConfirm, { deviceId, ...input }),
    invalidates: DEVICE_READS,
    onSuccess: (approved) => onApproved(approved),
  });

  const options = (methods.data?.methods ?? []).map((method) => ({
    value: method.id,
    label: t(`devices.approve.methods.${method.type}`, { destination: method.destination }),
  }));
  const chosen = methodId || options[0]?.value || '';
  const sent = start.data;

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    await start.mutate(chosen);
  };

  const approve = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!code.complete) {
      code.setError(t('devices.approve.errors.code'));
      return;
    }
    await confirm.mutate({ methodId: sent.methodId, code: code.code });
  };

  const current = device.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('devices.approve.title')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      }
    >
      <Stack gap="md">
        <LoadState view={device} title={t('devices.approve.title')} />
        <LoadState view={methods} title={t('devices.approve.title')} />
        {current && (
          <p>
            {t('devices.approve.intro', {
              name: current.name,
              type: t(`devices.types.${current.type}`),
              code: current.code ?? '',
            })}
          </p>
        )}
        {current?.status === 'approved' && <Banner tone="success">{t('devices.approve.already')}</Banner>}
        {current?.status === 'pending' && methods.data && (
          <>
            <form onSubmit={sendCode} noValidate aria-label={t('devices.approve.sendTitle')}>
              <Stack gap="sm">
                <Select
                  label={t('devices.approve.method')}
                  value={chosen}
                  options={options}
                  onChange={(event) => setMethodId(event.target.value)}
                />
                <div>
                  <Button type="submit" variant={sent ? 'secondary' : 'primary'} disabled={start.pending}>
                    {sent ? t('devices.approve.resend') : t('devices.approve.send')}
                  </Button>
                </div>
                {start.error !== null && <Banner tone="error">{errorText(start.error)}</Banner>}
              </Stack>
            </form>
            {sent && (
              <form onSubmit={approve} noValidate aria-label={t('devices.approve.codeTitle')}>
                <Stack gap="sm">
                  <Banner tone="info">{t('devices.approve.sent', { destination: sent.destination })}</Banner>
                  <TextField label={t('devices.approve.code')} {...code.field} />
                  {confirm.error !== null && <Banner tone="error">{errorText(confirm.error)}</Banner>}
                  <div>
                    <Button type="submit" disabled={confirm.pending}>
                      {t('devices.approve.submit')}
                    </Button>
                  </div>
                </Stack>
              </form>
            )}
          </>
        )}
      </Stack>
    </Dialog>
  );
}
