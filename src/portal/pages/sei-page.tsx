import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  seiAuthorizationGet,
  seiAuthorize,
  seiAuthorizeDecide,
  type SeiAuthorization,
} from '../../core/api/contract/auth';
import { isApiError } from '../../core/api/errors';
import { handOverOrigin, parseSeiRequest, SEI_MESSAGE_TYPE, type SeiMessage } from '../../core/auth/sei-handover';
import { pathOf } from '../../core/navigation/route-table';
import { Banner, Button, Inline, Spinner, Stack, useErrorText, useMessages, useQuery } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { ResponsePopup } from '../popups/popups';
import { usePortal } from '../portal-context';
import { customerQuery } from '../../core/customer/customer-data';

type Outcome = 'approved' | 'declined' | null;

/** Hands the outcome to the widget that opened this window, on its exact origin only. */
function handOver(origin: string, message: SeiMessage): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  opener.postMessage(message, origin);
  return true;
}

/**
 * The external authorize flow (route oau, `auth/sei`): a widget's sign-in popup opens it with the widget's origin,
 * PKCE challenge and state (see `core/auth/sei-handover.ts`). A visitor signs in first (the route remembers this
 * address); the page then starts an authorization for that origin, asks the user to approve or decline, and hands
 * the one-time code (or the refusal) back to the opener with `postMessage` targeted at that origin. The widget
 * exchanges the code with its verifier; the portal's own session is not shared. Only registered partner sites may
 * ask: the consent names the partner as registered, and an unknown site gets a refusal page and no buttons. An
 * authorization answered with 404 redirects to the root (spec 1 section 8).
 */
export function SeiPage() {
  const { api, cache, brand } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const [request] = useState(() => parseSeiRequest(params));
  const customer = useQuery(cache, customerQuery(api));
  const [authorization, setAuthorization] = useState<SeiAuthorization | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [decideError, setDecideError] = useState<unknown>(null);
  const [deciding, setDeciding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Without the requesting window there is nobody to hand a code to: approving would only waste it.
  const [noOpener, setNoOpener] = useState(() => !window.opener);
  const started = useRef(false);
  const host = request ? new URL(request.origin).host : '';
  // The registered partner's name, as the bank knows it, with the address it really comes from.
  const site = authorization?.partnerName ? `${authorization.partnerName} (${host})` : host;
  const refused = isApiError(loadError) && loadError.status === 403;
  // Spec 1 section 8: an authorization the server does not know (404, on starting or deciding it) sends the visitor
  // to the root.
  const unknownAuthorization = [loadError, decideError].some((error) => isApiError(error) && error.status === 404);

  // The authorization this page started, kept in its address: a reload resumes it (GET /auth/sei/authorize) rather
  // than starting a second one the widget would never hear of.
  const [resumeId] = useState(() => params.get('authorizationId'));
  const start = useCallback(() => {
    if (!request) return;
    setLoadError(null);
    if (resumeId) {
      api.call(seiAuthorizationGet, { authorizationId: resumeId }).then(setAuthorization, setLoadError);
      return;
    }
    api
      .call(seiAuthorize, {
        origin: request.origin,
        codeChallenge: request.codeChallenge,
        brand: brand.id,
        ...(request.embedded ? { embedded: true } : {}),
      })
      .then((started) => {
        setAuthorization(started);
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('authorizationId', started.authorizationId);
            return next;
          },
          { replace: true },
        );
      }, setLoadError);
  }, [api, request, brand.id, resumeId, setParams]);

  useEffect(() => {
    // One authorization per visit (a re-render or a development double effect must not start another).
    if (started.current || noOpener) return;
    started.current = true;
    start();
  }, [start, noOpener]);

  const decide = async (approve: boolean) => {
    if (!request || !authorization || deciding) return;
    setDeciding(true);
    setDecideError(null);
    try {
      const answer = await api.call(seiAuthorizeDecide, { authorizationId: authorization.authorizationId, approve });
      const message: SeiMessage =
        answer.status === 'approved' && answer.code
          ? { type: SEI_MESSAGE_TYPE, state: request.state, outcome: 'approved', code: answer.code }
          : { type: SEI_MESSAGE_TYPE, state: request.state, outcome: 'declined' };
      setNoOpener(!handOver(handOverOrigin(request, window.location.origin), message));
      setOutcome(message.outcome);
    } catch (error) {
      setDecideError(error);
    } finally {
      setDeciding(false);
    }
  };

  const finish = () => {
    setOutcome(null);
    // Opened as a popup (or a tab with its opener) by the requesting page: closing returns the user there.
    if (window.opener) window.close();
  };

  useEffect(() => {
    if (outcome !== 'approved' || noOpener) return;
    // The widget has its code: the window goes away by itself, after the user could read what happened.
    const timer = setTimeout(() => window.close(), 1500);
    return () => clearTimeout(timer);
  }, [outcome, noOpener]);

  if (unknownAuthorization) return <Navigate to="/" replace />;
  if (refused) {
    return (
      <Stack gap="lg" className="portal-narrow">
        <h1>{t('sei.refusedTitle')}</h1>
        <Banner tone="error">{t('sei.refusedBody', { site: host, brand: brand.name })}</Banner>
        <Link to={pathOf('home')}>{t('goHome')}</Link>
      </Stack>
    );
  }
  if (!request) {
    return (
      <Stack gap="lg" className="portal-narrow">
        <h1>{t('sei.title')}</h1>
        <Banner tone="error">{t('sei.noOrigin')}</Banner>
        <Link to={pathOf('home')}>{t('goHome')}</Link>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" className="portal-narrow portal-sei">
      <h1>{t('sei.question', { site })}</h1>
      <p>{t('sei.explanation', { site, brand: brand.name })}</p>
      {customer.data && (
        <p className="portal-sei__account">{t('signedInAs', { login: customer.data.customer.login })}</p>
      )}
      {noOpener && outcome === null ? (
        <Banner tone="warning">{t('sei.noOpener', { site })}</Banner>
      ) : loadError !== null ? (
        <Banner tone="error">
          <p>
            {t('sei.loadFailed', { site })} {errorText(loadError)}
          </p>
          <Button variant="secondary" onClick={start}>
            {t('sei.retry')}
          </Button>
        </Banner>
      ) : !authorization ? (
        <Spinner />
      ) : (
        <>
          {decideError !== null && (
            <Banner tone="error">
              {t('sei.decideFailed')} {errorText(decideError)}
            </Banner>
          )}
          <Inline gap="md" stackOnMobile>
            <Button onClick={() => void decide(true)} loading={deciding} disabled={outcome !== null}>
              {t('sei.approve')}
            </Button>
            <Button variant="secondary" onClick={() => void decide(false)} disabled={deciding || outcome !== null}>
              {t('sei.decline')}
            </Button>
          </Inline>
        </>
      )}
      <ResponsePopup
        open={outcome !== null}
        title={outcome === 'approved' ? t('sei.approvedTitle') : t('sei.declinedTitle')}
        showGoHome
        onClose={finish}
      >
        <p>
          {noOpener
            ? t('sei.noOpener', { site })
            : outcome === 'approved'
              ? t('sei.approvedBody', { site })
              : t('sei.declinedBody', { site })}
        </p>
      </ResponsePopup>
    </Stack>
  );
}
