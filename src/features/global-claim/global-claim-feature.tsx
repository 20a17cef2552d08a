import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { ClaimModel, ClaimStep } from '../../core/global-claim/claim-model';
import { Spinner, Stepper, useCommonMessages } from '../../ui';
import { ClaimContext, type ClaimContextValue } from './claim-context';
import { CompletedView, LoadFailedView, RefusedView, UnavailableView } from './claim-outcomes';
import { useClaimMessages } from './messages';
import { TransferDetailsStep } from './transfer-details-step';

/**
 * The steps after the first screen (and their form controls and checks) are separate chunks: a page downloads
 * what the transfer's first screen needs, and the rest while the recipient reads it (see the prefetch below).
 */
const loadMethodStep = () => import('./payout-method-step');
const loadDetailsStep = () => import('./payout-details-step');
const loadApprovalStep = () => import('./approval-step');
const PayoutMethodStep = lazy(() => loadMethodStep().then((module) => ({ default: module.PayoutMethodStep })));
const PayoutDetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.PayoutDetailsStep })));
const ApprovalStep = lazy(() => loadApprovalStep().then((module) => ({ default: module.ApprovalStep })));

export interface GlobalClaimFeatureProps {
  /** The claim's state machine (createClaimModel), made by the widget or the portal page for one payment secret. */
  model: ClaimModel;
  /** False hides the refusal (the element's `no-refuse`). */
  allowRefuse?: boolean | undefined;
  /** Level of the step headings: 2 inside a partner page (the page has its own h1), 1 on a portal page. */
  headingLevel?: 1 | 2 | undefined;
}

const PROGRESS: Partial<Record<ClaimStep['kind'], number>> = {
  details: 0,
  'payout-method': 1,
  'payout-details': 2,
  approval: 3,
};

/**
 * A recipient claims a global transfer (spec 2, "Global transfer claim"): the transfer's details, then country and
 * payout method with the amount received, then the method's details (checked before anything is sent), then the
 * approval code; or refuses the transfer. Unknown, expired, claimed and refused transfers each get their own screen.
 */
export function GlobalClaimFeature({ model, allowRefuse = true, headingLevel = 2 }: GlobalClaimFeatureProps) {
  useSignals();
  const { t, ready } = useClaimMessages();
  const common = useCommonMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const step = model.step.value;

  useEffect(() => {
    model.start();
  }, [model]);

  // While the recipient reads the transfer, the next steps download; a failure here is retried by the lazy step.
  const claimable = step.kind === 'details';
  useEffect(() => {
    if (!claimable) return;
    for (const load of [loadMethodStep, loadDetailsStep, loadApprovalStep]) load().catch(() => undefined);
  }, [claimable]);

  // Focus follows the step, so keyboard and screen-reader users land on the new step's heading (or, for a step
  // still loading, as soon as its heading arrives). The first screen after loading is not a change the user made:
  // the host page keeps its focus then.
  const focusPending = useRef(false);
  const previous = useRef<ClaimStep['kind'] | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = step.kind;
    if (before === null || before === 'loading' || before === step.kind) return;
    const heading = headingRef.current;
    if (heading?.isConnected) heading.focus();
    else focusPending.current = true;
  }, [step.kind]);

  const registerHeading = useCallback((node: HTMLHeadingElement | null) => {
    headingRef.current = node;
    if (node && focusPending.current) {
      focusPending.current = false;
      node.focus();
    }
  }, []);

  const context = useMemo<ClaimContextValue>(
    () => ({ model, t, allowRefuse, headingLevel, registerHeading, headingId }),
    [model, t, allowRefuse, headingLevel, registerHeading, headingId],
  );

  if (!ready || step.kind === 'loading') {
    return (
      <div part="base" className="wallet-claim wallet-claim--loading">
        <Spinner label={ready ? t('loading') : common('status.loading')} showLabel />
      </div>
    );
  }

  const progress = PROGRESS[step.kind];
  return (
    <ClaimContext.Provider value={context}>
      <section part="base" className="wallet-claim" aria-labelledby={headingId} data-step={step.kind}>
        {progress !== undefined && (
          <div part="stepper" className="wallet-claim__stepper">
            <Stepper
              label={t('steps.label')}
              current={progress}
              steps={[
                { id: 'details', label: t('steps.details') },
                { id: 'method', label: t('steps.method') },
                { id: 'form', label: t('steps.form') },
                { id: 'approval', label: t('steps.approval') },
              ]}
            />
          </div>
        )}
        <Suspense fallback={<Spinner label={t('loadingTexts')} showLabel />}>
          <StepView step={step} />
        </Suspense>
      </section>
    </ClaimContext.Provider>
  );
}

function StepView({ step }: { step: Exclude<ClaimStep, { kind: 'loading' }> }) {
  switch (step.kind) {
    case 'load-failed':
      return <LoadFailedView error={step.error} />;
    case 'unavailable':
      return <UnavailableView reason={step.reason} />;
    case 'details':
      return <TransferDetailsStep />;
    case 'payout-method':
      return <PayoutMethodStep />;
    case 'payout-details':
      return <PayoutDetailsStep />;
    case 'approval':
      return <ApprovalStep submission={step.submission} />;
    case 'completed':
      return <CompletedView payout={step.payout} />;
    case 'refused':
      return <RefusedView />;
  }
}
