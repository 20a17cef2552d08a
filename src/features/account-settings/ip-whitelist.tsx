import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { ipAllowedBy, ipRangeProblem } from '../../core/api/contract/ip-ranges';
import {
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistModeSet,
  type IpWhitelistEntry,
} from '../../core/api/contract/settings';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  actionColumn,
  Banner,
  Button,
  DataTable,
  Dialog,
  FormDialog,
  Stack,
  TextField,
  useErrorText,
  useDialogDraft,
  useMessages,
  useQuery,
} from '../../ui';
import { LoadState } from './load-state';
import { useMediumDate } from './medium-date';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { settingsReads } from './settings-data';

type Lockout = { kind: 'turnOn' } | { kind: 'delete'; entry: IpWhitelistEntry };

function entryText(
  entry: Pick<IpWhitelistEntry, 'ip' | 'toIp'>,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  return entry.toIp ? t('ip.rangeText', { from: entry.ip, to: entry.toIp }) : entry.ip;
}

/**
 * The IP whitelist (spec 2: list, add, delete, mode 0/1). Addresses and ranges are checked before any call; turning
 * the list on, or deleting the entry that lets the current address in, is stopped with a warning before the customer
 * locks themselves out (the sandbox refuses both too).
 */
export function IpWhitelist({ api, cache }: { api: ApiClient; cache: ResourceCache }) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const read = settingsReads.ipWhitelist(api);
  const whitelist = useQuery(cache, read);
  const adding = useDialogDraft<{ ip: string; toIp: string }>();
  const [lockout, setLockout] = useState<Lockout | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const data = whitelist.data;
  const entries = data?.entries ?? [];
  const currentIp = data?.currentIp ?? '';

  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      // The list is read again before the step ends: turning the whitelist on right after adding an address checks
      // the list with that address on it, not a stale one (a false lock-out warning).
      cache.invalidate(read.key);
      await cache.load(read.key, read.load).catch(() => undefined);
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  };

  const turn = async (enable: 0 | 1) => {
    if (enable === 1 && !ipAllowedBy(currentIp, entries)) {
      setLockout({ kind: 'turnOn' });
      return;
    }
    await run(() => api.call(ipWhitelistModeSet, { enable }));
  };

  const remove = async (entry: IpWhitelistEntry) => {
    if (
      data?.mode === 1 &&
      !ipAllowedBy(
        currentIp,
        entries.filter((other) => other.id !== entry.id),
      )
    ) {
      setLockout({ kind: 'delete', entry });
      return;
    }
    await run(() => api.call(ipWhitelistDelete, { id: entry.id }));
  };

  const add = async () => {
    const { draft } = adding;
    if (!draft) return;
    const problem = ipRangeProblem(draft.ip, draft.toIp);
    if (problem) {
      adding.setErrors(
        problem === 'invalidStart' ? { ip: t('ip.errors.invalidStart') } : { toIp: t(`ip.errors.${problem}`) },
      );
      return;
    }
    const toIp = draft.toIp.trim();
    if (await run(() => api.call(ipWhitelistAdd, toIp ? { ip: draft.ip.trim(), toIp } : { ip: draft.ip.trim() })))
      adding.close();
  };

  const addMine = async () => {
    setLockout(null);
    await run(() => api.call(ipWhitelistAdd, { ip: currentIp }));
  };

  const formatDate = useMediumDate();

  return (
    <section aria-labelledby="settings-ip-title" className="wallet-settings__section">
      <Stack gap="md">
        <h2 id="settings-ip-title">{t('ip.title')}</h2>
        <p>{t('ip.intro')}</p>
        <LoadState view={whitelist} title={t('ip.title')} />
        {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
        {data && (
          <>
            <p>{t('ip.currentIp', { ip: currentIp })}</p>
            <p role="status">
              <strong>{data.mode === 1 ? t('ip.modeOn') : t('ip.modeOff')}</strong>
            </p>
            <div className="wallet-settings__actions">
              {data.mode === 1 ? (
                <Button variant="secondary" onClick={() => turn(0)}>
                  {t('ip.turnOff')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => turn(1)}>
                  {t('ip.turnOn')}
                </Button>
              )}
              <Button variant="secondary" onClick={() => adding.open({ ip: '', toIp: '' })}>
                {t('ip.add')}
              </Button>
            </div>
            <h3>{t('ip.list')}</h3>
            {entries.length === 0 ? (
              <p>{t('ip.empty')}</p>
            ) : (
              <DataTable
                caption={t('ip.list')}
                rows={entries}
                rowKey={(entry) => entry.id}
                columns={[
                  {
                    header: t('ip.range'),
                    rowHeader: true,
                    className: 'wallet-table__mono',
                    cell: (entry) => entryText(entry, t),
                  },
                  { header: t('ip.added'), cell: (entry) => formatDate(entry.created) },
                  actionColumn({
                    header: t('ip.actions'),
                    label: t('ip.remove'),
                    name: (entry) => t('ip.delete', { entry: entryText(entry, t) }),
                    onClick: remove,
                  }),
                ]}
              />
            )}
          </>
        )}
      </Stack>
      <FormDialog
        {...adding.dialogProps}
        title={t('ip.addTitle')}
        formLabel={t('ip.addTitle')}
        submitLabel={t('ip.save')}
        cancelLabel={t('common.cancel')}
        onSubmit={add}
      >
        <TextField label={t('ip.ipLabel')} autoComplete="off" spellCheck={false} {...adding.text('ip')} />
        <TextField
          label={t('ip.toIpLabel')}
          hint={t('ip.toIpHint')}
          autoComplete="off"
          spellCheck={false}
          {...adding.text('toIp')}
        />
      </FormDialog>
      <Dialog
        open={lockout !== null}
        role="alertdialog"
        onClose={() => setLockout(null)}
        title={lockout?.kind === 'delete' ? t('ip.deleteOwnTitle') : t('ip.lockoutTitle')}
        description={
          lockout?.kind === 'delete' ? t('ip.deleteOwnBody', { ip: currentIp }) : t('ip.lockoutBody', { ip: currentIp })
        }
        actions={
          <>
            {lockout?.kind === 'turnOn' && <Button onClick={addMine}>{t('ip.addMine', { ip: currentIp })}</Button>}
            <Button variant="secondary" onClick={() => setLockout(null)}>
              {t('common.cancel')}
            </Button>
          </>
        }
      />
    </section>
  );
}
