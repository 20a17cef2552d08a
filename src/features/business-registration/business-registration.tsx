/**
 * Business registration wizard (route register/business; spec 3 sections 2.3, 2.4, 4.4, 5.1 and 5.2): the
 * preloaded dictionaries, then the company (general), financial information, due diligence, directors, shareholders
 * and users, and the legal step that sends the application. The draft is kept in local storage (version 3.54) and
 * restored on the next visit; the company password is never stored. Submitting shows every error first, checks the
 * root company, persons, companies, shareholders and users, and sends only when none is bad.
 */
import { cloneElement, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import { businessAccountCreate } from '../../core/api/contract/business-registration';
import { checkEmail as checkEmailOperation } from '../../core/api/contract/customer';
import { ApiError } from '../../core/api/errors';
import type { BotCheckProvider } from '../../core/bot-check/bot-check';
import type { Brand, BrandFeatures } from '../../core/brand/brand-schema';
import {
  checkSubmission,
  DRAFT_STORAGE_KEY,
  EMPTY_ADDRESS,
  emptyDraft,
  hasErrors,
  parseDraft,
  pruneUnreferenced,
  serialiseDraft,
  toBusinessRequest,
  validateCompanyPassword,
  validateDueDiligence,
  validateFinancial,
  validateGeneral,
  validateLegal,
  type BusinessDraft,
  type CompanyValues,
  type PersonValues,
  type ValidationContext,
} from '../../core/business-registration/business-draft';
import {
  registrationDictionariesQuery,
  type RegistrationDictionaries,
} from '../../core/business-registration/dictionaries';
import {
  personsLosingSourceOfWealth,
  SHAREHOLDER_TYPE,
  updateLevel,
  type NodePath,
} from '../../core/business-registration/shareholder-tree';
import { initialAccessRights, mapUserErrors } from '../../core/business-registration/users';
import { EMAIL_STATUS, emailStatusOf } from '../../core/registration/email-status';
import { normaliseEmail } from '../../core/registration/personal-registration';
import { businessTypesOf } from '../../core/registration/registration-types';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  BotCheckField,
  Button,
  Dialog,
  LoadErrorBanner,
  Spinner,
  Stepper,
  useErrorText,
  useQuery,
} from '../../ui';
import { DueDiligenceForm, FinancialForm, GeneralForm, LegalForm } from './company-forms';
import { focusFirstInvalid, useBusinessMessages, useFieldErrors } from './form-kit';
import { DirectorsHub, personName, ShareholdersHub, UsersHub } from './hubs';
import { CompanyForm, PersonForm } from './party-forms';

export const WIZARD_STEPS = [
  'general',
  'financial',
  'dueDiligence',
  'directors',
  'shareholders',
  'users',
  'legal',
] as const;
type WizardStep = (typeof WIZARD_STEPS)[number];

export interface BusinessRegistrationProps {
  api: ApiClient;
  cache: ResourceCache;
  brand: Brand;
  features: BrandFeatures;
  botCheck: BotCheckProvider;
  language: string;
  /** Where the draft is kept (local storage); null where the browser refuses it. */
  storage: Storage | null;
  /** The storage key of the draft (the visitor's application by default; a new profile keeps its own). */
  storageKey?: string;
  /**
   * How the wizard starts: `saved` restores the application kept under `storageKey` (register/business,
   * new-profile), else starts from `initialDraft`; `new` starts from `initialDraft` (register/new-business) and
   * leaves the saved application alone until the new one is changed, offering it through `links.savedApplication`.
   */
  start?: { kind: 'saved' | 'new'; initialDraft?: () => BusinessDraft };
  /** Links the portal renders (elements without children). */
  links: {
    signIn?: ReactElement<{ children?: ReactNode }>;
    /** register/business, offered by a new application while an earlier one is saved. */
    savedApplication?: ReactElement<{ children?: ReactNode }>;
    /** register/new-business, offered beside a restored application. */
    newApplication?: ReactElement<{ children?: ReactNode }>;
  };
  /**
   * After a successful registration the wizard goes home (spec 3 section 4.4): the host navigates and shows the
   * completion message there, with the e-mail the activation link went to. The wizard offers no link of its own: a
   * visitor who has just registered has no session, so the portal's home would not open for them. Without it (a
   * signed-in person's new profile) the wizard shows the completion message itself.
   */
  onRegistered?: (email: string) => void;
}

type Editor =
  | { kind: 'person'; person: PersonValues; purpose: PersonPurpose }
  | {
      kind: 'company';
      company: CompanyValues;
      purpose: { kind: 'shareholder'; levelPath: NodePath; share: number } | { kind: 'edit' };
    };

type PersonPurpose =
  | { kind: 'director' }
  | { kind: 'shareholder'; levelPath: NodePath; share: number }
  | { kind: 'user' }
  | { kind: 'companyDirector' }
  | { kind: 'edit' };

let idCounter = 0;
function newId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${idCounter}`;
}

function newPerson(): PersonValues {
  return {
    id: newId('person'),
    firstName: '',
    lastName: '',
    birthday: '',
    email: '',
    phoneCountryCode: '',
    phone: '',
    address: { ...EMPTY_ADDRESS },
    taxId: '',
    sources: [],
    isUser: false,
    accessRights: 0,
  };
}

function newCompany(): CompanyValues {
  return {
    id: newId('company'),
    name: '',
    registrationCountryCode: '',
    tradingName: '',
    registrationNumber: '',
    registrationDate: '',
    address: { ...EMPTY_ADDRESS },
    directors: [],
  };
}

export function BusinessRegistration(props: BusinessRegistrationProps) {
  const { api, cache, language, brand } = props;
  const t = useBusinessMessages();
  const dictionaries = useQuery(cache, registrationDictionariesQuery(api, language, brand.id));
  if (dictionaries.status === 'error' && !dictionaries.data) {
    return (
      <section className="wallet-business-registration" aria-labelledby="business-registration-title">
        <h1 id="business-registration-title" className="wallet-business-registration__title">
          {t('title')}
        </h1>
        <LoadErrorBanner title={t('loadFailed')} error={dictionaries.error} onRetry={dictionaries.reload} />
      </section>
    );
  }
  if (!dictionaries.data) return <Spinner label={t('loading')} showLabel />;
  return <Wizard {...props} dictionaries={dictionaries.data} />;
}

function Wizard({
  api,
  cache,
  brand,
  features,
  botCheck,
  language,
  storage,
  storageKey = DRAFT_STORAGE_KEY,
  start = { kind: 'saved' },
  links,
  onRegistered,
  dictionaries,
}: BusinessRegistrationProps & { dictionaries: RegistrationDictionaries }) {
  const t = useBusinessMessages();
  const errorText = useErrorText();
  const [saved] = useState(() => parseDraft(storage?.getItem(storageKey) ?? null));
  const restored = start.kind === 'saved' ? saved : null;
  const [draft, setDraftState] = useState<BusinessDraft>(() => restored ?? (start.initialDraft ?? emptyDraft)());
  const [restoredNotice, setRestoredNotice] = useState(restored !== null);
  // A new application beside a saved one: the saved one stays until this one is changed.
  const [savedNotice, setSavedNotice] = useState(start.kind === 'new' && saved !== null);
  const [shown, setShown] = useState<ReadonlySet<WizardStep>>(new Set());
  const [editors, setEditors] = useState<Editor[]>([]);
  const [password, setPassword] = useState({ value: '', repeat: '' });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [confirmClear, setConfirmClear] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [summary, setSummary] = useState<WizardStep[] | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [serverPersonErrors, setServerPersonErrors] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [done, setDone] = useState<string | null>(null);
  const changed = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const context: ValidationContext = useMemo(() => {
    const hideAdult = features.adultIndustryOptionsHidden;
    return {
      businessTypes: businessTypesOf(brand, hideAdult),
      sourceOfWealth: features.sourceOfWealth,
      sources: dictionaries.sources,
      purposes: dictionaries.purposes,
      industries: dictionaries.industries.filter((industry) => !(hideAdult && industry.adult)),
      questions: dictionaries.questions.filter((question) => !(hideAdult && question.adult)),
      deposits: dictionaries.deposits,
      countriesWithStates: new Set(
        dictionaries.countries.filter((country) => country.hasStates).map((country) => country.code),
      ),
      agreements: dictionaries.agreements,
      brandId: brand.id,
      today: new Date(),
    };
  }, [brand, features, dictionaries]);

  // Every change is kept locally, so a reload (or a closed tab) does not lose what was typed.
  useEffect(() => {
    if (!changed.current || done !== null) return;
    try {
      storage?.setItem(storageKey, serialiseDraft(draft));
    } catch (error) {
      console.warn('The registration draft could not be saved locally:', error);
    }
  }, [draft, storage, storageKey, done]);

  const setDraft = (change: (current: BusinessDraft) => BusinessDraft) => {
    changed.current = true;
    setSavedNotice(false);
    setDraftState(change);
  };

  const step = WIZARD_STEPS[Math.min(draft.step, WIZARD_STEPS.length - 1)] ?? 'general';
  const check = checkSubmission(draft, context);
  const badPersons = new Set(check.badPersons);
  const badCompanies = new Set(check.badCompanies);
  const passwordErrors = validateCompanyPassword(password.value, password.repeat);

  function stepErrors(which: WizardStep) {
    switch (which) {
      case 'general':
        return hasErrors(validateGeneral(draft.general, context)) || Object.keys(serverFieldErrors).length > 0;
      case 'financial':
        return hasErrors(validateFinancial(draft.financial, context));
      case 'dueDiligence':
        return hasErrors(validateDueDiligence(draft.dueDiligence));
      case 'directors':
        return draft.directors.length === 0 || draft.directors.some((id) => badPersons.has(id));
      case 'shareholders':
        return (
          check.shareholders.length > 0 ||
          check.badCompanies.length > 0 ||
          draft.persons.some(
            (person) =>
              badPersons.has(person.id) && !draft.directors.includes(person.id) && !draft.users.includes(person.id),
          )
        );
      case 'users':
        return check.users.length > 0 || draft.users.some((id) => badPersons.has(id));
      case 'legal':
        return (
          hasErrors(validateLegal(draft.legal, draft.persons, context.agreements)) ||
          hasErrors(passwordErrors) ||
          captcha === null
        );
    }
  }

  const focusPanel = () => requestAnimationFrame(() => focusFirstInvalid(panel.current));

  function goTo(index: number) {
    setEditors([]);
    setDraft((current) => ({ ...current, step: index }));
    requestAnimationFrame(() => heading.current?.focus());
  }

  function next() {
    setShown((current) => new Set(current).add(step));
    if (stepErrors(step)) {
      focusPanel();
      return;
    }
    goTo(draft.step + 1);
  }

  async function checkEmail(person: PersonValues): Promise<PersonValues> {
    const email = normaliseEmail(person.email);
    if (email === '' || person.checkedEmail === email) return person;
    setDraft((current) => ({
      ...current,
      persons: current.persons.map((entry) =>
        entry.id === person.id ? { ...entry, emailStatus: EMAIL_STATUS.checking, checkedEmail: email } : entry,
      ),
    }));
    let status: PersonValues['emailStatus'];
    try {
      status = emailStatusOf(await api.call(checkEmailOperation, { email }));
    } catch (error) {
      console.warn('The e-mail check failed:', error);
      status = EMAIL_STATUS.failed;
    }
    setDraft((current) => ({
      ...current,
      persons: current.persons.map((entry) =>
        entry.id === person.id && normaliseEmail(entry.email) === email
          ? { ...entry, emailStatus: status, checkedEmail: email }
          : entry,
      ),
    }));
    return { ...person, emailStatus: status, checkedEmail: email };
  }

  // A new profile starts with its person as a user: their e-mail is checked as an added user's would be.
  const startChecked = useRef(false);
  useEffect(() => {
    if (startChecked.current || restored !== null) return;
    startChecked.current = true;
    for (const id of draft.users) {
      const person = draft.persons.find((entry) => entry.id === id);
      // Started once the first render is on screen, as a user's check starts after they are added.
      if (person && person.emailStatus === undefined) void Promise.resolve(person).then(checkEmail);
    }
  });

  const pushEditor = (editor: Editor) => setEditors((current) => [...current, editor]);
  const popEditor = () => setEditors((current) => current.slice(0, -1));

  /** A share changed or a node went away: persons whose effective share fell to 25 % or less lose their source data. */
  function changeTree(change: (tree: BusinessDraft['shareholders']) => BusinessDraft['shareholders']) {
    setDraft((current) => {
      const shareholders = change(current.shareholders);
      const losing = new Set(personsLosingSourceOfWealth(current.shareholders, shareholders));
      const persons = current.persons.map((person) => (losing.has(person.id) ? { ...person, sources: [] } : person));
      return pruneUnreferenced({ ...current, shareholders, persons });
    });
  }

  function savePerson(person: PersonValues, purpose: PersonPurpose) {
    setDraft((current) => {
      const exists = current.persons.some((entry) => entry.id === person.id);
      const persons = exists
        ? current.persons.map((entry) => (entry.id === person.id ? person : entry))
        : [...current.persons, person];
      const next = { ...current, persons };
      switch (purpose.kind) {
        case 'director':
          return { ...next, directors: [...next.directors, person.id] };
        case 'user':
          return { ...next, users: [...next.users, person.id] };
        case 'shareholder':
          return {
            ...next,
            shareholders: updateLevel(next.shareholders, purpose.levelPath, (level) => [
              ...level,
              { type: SHAREHOLDER_TYPE.person, share: purpose.share, personId: person.id, shareholders: [] },
            ]),
          };
        default:
          return next;
      }
    });
    setServerPersonErrors((current) => new Map([...current].filter(([id]) => id !== person.id)));
    if (purpose.kind === 'companyDirector') {
      // Back to the company form, with the new director ticked.
      setEditors((current) => {
        const rest = current.slice(0, -1);
        const below = rest[rest.length - 1];
        if (below?.kind !== 'company') return rest;
        return [
          ...rest.slice(0, -1),
          { ...below, company: { ...below.company, directors: [...below.company.directors, person.id] } },
        ];
      });
    } else popEditor();
  }

  function saveCompany(company: CompanyValues, purpose: Extract<Editor, { kind: 'company' }>['purpose']) {
    setDraft((current) => {
      const exists = current.companies.some((entry) => entry.id === company.id);
      const companies = exists
        ? current.companies.map((entry) => (entry.id === company.id ? company : entry))
        : [...current.companies, company];
      const next = { ...current, companies };
      if (purpose.kind !== 'shareholder') return pruneUnreferenced(next);
      return {
        ...next,
        shareholders: updateLevel(next.shareholders, purpose.levelPath, (level) => [
          ...level,
          { type: SHAREHOLDER_TYPE.company, share: purpose.share, companyId: company.id, shareholders: [] },
        ]),
      };
    });
    popEditor();
  }

  const personById = (id: string) => draft.persons.find((person) => person.id === id);

  function addExistingUser(personId: string) {
    const person = personById(personId);
    if (!person) return;
    const asUser = { ...person, isUser: true, accessRights: initialAccessRights(draft.users.length) };
    setDraft((current) => ({
      ...current,
      users: [...current.users, personId],
      persons: current.persons.map((entry) => (entry.id === personId ? asUser : entry)),
    }));
    void checkEmail(asUser);
  }

  function clearDraft() {
    storage?.removeItem(storageKey);
    changed.current = false;
    setDraftState(emptyDraft());
    setShown(new Set());
    setEditors([]);
    setPassword({ value: '', repeat: '' });
    setSummary(null);
    setFailure(null);
    setServerFieldErrors({});
    setServerPersonErrors(new Map());
    setRestoredNotice(false);
    setConfirmClear(false);
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function submit() {
    // Every form's errors are shown first; then the checks decide whether anything is sent.
    setShown(new Set(WIZARD_STEPS));
    setFailure(null);
    const bad = WIZARD_STEPS.filter((which) => stepErrors(which));
    if (bad.length > 0) {
      setSummary(bad);
      focusPanel();
      return;
    }
    setSummary(null);
    if (!check.ok || captcha === null) return;
    setSending(true);
    try {
      const answer = await api.call(
        businessAccountCreate,
        toBusinessRequest(draft, { password: password.value, captcha, language, context }),
      );
      storage?.removeItem(storageKey);
      setDone(answer.email);
      onRegistered?.(answer.email);
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      setCaptcha(null);
      setBotCheckKey((key) => key + 1);
      if (error instanceof ApiError && error.validationErrors && error.validationErrors.length > 0) {
        const translate = (entry: { code?: unknown; description: string }) =>
          typeof entry.code === 'string'
            ? t(`errors.server.${entry.code}`, { defaultValue: entry.description })
            : entry.description;
        const mapped = mapUserErrors(
          error.validationErrors,
          draft.users,
          draft.persons.map((person) => person.id),
        );
        setServerPersonErrors(new Map([...mapped.byPerson].map(([id, errors]) => [id, errors.map(translate)])));
        const general: Record<string, string> = {};
        const other: string[] = [];
        for (const entry of mapped.other) {
          if (entry.field?.startsWith('company.')) general[entry.field.slice('company.'.length)] = translate(entry);
          else if (entry.field !== 'captcha') other.push(translate(entry));
        }
        setServerFieldErrors(general);
        const areas: WizardStep[] = [
          ...(Object.keys(general).length > 0 ? ['general' as const] : []),
          ...(mapped.byPerson.size > 0 ? ['users' as const] : []),
        ];
        setSummary(areas.length > 0 ? areas : null);
        setFailure(other.length > 0 ? other : null);
        console.warn('Business registration refused:', error.validationErrors);
      } else {
        setFailure([errorText(error)]);
      }
    } finally {
      setSending(false);
    }
  }

  const generalErrors = {
    ...validateGeneral(draft.general, context),
    ...Object.fromEntries(
      Object.entries(serverFieldErrors).map(([field, text]) => [field, { key: '', fallback: text }]),
    ),
  };
  const generalErrorOf = useFieldErrors(generalErrors, shown.has('general'));
  const financialErrorOf = useFieldErrors(validateFinancial(draft.financial, context), shown.has('financial'));
  const dueDiligenceErrorOf = useFieldErrors(validateDueDiligence(draft.dueDiligence), shown.has('dueDiligence'));
  const legalErrorOf = useFieldErrors(
    validateLegal(draft.legal, draft.persons, context.agreements),
    shown.has('legal'),
  );
  const passwordErrorOf = useFieldErrors(passwordErrors, shown.has('legal'));

  if (done !== null) {
    return (
      <section className="wallet-business-registration" aria-labelledby="business-registration-title">
        <h1
          id="business-registration-title"
          ref={heading}
          tabIndex={-1}
          className="wallet-business-registration__title"
        >
          {t('done.title')}
        </h1>
        <p>{t('done.body', { email: done })}</p>
        <p>{t('done.users')}</p>
      </section>
    );
  }

  const editor = editors[editors.length - 1];
  const stepTitle = t(`steps.${step}`);
  const representativeCandidates = draft.persons;

  return (
    <section className="wallet-business-registration" aria-labelledby="business-registration-title">
      <h1 id="business-registration-title" className="wallet-business-registration__title">
        {t('title')}
      </h1>
      <p className="wallet-business-registration__intro">{t('intro', { brand: brand.name })}</p>
      {restoredNotice && (
        <Banner tone="info" onDismiss={() => setRestoredNotice(false)}>
          {t('draft.restored')}
          {links.newApplication && <> {cloneElement(links.newApplication, {}, t('draft.startNew'))}</>}
        </Banner>
      )}
      {savedNotice && (
        <Banner tone="info" onDismiss={() => setSavedNotice(false)}>
          {t('draft.savedKept')}
          {links.savedApplication && <> {cloneElement(links.savedApplication, {}, t('draft.continueSaved'))}</>}
        </Banner>
      )}
      <Stepper
        steps={WIZARD_STEPS.map((id) => ({ id, label: t(`steps.${id}`) }))}
        current={draft.step}
        label={t('steps.label')}
      />
      {summary && (
        <Banner tone="error" title={t('summary.title')}>
          <ul className="wallet-business-registration__summary">
            {summary.map((which) => (
              <li key={which}>
                <Button variant="link" onClick={() => goTo(WIZARD_STEPS.indexOf(which))}>
                  {t('summary.fix', { step: t(`steps.${which}`) })}
                </Button>
              </li>
            ))}
          </ul>
        </Banner>
      )}
      {failure && (
        <Banner tone="error" title={t('failure.title')}>
          {failure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Banner>
      )}
      <div ref={panel} className="wallet-business-registration__panel">
        <h2 ref={heading} tabIndex={-1} className="wallet-business-registration__step-title">
          {stepTitle}
        </h2>
        {editor?.kind === 'person' && (
          <PersonForm
            key={editor.person.id}
            person={editor.person}
            title={
              editor.purpose.kind === 'edit'
                ? t('person.editTitle', { name: personName(editor.person) })
                : t(`person.addTitle.${editor.purpose.kind}`)
            }
            draft={draft}
            context={context}
            dictionaries={dictionaries}
            api={api}
            cache={cache}
            checkEmail={checkEmail}
            serverErrors={serverPersonErrors.get(editor.person.id)}
            onSave={(person) => savePerson(person, editor.purpose)}
            onCancel={popEditor}
          />
        )}
        {editor?.kind === 'company' && (
          <CompanyForm
            key={`${editor.company.id}-${editor.company.directors.join(',')}`}
            company={editor.company}
            title={
              editor.purpose.kind === 'edit'
                ? t('company.editTitle', { name: editor.company.name })
                : t('company.addTitle')
            }
            persons={draft.persons}
            context={context}
            dictionaries={dictionaries}
            api={api}
            cache={cache}
            onSave={(company) => saveCompany(company, editor.purpose)}
            onCancel={popEditor}
            onAddDirector={(company) =>
              setEditors((current) => [
                ...current.slice(0, -1),
                { ...editor, company },
                { kind: 'person', person: newPerson(), purpose: { kind: 'companyDirector' } },
              ])
            }
          />
        )}
        {!editor && (
          <form
            className="wallet-business-registration__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step === 'legal') void submit();
              else next();
            }}
          >
            {step === 'general' && (
              <GeneralForm
                values={draft.general}
                onChange={(general) => setDraft((current) => ({ ...current, general }))}
                errorOf={generalErrorOf}
                businessTypes={context.businessTypes}
                dictionaries={dictionaries}
                api={api}
                cache={cache}
              />
            )}
            {step === 'financial' && (
              <FinancialForm
                values={draft.financial}
                onChange={(financial) => setDraft((current) => ({ ...current, financial }))}
                errorOf={financialErrorOf}
                dictionaries={dictionaries}
                industries={context.industries}
                questions={context.questions}
              />
            )}
            {step === 'dueDiligence' && (
              <DueDiligenceForm
                values={draft.dueDiligence}
                onChange={(dueDiligence) => setDraft((current) => ({ ...current, dueDiligence }))}
                errorOf={dueDiligenceErrorOf}
              />
            )}
            {step === 'directors' && (
              <DirectorsHub
                draft={draft}
                badPersons={badPersons}
                showErrors={shown.has('directors')}
                onAdd={(personId) => {
                  if (personId === null)
                    pushEditor({ kind: 'person', person: newPerson(), purpose: { kind: 'director' } });
                  else setDraft((current) => ({ ...current, directors: [...current.directors, personId] }));
                }}
                onEdit={(personId) => {
                  const person = personById(personId);
                  if (person) pushEditor({ kind: 'person', person, purpose: { kind: 'edit' } });
                }}
                onRemove={(personId) =>
                  setDraft((current) =>
                    pruneUnreferenced({ ...current, directors: current.directors.filter((id) => id !== personId) }),
                  )
                }
              />
            )}
            {step === 'shareholders' && (
              <ShareholdersHub
                draft={draft}
                companyName={draft.general.name}
                problems={check.shareholders}
                badPersons={badPersons}
                badCompanies={badCompanies}
                showErrors={shown.has('shareholders')}
                onShareChange={(path, share) =>
                  changeTree((tree) =>
                    updateLevel(tree, path.slice(0, -1), (level) =>
                      level.map((node, index) => (index === path[path.length - 1] ? { ...node, share } : node)),
                    ),
                  )
                }
                onAddPerson={(levelPath, personId, share) => {
                  if (personId === null)
                    pushEditor({
                      kind: 'person',
                      person: newPerson(),
                      purpose: { kind: 'shareholder', levelPath, share },
                    });
                  else
                    changeTree((tree) =>
                      updateLevel(tree, levelPath, (level) => [
                        ...level,
                        { type: SHAREHOLDER_TYPE.person, share, personId, shareholders: [] },
                      ]),
                    );
                }}
                onAddCompany={(levelPath, share) =>
                  pushEditor({
                    kind: 'company',
                    company: newCompany(),
                    purpose: { kind: 'shareholder', levelPath, share },
                  })
                }
                onEditPerson={(personId) => {
                  const person = personById(personId);
                  if (person) pushEditor({ kind: 'person', person, purpose: { kind: 'edit' } });
                }}
                onEditCompany={(companyId) => {
                  const company = draft.companies.find((entry) => entry.id === companyId);
                  if (company) pushEditor({ kind: 'company', company, purpose: { kind: 'edit' } });
                }}
                onRemove={(path) =>
                  changeTree((tree) =>
                    updateLevel(tree, path.slice(0, -1), (level) =>
                      level.filter((_node, index) => index !== path[path.length - 1]),
                    ),
                  )
                }
              />
            )}
            {step === 'users' && (
              <UsersHub
                draft={draft}
                badPersons={badPersons}
                serverErrors={serverPersonErrors}
                showErrors={shown.has('users')}
                onAdd={(personId) => {
                  if (personId === null) {
                    pushEditor({
                      kind: 'person',
                      person: { ...newPerson(), isUser: true, accessRights: initialAccessRights(draft.users.length) },
                      purpose: { kind: 'user' },
                    });
                  } else addExistingUser(personId);
                }}
                onEdit={(personId) => {
                  const person = personById(personId);
                  if (person) pushEditor({ kind: 'person', person, purpose: { kind: 'edit' } });
                }}
                onRemove={(personId) =>
                  setDraft((current) =>
                    pruneUnreferenced({
                      ...current,
                      users: current.users.filter((id) => id !== personId),
                      persons: current.persons.map((person) =>
                        person.id === personId ? { ...person, isUser: false, accessRights: 0 } : person,
                      ),
                    }),
                  )
                }
                onRightsChange={(personId, accessRights) =>
                  setDraft((current) => ({
                    ...current,
                    persons: current.persons.map((person) =>
                      person.id === personId ? { ...person, accessRights } : person,
                    ),
                  }))
                }
                onRecheck={(personId) => {
                  const person = personById(personId);
                  if (person) void checkEmail({ ...person, checkedEmail: undefined });
                }}
              />
            )}
            {step === 'legal' && (
              <>
                <LegalForm
                  values={draft.legal}
                  onChange={(legal) => setDraft((current) => ({ ...current, legal }))}
                  errorOf={legalErrorOf}
                  persons={representativeCandidates}
                  agreements={context.agreements}
                  password={{
                    value: password.value,
                    repeat: password.repeat,
                    onChange: (value, repeat) => setPassword({ value, repeat }),
                    errorOf: passwordErrorOf,
                  }}
                />
                <BotCheckField
                  provider={botCheck}
                  language={language}
                  onToken={setCaptcha}
                  resetKey={botCheckKey}
                  error={shown.has('legal') && captcha === null ? t('errors.botCheckRequired') : undefined}
                />
              </>
            )}
            <div className="wallet-business-registration__actions">
              {draft.step > 0 && (
                <Button variant="secondary" onClick={() => goTo(draft.step - 1)}>
                  {t('actions.back')}
                </Button>
              )}
              <Button type="submit" loading={sending}>
                {step === 'legal' ? t('actions.submit') : t('actions.next')}
              </Button>
            </div>
          </form>
        )}
      </div>
      <div className="wallet-business-registration__footer">
        <Button variant="link" onClick={() => setConfirmClear(true)}>
          {t('draft.clear')}
        </Button>
        {links.signIn && <span>{cloneElement(links.signIn, {}, t('signIn'))}</span>}
      </div>
      <Dialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        role="alertdialog"
        title={t('draft.confirmTitle')}
        description={t('draft.confirmBody')}
        actions={
          <>
            <Button variant="primary" onClick={clearDraft}>
              {t('draft.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              {t('common.cancel')}
            </Button>
          </>
        }
      />
    </section>
  );
}
