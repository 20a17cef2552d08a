import { cloneElement, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { TokenPair } from '../../core/api/contract/auth';
import { accountActivate, businessAccountActivate } from '../../core/api/contract/registration';
import type { ActivationAction } from '../../core/api/contract/registration';
import { brokenPasswordRules } from '../../core/api/contract/registration';
import { ApiError } from '../../core/api/errors';
import { serverFieldErrors, type FormError } from '../../core/registration/personal-registration';
import {
  Banner,
  Button,
  Dialog,
  PasswordField,
  PasswordRules,
  Spinner,
  Stack,
  TextField,
  useCommonMessages,
  useErrorText,
} from '../../ui';
import { focusFirstInvalid, useFormErrorText, useRegistrationMessages } from './form-parts';

export interface ActivationProps {
  api: ApiClient;
  /** The link's `action`, `user` and `code`; null when the link lacks them. */
  action: ActivationAction | null;
  user: string | null;
  code: string | null;
  /**
   * The account is active and these tokens sign the user in. `message` is the spec's success text for the kind of
   * account, in the user's language; the host stores the tokens, loads the user and shows it at home.
   */
  onActivated: (tokens: TokenPair, message: string) => void;
  /** Links (elements without children) to ask for a new link and to sign in. */
  resendLink: ReactElement;
  signInLink: ReactElement<{ className?: string }>;
}

/**
 * Why an activation failed, which decides what the user can do next: sign in (the account is already active), ask for
 * a new link (the link is wrong or expired), or try the same link again (a network or server fault).
 */
type ActivationFailure = { message: string; retry: boolean; alreadyActive: boolean };

type ActivationState =
  { kind: 'activating' } | ({ kind: 'failed' } & ActivationFailure) | { kind: 'employee' } | { kind: 'done' };

/** The text of a failed activation: the server's validation errors (translated by code) or its description. */
function useActivationFailure(): (error: unknown) => ActivationFailure {
  const fieldError = useFormErrorText();
  const errorText = useErrorText();
  return (error: unknown) => {
    if (error instanceof ApiError && error.validationErrors && error.validationErrors.length > 0) {
      const { fields, other } = serverFieldErrors(error.validationErrors, [
        'activationCode',
        'email',
        'username',
        'password',
      ]);
      const texts = Object.values<FormError>(fields).map((field) => fieldError(field) ?? '');
      const alreadyActive = error.validationErrors.some((validation) => validation.code === 'alreadyActive');
      return { message: [...texts, ...other].filter(Boolean).join(' '), retry: false, alreadyActive };
    }
    // A network or server fault: the link may still be good, so it can be tried again.
    return {
      message: errorText(error),
      retry: !(error instanceof ApiError) || error.code !== 'TA1',
      alreadyActive: false,
    };
  };
}

/**
 * Account activation by link (route activate; spec 1 section 4, spec 3 section 4.5): `activation` (personal) and
 * `activationBusiness` activate at once; `activationEmployee` opens a popup with the user and code where the
 * employee chooses a password. Success hands the tokens to the host; failure shows the 'Account Activation' popup
 * with the server's reasons.
 */
export function Activation({ api, action, user, code, onActivated, resendLink, signInLink }: ActivationProps) {
  const t = useRegistrationMessages();
  const common = useCommonMessages();
  const describeFailure = useActivationFailure();
  const complete = action !== null && user !== null && user !== '' && code !== null && code !== '';
  const [state, setState] = useState<ActivationState>(() =>
    action === 'activationEmployee' ? { kind: 'employee' } : { kind: 'activating' },
  );
  const [popupOpen, setPopupOpen] = useState(true);
  const started = useRef(false);
  const onActivatedRef = useRef(onActivated);
  useEffect(() => {
    onActivatedRef.current = onActivated;
  });

  async function activate() {
    if (!complete || action === 'activationEmployee') return;
    setState({ kind: 'activating' });
    try {
      const tokens =
        action === 'activationBusiness'
          ? await api.call(businessAccountActivate, { email: user, activationCode: code })
          : await api.call(accountActivate, { username: user, activationCode: code });
      setState({ kind: 'done' });
      onActivatedRef.current(
        tokens,
        t(action === 'activationBusiness' ? 'activation.businessSuccess' : 'activation.success'),
      );
    } catch (error) {
      setState({ kind: 'failed', ...describeFailure(error) });
      setPopupOpen(true);
    }
  }

  useEffect(() => {
    // Once per visit (React's strict mode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    void activate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link's values are fixed for the page's life
  }, []);

  const links = (
    <p className="wallet-registration__links">
      {cloneElement(resendLink, {}, t('activation.resend'))} · {cloneElement(signInLink, {}, t('activation.signIn'))}
    </p>
  );

  if (!complete) {
    return (
      <section className="wallet-registration" aria-labelledby="activation-title">
        <h1 id="activation-title" className="wallet-registration__title">
          {t('activation.popupTitle')}
        </h1>
        <Banner tone="error">{t('activation.missing')}</Banner>
        {links}
      </section>
    );
  }

  return (
    <section className="wallet-registration" aria-labelledby="activation-title">
      <h1 id="activation-title" className="wallet-registration__title">
        {t('activation.popupTitle')}
      </h1>
      {(state.kind === 'activating' || state.kind === 'done') && (
        <Spinner label={t('activation.activating')} showLabel />
      )}
      {state.kind === 'failed' &&
        // The popup carries the message (spec 1 section 4); once closed, the page says it once, with the same ways on.
        (popupOpen ? (
          <Dialog
            open
            onClose={() => setPopupOpen(false)}
            title={t('activation.popupTitle')}
            role="alertdialog"
            actions={
              <>
                {state.alreadyActive &&
                  cloneElement(
                    signInLink,
                    { className: 'wallet-button wallet-button--primary' },
                    t('activation.signInActive'),
                  )}
                {state.retry && <Button onClick={() => void activate()}>{t('activation.retry')}</Button>}
                <Button
                  variant={state.retry || state.alreadyActive ? 'secondary' : 'primary'}
                  onClick={() => setPopupOpen(false)}
                >
                  {common('actions.close')}
                </Button>
              </>
            }
          >
            <p>{state.message}</p>
          </Dialog>
        ) : (
          <>
            <Banner tone={state.alreadyActive ? 'info' : 'error'}>{state.message}</Banner>
            {state.retry && (
              <Button variant="secondary" onClick={() => void activate()}>
                {t('activation.retry')}
              </Button>
            )}
            {state.alreadyActive ? (
              <p className="wallet-registration__links">
                {cloneElement(
                  signInLink,
                  { className: 'wallet-button wallet-button--primary' },
                  t('activation.signInActive'),
                )}
              </p>
            ) : (
              links
            )}
          </>
        ))}
      {state.kind === 'employee' && (
        <>
          <p>{t('activation.employeeIntro')}</p>
          {!popupOpen && <Button onClick={() => setPopupOpen(true)}>{t('activation.employeeSubmit')}</Button>}
          {links}
          <EmployeeActivationPopup
            api={api}
            user={user}
            code={code}
            open={popupOpen}
            onClose={() => setPopupOpen(false)}
            onActivated={(tokens) => {
              setState({ kind: 'done' });
              onActivatedRef.current(tokens, t('activation.success'));
            }}
          />
        </>
      )}
    </section>
  );
}

interface EmployeePopupProps {
  api: ApiClient;
  user: string;
  code: string;
  open: boolean;
  onClose: () => void;
  onActivated: (tokens: TokenPair) => void;
}

/** The activationEmployee popup: the user and code from the link, and the password the employee chooses. */
function EmployeeActivationPopup({ api, user, code, open, onClose, onActivated }: EmployeePopupProps) {
  const t = useRegistrationMessages();
  const describeFailure = useActivationFailure();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; repeat?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: { password?: string | undefined; repeat?: string | undefined } = {};
    if (password === '') found.password = t('errors.required');
    else if (brokenPasswordRules(password).length > 0) found.password = t('errors.passwordRules');
    if (repeat === '') found.repeat = t('errors.required');
    else if (repeat !== password) found.repeat = t('errors.passwordMismatch');
    setErrors(found);
    setFailure(null);
    if (found.password ?? found.repeat) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setPending(true);
    try {
      onActivated(await api.call(accountActivate, { username: user, activationCode: code, password }));
    } catch (error) {
      setFailure(describeFailure(error).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('activation.popupTitle')}
      description={t('activation.employeeIntro')}
      initialFocus={passwordRef}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {failure && <Banner tone="error">{failure}</Banner>}
          <TextField
            label={t('activation.employeeUser')}
            name="username"
            value={user}
            readOnly
            autoComplete="username"
          />
          <TextField label={t('activation.employeeCode')} name="activationCode" value={code} readOnly />
          <PasswordField
            ref={passwordRef}
            label={t('personal.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={errors.password}
            aria-describedby="employee-password-rules"
          />
          <PasswordRules id="employee-password-rules" password={password} />
          <PasswordField
            label={t('personal.passwordRepeat')}
            name="passwordRepeat"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => {
              setRepeat(event.target.value);
              setErrors((current) => ({ ...current, repeat: undefined }));
            }}
            error={errors.repeat}
          />
          <div className="wallet-registration__actions">
            <Button type="submit" loading={pending}>
              {t('activation.employeeSubmit')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('activation.cancel')}
            </Button>
          </div>
        </Stack>
      </form>
    </Dialog>
  );
}
