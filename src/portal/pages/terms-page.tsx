import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import settingsCss from '../../features/account-settings/account-settings.css?inline';
import { TermsAcceptance } from '../../features/account-settings/terms-acceptance';
import { RESPONSE_CODES } from '../../core/api/contract/envelope';
import { isApiError, type PendingTerm } from '../../core/api/errors';
import { pathOf } from '../../core/navigation/route-table';
import { Banner, Spinner, Stack, useErrorText, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';
import type { TermsPageState } from '../start/use-start-decision';
import { loadUserData, USER_CACHE_KEYS } from '../user/user-data';
import { adoptFeatureStyles } from '../layouts/feature-styles';

adoptFeatureStyles('account-settings', settingsCss);

type TermsView =
  | { status: 'loading' }
  | { status: 'terms'; terms: PendingTerm[] }
  | { status: 'none' }
  | { status: 'error'; error: unknown };

/**
 * The terms to accept (route terms): shown when customer or access info answered with a terms error (spec 1
 * section 2, "Start page after login"). The terms come with the navigation; after a reload they are asked for
 * again. The customer reads them (each opens as a PDF), ticks and accepts, and goes on to the start page; the header
 * offers sign-out instead.
 */
export function TermsPage() {
  const services = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as TermsPageState | null)?.terms;
  const [view, setView] = useState<TermsView>(
    handed && handed.length > 0 ? { status: 'terms', terms: handed } : { status: 'loading' },
  );

  useEffect(() => {
    if (view.status !== 'loading') return;
    let current = true;
    loadUserData(services, 'customer').then(
      () => current && setView({ status: 'none' }),
      (error: unknown) => {
        if (!current) return;
        const terms = isApiError(error) && error.code === RESPONSE_CODES.termsError ? (error.terms ?? []) : [];
        setView(terms.length > 0 ? { status: 'terms', terms } : { status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [services, view.status]);

  if (view.status === 'none') return <Navigate to={pathOf('start')} replace />;
  return (
    <Stack gap="lg" className="portal-narrow portal-terms">
      <h1>{t('terms.title')}</h1>
      {view.status === 'loading' && <Spinner label={t('loading')} showLabel />}
      {view.status === 'error' && <Banner tone="error">{errorText(view.error)}</Banner>}
      {view.status === 'terms' && (
        <>
          <p>{t('terms.intro', { brand: services.brand.name })}</p>
          <ul className="portal-terms__list" aria-label={t('terms.listLabel')}>
            {view.terms.map((term) => (
              <li key={String(term.id)}>
                {term.url ? (
                  <a href={term.url} target="_blank" rel="noopener noreferrer">
                    {term.title}
                    <span className="wallet-visually-hidden"> ({t('newTab')})</span>
                  </a>
                ) : (
                  term.title
                )}
              </li>
            ))}
          </ul>
          <TermsAcceptance
            api={services.api}
            terms={view.terms}
            onAccepted={() => {
              services.cache.invalidate(USER_CACHE_KEYS.customer);
              services.cache.invalidate(USER_CACHE_KEYS.accessInfo);
              void navigate(pathOf('start'), { replace: true });
            }}
          />
        </>
      )}
    </Stack>
  );
}
