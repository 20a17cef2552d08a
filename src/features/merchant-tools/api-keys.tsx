import { useState, type FormEvent } from 'react';
import {
  merchantApiKeyCreate,
  merchantApiKeyDelete,
  merchantApiKeyUpdate,
  MERCHANT_TOOLS_LIMITS,
  type ApiKey,
} from '../../core/api/contract/merchant-tools';
import { Button, Dialog, Stack, TextField, useCommonMessages, useResource } from '../../ui';
import { AllowedIps } from './allowed-ips';
import { TOOLS_KEYS, toolsReads } from './tools-data';
import {
  ConfirmDialog,
  CopyButton,
  DialogButtons,
  FirstLoad,
  ToolsScreen,
  ToolsTable,
  useChange,
  useFormats,
  type MerchantToolsProps,
} from './tools-kit';

type Editing = { kind: 'create' } | { kind: 'rename'; key: ApiKey };

/** A name for a key or webhook: required, at most 64 characters; the message key of the problem, or null. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'common.nameRequired';
  return name.trim().length > MERCHANT_TOOLS_LIMITS.nameMax ? 'common.nameTooLong' : null;
}

/**
 * internal/api_key: the business's API keys (the secret shown once, with a copy button; rename, on/off, delete) and
 * the addresses API keys may be used from.
 */
export function ApiKeys(props: MerchantToolsProps) {
  const { api, cache } = props;
  const common = useCommonMessages();
  const format = useFormats();
  const read = toolsReads.apiKeys(api);
  const keys = useResource(cache, read.key, read.load);
  const { busy, run } = useChange(props);
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

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!editing) return;
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    if (editing.kind === 'create') {
      const created = await run(async () => {
        const reply = await api.call(merchantApiKeyCreate, { name: name.trim() });
        // A reply without the new key is a failure the user must hear of (spec 3 section 8).
        if (!reply.secret) throw new Error('The API key was not created');
        return reply;
      }, [TOOLS_KEYS.apiKeys]);
      if (created) {
        setEditing(null);
        setSecret({ name: created.apiKey.name, value: created.secret });
      }
      return;
    }
    if (
      await run(
        () => api.call(merchantApiKeyUpdate, { id: String(editing.key.id), name: name.trim() }),
        [TOOLS_KEYS.apiKeys],
      )
    )
      setEditing(null);
  };

  const toggle = (key: ApiKey) =>
    run(() => api.call(merchantApiKeyUpdate, { id: String(key.id), enabled: !key.enabled }), [TOOLS_KEYS.apiKeys]);
  const remove = async () => {
    if (!deleting) return;
    if (
      await run(
        () => api.call(merchantApiKeyDelete, { id: String(deleting.id) }),
        [TOOLS_KEYS.apiKeys, TOOLS_KEYS.apiLog],
      )
    )
      setDeleting(null);
  };

  return (
    <ToolsScreen title={(t) => t('apiKeys.title')} intro={(t) => t('apiKeys.intro')}>
      {(t) => (
        <Stack gap="lg">
          <div className="wallet-tools__actions">
            <Button onClick={() => open({ kind: 'create' })}>{t('apiKeys.create')}</Button>
          </div>
          <FirstLoad view={keys} title={t('apiKeys.loadError')} />
          {keys.data &&
            (keys.data.apiKeys.length === 0 ? (
              <p>{t('apiKeys.empty')}</p>
            ) : (
              <ToolsTable
                caption={t('apiKeys.title')}
                head={[
                  t('common.name'),
                  t('apiKeys.key'),
                  t('common.status'),
                  t('common.created'),
                  t('apiKeys.lastUsed'),
                  t('common.actions'),
                ]}
              >
                <tbody>
                  {keys.data.apiKeys.map((key) => (
                    <tr key={key.id}>
                      <th scope="row">{key.name}</th>
                      <td className="wallet-tools__mono">{key.keyHint}</td>
                      <td>{key.enabled ? t('common.on') : t('common.off')}</td>
                      <td>{format.dateTime(key.createdAt)}</td>
                      <td>{key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t('apiKeys.neverUsed')}</td>
                      <td>
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
                            loading={busy}
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
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ToolsTable>
            ))}
          <AllowedIps {...props} />

          <Dialog
            open={editing !== null}
            onClose={() => setEditing(null)}
            title={editing?.kind === 'rename' ? t('apiKeys.renameTitle') : t('apiKeys.createTitle')}
            actions={
              <DialogButtons
                action={editing?.kind === 'rename' ? common('actions.save') : t('apiKeys.createAction')}
                busy={busy}
                onAction={() => void save()}
                onCancel={() => setEditing(null)}
              />
            }
          >
            <form onSubmit={(event) => void save(event)} noValidate>
              <TextField
                label={t('apiKeys.nameLabel')}
                hint={t('apiKeys.nameHint')}
                value={name}
                maxLength={MERCHANT_TOOLS_LIMITS.nameMax + 10}
                onChange={(event) => setName(event.target.value)}
                error={nameError ? t(nameError) : undefined}
              />
              <button type="submit" hidden />
            </form>
          </Dialog>

          <Dialog
            open={secret !== null}
            onClose={() => setSecret(null)}
            title={t('apiKeys.secretTitle', { name: secret?.name ?? '' })}
            actions={<Button onClick={() => setSecret(null)}>{t('apiKeys.secretDone')}</Button>}
          >
            <Stack gap="sm">
              <p>{t('apiKeys.secretOnce')}</p>
              <p>
                {t('apiKeys.secretLabel')}
                <br />
                <code className="wallet-tools__secret">{secret?.value}</code>
              </p>
              {secret && <CopyButton text={secret.value} label={t('apiKeys.copy')} />}
            </Stack>
          </Dialog>

          <ConfirmDialog
            open={deleting !== null}
            title={t('apiKeys.deleteTitle', { name: deleting?.name ?? '' })}
            text={t('apiKeys.deleteText')}
            action={t('common.delete')}
            busy={busy}
            onConfirm={() => void remove()}
            onClose={() => setDeleting(null)}
          />
        </Stack>
      )}
    </ToolsScreen>
  );
}
