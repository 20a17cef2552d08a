import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { PreparingPage } from './pages/preparing-page';

/**
 * The route table (spec 1 section 2). Paths keep the spec's names; pages whose feature has not landed yet show
 * a page saying the section is being prepared, reachable by address only (no menu links them).
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', element: <LoginPage />, handle: { name: 'auth.login' } },
      { path: 'register', element: <PreparingPage section="register" />, handle: { name: 'auth.register' } },
      { path: 'register/business', element: <PreparingPage section="registerBusiness" />, handle: { name: 'auth.register-business' } },
      { path: 'register/personal', element: <PreparingPage section="registerPersonal" />, handle: { name: 'auth.register-personal' } },
      { path: 'activate', element: <PreparingPage section="activate" />, handle: { name: 'auth.activate' } },
      { path: 'scp', element: <PreparingPage section="scp" />, handle: { name: 'scp-enable' } },
      { path: 'scp-mobile', element: <PreparingPage section="scp" />, handle: { name: 'scp-enable' } },
      { path: 'receive/:id', element: <PreparingPage section="receive" />, handle: { name: 'receive' } },
      { path: 'video-identity-job/:id', element: <PreparingPage section="videoIdentityJob" />, handle: { name: 'video-identity-job' } },
      {
        path: 'identity-verification/:workflowRunId/:token',
        element: <PreparingPage section="identityVerification" />,
        handle: { name: 'identity-verification' },
      },
    ],
  },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [{ path: 'home', element: <HomePage />, handle: { name: 'home' } }],
  },
  { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage />, handle: { name: 'page_404' } }] },
];
