import { useState, type FormEvent } from 'react';
import { ipRangeProblem } from '../../core/api/contract/ip-ranges';
import {
  merchantAllowedIpCreate,
  merchantAllowedIpDelete,
  merchantAllowedIpUpdate,
  type AllowedIp,
} from '../../core/api/contract/merchant-tools';
import { Button, Dialog, Stack, TextField, useCommonMessages, useMutation, useQuery } from '../../ui';
import { useToolsMessages } from './messages';
import { nameProblem, TOOLS_KEYS, toolsReads } from './tools-data';
import { ConfirmDialog, DialogButtons } from './tools-dialogs';
import { FirstLoad, type MerchantToolsProps } from './tools-screen';
import { ToolsTable } from './tools-table';

interface Draft {
  id: number | null;
  name: string;
  ipFrom: string;
  ipTo: string;
  enabled: boolean;
}

interface AllowedIpBody {
  name: string;
  ipFrom: string;
  ipTo: string | null;
  enabled: boolean;
}

type DraftErrors = Partial<Record<'name' | 'ipFrom' | 'ipTo', string>>;

/** Allowed IPs of API-key calls: name, one address or a range, on or off. Server refusals open the popup. */
export function AllowedIps(props: MerchantToolsProps) {
  const { api, cache, onError } = props;
  const { t } = useToolsMessages();
  const common = useCommonMessages();
  const list = useQuery(cache, toolsReads.allowedIps(api));
  const saving = useMutation(cache, {
    run: ({ id, body }: { id: number | null; body: AllowedIpBody }) =>
      id === null
        ? api.call(merchantAllowedIpCreate, body)
        : api.call(merchantAllowedIpUpdate, { ...body, id: String(id) }),
    invalidates: [TOOLS_KEYS.allowedIps],
    onError,
  });
  const deletion = useMutation(cache, {
    run: (id: number) => api.call(merchantAllowedIpDelete, { id: String(id) }),
    invalidates: [TOOLS_KEYS.allowedIps],
    onError,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [deleting, setDeleting] = useState<AllowedIp | null>(null);

  const edit = (entry: AllowedIp | null) => {
    setErrors({});
    setDraft(
      entry
        ? { id: entry.id, name: entry.name, ipFrom: entry.ipFrom, ipTo: entry.ipTo ?? '', enabled: entry.enabled }
        : { id: null, name: '', ipFrom: '', ipTo: '', enabled: true },
    );
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft) return;
    const problem = ipRangeProblem(draft.ipFrom, draft.ipTo);
    const found: DraftErrors = {};
    const named = nameProblem(draft.name);
    if (named) found.name = t(named);
    if (problem === 'invalidStart') found.ipFrom = t('allowedIps.errors.invalidStart');
    else if (problem) found.ipTo = t(`allowedIps.errors.${problem}`);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: draft.name.trim(),
      ipFrom: draft.ipFrom.trim(),
      ipTo: draft.ipTo.trim() || null,
      enabled: draft.enabled,
    };
    if (await saving.mutate({ id: draft.id, body })) setDraft(null);
  };

  const remove = async () => {
    if (deleting && (await deletion.mutate(deleting.id))) setDeleting(null);
  };

  const rangeText = (entry: AllowedIp) =>
    entry.ipTo ? t('allowedIps.range', { from: entry.ipFrom, to: entry.ipTo }) : entry.ipFrom;

  return (
    <section aria-labelledby="tools-allowed-ips" className="wallet-tools__section">
      <Stack gap="md">
        <h2 id="tools-allowed-ips">{t('allowedIps.title')}</h2>
        <p>{t('allowedIps.intro')}</p>
        {list.data && <p>{t('allowedIps.currentIp', { ip: list.data.currentIp })}</p>}
        <div className="wallet-tools__actions">
          <Button variant="secondary" onClick={() => edit(null)}>
            {t('allowedIps.add')}
          </Button>
        </div>
        <FirstLoad view={list} title={t('allowedIps.loadError')} />
        {list.data &&
          (list.data.allowedIps.length === 0 ? (
            <p>{t('allowedIps.empty')}</p>
          ) : (
            <ToolsTable
              caption={t('allowedIps.title')}
              head={[t('common.name'), t('allowedIps.addresses'), t('common.status'), t('common.actions')]}
            >
              <tbody>
                {list.data.allowedIps.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row">{entry.name}</th>
                    <td className="wallet-tools__mono">{rangeText(entry)}</td>
                    <td>{entry.enabled ? t('common.on') : t('common.off')}</td>
                    <td>
                      <div className="wallet-tools__actions">
                        <Button
                          variant="secondary"
                          onClick={() => edit(entry)}
                          aria-label={t('common.editNamed', { name: entry.name })}
                        >
                          {t('common.edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => setDeleting(entry)}
                          aria-label={t('common.deleteNamed', { name: entry.name })}
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
      </Stack>
      <Dialog
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.id === null ? t('allowedIps.addTitle') : t('allowedIps.editTitle')}
        actions={
          <DialogButtons
            action={common('actions.save')}
            busy={saving.pending}
            onAction={() => void save()}
            onCancel={() => setDraft(null)}
          />
        }
      >
        {draft && (
          <form onSubmit={(event) => void save(event)} noValidate>
            <Stack gap="md">
              <TextField
                label={t('common.name')}
                value={draft.name}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                error={errors.name}
              />
              <TextField
                label={t('allowedIps.ipFrom')}
                value={draft.ipFrom}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setDraft({ ...draft, ipFrom: event.target.value })}
                error={errors.ipFrom}
              />
              <TextField
                label={t('allowedIps.ipTo')}
                hint={t('allowedIps.ipToHint')}
                value={draft.ipTo}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setDraft({ ...draft, ipTo: event.target.value })}
                error={errors.ipTo}
              />
              <label className="wallet-tools__check">
                <input
                  type="checkbox"
                  checked={draft.enabled}
                  onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
                />
                {t('allowedIps.enabled')}
              </label>
              <button type="submit" hidden />
            </Stack>
          </form>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('allowedIps.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('allowedIps.deleteText')}
        action={t('common.delete')}
        busy={deletion.pending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
