import { cloneElement, useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { ApiClient } from '../../core/api/client';
import { activationCodeResend } from '../../core/api/contract/registration';
import { ApiError } from '../../core/api/errors';
import { checkEmailFormat, normaliseEmail, serverFieldErrors } from '../../core/registration/personal-registration';
import { Banner, Button, Stack, TextField, useErrorText } from '../../ui';
import { focusFirstInvalid, useFormErrorText, useRegistrationMessages } from './form-parts';

type ResendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Sends the activation link again; the server's reason is shown in the user's language when it fails. */
function useResend(api: ApiClient, language: string) {
  const errorText = useErrorText();
  const fieldError = useFormErrorText();
  const [state, setState] = useState<ResendState>({ kind: 'idle' });
  async function resend(email: string) {
    setState({ kind: 'sending' });
    try {
      await api.call(activationCodeResend, { email, language });
      setState({ kind: 'sent' });
    } catch (error) {
      const mapped = error instanceof ApiError ? serverFieldErrors(error.validationErrors, ['email']) : null;
      setState({ kind: 'failed', message: fieldError(mapped?.fields.email) ?? errorText(error) });
    }
  }
  return { state, resend };
}

/** A button that e-mails a new activation link to `email`, with the outcome announced below it. */
export function ResendActivationButton({ api, email, language }: { api: ApiClient; email: string; language: string }) {
  const t = useRegistrationMessages();
  const { state, resend } = useResend(api, language);
  return (
    <div className="wallet-registration__resend">
      <Button variant="secondary" loading={state.kind === 'sending'} onClick={() => void resend(email)}>
        {t('done.resend')}
      </Button>
      <div role="status">
        {state.kind === 'sent' && <p>{t('done.resent', { email })}</p>}
        {state.kind === 'failed' && <p className="wallet-field__error">{state.message}</p>}
      </div>
    </div>
  );
}

export interface ResendActivationProps {
  api: ApiClient;
  language: string;
  /** E-mail to start with (from the address or the failed activation). */
  initialEmail?: string | undefined;
  /** Link back to sign-in, without children. */
  signInLink: ReactElement;
}

/** A page-sized form: enter the registered e-mail address and get a new activation link. */
export function ResendActivation({ api, language, initialEmail = '', signInLink }: ResendActivationProps) {
  const t = useRegistrationMessages();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>(undefined);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { state, resend } = useResend(api, language);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = normaliseEmail(email);
    const problem = checkEmailFormat(trimmed);
    setError(problem ? t(`errors.${problem}`) : undefined);
    if (problem) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSentTo(trimmed);
    await resend(trimmed);
  }

  return (
    <section className="wallet-registration" aria-labelledby="resend-title">
      <h1 id="resend-title" className="wallet-registration__title">
        {t('resend.title')}
      </h1>
      <p className="wallet-registration__intro">{t('resend.intro')}</p>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <div role="status">
            {state.kind === 'sent' && sentTo && <Banner tone="success">{t('resend.sent', { email: sentTo })}</Banner>}
          </div>
          {state.kind === 'failed' && <Banner tone="error">{state.message}</Banner>}
          <TextField
            label={t('resend.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={error}
            required
          />
          <Button type="submit" loading={state.kind === 'sending'} fullWidth>
            {t('resend.submit')}
          </Button>
          <p className="wallet-registration__aside">{cloneElement(signInLink, {}, t('resend.back'))}</p>
        </Stack>
      </form>
    </section>
  );
}
