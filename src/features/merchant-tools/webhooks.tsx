import { useState, type FormEvent } from 'react';
import {
  merchantWebhookCreate,
  merchantWebhookDelete,
  merchantWebhookPing,
  merchantWebhookUpdate,
  MERCHANT_TOOLS_LIMITS,
  type Webhook,
} from '../../core/api/contract/merchant-tools';
import { offlineUrlProblem } from '../../core/merchant-buttons/url-checks';
import { Banner, Button, FormDialog, Stack, TextField, useDialogDraft, useMutation, useQuery } from '../../ui';
import { useToolsMessages } from './messages';
import { nameProblem, TOOLS_KEYS, toolsReads } from './tools-data';
import { DeleteDialog, EnabledCheck, SecretDialog } from './tools-dialogs';
import { NamedEntriesSection } from './named-entries';
import type { MerchantToolsProps } from './tools-screen';

type Draft = {
  id: number | null;
  name: string;
  url: string;
  enabled: boolean;
};

/** The message key of what is wrong with a URL before any call, or null. */
function urlProblemKey(url: string): string | null {
  const problem = offlineUrlProblem(url.trim());
  return problem ? `webhooks.urlProblems.${problem}` : null;
}

/** Webhooks (name, URL, on/off; the signing secret shown once) and a ping to try a URL. */
export function Webhooks(props: MerchantToolsProps) {
  const { api, cache, onError } = props;
  const { t } = useToolsMessages();
  const hooks = useQuery(cache, toolsReads.webhooks(api));
  const create = useMutation(cache, {
    run: async (body: { name: string; url: string; enabled: boolean }) => {
      const reply = await api.call(merchantWebhookCreate, body);
      if (!reply.secret) throw new Error('The webhook was not created');
      return reply;
    },
    invalidates: [TOOLS_KEYS.webhooks],
    onError,
  });
  const update = useMutation(cache, {
    run: (body: { id: string; name: string; url: string; enabled: boolean }) => api.call(merchantWebhookUpdate, body),
    invalidates: [TOOLS_KEYS.webhooks],
    onError,
  });
  const deletion = useMutation(cache, {
    run: (id: number) => api.call(merchantWebhookDelete, { id: String(id) }),
    invalidates: [TOOLS_KEYS.webhooks, TOOLS_KEYS.webhookLog],
    onError,
  });
  const pinging = useMutation(cache, {
    run: (url: string) => api.call(merchantWebhookPing, { url }),
    invalidates: [TOOLS_KEYS.webhookLog],
    onError,
  });
  const editor = useDialogDraft<Draft>({ clearErrorsOnEdit: false });
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [pingUrl, setPingUrl] = useState('');
  const [pingError, setPingError] = useState<string | null>(null);
  const [pinged, setPinged] = useState<{ delivered: boolean; httpStatus: number | null } | null>(null);

  const edit = (hook: Webhook | null) => {
    editor.open(
      hook
        ? { id: hook.id, name: hook.name, url: hook.url, enabled: hook.enabled }
        : { id: null, name: '', url: '', enabled: true },
    );
  };

  const save = async () => {
    const { draft } = editor;
    if (!draft) return;
    const found: { name?: string; url?: string } = {};
    const named = nameProblem(draft.name);
    const urlKey = urlProblemKey(draft.url);
    if (named) found.name = t(named);
    if (urlKey) found.url = t(urlKey);
    editor.setErrors(found);
    if (named || urlKey) return;
    const body = { name: draft.name.trim(), url: draft.url.trim(), enabled: draft.enabled };
    if (draft.id === null) {
      const created = await create.mutate(body);
      if (created) {
        editor.close();
        setSecret(created.secret);
      }
      return;
    }
    if (await update.mutate({ ...body, id: String(draft.id) })) editor.close();
  };

  const remove = async () => {
    if (deleting && (await deletion.mutate(deleting.id))) setDeleting(null);
  };

  const ping = async (event: FormEvent) => {
    event.preventDefault();
    const problem = urlProblemKey(pingUrl);
    setPingError(problem);
    setPinged(null);
    if (problem) return;
    const reply = await pinging.mutate(pingUrl.trim());
    if (reply) setPinged(reply);
  };

  return (
    <Stack gap="lg">
      <NamedEntriesSection
        headingId="tools-webhooks"
        title={t('webhooks.title')}
        intro={t('webhooks.intro')}
        addLabel={t('webhooks.add')}
        view={hooks}
        entries={hooks.data?.webhooks}
        loadError={t('webhooks.loadError')}
        emptyText={t('webhooks.empty')}
        detail={{ header: t('webhooks.url'), cell: (hook) => hook.url }}
        onEdit={edit}
        onDelete={setDeleting}
        footer={
          <>
            <form
              className="wallet-tools__filters"
              onSubmit={(event) => void ping(event)}
              noValidate
              aria-label={t('webhooks.pingTitle')}
            >
              <TextField
                type="url"
                label={t('webhooks.pingLabel')}
                hint={t('webhooks.pingHint')}
                value={pingUrl}
                onChange={(event) => setPingUrl(event.target.value)}
                error={pingError ? t(pingError) : undefined}
              />
              <Button type="submit" variant="secondary" loading={pinging.pending}>
                {t('webhooks.ping')}
              </Button>
            </form>
            {pinged && (
              <Banner tone={pinged.delivered ? 'success' : 'error'}>
                {pinged.delivered
                  ? t('webhooks.pingDelivered', { status: pinged.httpStatus ?? '' })
                  : pinged.httpStatus
                    ? t('webhooks.pingRefused', { status: pinged.httpStatus })
                    : t('webhooks.pingNoAnswer')}
              </Banner>
            )}
          </>
        }
      />

      <FormDialog
        {...editor.dialogProps}
        title={editor.draft?.id === null ? t('webhooks.addTitle') : t('webhooks.editTitle')}
        submitLabel={t('webhooks.save')}
        busy={create.pending || update.pending}
        onSubmit={save}
      >
        {editor.draft && (
          <>
            <TextField label={t('common.name')} {...editor.text('name')} />
            <TextField
              type="url"
              label={t('webhooks.url')}
              hint={t('webhooks.urlHint')}
              maxLength={MERCHANT_TOOLS_LIMITS.urlMax}
              {...editor.text('url')}
            />
            <EnabledCheck
              label={t('webhooks.enabled')}
              checked={editor.draft.enabled}
              onChange={(enabled) => editor.set({ enabled })}
            />
          </>
        )}
      </FormDialog>
      <SecretDialog
        secret={secret}
        title={t('webhooks.secretTitle')}
        once={t('webhooks.secretOnce')}
        label={t('webhooks.secretLabel')}
        copyLabel={t('webhooks.copySecret')}
        onDone={() => setSecret(null)}
      />
      <DeleteDialog
        open={deleting !== null}
        title={t('webhooks.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('webhooks.deleteText')}
        busy={deletion.pending}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
