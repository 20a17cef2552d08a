import { cloneElement, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  passwordResetChange,
  passwordResetCodeCheck,
  passwordResetRequest,
} from '../../core/api/contract/registration';
import { brokenPasswordRules } from '../../core/api/contract/registration';
import { ApiError } from '../../core/api/errors';
import { checkEmailFormat, normaliseEmail, serverFieldErrors } from '../../core/registration/personal-registration';
import { Banner, Button, PasswordField, PasswordRules, Spinner, Stack, TextField, useErrorText } from '../../ui';
import { focusFirstInvalid, useFormErrorText, useRegistrationMessages } from './form-parts';

type ResetStep =
  | { kind: 'request' }
  | { kind: 'checkingLink' }
  | { kind: 'code'; resent: boolean }
  | { kind: 'password' }
  | { kind: 'done' };

export interface PasswordResetProps {
  api: ApiClient;
  language: string;
  /** From a reset link: the e-mail and code, checked at once. */
  initialEmail?: string | undefined;
  initialCode?: string | undefined;
  /** Link to sign in, without children. */
  signInLink: ReactElement;
}

function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/**
 * Password reset (spec 3 section 7.2): request a code by e-mail, check it, choose a new password with the
 * platform's password rules, then sign in. A reset link carrying the code skips to the new password. Every step
 * keeps what was typed when the server refuses it or the network fails.
 */
export function PasswordReset({ api, language, initialEmail = '', initialCode = '', signInLink }: PasswordResetProps) {
  const t = useRegistrationMessages();
  const errorText = useErrorText();
  const fieldError = useFormErrorText();
  const fromLink = initialEmail !== '' && /^\d{6}$/.test(normaliseCode(initialCode));
  const [step, setStep] = useState<ResetStep>(fromLink ? { kind: 'checkingLink' } : { kind: 'request' });
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(fromLink ? normaliseCode(initialCode) : '');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstStep = useRef(true);
  const checkedLink = useRef(false);

  // Focus follows the step, so screen-reader users hear where they are (not on the first screen).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step.kind]);

  /** Shows a failure at the field the server names, or as a banner. */
  function showFailure(error: unknown, field: 'email' | 'code' | 'password') {
    if (error instanceof ApiError && error.validationErrors && error.validationErrors.length > 0) {
      const mapped = serverFieldErrors(error.validationErrors, ['email', 'code', 'password']);
      const texts = {
        email: fieldError(mapped.fields.email),
        code: fieldError(mapped.fields.code),
        password: fieldError(mapped.fields.password),
      };
      setErrors(texts);
      const fieldless = mapped.other.join(' ');
      setFailure(fieldless === '' ? null : fieldless);
      if (!texts[field] && fieldless === '') setFailure(errorText(error));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return mapped.fields.code?.key;
    }
    setFailure(errorText(error));
    return undefined;
  }

  useEffect(() => {
    if (!fromLink || checkedLink.current) return;
    checkedLink.current = true;
    api.call(passwordResetCodeCheck, { email: normaliseEmail(initialEmail), code: normaliseCode(initialCode) }).then(
      () => setStep({ kind: 'password' }),
      (error: unknown) => {
        setStep({ kind: 'code', resent: false });
        showFailure(error, 'code');
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the link's values
  }, []);

  async function run(action: () => Promise<void>, field: 'email' | 'code' | 'password') {
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const code = showFailure(error, field);
      // A locked or spent request needs a new code: back to the start with the e-mail kept.
      if (code === 'server.resetLocked' || code === 'server.resetNotRequested' || code === 'server.resetCodeExpired') {
        setStep({ kind: 'request' });
        setFailure(fieldError(serverFieldErrors((error as ApiError).validationErrors, ['code']).fields.code) ?? null);
        setErrors({});
      }
    } finally {
      setPending(false);
    }
  }

  async function request(event?: FormEvent<HTMLFormElement>, resend = false) {
    event?.preventDefault();
    const trimmed = normaliseEmail(email);
    const problem = checkEmailFormat(trimmed);
    setErrors({ email: problem ? t(`errors.${problem}`) : undefined });
    if (problem) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    await run(async () => {
      await api.call(passwordResetRequest, { email: trimmed, language });
      setCode('');
      setStep({ kind: 'code', resent: resend });
    }, 'email');
  }

  async function checkCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = normaliseCode(code);
    const problem = digits === '' ? 'codeRequired' : /^\d{6}$/.test(digits) ? null : 'codeInvalid';
    setErrors({ code: problem ? t(`errors.${problem}`) : undefined });
    if (problem) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    await run(async () => {
      await api.call(passwordResetCodeCheck, { email: normaliseEmail(email), code: digits });
      setStep({ kind: 'password' });
    }, 'code');
  }

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string | undefined> = {};
    if (password === '') found.password = t('errors.required');
    else if (brokenPasswordRules(password).length > 0) found.password = t('errors.passwordRules');
    if (repeat === '') found.repeat = t('errors.required');
    else if (repeat !== password) found.repeat = t('errors.passwordMismatch');
    setErrors(found);
    if (found.password ?? found.repeat) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    await run(async () => {
      await api.call(passwordResetChange, { email: normaliseEmail(email), code: normaliseCode(code), password });
      setStep({ kind: 'done' });
    }, 'password');
  }

  const heading = (text: string) => (
    <h1 id="reset-title" ref={headingRef} tabIndex={-1} className="wallet-registration__title">
      {text}
    </h1>
  );
  const banner = failure && <Banner tone="error">{failure}</Banner>;
  const back = <p className="wallet-registration__aside">{cloneElement(signInLink, {}, t('reset.back'))}</p>;

  switch (step.kind) {
    case 'checkingLink':
      return (
        <section className="wallet-registration" aria-labelledby="reset-title">
          {heading(t('reset.title'))}
          <Spinner label={t('reset.title')} />
        </section>
      );
    case 'request':
      return (
        <section className="wallet-registration" aria-labelledby="reset-title">
          {heading(t('reset.title'))}
          <p className="wallet-registration__intro">{t('reset.requestIntro')}</p>
          <form ref={formRef} noValidate onSubmit={(event) => void request(event)}>
            <Stack gap="md">
              {banner}
              <TextField
                label={t('reset.email')}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.email}
                required
              />
              <Button type="submit" loading={pending} fullWidth>
                {t('reset.send')}
              </Button>
              {back}
            </Stack>
          </form>
        </section>
      );
    case 'code':
      return (
        <section className="wallet-registration" aria-labelledby="reset-title">
          {heading(t('reset.codeTitle'))}
          <p className="wallet-registration__intro">{t('reset.codeIntro', { email: normaliseEmail(email) })}</p>
          <form ref={formRef} noValidate onSubmit={(event) => void checkCode(event)}>
            <Stack gap="md">
              <div role="status">{step.resent && <Banner tone="success">{t('reset.codeResent')}</Banner>}</div>
              {banner}
              <TextField
                label={t('reset.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={9}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={errors.code}
                required
              />
              <Button type="submit" loading={pending} fullWidth>
                {t('reset.checkCode')}
              </Button>
              <div className="wallet-registration__actions">
                <Button variant="link" onClick={() => void request(undefined, true)}>
                  {t('reset.resendCode')}
                </Button>
                <Button
                  variant="link"
                  onClick={() => {
                    setFailure(null);
                    setErrors({});
                    setStep({ kind: 'request' });
                  }}
                >
                  {t('reset.otherEmail')}
                </Button>
              </div>
            </Stack>
          </form>
        </section>
      );
    case 'password':
      return (
        <section className="wallet-registration" aria-labelledby="reset-title">
          {heading(t('reset.newTitle'))}
          <p className="wallet-registration__intro">{t('reset.newIntro', { email: normaliseEmail(email) })}</p>
          <form ref={formRef} noValidate onSubmit={(event) => void change(event)}>
            <Stack gap="md">
              {banner}
              <input type="hidden" name="username" autoComplete="username" value={normaliseEmail(email)} />
              <PasswordField
                label={t('reset.newPassword')}
                name="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
                aria-describedby="reset-password-rules"
                required
              />
              <PasswordRules id="reset-password-rules" password={password} />
              <PasswordField
                label={t('reset.newPasswordRepeat')}
                name="passwordRepeat"
                autoComplete="new-password"
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
                error={errors.repeat}
                required
              />
              <Button type="submit" loading={pending} fullWidth>
                {t('reset.change')}
              </Button>
            </Stack>
          </form>
        </section>
      );
    case 'done':
      return (
        <section className="wallet-registration" aria-labelledby="reset-title">
          {heading(t('reset.doneTitle'))}
          <Banner tone="success">{t('reset.doneBody')}</Banner>
          <p className="wallet-registration__aside">{cloneElement(signInLink, {}, t('reset.signIn'))}</p>
        </section>
      );
  }
}
