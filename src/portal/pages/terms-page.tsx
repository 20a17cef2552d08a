import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RESPONSE_CODES } from '../../core/api/contract/envelope';
import { isApiError, type PendingTerm } from '../../core/api/errors';
import { pathOf } from '../../core/navigation/route-table';
import { Banner, Spinner, Stack, useErrorText, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';
import type { TermsPageState } from '../start/use-start-decision';
import { loadUserData } from '../user/user-data';

type TermsView = { status: 'loading' } | { status: 'terms'; terms: PendingTerm[] } | { status: 'none' } | { status: 'error'; error: unknown };

/**
 * The terms to accept (route terms): shown when customer or access info answered with a terms error (spec 1
 * section 2, "Start page after login"). The terms come with the navigation; after a reload they are asked for
 * again. Accepting them needs a call the contract does not have yet, so the page says how to proceed meanwhile; the
 * header offers sign-out.
 */
export function TermsPage() {
  const services = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const errorText = useErrorText();
  const location = useLocation();
  const handed = (location.state as TermsPageState | null)?.terms;
  const [view, setView] = useState<TermsView>(handed && handed.length > 0 ? { status: 'terms', terms: handed } : { status: 'loading' });

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
          <Banner tone="info">{t('terms.acceptLater', { email: services.brand.support.email, phone: services.brand.support.phone })}</Banner>
        </>
      )}
    </Stack>
  );
}
