import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SuccessPopup } from '../popups/popups';
import { usePortal } from '../portal-context';
import { useRouteName } from './use-route';

const EmailConfirmationPage = lazy(() =>
  import('../pages/registration-pages').then((module) => ({ default: module.EmailConfirmationPage })),
);

/** Session-storage key of the message an activation leaves for the first page after signing in. */
const ACTIVATION_NOTICE_KEY = 'wallet.activationNotice';

/** Routes on the way from an activation to the user's first page; the notice waits until they are passed. */
const SIGN_IN_STEPS: ReadonlySet<string> = new Set(['start', 'company-selection', 'terms', 'auth.activate']);

/** Keeps the activation's success text for the page the start page leads to (spec 1 section 4, "Account activation"). */
export function rememberActivationNotice(storage: Storage, message: string): void {
  storage.setItem(ACTIVATION_NOTICE_KEY, message);
}

/** The e-mail confirmation flag of a link: `emailConfirmation=1&emailId=…&code=…` (spec 3 section 2.3). */
function readEmailConfirmation(search: string): { emailId: string; code: string } | null {
  const params = new URLSearchParams(search);
  if (params.get('emailConfirmation') === null) return null;
  return { emailId: params.get('emailId') ?? '', code: params.get('code') ?? '' };
}

/**
 * Popups that links open on whatever page they land: the e-mail confirmation popup (its parameters leave the
 * address at once, so a reload does not confirm again) and the success message of an account activation, shown
 * on the first signed-in page after the start page.
 */
export function LinkPopups() {
  useSignals();
  const { session, storage } = usePortal();
  const location = useLocation();
  const navigate = useNavigate();
  const routeName = useRouteName();
  const [confirmation, setConfirmation] = useState<{ emailId: string; code: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // A confirmation link's parameters become the popup's (while rendering, so it shows at once) and leave the address.
  const fromLink = readEmailConfirmation(location.search);
  if (fromLink && (confirmation?.emailId !== fromLink.emailId || confirmation.code !== fromLink.code))
    setConfirmation(fromLink);
  useEffect(() => {
    if (!readEmailConfirmation(location.search)) return;
    const params = new URLSearchParams(location.search);
    for (const name of ['emailConfirmation', 'emailId', 'code']) params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

  const signedIn = session.state.value.status === 'active';
  useEffect(() => {
    if (!signedIn || SIGN_IN_STEPS.has(routeName)) return;
    const message = storage.getItem(ACTIVATION_NOTICE_KEY);
    if (message === null) return;
    storage.removeItem(ACTIVATION_NOTICE_KEY);
    // Shown from a callback: the message is read from storage (an external system) once.
    void Promise.resolve(message).then(setNotice);
  }, [signedIn, routeName, storage]);

  return (
    <>
      {confirmation && (
        <Suspense fallback={null}>
          <EmailConfirmationPage
            emailId={confirmation.emailId}
            code={confirmation.code}
            onClose={() => setConfirmation(null)}
          />
        </Suspense>
      )}
      <SuccessPopup open={notice !== null} message={notice ?? ''} onClose={() => setNotice(null)} />
    </>
  );
}
