import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  businessUserAdd,
  businessUserRemove,
  businessUserRightsUpdate,
  EXCLUDED_ACCESS_RIGHT,
  type BusinessUser,
} from '../../core/api/contract/company';
import { COMPANY_CACHE_KEYS, companyLoaders } from '../../core/company/company-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Card,
  Dialog,
  Select,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useResource,
  type SelectOption,
} from '../../ui';
import { CompanyLoadState } from './company-documents';
import { CompanyTexts, useServerFieldErrors } from './company-shared';
import { useCompanyMessages } from './messages';

export interface ManageUsersProps {
  api: ApiClient;
  cache: ResourceCache;
}

/** `/company-access`: the company's users with their rights, the representatives who could get access, adding and removing. */
export function ManageUsers(props: ManageUsersProps) {
  return (
    <CompanyTexts>
      <ManageUsersContent {...props} />
    </CompanyTexts>
  );
}

function useRightOptions(api: ApiClient, cache: ResourceCache): SelectOption[] {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const rights = useResource(cache, COMPANY_CACHE_KEYS.accessRights(language), (signal) =>
    companyLoaders.accessRights(api, language, signal),
  );
  return (rights.data?.accessRights ?? [])
    .filter((right) => right.id !== EXCLUDED_ACCESS_RIGHT)
    .map((right) => ({
      value: String(right.id),
      label: t(`rights.${String(right.id)}`, { defaultValue: right.name }),
    }));
}

function ManageUsersContent({ api, cache }: ManageUsersProps) {
  const { t } = useCompanyMessages();
  const users = useResource(cache, COMPANY_CACHE_KEYS.users, (signal) => companyLoaders.users(api, signal));
  const potential = useResource(cache, COMPANY_CACHE_KEYS.potentialUsers, (signal) =>
    companyLoaders.potentialUsers(api, signal),
  );
  const options = useRightOptions(api, cache);
  const [adding, setAdding] = useState<{ representativeId: number; name: string } | null>(null);
  const changed = () => {
    cache.invalidate(COMPANY_CACHE_KEYS.users);
    cache.invalidate(COMPANY_CACHE_KEYS.potentialUsers);
    cache.invalidate(COMPANY_CACHE_KEYS.representatives);
  };
  const canManage = users.data?.canManage ?? false;
  return (
    <div className="wallet-company">
      <Stack gap="lg">
        <h1>{t('users.title')}</h1>
        <p>{t('users.intro')}</p>
        {users.data ? (
          <>
            {!canManage && <Banner tone="info">{t('users.readOnly')}</Banner>}
            <ul className="wallet-company__users" aria-label={t('users.listLabel')}>
              {users.data.users.map((user) => (
                <UserItem
                  key={user.userId}
                  api={api}
                  user={user}
                  options={options}
                  canManage={canManage}
                  onChanged={changed}
                />
              ))}
            </ul>
          </>
        ) : (
          <CompanyLoadState
            state={{ status: users.status === 'error' ? 'error' : 'loading', error: users.error, reload: users.reload }}
          />
        )}
        {canManage && (
          <Card title={t('users.potential.title')} headingLevel={2}>
            <Stack gap="sm">
              <p>{t('users.potential.intro')}</p>
              {potential.data && potential.data.potentialUsers.length === 0 && <p>{t('users.potential.none')}</p>}
              <ul className="wallet-company__users">
                {potential.data?.potentialUsers.map((person) => {
                  const name = `${person.firstName} ${person.lastName}`;
                  return (
                    <li key={person.representativeId} className="wallet-company__user">
                      <span>
                        <strong>{name}</strong>
                        {person.email && <span className="wallet-company__muted"> · {person.email}</span>}
                      </span>
                      <Button
                        variant="secondary"
                        onClick={() => setAdding({ representativeId: person.representativeId, name })}
                      >
                        {t('users.potential.add', { name })}
                      </Button>
                    </li>
                  );
                })}
              </ul>
              {adding && (
                <AddUserForm
                  key={adding.representativeId}
                  api={api}
                  options={options}
                  person={adding}
                  onDone={(added) => {
                    if (added) changed();
                    setAdding(null);
                  }}
                />
              )}
            </Stack>
          </Card>
        )}
        {canManage && (
          <Card title={t('users.add.title')} headingLevel={2}>
            <AddUserForm api={api} options={options} person={null} onDone={(added) => added && changed()} />
          </Card>
        )}
      </Stack>
    </div>
  );
}

function UserItem({
  api,
  user,
  options,
  canManage,
  onChanged,
}: {
  api: ApiClient;
  user: BusinessUser;
  options: SelectOption[];
  canManage: boolean;
  onChanged: () => void;
}) {
  const { t } = useCompanyMessages();
  const errorText = useErrorText();
  const fieldErrors = useServerFieldErrors();
  const name = `${user.firstName} ${user.lastName}`;
  const [right, setRight] = useState(String(user.accessRights));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setSaving(true);
    setError(null);
    setFailure(null);
    setSaved(false);
    try {
      await action();
      return true;
    } catch (caught) {
      const found = fieldErrors(caught);
      const text = found.accessRights ?? found.userId ?? null;
      setError(text);
      if (text === null) setFailure(caught);
      return false;
    } finally {
      setSaving(false);
    }
  }

  const rightLabel = user.balanceInfo
    ? t(`rights.${String(user.accessRights)}`, { defaultValue: String(user.accessRights) })
    : t('users.documentsOnly');
  return (
    <li className="wallet-company__user">
      <div>
        <strong>{name}</strong>
        {user.isCurrentUser && <span className="wallet-company__muted"> {t('users.you')}</span>}
        <p className="wallet-company__muted">
          {user.email} · {user.active ? rightLabel : t('users.pending')}
        </p>
      </div>
      {canManage && !user.isCurrentUser && (
        <form
          className="wallet-company__user-actions"
          aria-label={t('users.rightsFor', { name })}
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void run(() =>
              api.call(businessUserRightsUpdate, { userId: user.userId, accessRights: Number(right) }),
            ).then((ok) => {
              if (ok) {
                setSaved(true);
                onChanged();
              }
            });
          }}
        >
          <Select
            label={t('users.rights')}
            options={options}
            value={options.some((option) => option.value === right) ? right : ''}
            placeholder={t('users.rightsPlaceholder')}
            error={error ?? undefined}
            onChange={(event) => setRight(event.target.value)}
          />
          <Button type="submit" loading={saving}>
            {t('users.saveRights')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('users.remove')}
          </Button>
          {saved && (
            <p role="status" className="wallet-company__done">
              {t('users.rightsSaved', { name })}
            </p>
          )}
        </form>
      )}
      {failure !== null && (
        <Banner tone="error" title={t('form.failed')}>
          {errorText(failure)}
        </Banner>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={t('users.removeTitle')}
        description={t('users.removeText', { name })}
        actions={
          <>
            <Button
              loading={saving}
              onClick={() =>
                void run(() => api.call(businessUserRemove, { userId: user.userId })).then((ok) => {
                  setConfirming(false);
                  if (ok) onChanged();
                })
              }
            >
              {t('users.removeConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </Button>
          </>
        }
      />
    </li>
  );
}

function AddUserForm({
  api,
  options,
  person,
  onDone,
}: {
  api: ApiClient;
  options: SelectOption[];
  person: { representativeId: number; name: string } | null;
  onDone: (added: boolean) => void;
}) {
  const { t } = useCompanyMessages();
  const errorText = useErrorText();
  const fieldErrors = useServerFieldErrors();
  const [draft, setDraft] = useState({ firstName: '', lastName: '', email: '', right: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!person) {
      if (!draft.firstName.trim()) found.firstName = t('users.add.errors.firstName');
      if (!draft.lastName.trim()) found.lastName = t('users.add.errors.lastName');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) found.email = t('users.add.errors.email');
    }
    if (!draft.right) found.accessRights = t('users.add.errors.rights');
    setErrors(found);
    setFailure(null);
    setAdded(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const reply = await api.call(businessUserAdd, {
        accessRights: Number(draft.right),
        ...(person
          ? { representativeId: person.representativeId }
          : { firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), email: draft.email.trim() }),
      });
      setAdded(reply.user.email);
      setDraft({ firstName: '', lastName: '', email: '', right: '' });
      onDone(true);
    } catch (error) {
      const next = fieldErrors(error);
      setErrors(next);
      if (Object.keys(next).length === 0) setFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={person ? t('users.potential.formFor', { name: person.name }) : t('users.add.title')}
    >
      <Stack gap="md">
        {!person && (
          <>
            <p>{t('users.add.intro')}</p>
            <div className="wallet-company__pair">
              <TextField
                label={t('users.add.firstName')}
                autoComplete="off"
                value={draft.firstName}
                error={errors.firstName}
                onChange={(event) => setDraft({ ...draft, firstName: event.target.value })}
              />
              <TextField
                label={t('users.add.lastName')}
                autoComplete="off"
                value={draft.lastName}
                error={errors.lastName}
                onChange={(event) => setDraft({ ...draft, lastName: event.target.value })}
              />
            </div>
            <TextField
              label={t('users.add.email')}
              type="email"
              autoComplete="off"
              value={draft.email}
              error={errors.email}
              onChange={(event) => setDraft({ ...draft, email: event.target.value })}
            />
          </>
        )}
        <Select
          label={t('users.rights')}
          placeholder={t('users.rightsPlaceholder')}
          options={options}
          value={draft.right}
          error={errors.accessRights}
          onChange={(event) => setDraft({ ...draft, right: event.target.value })}
        />
        {failure !== null && (
          <Banner tone="error" title={t('form.failed')}>
            {errorText(failure)}
          </Banner>
        )}
        {added && (
          <p role="status" className="wallet-company__done">
            {t('users.add.done', { email: added })}
          </p>
        )}
        <div className="wallet-company__buttons">
          <Button type="submit" loading={saving}>
            {t('users.add.submit')}
          </Button>
          {person && (
            <Button variant="secondary" onClick={() => onDone(false)}>
              {t('form.cancel')}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
