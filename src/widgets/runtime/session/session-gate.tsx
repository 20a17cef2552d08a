import { useSignals } from '@preact/signals-react/runtime';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../../core/api/client';
import type { SessionManager } from '../../../core/auth/session-manager';
import { Banner, Button, Inline, lazyMessages, Spinner, Stack, useCommonMessages, useLazyMessages } from '../../../ui';
import { useWidget } from '../widget-context';
import en from './locales/en.json';
import type { SessionAttributeValues, SessionPropertyValues, sessionEvents } from './session-options';
import { embeddingFrameVisibility, embeddingPartner } from './embedding';
import { createWidgetSession, type SessionSource } from './widget-session';

const NAMESPACE = 'widget-session';
/** English ships with the gate; the other languages load when first shown (each signed-in element's first load stays small). */
const MESSAGES = lazyMessages(NAMESPACE, en, import.meta.glob(['./locales/*.json', '!./locales/en.json']));

/** What the sign-in asks for, in the button and heading. */
export type SessionPurpose = 'pay' | 'kyc' | 'merchant';

export interface WidgetSessionValue {
  /** Calls the API as the signed-in user (bearer, refresh before expiry, one refresh at a time). */
  api: ApiClient;
  session: SessionManager;
  /** Where the session came from (the portal's tab, a handed-over code, the host's callback, the popup). */
  source: SessionSource;
}

const WidgetSessionContext = createContext<WidgetSessionValue | null>(null);

/** The signed-in user's API and session, inside {@link WidgetSessionGate}. */
export function useWidgetSession(): WidgetSessionValue {
  const value = useContext(WidgetSessionContext);
  if (!value) throw new Error('useWidgetSession() must be called inside <WidgetSessionGate>.');
  return value;
}

export interface WidgetSessionGateProps {
  attributes: SessionAttributeValues;
  properties: SessionPropertyValues;
  purpose: SessionPurpose;
  /** Rendered once the user is signed in; it reads the session with {@link useWidgetSession}. */
  children: ReactNode;
  /**
   * Wraps what the gate shows before the user is signed in (loading, sign-in, its outcome), for an element that shows
   * the sign-in inside its own dialog. The gate (and the session) stays mounted while the frame hides its content.
   */
  frame?: ((content: ReactNode) => ReactNode) | undefined;
}

/**
 * Renders its children only with a session (see `widget-session.ts` for where it comes from), otherwise the sign-in:
 * a button that opens the portal's `auth/sei` page in a popup, the blocked-popup link, and the outcome of the last
 * attempt. A new code, callback, environment or portal starts over.
 */
export function WidgetSessionGate({
  attributes,
  properties,
  purpose,
  children,
  frame = (content) => content,
}: WidgetSessionGateProps) {
  useSignals();
  const { environment, emit, brand, i18n, host } = useWidget<typeof sessionEvents>();
  const { t, ready } = useLazyMessages(MESSAGES);
  const common = useCommonMessages();
  const portalOrigin = attributes['portal-origin']
    ? new URL(attributes['portal-origin']).origin
    : environment.portalOrigin;
  const code = attributes.code;
  const codeVerifier = attributes['code-verifier'];
  const getSession = properties.getSession;

  const key = [environment.apiBase, portalOrigin, code ?? '', codeVerifier ?? ''].join(' ');
  const newController = () => ({
    key,
    getSession,
    value: createWidgetSession({
      environment,
      portalOrigin,
      language: () => i18n.language,
      // The sign-in popup asks as the element's brand (the one it had when this session began).
      brand: () => brand.id,
      handover: code && codeVerifier ? { code, codeVerifier } : undefined,
      getSession,
      onAuthRequired: () => emit('wallet-auth-required', { portalOrigin }),
      onSessionExpired: (reason) => emit('wallet-session-expired', { reason }),
      idleTimeoutMs: brand.idleTimeoutMinutes * 60_000,
      activityTarget: host,
      frameVisibility: embeddingFrameVisibility() ?? undefined,
      embeddedIn: embeddingPartner(),
    }),
  });
  // A new code, callback, environment or portal is a new session; a language or brand change is not.
  const [controller, setController] = useState(newController);
  let current = controller.value;
  if (controller.key !== key || controller.getSession !== getSession) {
    const next = newController();
    setController(next);
    current = next.value;
  }

  useEffect(() => {
    current.start().catch((error: unknown) => console.error('wallet widget: the session could not start', error));
    return () => current.dispose();
  }, [current]);

  const state = current.state.value;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signedIn = state.status === 'signed-in';

  const outcomeReason = state.status === 'signed-out' ? state.reason : null;
  useEffect(() => {
    // A failed or declined attempt moves focus to the heading, so screen readers hear the outcome below it.
    if (outcomeReason !== null) headingRef.current?.focus();
  }, [outcomeReason]);

  const signedInApi = signedIn ? state.api : null;
  const signedInSession = signedIn ? state.session : null;
  const source = signedIn ? state.source : null;
  const value = useMemo<WidgetSessionValue | null>(
    () => (signedInApi && signedInSession && source ? { api: signedInApi, session: signedInSession, source } : null),
    [signedInApi, signedInSession, source],
  );
  if (value) return <WidgetSessionContext.Provider value={value}>{children}</WidgetSessionContext.Provider>;

  if (ready && state.status === 'confirming') {
    return frame(
      <HandedOverConsent
        api={state.api}
        site={embeddingPartner()}
        brandName={brand.name}
        t={t}
        onContinue={() => current.confirm()}
        onSignOut={() => current.signOut()}
      />,
    );
  }

  if (
    !ready ||
    state.status === 'starting' ||
    state.status === 'exchanging' ||
    state.status === 'signed-in' ||
    state.status === 'confirming'
  ) {
    return frame(
      <div className="wallet-session" part="session">
        <Spinner
          label={ready ? t(state.status === 'exchanging' ? 'exchanging' : 'starting') : common('status.loading')}
          showLabel
        />
      </div>,
    );
  }

  const title = t(`title.${purpose}`);
  if (state.status === 'signing-in') {
    return frame(
      <Stack gap="md" className="wallet-session" part="session">
        <h2 className="wallet-session__title">{title}</h2>
        {state.popupBlocked ? (
          <Banner tone="warning">
            <p>{t('blocked')}</p>
            {/* rel=opener: the page in the new tab can still hand the code back to this one. */}
            <a href={state.url} target="_blank" rel="opener">
              {t('openInTab')}
            </a>
          </Banner>
        ) : (
          <>
            <Spinner label={t('waiting', { brand: brand.name })} showLabel />
            {/* The popup's page is on another origin: a wander off it is not always seen, so a retry is always offered. */}
            <p>{t('waitingHint', { brand: brand.name })}</p>
          </>
        )}
        <Inline gap="sm">
          <Button variant="secondary" onClick={() => current.signIn()}>
            {state.popupBlocked ? t('button', { brand: brand.name }) : t('retry')}
          </Button>
        </Inline>
      </Stack>,
    );
  }

  const outcome = state.reason ? t(state.reason) : null;
  return frame(
    <Stack gap="md" className="wallet-session" part="session">
      <h2 className="wallet-session__title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {outcome && <Banner tone={state.reason === 'declined' ? 'info' : 'warning'}>{outcome}</Banner>}
      {state.hostHandles ? (
        <Spinner label={t('hostHandles')} showLabel />
      ) : (
        <>
          <p>{t('intro', { brand: brand.name })}</p>
          <Inline gap="sm">
            <Button onClick={() => current.signIn()}>
              {state.reason === 'closed' || state.reason === 'left' || state.reason === 'failed'
                ? t('retry')
                : t('button', { brand: brand.name })}
            </Button>
          </Inline>
        </>
      )}
    </Stack>,
  );
}

type ConsentTranslate = ReturnType<typeof useLazyMessages>['t'];

type Owner = { status: 'loading' } | { status: 'known'; name: string; email: string } | { status: 'failed' };

/**
 * "Signed in as …": a session the page handed to the bank's frame, shown with whose account it is before anything of
 * that account (personal data, uploads) appears. Continue uses it; "Not you? Sign out" ends it.
 */
function HandedOverConsent({
  api,
  site,
  brandName,
  t,
  onContinue,
  onSignOut,
}: {
  api: ApiClient;
  site: string | null;
  brandName: string;
  t: ConsentTranslate;
  onContinue: () => void;
  onSignOut: () => void;
}) {
  const [owner, setOwner] = useState<Owner>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Loaded here only: most pages never show this screen.
    void import('../../../core/api/contract/customer')
      .then(({ customerInfoGet }) => api.call(customerInfoGet, {}, { signal: controller.signal }))
      .then(({ customer }) => {
        const name =
          customer.businessName && customer.customerType !== 0
            ? customer.businessName
            : `${customer.firstName} ${customer.lastName}`.trim();
        setOwner({ status: 'known', name, email: customer.login });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('wallet widget: whose session this is could not be loaded', error);
        setOwner({ status: 'failed' });
      });
    return () => controller.abort();
  }, [api, attempt]);
  useEffect(() => {
    // Screen readers hear the question as soon as it is asked.
    if (owner.status === 'known') headingRef.current?.focus();
  }, [owner.status]);

  const siteName = site ? new URL(site).host : '';
  return (
    <Stack gap="md" className="wallet-session" part="session">
      <h2 className="wallet-session__title" ref={headingRef} tabIndex={-1}>
        {t('consent.title')}
      </h2>
      {owner.status === 'loading' && <Spinner label={t('consent.loading')} showLabel />}
      {owner.status === 'failed' && <Banner tone="warning">{t('consent.failed')}</Banner>}
      {owner.status === 'known' && (
        <>
          <p className="wallet-session__owner">{t('consent.signedInAs', { name: owner.name, email: owner.email })}</p>
          <p>{t('consent.hint', { site: siteName, brand: brandName })}</p>
        </>
      )}
      <Inline gap="sm">
        {owner.status === 'known' && <Button onClick={onContinue}>{t('consent.continue')}</Button>}
        {owner.status === 'failed' && <Button onClick={() => setAttempt((value) => value + 1)}>{t('retry')}</Button>}
        <Button variant="secondary" onClick={onSignOut}>
          {t('consent.notYou')}
        </Button>
      </Inline>
    </Stack>
  );
}

export { NAMESPACE as WIDGET_SESSION_NAMESPACE };
