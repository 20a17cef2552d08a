/**
 * The wizard's hubs (spec 3 section 2.4: directorsHub, shareholdersHub, usersHub): lists of the company's
 * directors, its shareholder tree (persons and companies, nested) and its users, each with a way to add someone
 * (an existing person or a new one through the person form) and the rules of spec 3 section 5 shown in place.
 */
import { useState, type ReactNode } from 'react';
import { ACCESS_RIGHTS } from '../../core/api/contract/customer';
import type { BusinessDraft, CompanyValues, PersonValues } from '../../core/business-registration/business-draft';
import {
  effectiveShares,
  levelSum,
  SHARE_RULES,
  SHAREHOLDER_TYPE,
  type NodePath,
  type ShareholderNode,
  type ShareholderProblem,
} from '../../core/business-registration/shareholder-tree';
import { userEmailProblem, userProblems, SELECTABLE_ACCESS_RIGHTS } from '../../core/business-registration/users';
import { EMAIL_STATUS } from '../../core/registration/email-status';
import { Button, Select, TextField, useLanguage } from '../../ui';
import { useBusinessMessages } from './form-kit';

const NEW_PERSON = 'new';

export const personName = (person: PersonValues | undefined): string =>
  person ? `${person.firstName} ${person.lastName}` : '';

interface PersonPickerProps {
  label: string;
  name: string;
  candidates: readonly PersonValues[];
  addLabel: string;
  onAdd: (choice: { personId: string | null; share: number }) => void;
  /** Shareholders are added with their share. */
  withShare?: boolean;
}

/** Picks an existing person of the draft (or "a new person") and adds them. */
function PersonPicker({ label, name, candidates, addLabel, onAdd, withShare = false }: PersonPickerProps) {
  const t = useBusinessMessages();
  const [choice, setChoice] = useState(candidates.length === 0 ? NEW_PERSON : '');
  const [share, setShare] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  function add() {
    if (choice === '') {
      setError(t('errors.choose'));
      return;
    }
    setError(undefined);
    onAdd({ personId: choice === NEW_PERSON ? null : choice, share: parseShare(share) });
    setChoice(candidates.length <= 1 ? NEW_PERSON : '');
    setShare('');
  }
  return (
    <div className="wallet-business-registration__picker">
      <Select
        label={label}
        name={name}
        placeholder={t('common.choose')}
        options={[
          ...candidates.map((person) => ({ value: person.id, label: personName(person) })),
          { value: NEW_PERSON, label: t('hubs.newPerson') },
        ]}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        error={error}
      />
      {withShare && (
        <TextField
          label={t('shareholders.share')}
          name={`${name}Share`}
          inputMode="decimal"
          value={share}
          onChange={(event) => setShare(event.target.value)}
        />
      )}
      <Button variant="secondary" onClick={add}>
        {addLabel}
      </Button>
    </div>
  );
}

/** A typed share: a decimal with a point or a comma; anything else is 0 (which the share rule refuses). */
export function parseShare(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

interface PersonRowProps {
  person: PersonValues | undefined;
  note?: ReactNode;
  bad: boolean;
  onEdit: () => void;
  onRemove: () => void;
  removeLabel: string;
  children?: ReactNode;
}

function PersonRow({ person, note, bad, onEdit, onRemove, removeLabel, children }: PersonRowProps) {
  const t = useBusinessMessages();
  const name = personName(person);
  return (
    <li className="wallet-business-registration__row">
      <div className="wallet-business-registration__row-head">
        <span className="wallet-business-registration__row-name">{name}</span>
        {person && <span className="wallet-business-registration__row-note">{person.email}</span>}
        {note}
        {bad && <p className="wallet-field__error">{t('hubs.detailsMissing')}</p>}
      </div>
      {children}
      <div className="wallet-business-registration__actions">
        <Button variant="secondary" onClick={onEdit} aria-label={t('hubs.editNamed', { name })}>
          {t('hubs.edit')}
        </Button>
        <Button variant="secondary" onClick={onRemove} aria-label={`${removeLabel}: ${name}`}>
          {removeLabel}
        </Button>
      </div>
    </li>
  );
}

export interface DirectorsHubProps {
  draft: BusinessDraft;
  badPersons: ReadonlySet<string>;
  showErrors: boolean;
  onAdd: (personId: string | null) => void;
  onEdit: (personId: string) => void;
  onRemove: (personId: string) => void;
}

export function DirectorsHub({ draft, badPersons, showErrors, onAdd, onEdit, onRemove }: DirectorsHubProps) {
  const t = useBusinessMessages();
  const byId = new Map(draft.persons.map((person) => [person.id, person]));
  return (
    <>
      {showErrors && draft.directors.length === 0 && (
        <p className="wallet-field__error">{t('errors.directorRequired')}</p>
      )}
      {draft.directors.length === 0 ? (
        <p className="wallet-business-registration__empty">{t('directors.empty')}</p>
      ) : (
        <ul className="wallet-business-registration__list" aria-label={t('directors.list')}>
          {draft.directors.map((id) => (
            <PersonRow
              key={id}
              person={byId.get(id)}
              bad={showErrors && badPersons.has(id)}
              onEdit={() => onEdit(id)}
              onRemove={() => onRemove(id)}
              removeLabel={t('directors.remove')}
            />
          ))}
        </ul>
      )}
      <PersonPicker
        label={t('directors.pick')}
        name="directorPick"
        candidates={draft.persons.filter((person) => !draft.directors.includes(person.id))}
        addLabel={t('directors.add')}
        onAdd={({ personId }) => onAdd(personId)}
      />
    </>
  );
}

export interface ShareholdersHubProps {
  draft: BusinessDraft;
  companyName: string;
  problems: readonly ShareholderProblem[];
  badPersons: ReadonlySet<string>;
  badCompanies: ReadonlySet<string>;
  showErrors: boolean;
  onShareChange: (path: NodePath, share: number) => void;
  onAddPerson: (levelPath: NodePath, personId: string | null, share: number) => void;
  onAddCompany: (levelPath: NodePath, share: number) => void;
  onEditPerson: (personId: string) => void;
  onEditCompany: (companyId: string) => void;
  onRemove: (path: NodePath) => void;
}

const samePath = (a: NodePath, b: NodePath) => a.length === b.length && a.every((value, index) => value === b[index]);

/** The share field of one node: keeps what is typed ("12," on the way to "12,5") and reports the number. */
function ShareField({
  label,
  name,
  share,
  onChange,
  error,
}: {
  label: string;
  name: string;
  share: number;
  onChange: (share: number) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState(share === 0 ? '' : String(share));
  return (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseShare(event.target.value));
      }}
      error={error}
    />
  );
}

export function ShareholdersHub(props: ShareholdersHubProps) {
  const { draft, companyName, problems, showErrors } = props;
  const t = useBusinessMessages();
  const language = useLanguage();
  const persons = new Map(draft.persons.map((person) => [person.id, person]));
  const companies = new Map(draft.companies.map((company) => [company.id, company]));
  const effective = effectiveShares(draft.shareholders);
  const percent = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(value);
  const problemAt = (path: NodePath, kinds: readonly ShareholderProblem['kind'][]) =>
    showErrors
      ? problems.find((problem) => 'path' in problem && kinds.includes(problem.kind) && samePath(problem.path, path))
      : undefined;

  const renderLevel = (level: readonly ShareholderNode[], levelPath: NodePath, owner: string): ReactNode => {
    const sumProblem = problemAt(levelPath, ['levelSumOutOfRange']);
    const ownerKey = levelPath.join('-') || 'root';
    return (
      <section className="wallet-business-registration__level" aria-label={t('shareholders.levelOf', { name: owner })}>
        <h4 className="wallet-business-registration__level-title">{t('shareholders.levelOf', { name: owner })}</h4>
        {level.length > 0 && (
          <p className="wallet-field__hint">
            {t('shareholders.sum', {
              sum: percent(levelSum(level)),
              min: SHARE_RULES.levelSumMin,
              max: SHARE_RULES.levelSumMax,
            })}
          </p>
        )}
        {sumProblem && (
          <p className="wallet-field__error">
            {t('errors.levelSumOutOfRange', {
              sum: percent(levelSum(level)),
              min: SHARE_RULES.levelSumMin,
              max: SHARE_RULES.levelSumMax,
            })}
          </p>
        )}
        {level.length === 0 ? (
          <p className="wallet-business-registration__empty">{t('shareholders.empty')}</p>
        ) : (
          <ul className="wallet-business-registration__list">
            {level.map((node, index) => {
              const path = [...levelPath, index];
              const key = `${ownerKey}-${index}-${node.personId ?? node.companyId ?? ''}`;
              const shareProblem = problemAt(path, ['shareOutOfRange', 'shareTooPrecise']);
              const shareError = shareProblem ? t(`errors.${shareProblem.kind}`) : undefined;
              if (node.type === SHAREHOLDER_TYPE.person) {
                const person = persons.get(node.personId ?? '');
                const name = personName(person);
                return (
                  <PersonRow
                    key={key}
                    person={person}
                    bad={showErrors && props.badPersons.has(node.personId ?? '')}
                    note={
                      levelPath.length > 0 ? (
                        <span className="wallet-business-registration__row-note">
                          {t('shareholders.effective', { share: percent(effective.get(node.personId ?? '') ?? 0) })}
                        </span>
                      ) : undefined
                    }
                    onEdit={() => props.onEditPerson(node.personId ?? '')}
                    onRemove={() => props.onRemove(path)}
                    removeLabel={t('shareholders.remove')}
                  >
                    <ShareField
                      label={t('shareholders.shareOf', { name })}
                      name={`share-${path.join('-')}`}
                      share={node.share}
                      onChange={(share) => props.onShareChange(path, share)}
                      error={shareError}
                    />
                  </PersonRow>
                );
              }
              const company: CompanyValues | undefined = companies.get(node.companyId ?? '');
              const name = company?.name ?? '';
              const directorProblem = problemAt(path, ['companyNeedsDirector']);
              return (
                <li key={key} className="wallet-business-registration__row wallet-business-registration__row--company">
                  <div className="wallet-business-registration__row-head">
                    <span className="wallet-business-registration__row-name">{name}</span>
                    <span className="wallet-business-registration__row-note">
                      {t('shareholders.companyDirectors', {
                        names: (company?.directors ?? []).map((id) => personName(persons.get(id))).join(', ') || '—',
                      })}
                    </span>
                    {directorProblem && <p className="wallet-field__error">{t('errors.companyNeedsDirector')}</p>}
                    {showErrors && props.badCompanies.has(node.companyId ?? '') && !directorProblem && (
                      <p className="wallet-field__error">{t('hubs.detailsMissing')}</p>
                    )}
                  </div>
                  <ShareField
                    label={t('shareholders.shareOf', { name })}
                    name={`share-${path.join('-')}`}
                    share={node.share}
                    onChange={(share) => props.onShareChange(path, share)}
                    error={shareError}
                  />
                  <div className="wallet-business-registration__actions">
                    <Button
                      variant="secondary"
                      onClick={() => props.onEditCompany(node.companyId ?? '')}
                      aria-label={t('hubs.editNamed', { name })}
                    >
                      {t('hubs.edit')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => props.onRemove(path)}
                      aria-label={`${t('shareholders.remove')}: ${name}`}
                    >
                      {t('shareholders.remove')}
                    </Button>
                  </div>
                  {renderLevel(node.shareholders, path, name)}
                </li>
              );
            })}
          </ul>
        )}
        <AddShareholder
          levelPath={levelPath}
          owner={owner}
          draft={draft}
          level={level}
          onAddPerson={props.onAddPerson}
          onAddCompany={props.onAddCompany}
        />
      </section>
    );
  };

  return (
    <>
      {showErrors && problems.some((problem) => problem.kind === 'noShareholders') && (
        <p className="wallet-field__error">{t('errors.noShareholders')}</p>
      )}
      {renderLevel(draft.shareholders, [], companyName || t('shareholders.thisCompany'))}
    </>
  );
}

function AddShareholder({
  levelPath,
  owner,
  draft,
  level,
  onAddPerson,
  onAddCompany,
}: {
  levelPath: NodePath;
  owner: string;
  draft: BusinessDraft;
  level: readonly ShareholderNode[];
  onAddPerson: ShareholdersHubProps['onAddPerson'];
  onAddCompany: ShareholdersHubProps['onAddCompany'];
}) {
  const t = useBusinessMessages();
  const [companyShare, setCompanyShare] = useState('');
  const taken = new Set(level.map((node) => node.personId).filter(Boolean));
  const suffix = levelPath.join('-') || 'root';
  return (
    <div
      className="wallet-business-registration__add"
      role="group"
      aria-label={t('shareholders.addTo', { name: owner })}
    >
      <PersonPicker
        label={t('shareholders.pickPerson')}
        name={`shareholderPick-${suffix}`}
        candidates={draft.persons.filter((person) => !taken.has(person.id))}
        addLabel={t('shareholders.addPerson')}
        withShare
        onAdd={({ personId, share }) => onAddPerson(levelPath, personId, share)}
      />
      <div className="wallet-business-registration__picker">
        <TextField
          label={t('shareholders.companyShare')}
          name={`companyShare-${suffix}`}
          inputMode="decimal"
          value={companyShare}
          onChange={(event) => setCompanyShare(event.target.value)}
        />
        <Button
          variant="secondary"
          onClick={() => {
            onAddCompany(levelPath, parseShare(companyShare));
            setCompanyShare('');
          }}
        >
          {t('shareholders.addCompany')}
        </Button>
      </div>
    </div>
  );
}

export interface UsersHubProps {
  draft: BusinessDraft;
  badPersons: ReadonlySet<string>;
  serverErrors: ReadonlyMap<string, readonly string[]>;
  showErrors: boolean;
  onAdd: (personId: string | null) => void;
  onEdit: (personId: string) => void;
  onRemove: (personId: string) => void;
  onRightsChange: (personId: string, rights: number) => void;
  onRecheck: (personId: string) => void;
}

export function UsersHub({
  draft,
  badPersons,
  serverErrors,
  showErrors,
  onAdd,
  onEdit,
  onRemove,
  onRightsChange,
  onRecheck,
}: UsersHubProps) {
  const t = useBusinessMessages();
  const persons = new Map(draft.persons.map((person) => [person.id, person]));
  const users = draft.users.map((id) => persons.get(id));
  const problems = userProblems(users.map((person) => ({ accessRights: person?.accessRights ?? 0 })));
  return (
    <>
      <p className="wallet-field__hint">{t('users.intro')}</p>
      {showErrors && (draft.users.length === 0 || problems.some((problem) => problem.kind === 'noFullAccess')) && (
        <p className="wallet-field__error">{t('errors.noFullAccess')}</p>
      )}
      {draft.users.length === 0 ? (
        <p className="wallet-business-registration__empty">{t('users.empty')}</p>
      ) : (
        <ul className="wallet-business-registration__list" aria-label={t('users.list')}>
          {draft.users.map((id, index) => {
            const person = persons.get(id);
            const name = personName(person);
            const emailProblem = userEmailProblem(
              person?.checkedEmail === person?.email.trim() ? person?.emailStatus : undefined,
            );
            const rightsProblem = problems.find((problem) => problem.index === index);
            const status =
              person?.emailStatus !== undefined && person.checkedEmail === person.email.trim()
                ? person.emailStatus
                : undefined;
            return (
              <PersonRow
                key={id}
                person={person}
                bad={showErrors && badPersons.has(id) && emailProblem === null}
                onEdit={() => onEdit(id)}
                onRemove={() => onRemove(id)}
                removeLabel={t('users.remove')}
                note={
                  <>
                    {status !== undefined && (
                      <span className="wallet-business-registration__row-note" role="status">
                        {t(`users.status.${status}`)}
                      </span>
                    )}
                    {emailProblem && (showErrors || status === EMAIL_STATUS.existing) && (
                      <p className="wallet-field__error">{t(`errors.${emailProblem}`)}</p>
                    )}
                    {(serverErrors.get(id) ?? []).map((error) => (
                      <p key={error} className="wallet-field__error">
                        {error}
                      </p>
                    ))}
                  </>
                }
              >
                <Select
                  label={t('users.rightsOf', { name })}
                  name={`rights-${id}`}
                  placeholder={t('common.choose')}
                  options={SELECTABLE_ACCESS_RIGHTS.map((right) => ({
                    value: String(right),
                    label: t(`rights.${right}`),
                  }))}
                  value={person?.accessRights === ACCESS_RIGHTS.noAccess ? '' : String(person?.accessRights ?? '')}
                  onChange={(event) => onRightsChange(id, Number(event.target.value))}
                  error={showErrors && rightsProblem ? t(`errors.${rightsProblem.kind}`) : undefined}
                />
                {(status === EMAIL_STATUS.failed || emailProblem === 'emailUnchecked') && (
                  <Button variant="secondary" onClick={() => onRecheck(id)}>
                    {t('users.recheck')}
                  </Button>
                )}
              </PersonRow>
            );
          })}
        </ul>
      )}
      <PersonPicker
        label={t('users.pick')}
        name="userPick"
        candidates={draft.persons.filter((person) => !draft.users.includes(person.id))}
        addLabel={t('users.add')}
        onAdd={({ personId }) => onAdd(personId)}
      />
    </>
  );
}
