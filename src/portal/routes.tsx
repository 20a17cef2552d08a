import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import {
  NOT_FOUND_ROUTE_NAME,
  routeByName,
  SIGNED_IN_ROUTES,
  type RouteDefinition,
} from '../core/navigation/route-table';
import { RequireAuth } from './guards/require-auth';
import { AppCrashPage } from './pages/app-crash-page';
import { NotFoundLayout } from './layouts/not-found-layout';
import { PublicLayout } from './layouts/public-layout';
import { NavigationRoot } from './navigation/navigation-root';
import { Preloaded } from './navigation/preloads';
import {
  ActivatePage,
  ActivationResendPage,
  AppLayout,
  BusinessRegistrationPage,
  FocusedLayout,
  IdentityVerificationPage,
  NewBusinessRegistrationPage,
  PageLoading,
  PasswordResetPage,
  RegisterPage,
  RegisterPersonalPage,
  ScpMobilePage,
  ScpPage,
  SeiPage,
  ServiceTermsPage,
  SelectCompanyPage,
  StartPage,
  TermsPage,
  VideoIdentityJobPage,
} from './pages/lazy-pages';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { ReceivePage } from './pages/receive-page';
import { BUILT_PAGES } from './pages/signed-in-pages';

/** Routes that need a session but show no menus: the sign-in steps and the external authorize page. */
const FOCUSED_PAGES: Readonly<Record<string, () => ReactElement>> = {
  start: () => <StartPage />,
  'company-selection': () => <SelectCompanyPage />,
  terms: () => <TermsPage />,
  oau: () => <SeiPage />,
};

function withPreloads(definition: RouteDefinition, page: ReactElement): ReactElement {
  return definition.preload ? <Preloaded keys={definition.preload}>{page}</Preloaded> : page;
}

/** Every signed-in route of the spec has its page: a route without one is a mistake, caught when the table loads. */
function signedInPage(definition: RouteDefinition): ReactElement {
  const page = BUILT_PAGES[definition.name];
  if (!page)
    throw new Error(`The signed-in route ${definition.name} has no page (src/portal/pages/signed-in-pages.tsx)`);
  return page();
}

function toRoute(definition: RouteDefinition, page: ReactElement): RouteObject {
  return {
    path: definition.path,
    element: <PageLoading>{withPreloads(definition, page)}</PageLoading>,
    handle: { name: definition.name },
  };
}

const focusedRoutes = Object.entries(FOCUSED_PAGES).map(([name, page]) => toRoute(routeByName(name), page()));
const appRoutes = SIGNED_IN_ROUTES.filter((definition) => !Object.hasOwn(FOCUSED_PAGES, definition.name)).map(
  (definition) => toRoute(definition, signedInPage(definition)),
);

const registerBusiness = routeByName('auth.register-business');
const registerNewBusiness = routeByName('auth.register-new-business');

/**
 * The route table (spec 1 section 2; src/core/navigation/route-table.ts) mounted for react-router. Paths keep the
 * spec's names; every signed-in route has its page. Every route runs under the navigation root's guards.
 */
export const routes: RouteObject[] = [
  {
    element: <NavigationRoot />,
    errorElement: <AppCrashPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <Navigate to="/login" replace />, handle: { name: 'auth' } },
          { path: 'login', element: <LoginPage />, handle: { name: 'auth.login' } },
          {
            path: 'register',
            element: (
              <PageLoading>
                <RegisterPage />
              </PageLoading>
            ),
            handle: { name: 'auth.register' },
          },
          {
            path: registerBusiness.path,
            element: <PageLoading>{withPreloads(registerBusiness, <BusinessRegistrationPage />)}</PageLoading>,
            handle: { name: registerBusiness.name },
          },
          {
            path: registerNewBusiness.path,
            element: <PageLoading>{withPreloads(registerNewBusiness, <NewBusinessRegistrationPage />)}</PageLoading>,
            handle: { name: registerNewBusiness.name },
          },
          {
            path: 'register/personal',
            element: (
              <PageLoading>
                <RegisterPersonalPage />
              </PageLoading>
            ),
            handle: { name: 'auth.register-personal' },
          },
          {
            path: 'activate',
            element: (
              <PageLoading>
                <ActivatePage />
              </PageLoading>
            ),
            handle: { name: 'auth.activate' },
          },
          {
            path: 'activate/resend',
            element: (
              <PageLoading>
                <ActivationResendPage />
              </PageLoading>
            ),
            handle: { name: 'auth.activation-resend' },
          },
          {
            path: 'password-reset',
            element: (
              <PageLoading>
                <PasswordResetPage />
              </PageLoading>
            ),
            handle: { name: 'auth.password-reset' },
          },
          {
            path: 'scp',
            element: (
              <PageLoading>
                <ScpPage />
              </PageLoading>
            ),
            handle: { name: 'scp-enable' },
          },
          {
            path: 'scp-mobile',
            element: (
              <PageLoading>
                <ScpMobilePage />
              </PageLoading>
            ),
            handle: { name: 'scp-mobile' },
          },
          { path: 'receive/:id', element: <ReceivePage />, handle: { name: 'receive' } },
          {
            path: 'video-identity-job/:id',
            element: (
              <PageLoading>
                <VideoIdentityJobPage />
              </PageLoading>
            ),
            handle: { name: 'video-identity-job' },
          },
          {
            path: 'identity-verification/:workflowRunId/:token',
            element: (
              <PageLoading>
                <IdentityVerificationPage />
              </PageLoading>
            ),
            handle: { name: 'identity-verification' },
          },
          {
            path: 'legal/fundstr-tos',
            element: (
              <PageLoading>
                <ServiceTermsPage />
              </PageLoading>
            ),
            handle: { name: 'legal.fundstr-tos' },
          },
        ],
      },
      {
        element: (
          <RequireAuth>
            <PageLoading>
              <FocusedLayout />
            </PageLoading>
          </RequireAuth>
        ),
        children: focusedRoutes,
      },
      {
        element: (
          <RequireAuth>
            <PageLoading>
              <AppLayout />
            </PageLoading>
          </RequireAuth>
        ),
        children: appRoutes,
      },
      {
        element: <NotFoundLayout />,
        children: [{ path: '*', element: <NotFoundPage />, handle: { name: NOT_FOUND_ROUTE_NAME } }],
      },
    ],
  },
];
