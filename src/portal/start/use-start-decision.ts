import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathOf } from '../../core/navigation/route-table';
import { SESSION_KEYS } from '../../core/session/session-keys';
import { useErrorText } from '../../ui';
import type { LoginPageState } from '../navigation/navigation-root';
import { usePortal } from '../portal-context';
import type { StartFlowResult } from './start-flow';

/** What the terms page is handed: the terms a call asked to accept. */
export interface TermsPageState {
  terms: { id: number | string; title: string; url?: string }[];
}

/** What a page reached after choosing a company is told, to confirm the switch. */
export interface CompanyChosenState {
  companySelected?: string;
}

/**
 * Carries out a start-page decision: leaves for the old web, goes to the portal path (starting the post-login
 * loads, and clearing the remembered initial path when it was the one used), to the company selection, to the
 * terms, or signs out to the login page.
 */
export function useApplyStartDecision(): (result: StartFlowResult, notice?: CompanyChosenState) => Promise<void> {
  const { session, storage, startPostLogin } = usePortal();
  const navigate = useNavigate();
  const errorText = useErrorText();

  return useCallback(
    async ({ decision, failure }: StartFlowResult, notice?: CompanyChosenState) => {
      switch (decision.kind) {
        case 'external':
          window.location.assign(decision.url);
          return;
        case 'route':
          // The user enters the portal: the post-login loads start (once per session).
          startPostLogin();
          // Used once: the initial path goes; the authorize flow's own path is cleared by its page.
          if (decision.rule === 'initialPath' && storage.getItem(SESSION_KEYS.initialPath) === decision.path) {
            storage.removeItem(SESSION_KEYS.initialPath);
          }
          await navigate(decision.path, { replace: true, state: notice ?? null });
          return;
        case 'companySelection':
          await navigate(pathOf('company-selection'), { replace: true });
          return;
        case 'terms': {
          const state: TermsPageState = { terms: decision.terms };
          await navigate(pathOf('terms'), { replace: true, state });
          return;
        }
        case 'login':
        case 'loadCustomerAccesses':
        case 'actFor': {
          // The last two are resolved by the start flow before it returns; anything unresolved ends the session.
          await session.logout();
          const state: LoginPageState = failure ? { startError: errorText(failure) } : {};
          await navigate(pathOf('auth.login'), { replace: true, state });
          return;
        }
      }
    },
    [session, storage, startPostLogin, navigate, errorText],
  );
}
