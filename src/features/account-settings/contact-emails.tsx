import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  emailAdd,
  emailAddProblem,
  emailConfirmationSend,
  emailDelete,
  emailSetPrimary,
  type ContactEmail,
} from '../../core/api/contract/profile-contacts';
import { emailConfirm } from '../../core/api/contract/registration';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, ConfirmDialog, Dialog, Stack, TextField, useMessages, useQuery } from '../../ui';
import { contactsReads, type ContactsScope } from './contacts-data';
import { LoadState } from './load-state';
import { useCodeEntry } from './code-entry';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { useContactChange } from './use-contact-change';

export interface ContactEmailsProps {
  api: ApiClient;
  cache: ResourceCache;
  /** `company` on the company e-mails page (the calls then act for the selected company). */
  scope: ContactsScope;
  /** 1 when the list is the page itself, 2 inside the profile. */
  headingLevel?: 1 | 2;
}

/**
 * E-mail addresses of the acting customer (spec 3 section 7.1: add, delete, set primary, confirm request, confirm by
 * code): the personal profile and the company e-mails page show this same list.
 */
export function ContactEmails({ api, cache, scope, headingLevel = 2 }: ContactEmailsProps) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const read = contactsReads.emails(api, scope);
  const list = useQuery(cache, read);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<ContactEmail | null>(null);
  const code = useCodeEntry();
  const [deleting, setDeleting] = useState<ContactEmail | null>(null);
  const { notice, failureText, busy, run } = useContactChange<string>(cache, read.key);

  const emails = list.data?.emails ?? [];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const email = draft.trim();
    const problem = emailAddProblem(email, emails);
    if (problem) {
      setDraftError(t(`contacts.emails.errors.${problem}`, { max: list.data?.maxEmails ?? 5 }));
      return;
    }
    const added = await run(async () => {
      await api.call(emailAdd, { email });
      return t('contacts.emails.added', { email });
    }, setDraftError);
    if (added) setDraft('');
  };

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!confirming?.confirmationId) return;
    if (!code.complete) {
      code.setError(t('contacts.emails.errors.code'));
      return;
    }
    const emailId = confirming.confirmationId;
    const done = await run(async () => {
      await api.call(emailConfirm, { emailId, confirmationCode: code.code });
      return t('contacts.emails.confirmed', { email: confirming.email });
    }, code.setError);
    if (done) setConfirming(null);
  };

  const remove = async () => {
    if (!deleting) return;
    const { id, email } = deleting;
    setDeleting(null);
    await run(async () => {
      await api.call(emailDelete, { id });
      return t('contacts.emails.deleted', { email });
    });
  };

  const openConfirm = (entry: ContactEmail) => {
    code.reset();
    setConfirming(entry);
  };

  return (
    <Stack gap="md" className="wallet-settings wallet-contacts">
      <Heading>{t(scope === 'company' ? 'contacts.emails.companyTitle' : 'contacts.emails.title')}</Heading>
      <p>{t('contacts.emails.intro')}</p>
      {notice && <Banner tone="success">{notice}</Banner>}
      {failureText !== null && <Banner tone="error">{failureText}</Banner>}
      <LoadState view={list} title={t('contacts.emails.title')} />
      {emails.length > 0 && (
        <ul className="wallet-contacts__list" aria-label={t('contacts.emails.title')}>
          {emails.map((entry) => (
            <li key={entry.id} className="wallet-contacts__item">
              <div className="wallet-contacts__main">
                <strong className="wallet-settings__wrap">{entry.email}</strong>
                <span className="wallet-settings__actions">
                  {entry.primary && (
                    <span className="wallet-contacts__badge wallet-contacts__badge--ok">
                      {t('contacts.emails.primary')}
                    </span>
                  )}
                  <span
                    className={`wallet-contacts__badge wallet-contacts__badge--${entry.confirmed ? 'ok' : 'pending'}`}
                  >
                    {entry.confirmed ? t('contacts.emails.confirmedBadge') : t('contacts.emails.unconfirmed')}
                  </span>
                </span>
              </div>
              <div className="wallet-settings__actions">
                {!entry.confirmed && entry.confirmationId !== null && (
                  <Button
                    variant="secondary"
                    onClick={() => openConfirm(entry)}
                    aria-label={t('contacts.itemAction', { action: t('contacts.emails.enterCode'), item: entry.email })}
                  >
                    {t('contacts.emails.enterCode')}
                  </Button>
                )}
                {!entry.confirmed && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('contacts.itemAction', {
                      action: t(entry.confirmationId === null ? 'contacts.emails.send' : 'contacts.emails.resend'),
                      item: entry.email,
                    })}
                    onClick={() =>
                      void run(async () => {
                        await api.call(emailConfirmationSend, { id: entry.id });
                        return t('contacts.emails.sent', { email: entry.email });
                      })
                    }
                  >
                    {t(entry.confirmationId === null ? 'contacts.emails.send' : 'contacts.emails.resend')}
                  </Button>
                )}
                {entry.confirmed && !entry.primary && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('contacts.itemAction', {
                      action: t('contacts.emails.makePrimary'),
                      item: entry.email,
                    })}
                    onClick={() =>
                      void run(async () => {
                        await api.call(emailSetPrimary, { id: entry.id });
                        return t('contacts.emails.primaryNow', { email: entry.email });
                      })
                    }
                  >
                    {t('contacts.emails.makePrimary')}
                  </Button>
                )}
                {!entry.primary && (
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(entry)}
                    aria-label={t('contacts.itemAction', { action: t('contacts.delete'), item: entry.email })}
                  >
                    {t('contacts.delete')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <form
          onSubmit={(event) => void add(event)}
          noValidate
          className="wallet-contacts__add"
          aria-label={t('contacts.emails.addTitle')}
        >
          <TextField
            label={t('contacts.emails.newLabel')}
            type="email"
            autoComplete="email"
            value={draft}
            error={draftError}
            onChange={(event) => {
              setDraft(event.target.value);
              setDraftError(undefined);
            }}
          />
          <div>
            <Button type="submit" loading={busy}>
              {t('contacts.emails.add')}
            </Button>
          </div>
        </form>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('contacts.emails.codeTitle')}
        description={confirming ? t('contacts.emails.codeBody', { email: confirming.email }) : undefined}
        actions={
          <>
            <Button onClick={() => void confirm()} loading={busy}>
              {t('contacts.emails.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
          </>
        }
      >
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <TextField label={t('contacts.emails.codeLabel')} {...code.field} />
          <button type="submit" hidden />
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t('contacts.emails.deleteTitle')}
        description={deleting ? t('contacts.emails.deleteBody', { email: deleting.email }) : undefined}
        confirmLabel={t('contacts.delete')}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
