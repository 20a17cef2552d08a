import { useState } from 'react';
import {
  merchantApiKeyCreate,
  merchantApiKeyDelete,
  merchantApiKeyUpdate,
  MERCHANT_TOOLS_LIMITS,
  type ApiKey,
} from '../../core/api/contract/merchant-tools';
import { Button, FormDialog, Stack, TextField, useCommonMessages, useMutation, useQuery } from '../../ui';
import { AllowedIps } from './allowed-ips';
import { nameProblem, TOOLS_KEYS, toolsReads } from './tools-data';
import { DeleteDialog, SecretDialog } from './tools-dialogs';
import { ToolsList, ToolsScreen, type MerchantToolsProps } from './tools-screen';
import { useFormats } from './use-formats';

type Editing = { kind: 'create' } | { kind: 'rename'; key: ApiKey };

/**
 * internal/api_key: the business's API keys (the secret shown once, with a copy button; rename, on/off, delete) and
 * the addresses API keys may be used from.
 */
export function ApiKeys(props: MerchantToolsProps) {
  const { api, cache, onError } = props;
  const common = useCommonMessages();
  const format = useFormats();
  const keys = useQuery(cache, toolsReads.apiKeys(api));
  const create = useMutation(cache, {
    run: async (keyName: string) => {
      const reply = await api.call(merchantApiKeyCreate, { name: keyName });
      // A reply without the new key is a failure the user must hear of (spec 3 section 8).
      if (!reply.secret) throw new Error('The API key was not created');
      return reply;
    },
    invalidates: [TOOLS_KEYS.apiKeys],
    onError,
  });
  const update = useMutation(cache, {
    run: (change: { id: string; name?: string; enabled?: boolean }) => api.call(merchantApiKeyUpdate, change),
    invalidates: [TOOLS_KEYS.apiKeys],
    onError,
  });
  const deletion = useMutation(cache, {
    run: (id: number) => api.call(merchantApiKeyDelete, { id: String(id) }),
    invalidates: [TOOLS_KEYS.apiKeys, TOOLS_KEYS.apiLog],
    onError,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  const open = (next: Editing) => {
    setEditing(next);
    setName(next.kind === 'rename' ? next.key.name : '');
    setNameError(null);
  };

  const save = async () => {
    if (!editing) return;
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    if (editing.kind === 'create') {
      const created = await create.mutate(name.trim());
      if (created) {
        setEditing(null);
        setSecret({ name: created.apiKey.name, value: created.secret });
      }
      return;
    }
    if (await update.mutate({ id: String(editing.key.id), name: name.trim() })) setEditing(null);
  };

  const toggle = (key: ApiKey) => update.mutate({ id: String(key.id), enabled: !key.enabled });
  const remove = async () => {
    if (deleting && (await deletion.mutate(deleting.id))) setDeleting(null);
  };

  return (
    <ToolsScreen title={(t) => t('apiKeys.title')} intro={(t) => t('apiKeys.intro')}>
      {(t) => (
        <Stack gap="lg">
          <div className="wallet-tools__actions">
            <Button onClick={() => open({ kind: 'create' })}>{t('apiKeys.create')}</Button>
          </div>
          <ToolsList
            view={keys}
            loadError={t('apiKeys.loadError')}
            rows={keys.data?.apiKeys}
            emptyText={t('apiKeys.empty')}
            caption={t('apiKeys.title')}
            rowKey={(key) => key.id}
            columns={[
              { header: t('common.name'), rowHeader: true, cell: (key) => key.name },
              { header: t('apiKeys.key'), className: 'wallet-tools__mono', cell: (key) => key.keyHint },
              { header: t('common.status'), cell: (key) => (key.enabled ? t('common.on') : t('common.off')) },
              { header: t('common.created'), cell: (key) => format.dateTime(key.createdAt) },
              {
                header: t('apiKeys.lastUsed'),
                cell: (key) => (key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t('apiKeys.neverUsed')),
              },
              {
                header: t('common.actions'),
                cell: (key) => (
                  <div className="wallet-tools__actions">
                    <Button
                      variant="secondary"
                      onClick={() => open({ kind: 'rename', key })}
                      aria-label={t('apiKeys.renameNamed', { name: key.name })}
                    >
                      {t('common.rename')}
                    </Button>
                    <Button
                      variant="secondary"
                      loading={update.pending}
                      onClick={() => void toggle(key)}
                      aria-label={t(key.enabled ? 'common.turnOffNamed' : 'common.turnOnNamed', {
                        name: key.name,
                      })}
                    >
                      {key.enabled ? t('common.turnOff') : t('common.turnOn')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setDeleting(key)}
                      aria-label={t('common.deleteNamed', { name: key.name })}
                    >
                      {t('common.delete')}
                    </Button>
                  </div>
                ),
              },
            ]}
          />
          <AllowedIps {...props} />

          <FormDialog
            open={editing !== null}
            onCancel={() => setEditing(null)}
            title={editing?.kind === 'rename' ? t('apiKeys.renameTitle') : t('apiKeys.createTitle')}
            submitLabel={editing?.kind === 'rename' ? common('actions.save') : t('apiKeys.createAction')}
            busy={create.pending || update.pending}
            onSubmit={save}
          >
            <TextField
              label={t('apiKeys.nameLabel')}
              hint={t('apiKeys.nameHint')}
              value={name}
              maxLength={MERCHANT_TOOLS_LIMITS.nameMax + 10}
              onChange={(event) => setName(event.target.value)}
              error={nameError ? t(nameError) : undefined}
            />
          </FormDialog>

          <SecretDialog
            secret={secret?.value ?? null}
            title={t('apiKeys.secretTitle', { name: secret?.name ?? '' })}
            once={t('apiKeys.secretOnce')}
            label={t('apiKeys.secretLabel')}
            copyLabel={t('apiKeys.copy')}
            onDone={() => setSecret(null)}
          />

          <DeleteDialog
            open={deleting !== null}
            title={t('apiKeys.deleteTitle', { name: deleting?.name ?? '' })}
            text={t('apiKeys.deleteText')}
            busy={deletion.pending}
            onConfirm={() => void remove()}
            onCancel={() => setDeleting(null)}
          />
        </Stack>
      )}
    </ToolsScreen>
  );
}
