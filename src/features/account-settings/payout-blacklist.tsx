import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { emailAddress } from '../../core/api/contract/p2p';
import {
  BLACKLIST_BLOCK_TYPES,
  blacklistAdd,
  blacklistDelete,
  type BlacklistBlockType,
  type BlacklistEntry,
} from '../../core/api/contract/settings';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  actionColumn,
  Banner,
  Button,
  ConfirmDialog,
  DataTable,
  FormDialog,
  Select,
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
import { failedField, settingsReads } from './settings-data';

/**
 * The payout blacklist (route payout-blacklist; spec 2: list, add (email, blockType), delete (email)). A successful
 * add shows 'User with email {email} has been added to black list' (spec 2 section 8).
 */
export function PayoutBlacklist({ api, cache }: { api: ApiClient; cache: ResourceCache }) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const read = settingsReads.blacklist(api);
  const blacklist = useQuery(cache, read);
  const adding = useDialogDraft<{ email: string; blockType: BlacklistBlockType }>();
  const [deleting, setDeleting] = useState<BlacklistEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const add = async () => {
    const { draft } = adding;
    if (!draft) return;
    const email = draft.email.trim();
    if (!emailAddress.safeParse(email).success) {
      adding.setErrors({ email: t('blacklist.errors.email') });
      return;
    }
    setFailure(null);
    try {
      await api.call(blacklistAdd, { email, blockType: draft.blockType });
      adding.close();
      setNotice(t('blacklist.addedMessage', { email }));
      cache.invalidate(read.key);
    } catch (error) {
      if (failedField(error) === 'email') adding.setErrors({ email: t('blacklist.errors.duplicate', { email }) });
      else setFailure(error);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const { email } = deleting;
    setDeleting(null);
    setFailure(null);
    try {
      await api.call(blacklistDelete, { email });
      setNotice(t('blacklist.deleted', { email }));
      cache.invalidate(read.key);
    } catch (error) {
      setFailure(error);
    }
  };

  const users = blacklist.data?.users ?? [];
  const formatDate = useMediumDate();

  return (
    <Stack gap="lg" className="wallet-settings">
      <h1>{t('blacklist.title')}</h1>
      <p>{t('blacklist.intro')}</p>
      {notice && <Banner tone="success">{notice}</Banner>}
      {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
      <div>
        <Button onClick={() => adding.open({ email: '', blockType: 'all' })}>{t('blacklist.add')}</Button>
      </div>
      <LoadState view={blacklist} title={t('blacklist.title')} />
      {blacklist.data && users.length === 0 && <p>{t('blacklist.empty')}</p>}
      {users.length > 0 && (
        <DataTable
          caption={t('blacklist.title')}
          rows={users}
          rowKey={(entry) => entry.email}
          columns={[
            {
              header: t('blacklist.email'),
              rowHeader: true,
              className: 'wallet-table__wrap',
              cell: (entry) => entry.email,
            },
            { header: t('blacklist.blockType'), cell: (entry) => t(`blacklist.types.${entry.blockType}`) },
            { header: t('blacklist.added'), cell: (entry) => formatDate(entry.created) },
            actionColumn<BlacklistEntry>({
              header: t('blacklist.actions'),
              label: t('blacklist.deleteConfirm'),
              name: (entry) => t('blacklist.delete', { email: entry.email }),
              onClick: setDeleting,
            }),
          ]}
        />
      )}
      <FormDialog
        {...adding.dialogProps}
        title={t('blacklist.addTitle')}
        formLabel={t('blacklist.addTitle')}
        submitLabel={t('blacklist.save')}
        cancelLabel={t('common.cancel')}
        onSubmit={add}
      >
        <TextField label={t('blacklist.emailLabel')} type="email" autoComplete="off" {...adding.text('email')} />
        <Select
          label={t('blacklist.typeLabel')}
          value={adding.draft?.blockType ?? 'all'}
          onChange={(event) => adding.set({ blockType: event.target.value as BlacklistBlockType })}
          options={BLACKLIST_BLOCK_TYPES.map((value) => ({ value, label: t(`blacklist.types.${value}`) }))}
        />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t('blacklist.deleteTitle')}
        description={deleting ? t('blacklist.deleteBody', { email: deleting.email }) : undefined}
        confirmLabel={t('blacklist.deleteConfirm')}
        onConfirm={remove}
      />
    </Stack>
  );
}
