import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  usernameChangeConfirm,
  usernameChangeRequestCreate,
  usernameChangeRequestDelete,
  usernameProblem,
} from '../../core/api/contract/profile-contacts';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, Inline, Stack, TextField, useMessages, useQuery } from '../../ui';
import { contactsReads } from './contacts-data';
import { LoadState } from './load-state';
import { useCodeEntry } from './code-entry';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { useContactChange } from './use-contact-change';

/**
 * Username change (spec 3 section 3.4): ask for another sign-in e-mail address, confirm it with the code sent there
 * (pending), or cancel; the request ends active (the new username signs in) or failed.
 */
export function UsernameChange({
  api,
  cache,
  onChanged,
}: {
  api: ApiClient;
  cache: ResourceCache;
  onChanged?: (username: string) => void;
}) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const read = contactsReads.username(api);
  const state = useQuery(cache, read);
  const [desired, setDesired] = useState('');
  const [desiredError, setDesiredError] = useState<string | undefined>();
  const code = useCodeEntry();
  const { notice, failureText, busy, run } = useContactChange<{ text: string; tone: 'success' | 'warning' }>(
    cache,
    read.key,
  );

  const username = state.data?.username ?? '';
  const request = state.data?.request ?? null;
  const pending = request?.status === 'pending' ? request : null;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const problem = usernameProblem(desired, username);
    if (problem) {
      setDesiredError(t(`contacts.refusals.${problem === 'invalid' ? 'usernameInvalid' : 'usernameUnchanged'}`));
      return;
    }
    void run(async () => {
      const reply = await api.call(usernameChangeRequestCreate, { desiredUsername: desired.trim() });
      code.clear();
      return { text: t('contacts.username.sent', { email: reply.request.desiredUsername }), tone: 'success' };
    }, setDesiredError);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    if (!code.complete) {
      code.setError(t('contacts.emails.errors.code'));
      return;
    }
    void run(async () => {
      const reply = await api.call(usernameChangeConfirm, { requestId: pending.requestId, code: code.code });
      setDesired('');
      if (reply.request.status === 'active') {
        onChanged?.(reply.username);
        return { text: t('contacts.username.changed', { email: reply.username }), tone: 'success' };
      }
      return { text: t('contacts.username.failed', { email: reply.request.desiredUsername }), tone: 'warning' };
    }, code.setError);
  };

  return (
    <Stack gap="md" className="wallet-settings wallet-contacts">
      <h2>{t('contacts.username.title')}</h2>
      <LoadState view={state} title={t('contacts.username.title')} />
      {state.data && <p>{t('contacts.username.current', { email: username })}</p>}
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {failureText !== null && <Banner tone="error">{failureText}</Banner>}
      {request?.status === 'failed' && !notice && (
        <Banner tone="warning">{t('contacts.username.failed', { email: request.desiredUsername })}</Banner>
      )}
      {pending ? (
        <form onSubmit={confirm} noValidate aria-label={t('contacts.username.confirmTitle')}>
          <Stack gap="md">
            <p>{t('contacts.username.pending', { email: pending.desiredUsername })}</p>
            <TextField label={t('contacts.username.codeLabel', { email: pending.desiredUsername })} {...code.field} />
            <Inline gap="sm">
              <Button type="submit" loading={busy}>
                {t('contacts.username.confirm')}
              </Button>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await api.call(usernameChangeRequestDelete, { requestId: pending.requestId });
                    return { text: t('contacts.username.cancelled'), tone: 'success' };
                  }, code.setError)
                }
              >
                {t('contacts.username.cancelRequest')}
              </Button>
            </Inline>
          </Stack>
        </form>
      ) : (
        state.data && (
          <form onSubmit={ask} noValidate aria-label={t('contacts.username.title')}>
            <Stack gap="md">
              <TextField
                label={t('contacts.username.newLabel')}
                hint={t('contacts.username.hint')}
                type="email"
                autoComplete="username"
                value={desired}
                error={desiredError}
                onChange={(event) => {
                  setDesired(event.target.value);
                  setDesiredError(undefined);
                }}
              />
              <div>
                <Button type="submit" loading={busy}>
                  {t('contacts.username.request')}
                </Button>
              </div>
            </Stack>
          </form>
        )
      )}
    </Stack>
  );
}
