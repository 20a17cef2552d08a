import { useState } from 'react';
import { ipRangeProblem } from '../../core/api/contract/ip-ranges';
import {
  merchantAllowedIpCreate,
  merchantAllowedIpDelete,
  merchantAllowedIpUpdate,
  type AllowedIp,
} from '../../core/api/contract/merchant-tools';
import { FormDialog, TextField, useCommonMessages, useDialogDraft, useMutation, useQuery } from '../../ui';
import { useToolsMessages } from './messages';
import { nameProblem, TOOLS_KEYS, toolsReads } from './tools-data';
import { DeleteDialog, EnabledCheck } from './tools-dialogs';
import { NamedEntriesSection } from './named-entries';
import type { MerchantToolsProps } from './tools-screen';

type Draft = {
  id: number | null;
  name: string;
  ipFrom: string;
  ipTo: string;
  enabled: boolean;
};

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
  const editor = useDialogDraft<Draft>({ clearErrorsOnEdit: false });
  const [deleting, setDeleting] = useState<AllowedIp | null>(null);

  const edit = (entry: AllowedIp | null) => {
    editor.open(
      entry
        ? { id: entry.id, name: entry.name, ipFrom: entry.ipFrom, ipTo: entry.ipTo ?? '', enabled: entry.enabled }
        : { id: null, name: '', ipFrom: '', ipTo: '', enabled: true },
    );
  };

  const save = async () => {
    const { draft } = editor;
    if (!draft) return;
    const problem = ipRangeProblem(draft.ipFrom, draft.ipTo);
    const found: DraftErrors = {};
    const named = nameProblem(draft.name);
    if (named) found.name = t(named);
    if (problem === 'invalidStart') found.ipFrom = t('allowedIps.errors.invalidStart');
    else if (problem) found.ipTo = t(`allowedIps.errors.${problem}`);
    editor.setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: draft.name.trim(),
      ipFrom: draft.ipFrom.trim(),
      ipTo: draft.ipTo.trim() || null,
      enabled: draft.enabled,
    };
    if (await saving.mutate({ id: draft.id, body })) editor.close();
  };

  const remove = async () => {
    if (deleting && (await deletion.mutate(deleting.id))) setDeleting(null);
  };

  const rangeText = (entry: AllowedIp) =>
    entry.ipTo ? t('allowedIps.range', { from: entry.ipFrom, to: entry.ipTo }) : entry.ipFrom;

  return (
    <NamedEntriesSection
      headingId="tools-allowed-ips"
      title={t('allowedIps.title')}
      intro={t('allowedIps.intro')}
      note={list.data && <p>{t('allowedIps.currentIp', { ip: list.data.currentIp })}</p>}
      addLabel={t('allowedIps.add')}
      view={list}
      entries={list.data?.allowedIps}
      loadError={t('allowedIps.loadError')}
      emptyText={t('allowedIps.empty')}
      detail={{ header: t('allowedIps.addresses'), cell: rangeText }}
      onEdit={edit}
      onDelete={setDeleting}
    >
      <FormDialog
        {...editor.dialogProps}
        title={editor.draft?.id === null ? t('allowedIps.addTitle') : t('allowedIps.editTitle')}
        submitLabel={common('actions.save')}
        busy={saving.pending}
        onSubmit={save}
      >
        {editor.draft && (
          <>
            <TextField label={t('common.name')} {...editor.text('name')} />
            <TextField
              label={t('allowedIps.ipFrom')}
              {...editor.text('ipFrom')}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField
              label={t('allowedIps.ipTo')}
              hint={t('allowedIps.ipToHint')}
              {...editor.text('ipTo')}
              autoComplete="off"
              spellCheck={false}
            />
            <EnabledCheck
              label={t('allowedIps.enabled')}
              checked={editor.draft.enabled}
              onChange={(enabled) => editor.set({ enabled })}
            />
          </>
        )}
      </FormDialog>
      <DeleteDialog
        open={deleting !== null}
        title={t('allowedIps.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('allowedIps.deleteText')}
        busy={deletion.pending}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </NamedEntriesSection>
  );
}
