import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LoginFlow, LoginStep } from '../../core/auth/login-flow';
import { ERROR_TEXT, isApiError } from '../../core/api/errors';
import type { BotCheckProvider } from '../../core/bot-check/bot-check';
import {
  Banner,
  BotCheckField,
  Button,
  OtpInput,
  PasswordField,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useMessages,
} from '../../ui';
import { LOGIN_NAMESPACE, loginMessages } from './messages';
import { normaliseCode, validateCode, validateCredentials, type CredentialErrors } from './validation';
import type { TFunction } from '../../core/i18n/i18n';

export interface LoginFeatureProps {
  flow: LoginFlow;
  brandName: string;
  /** Store links shown when the user has to install the app (strict migration). */
  appLinks?: { appStore?: string; googlePlay?: string };
  /** A message to show above the form, e.g. why the previous session ended. */
  notice?: ReactNode;
  /** Links below the form (registration, password reset); the host decides where they go. */
  footer?: ReactNode;
  /**
   * Called once when the session holds tokens. `enableSecureDevice`: the user chose, at a soft migration whose
   * strategy is 'enable', to set up a secure device now (the host opens its scp page instead of the start page).
   */
  onSignedIn: (outcome?: { enableSecureDevice: boolean }) => void;
  /**
   * A strict migration whose strategy is 'enable' (spec 1 section 4): the user cannot sign in until a secure device
   * is enabled; the host opens its scp page. Without it only the store links are offered.
   */
  onEnableSecureDevice?: (() => void) | undefined;
  /**
   * Where a user whose account is not activated yet asks for a new activation link (the server's message says they
   * can): the host opens its resend page with the e-mail typed. Without it no action is offered.
   */
  onRequestActivation?: ((email: string) => void) | undefined;
  /**
   * The brand's bot check, shown when the server asks for one after a few failed attempts (`botCheckRequired`).
   * Without it such a refusal is only explained.
   */
  botCheck?: BotCheckProvider | undefined;
}

/** The server wants a solved bot check with the next attempt (missing, or the one sent was refused). */
function asksForBotCheck(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.messageKey === ERROR_TEXT.botCheckRequired || error.messageKey === ERROR_TEXT.botCheckFailed)
  );
}

/**
 * The text of a failed sign-in step: a throttled attempt (429) says, in the user's language, when the next one
 * is possible; everything else as the common error text.
 */
function useFailureText(t: TFunction): (error: unknown) => string {
  const errorText = useErrorText();
  const language = useLanguage();
  return (error) => {
    if (isApiError(error) && error.status === 429) {
      const at = new Date(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
      return t('tooManyAttempts', { time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }).format(at) });
    }
    return errorText(error);
  };
}

/**
 * Sign-in with every flow of spec 1 section 4: credentials, then the second step the server asks for (one-time
 * password, SMS code, push approval, device confirmation, migration notices), until the session holds tokens.
 */
export function LoginFeature({
  flow,
  brandName,
  appLinks,
  notice,
  footer,
  onSignedIn,
  onRequestActivation,
  onEnableSecureDevice,
  botCheck,
}: LoginFeatureProps) {
  useSignals();
  const t = useMessages(LOGIN_NAMESPACE, loginMessages);
  const step = flow.step.value;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signedInRef = useRef(onSignedIn);
  useEffect(() => {
    signedInRef.current = onSignedIn;
  });

  // Set when the user picks "set up a secure device now" at a soft migration; read once the sign-in is done.
  const secureDeviceChosen = useRef(false);
  useEffect(() => {
    if (step.kind === 'done') signedInRef.current({ enableSecureDevice: secureDeviceChosen.current });
  }, [step]);

  // Move focus to the new step's heading so screen-reader users hear what changed.
  const previousKind = useRef(step.kind);
  useEffect(() => {
    if (previousKind.current !== step.kind) headingRef.current?.focus();
    previousKind.current = step.kind;
  }, [step.kind]);

  return (
    <section className="wallet-login" aria-labelledby="wallet-login-heading">
      <StepView
        step={step}
        flow={flow}
        t={t}
        brandName={brandName}
        appLinks={appLinks}
        notice={notice}
        headingRef={headingRef}
        onRequestActivation={onRequestActivation}
        onEnableSecureDevice={onEnableSecureDevice}
        onChooseSecureDevice={() => {
          secureDeviceChosen.current = true;
        }}
        botCheck={botCheck}
      />
      {step.kind === 'credentials' && footer}
    </section>
  );
}

interface StepViewProps {
  step: LoginStep;
  flow: LoginFlow;
  t: TFunction;
  brandName: string;
  appLinks: LoginFeatureProps['appLinks'];
  notice: ReactNode;
  onRequestActivation: LoginFeatureProps['onRequestActivation'];
  onEnableSecureDevice: LoginFeatureProps['onEnableSecureDevice'];
  onChooseSecureDevice: () => void;
  botCheck: BotCheckProvider | undefined;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

function Heading({ headingRef, children }: { headingRef: StepViewProps['headingRef']; children: ReactNode }) {
  return (
    <h1 id="wallet-login-heading" ref={headingRef} tabIndex={-1} className="wallet-login__title">
      {children}
    </h1>
  );
}

function StepView({
  step,
  flow,
  t,
  brandName,
  appLinks,
  notice,
  headingRef,
  onRequestActivation,
  onEnableSecureDevice,
  onChooseSecureDevice,
  botCheck,
}: StepViewProps) {
  switch (step.kind) {
    case 'credentials':
      return (
        <>
          <Heading headingRef={headingRef}>{t('title')}</Heading>
          <p className="wallet-login__subtitle">{t('subtitle', { brand: brandName })}</p>
          {notice}
          <CredentialsForm flow={flow} t={t} onRequestActivation={onRequestActivation} botCheck={botCheck} />
        </>
      );
    case 'otp':
      return (
        <CodeForm
          flow={flow}
          t={t}
          headingRef={headingRef}
          title={t('otp.title')}
          description={t('otp.description', { brand: brandName })}
        />
      );
    case 'sms':
      return (
        <CodeForm
          flow={flow}
          t={t}
          headingRef={headingRef}
          title={t('sms.title')}
          description={t('sms.description', { phone: step.phoneNumber, identifier: step.smsIdentifier })}
        />
      );
    case 'verifyDevice':
      return (
        <CodeForm
          flow={flow}
          t={t}
          headingRef={headingRef}
          title={t('verifyDevice.title')}
          description={t('verifyDevice.description')}
        />
      );
    case 'push':
      return (
        <PushWait
          flow={flow}
          t={t}
          headingRef={headingRef}
          brandName={brandName}
          link={step.link}
          devices={step.devices.map((d) => d.name)}
        />
      );
    case 'pushDeclined':
      return (
        <Stack gap="md">
          <Heading headingRef={headingRef}>{t('push.declinedTitle')}</Heading>
          <Banner tone="error">{t('push.declined')}</Banner>
          <Button onClick={() => flow.cancel()}>{t('push.tryAgain')}</Button>
        </Stack>
      );
    case 'migration':
      return step.req === 'soft' ? (
        <SoftMigration
          flow={flow}
          t={t}
          headingRef={headingRef}
          brandName={brandName}
          daysLeft={step.daysLeft}
          offerSecureDevice={step.strat === 'enable'}
          onChooseSecureDevice={onChooseSecureDevice}
        />
      ) : (
        <Stack gap="md">
          <Heading headingRef={headingRef}>{t('migration.strictTitle')}</Heading>
          <Banner tone="warning">{t('migration.strict', { brand: brandName })}</Banner>
          {(appLinks?.appStore ?? appLinks?.googlePlay) && (
            <nav aria-label={t('migration.getApp')} className="wallet-login__stores">
              {appLinks.appStore && <a href={appLinks.appStore}>App Store</a>}
              {appLinks.googlePlay && <a href={appLinks.googlePlay}>Google Play</a>}
            </nav>
          )}
          {step.strat === 'enable' && onEnableSecureDevice && (
            <Button onClick={onEnableSecureDevice}>{t('migration.enableDevice')}</Button>
          )}
          <Button variant="secondary" onClick={() => flow.cancel()}>
            {t('backToSignIn')}
          </Button>
        </Stack>
      );
    case 'done':
      return <Spinner label={t('title')} />;
  }
}

interface CredentialsFormProps {
  flow: LoginFlow;
  t: TFunction;
  onRequestActivation?: ((email: string) => void) | undefined;
  botCheck: BotCheckProvider | undefined;
}

function CredentialsForm({ flow, t, onRequestActivation, botCheck }: CredentialsFormProps) {
  const errorText = useFailureText(t);
  const language = useLanguage();
  // Shown once the server asked for it; from then on every attempt carries a fresh token (each is single-use).
  const [botCheckShown, setBotCheckShown] = useState(false);
  const [botCheckToken, setBotCheckToken] = useState<string | null>(null);
  const [botCheckReset, setBotCheckReset] = useState(0);
  const [botCheckError, setBotCheckError] = useState<string | undefined>(undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notActivated, setNotActivated] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = validateCredentials(email, password);
    setFieldErrors(errors);
    setFailure(null);
    setNotActivated(false);
    const missingBotCheck = botCheckShown && botCheckToken === null;
    setBotCheckError(missingBotCheck ? t('errors.botCheckRequired') : undefined);
    if (errors.email ?? errors.password) {
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (missingBotCheck) {
      formRef.current?.querySelector<HTMLInputElement>('[name="botCheckAnswer"]')?.focus();
      return;
    }
    setPending(true);
    try {
      await flow.start(email.trim(), password, 'spa', botCheckToken ?? undefined);
    } catch (error) {
      setFailure(errorText(error));
      setNotActivated(isApiError(error) && error.messageKey === ERROR_TEXT.notActivated);
      if (botCheck && (botCheckShown || asksForBotCheck(error))) {
        // The token went with this attempt and is spent: the next attempt needs a new check.
        setBotCheckShown(true);
        setBotCheckToken(null);
        setBotCheckReset((count) => count + 1);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="wallet-login__form">
      <Stack gap="md">
        {failure && (
          <Banner tone="error">
            <p>{failure}</p>
            {notActivated && onRequestActivation && (
              <Button variant="secondary" onClick={() => onRequestActivation(email.trim())}>
                {t('requestActivation')}
              </Button>
            )}
          </Banner>
        )}
        <TextField
          label={t('email')}
          name="username"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email ? t(fieldErrors.email) : undefined}
          required
        />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password ? t(fieldErrors.password) : undefined}
          required
        />
        {botCheck && botCheckShown && (
          <BotCheckField
            provider={botCheck}
            language={language}
            resetKey={botCheckReset}
            error={botCheckError}
            onToken={(token) => {
              setBotCheckToken(token);
              if (token) setBotCheckError(undefined);
            }}
          />
        )}
        <Button type="submit" loading={pending} fullWidth>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}

function CodeForm({
  flow,
  t,
  headingRef,
  title,
  description,
}: {
  flow: LoginFlow;
  t: TFunction;
  headingRef: StepViewProps['headingRef'];
  title: string;
  description: string;
}) {
  const errorText = useFailureText(t);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = validateCode(code);
    setFieldError(problem ? t(problem) : null);
    setFailure(null);
    if (problem) return;
    setPending(true);
    try {
      await flow.submitCode(normaliseCode(code));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="wallet-login__form">
      <Stack gap="md">
        <Heading headingRef={headingRef}>{title}</Heading>
        <p>{description}</p>
        {failure && <Banner tone="error">{failure}</Banner>}
        <OtpInput label={t('code')} value={code} onChange={setCode} error={fieldError ?? undefined} />
        <Button type="submit" loading={pending} fullWidth>
          {t('verify')}
        </Button>
        <Button variant="link" onClick={() => flow.cancel()}>
          {t('backToSignIn')}
        </Button>
      </Stack>
    </form>
  );
}

function PushWait({
  flow,
  t,
  headingRef,
  brandName,
  link,
  devices,
}: {
  flow: LoginFlow;
  t: TFunction;
  headingRef: StepViewProps['headingRef'];
  brandName: string;
  link: string | null;
  devices: string[];
}) {
  useSignals();
  const errorText = useFailureText(t);
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const flowError = flow.error.value;

  async function resend() {
    setFailure(null);
    setResent(false);
    try {
      await flow.resendPush();
      setResent(true);
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <Stack gap="md">
      <Heading headingRef={headingRef}>{t('push.title')}</Heading>
      <p>{t('push.description', { brand: brandName })}</p>
      {devices.length > 0 && <p>{t('push.devices', { devices: devices.join(', ') })}</p>}
      <Spinner label={t('push.waiting')} showLabel />
      {(failure ?? flowError) && <Banner tone="error">{failure ?? errorText(flowError)}</Banner>}
      {resent && <Banner tone="success">{t('push.resent')}</Banner>}
      {link && (
        <a className="wallet-login__app-link" href={link}>
          {t('push.openApp')}
        </a>
      )}
      <Button variant="secondary" onClick={resend}>
        {t('push.resend')}
      </Button>
      <Button variant="link" onClick={() => flow.cancel()}>
        {t('backToSignIn')}
      </Button>
    </Stack>
  );
}

function SoftMigration({
  flow,
  t,
  headingRef,
  brandName,
  daysLeft,
  offerSecureDevice,
  onChooseSecureDevice,
}: {
  flow: LoginFlow;
  t: TFunction;
  headingRef: StepViewProps['headingRef'];
  brandName: string;
  daysLeft: number;
  /** The strategy is 'enable': the user may set up a secure device right after signing in. */
  offerSecureDevice: boolean;
  onChooseSecureDevice: () => void;
}) {
  const errorText = useFailureText(t);
  const [failure, setFailure] = useState<string | null>(null);

  async function proceed(enableSecureDevice = false) {
    setFailure(null);
    if (enableSecureDevice) onChooseSecureDevice();
    try {
      await flow.continueMigration();
    } catch (error) {
      setFailure(errorText(error));
    }
  }

  return (
    <Stack gap="md">
      <Heading headingRef={headingRef}>{t('migration.softTitle')}</Heading>
      <Banner tone="info">{t('migration.soft', { brand: brandName, days: daysLeft })}</Banner>
      {failure && <Banner tone="error">{failure}</Banner>}
      {offerSecureDevice && <Button onClick={() => void proceed(true)}>{t('migration.enableDevice')}</Button>}
      <Button variant={offerSecureDevice ? 'secondary' : 'primary'} onClick={() => void proceed()}>
        {t('migration.continue')}
      </Button>
    </Stack>
  );
}
