import { useMemo, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  businessUserAdd,
  businessUserRemove,
  businessUserRightsUpdate,
  EXCLUDED_ACCESS_RIGHT,
  type BusinessUser,
} from '../../core/api/contract/company';
import { COMPANY_CACHE_KEYS, companyQueries } from '../../core/company/company-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Select,
  Stack,
  TextField,
  type SelectOption,
  useForm,
  useLanguage,
  useMutation,
  useQuery,
} from '../../ui';
import { CompanyLoadState } from './company-documents';
import { CompanyTexts, SaveFailure, useServerFieldErrors, useServerRefusal } from './company-shared';
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
  const rights = useQuery(cache, companyQueries.accessRights(api, language));
  return (rights.data?.accessRights ?? [])
    .filter((right) => right.id !== EXCLUDED_ACCESS_RIGHT)
    .map((right) => ({
      value: String(right.id),
      label: t(`rights.${String(right.id)}`, { defaultValue: right.name }),
    }));
}

function ManageUsersContent({ api, cache }: ManageUsersProps) {
  const { t } = useCompanyMessages();
  const users = useQuery(cache, companyQueries.users(api));
  const potential = useQuery(cache, companyQueries.potentialUsers(api));
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
                  cache={cache}
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
                  cache={cache}
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
            <AddUserForm
              api={api}
              cache={cache}
              options={options}
              person={null}
              onDone={(added) => added && changed()}
            />
          </Card>
        )}
      </Stack>
    </div>
  );
}

function UserItem({
  api,
  cache,
  user,
  options,
  canManage,
  onChanged,
}: {
  api: ApiClient;
  cache: ResourceCache;
  user: BusinessUser;
  options: SelectOption[];
  canManage: boolean;
  onChanged: () => void;
}) {
  const { t } = useCompanyMessages();
  const fieldErrors = useServerFieldErrors();
  const name = `${user.firstName} ${user.lastName}`;
  const [right, setRight] = useState(String(user.accessRights));
  const [confirming, setConfirming] = useState(false);
  const change = useMutation(cache, {
    run: async (action: 'rights' | 'remove'): Promise<'rights' | 'remove'> => {
      if (action === 'rights')
        await api.call(businessUserRightsUpdate, { userId: user.userId, accessRights: Number(right) });
      else await api.call(businessUserRemove, { userId: user.userId });
      return action;
    },
    onSuccess: () => onChanged(),
  });
  const found = useMemo(() => fieldErrors(change.error), [change.error]); // eslint-disable-line react-hooks/exhaustive-deps -- the texts follow the failure
  const error = found.accessRights ?? found.userId ?? null;
  const failure = change.error !== null && error === null ? change.error : null;
  const saved = change.data === 'rights' && change.error === null && !change.pending;

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
            void change.mutate('rights');
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
          <Button type="submit" loading={change.pending}>
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
      <SaveFailure failure={failure} />
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={t('users.removeTitle')}
        description={t('users.removeText', { name })}
        confirmLabel={t('users.removeConfirm')}
        onConfirm={() => void change.mutate('remove').then(() => setConfirming(false))}
        busy={change.pending}
        cancelLabel={t('form.cancel')}
      />
    </li>
  );
}

type AddUserValues = { firstName: string; lastName: string; email: string; accessRights: string };

const NO_NEW_USER: AddUserValues = { firstName: '', lastName: '', email: '', accessRights: '' };

/** The offline rules of the add-user form: a new person needs a name and an e-mail; everyone needs a right. */
function addUserProblems(values: AddUserValues, newPerson: boolean): Partial<Record<keyof AddUserValues, string>> {
  const found: Partial<Record<keyof AddUserValues, string>> = {};
  if (newPerson) {
    if (!values.firstName.trim()) found.firstName = 'users.add.errors.firstName';
    if (!values.lastName.trim()) found.lastName = 'users.add.errors.lastName';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = 'users.add.errors.email';
  }
  if (!values.accessRights) found.accessRights = 'users.add.errors.rights';
  return found;
}

function AddUserForm({
  api,
  cache,
  options,
  person,
  onDone,
}: {
  api: ApiClient;
  cache: ResourceCache;
  options: SelectOption[];
  person: { representativeId: number; name: string } | null;
  onDone: (added: boolean) => void;
}) {
  const { t } = useCompanyMessages();
  const add = useMutation(cache, {
    run: (values: AddUserValues) =>
      api.call(businessUserAdd, {
        accessRights: Number(values.accessRights),
        ...(person
          ? { representativeId: person.representativeId }
          : { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() }),
      }),
    onSuccess: () => {
      form.reset(NO_NEW_USER);
      onDone(true);
    },
  });
  const { serverErrors, failure } = useServerRefusal(add.error);
  const form = useForm<AddUserValues>({
    initial: NO_NEW_USER,
    validate: (values) => addUserProblems(values, person === null),
    message: (key) => t(key),
    serverErrors,
    onSubmit: (values) => {
      add.reset();
      return add.mutate(values);
    },
  });

  return (
    <form
      {...form.formProps}
      aria-label={person ? t('users.potential.formFor', { name: person.name }) : t('users.add.title')}
    >
      <Stack gap="md">
        {!person && (
          <>
            <p>{t('users.add.intro')}</p>
            <div className="wallet-company__pair">
              <TextField label={t('users.add.firstName')} autoComplete="off" {...form.field('firstName')} />
              <TextField label={t('users.add.lastName')} autoComplete="off" {...form.field('lastName')} />
            </div>
            <TextField label={t('users.add.email')} type="email" autoComplete="off" {...form.field('email')} />
          </>
        )}
        <Select
          label={t('users.rights')}
          placeholder={t('users.rightsPlaceholder')}
          options={options}
          {...form.field('accessRights')}
        />
        <SaveFailure failure={failure} />
        {add.data && (
          <p role="status" className="wallet-company__done">
            {t('users.add.done', { email: add.data.user.email })}
          </p>
        )}
        <div className="wallet-company__buttons">
          <Button type="submit" loading={add.pending}>
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
