import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import { Spinner, useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';

/** The claim's sheet joins the document's once, when the first claim is shown. */
let claimSheetAdopted = false;

function adoptClaimStyles(css: string): void {
  if (claimSheetAdopted) return;
  claimSheetAdopted = true;
  if ('adoptedStyleSheets' in document && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
}

interface ClaimProps {
  api: ApiClient;
  paymentSecret: string;
  /** The language the API client asks for. */
  language: () => string;
}

/**
 * The claim feature, its model and styles load when a claim link is opened, so they are not part of the portal's
 * first download (ARCHITECTURE.md "Budgets": other routes lazy-loaded).
 */
const Claim = lazy(async () => {
  const [{ createClaimModel }, { GlobalClaimFeature }, { default: shellCss }, { default: css }] = await Promise.all([
    import('../../core/global-claim/claim-model'),
    import('../../features/global-claim/global-claim-feature'),
    import('../../features/global-claim/claim-shell.css?inline'),
    import('../../features/global-claim/global-claim.css?inline'),
  ]);
  adoptClaimStyles(`${shellCss}\n${css}`);
  function ClaimForSecret({ api, paymentSecret, language }: ClaimProps) {
    const [model] = useState(() => createClaimModel({ api, paymentSecret, language }));
    return <GlobalClaimFeature model={model} headingLevel={1} />;
  }
  return { default: ClaimForSecret };
});

/**
 * Route `receive/:id`: a recipient claims a global transfer, the id being its payment secret. The page first signs
 * out any session open in this browser (spec 1 section 2: the claim is not made as whoever is signed in here),
 * then shows the claim.
 */
export function ReceivePage() {
  useSignals();
  const { id = '' } = useParams();
  const { session, api, i18n } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const signedIn = session.state.value.status === 'active';

  useEffect(() => {
    if (signedIn) void session.logout();
  }, [signedIn, session]);

  const pending = <Spinner label={signedIn ? t('signingOut') : t('loading')} showLabel />;
  if (signedIn) return <div className="portal-pending">{pending}</div>;
  return (
    <Suspense fallback={pending}>
      <Claim key={id} api={api} paymentSecret={id} language={() => i18n.language} />
    </Suspense>
  );
}
