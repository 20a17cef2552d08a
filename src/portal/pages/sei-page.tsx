import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pathOf } from '../../core/navigation/route-table';
import { Banner, Button, Inline, Stack, useMessages, useResource } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { ResponsePopup } from '../popups/popups';
import { usePortal } from '../portal-context';
import { USER_CACHE_KEYS, userLoaders } from '../user/user-data';

/** The page that asks: its origin, given as `origin` in the query. Only http(s) origins are accepted. */
export function requestingOrigin(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? new URL(url.origin) : null;
  } catch {
    return null;
  }
}

type Outcome = 'approved' | 'declined' | null;

/**
 * The external authorize flow (route oau, `auth/sei`): a widget's sign-in popup opens it; a visitor signs in first
 * (the route remembers this address), then approves or declines. Handing the approval back to the requesting page
 * (the code for its exchange) comes with the pay-invoice widget; until then the approval says it cannot be handed
 * over yet.
 */
export function SeiPage() {
  const { api, cache, brand } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const [params] = useSearchParams();
  const origin = requestingOrigin(params.get('origin'));
  const customer = useResource(cache, USER_CACHE_KEYS.customer, (signal) => userLoaders.customer(api, signal));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const site = origin?.host ?? '';

  const finish = () => {
    setOutcome(null);
    // Opened as a popup by the requesting page: closing it returns the user there.
    if (window.opener) window.close();
  };

  if (!origin) {
    return (
      <Stack gap="lg" className="portal-narrow">
        <h1>{t('sei.title')}</h1>
        <Banner tone="error">{t('sei.noOrigin')}</Banner>
        <Link to={pathOf('home')}>{t('preparing.action')}</Link>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" className="portal-narrow portal-sei">
      <h1>{t('sei.question', { site })}</h1>
      <p>{t('sei.explanation', { site, brand: brand.name })}</p>
      {customer.data && <p className="portal-sei__account">{t('signedInAs', { login: customer.data.customer.login })}</p>}
      <Inline gap="md" stackOnMobile>
        <Button onClick={() => setOutcome('approved')}>{t('sei.approve')}</Button>
        <Button variant="secondary" onClick={() => setOutcome('declined')}>
          {t('sei.decline')}
        </Button>
      </Inline>
      <ResponsePopup
        open={outcome !== null}
        title={outcome === 'approved' ? t('sei.approvedTitle') : t('sei.declinedTitle')}
        showGoHome
        onClose={finish}
      >
        <p>{outcome === 'approved' ? t('sei.handOverPending', { site }) : t('sei.declinedBody', { site })}</p>
      </ResponsePopup>
    </Stack>
  );
}
