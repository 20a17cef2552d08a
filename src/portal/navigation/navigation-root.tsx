import { useSignals } from '@preact/signals-react/runtime';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { currentLanguage, setLanguage } from '../../core/i18n/i18n';
import { readNavigationQuery } from '../../core/navigation/guards';
import { pathOf } from '../../core/navigation/route-table';
import { Spinner, useErrorText, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';
import { LinkPopups } from './link-popups';
import { useRouteDefinition, useRouteName } from './use-route';

const PreviousPathContext = createContext<string | null>(null);

/** The path the user came from (for pages that return there, such as confirm-card). */
export function usePreviousPath(): string | null {
  return useContext(PreviousPathContext);
}

/** What the login page is told when a code exchange failed. */
export interface LoginPageState {
  exchangeError?: string;
  /** Why the start page sent the user back to login. */
  startError?: string;
  /** A business registration just succeeded: the e-mail its activation link went to (spec 3 section 4.4). */
  registeredEmail?: string;
}

/**
 * The root of every route: the guards that read the address, in the spec's order after the route guards
 * (forced KYC and login, which need the route's layout):
 * - `fromCustomerId` sets the acting customer (a visitor keeps it in the path saved for after the login);
 * - `code` + `codeVerifier` sign in by code exchange;
 * - `api` is consumed;
 * - the locale is initialised on every navigation (`lang` switches it);
 * - the page view is tracked.
 * The consumed parameters leave the address. The receive, video identity and identity verification pages first
 * sign out any existing session.
 */
export function NavigationRoot() {
  useSignals();
  const { session, actingCustomer, analytics, i18n, brand, createLoginFlow } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const route = useRouteDefinition();
  const routeName = useRouteName();
  const active = session.state.value.status === 'active';
  const query = useMemo(
    () => readNavigationQuery(location.search, { keepActingCustomer: !active }),
    [location.search, active],
  );
  const exchanging = useRef<string | null>(null);

  // fromCustomerId, code exchange, api, locale: consumed, then removed from the address.
  useEffect(() => {
    if (query.language) void setLanguage(i18n, query.language);
    document.documentElement.lang = currentLanguage(i18n);
    if (active && query.fromCustomerId) actingCustomer.set(query.fromCustomerId);

    const { exchange } = query;
    if (exchange) {
      if (exchanging.current === exchange.code) return;
      exchanging.current = exchange.code;
      const flow = createLoginFlow();
      flow.exchangeCode(exchange.code, exchange.codeVerifier).then(
        () => {
          const onLogin = route?.name === 'auth.login';
          void navigate(
            onLogin ? pathOf('start') : { pathname: location.pathname, search: query.rest, hash: location.hash },
            { replace: true },
          );
        },
        (error: unknown) => {
          const state: LoginPageState = { exchangeError: errorText(error) };
          void navigate(pathOf('auth.login'), { replace: true, state });
        },
      );
      return;
    }
    if (query.rest !== location.search) {
      void navigate(
        { pathname: location.pathname, search: query.rest, hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
    }
  }, [
    query,
    active,
    actingCustomer,
    i18n,
    createLoginFlow,
    navigate,
    errorText,
    route?.name,
    location.pathname,
    location.search,
    location.hash,
    location.state,
  ]);

  // Pages that first end any session (a claim link opened in a browser where someone is signed in).
  const mustSignOut = route?.logoutFirst === true && active;
  useEffect(() => {
    if (mustSignOut) void session.logout();
  }, [mustSignOut, session]);

  // Each page names itself in the window title (the section, then the brand).
  const title = route ? t(`sections.${route.section}`) : t('notFound.title');
  useEffect(() => {
    document.title = `${title} · ${brand.name}`;
  }, [title, brand.name]);

  // One page view per path (a cleaned-up query is not a new view); the query is never sent.
  useEffect(() => {
    analytics.pageView({ name: routeName, path: location.pathname });
  }, [analytics, routeName, location.pathname]);

  // The path before this one, for pages that return there (updated while rendering a new path).
  const [paths, setPaths] = useState<{ current: string; previous: string | null }>({
    current: location.pathname,
    previous: null,
  });
  if (paths.current !== location.pathname) setPaths({ current: location.pathname, previous: paths.current });

  // The consumed parameters are applied before any page renders, so no page loads data for the wrong customer.
  if (!query.exchange && !mustSignOut && query.rest !== location.search) return null;
  if (query.exchange || mustSignOut) {
    return (
      <div className="portal-pending">
        <Spinner label={query.exchange ? t('signingIn') : t('signingOut')} showLabel />
      </div>
    );
  }
  return (
    <PreviousPathContext.Provider value={paths.previous}>
      <Outlet />
      <LinkPopups />
    </PreviousPathContext.Provider>
  );
}
