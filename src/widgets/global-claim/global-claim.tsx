import { lazy, Suspense, useEffect, useState } from 'react';
import { createApiClient } from '../../core/api/client';
import type { FieldPolicy } from '../../core/payout-fields/field-policy';
import { createClaimModel, type ClaimEvent, type ClaimStepName } from '../../core/global-claim/claim-model';
import { Spinner, useCommonMessages } from '../../ui';
import { useWidget } from '../runtime/widget-context';
import type { WidgetComponentProps } from '../runtime/widget-root';
import { walletEvent, type Emit } from '../runtime/widget-events';

export type { ClaimStepName };

export interface ClaimStepChangeDetail {
  step: ClaimStepName;
}

export interface ClaimSubmittedDetail {
  operationId: string;
  /** How the approval code was sent (`email`, `sms`, ...). */
  approveType: string;
}

export interface ClaimCompletedDetail {
  paymentId: string;
  /** The payout method's id (`paymentMethod`). */
  method: string;
  /** Decimal string. */
  amount: string;
  currency: string;
}

export interface ClaimRefusedDetail {
  paymentId: string;
}

export interface ClaimErrorDetail {
  /**
   * `unknown-secret`, `expired`, `claimed`, `refused`, `blocked` or `error` when the transfer cannot be claimed; otherwise the
   * API's response code of the failed call (`UE`, `AE`, `VF`, ...).
   */
  code: string;
  /** English, for the host's logs; the widget shows the recipient a translated text. */
  message: string;
}

export const globalClaimEvents = {
  /** The claim moved to another step (also the first screen after loading). */
  'wallet-step-change': walletEvent<ClaimStepChangeDetail>(),
  /** The claim was submitted; an approval code is on its way to the recipient. */
  'wallet-claim-submitted': walletEvent<ClaimSubmittedDetail>(),
  /** The approval code was accepted and the payout is booked. */
  'wallet-claim-completed': walletEvent<ClaimCompletedDetail>(),
  /** The recipient refused the transfer; its status is now 'refused'. */
  'wallet-claim-refused': walletEvent<ClaimRefusedDetail>(),
  /** Something the recipient sees as an error: a failed call, or a transfer that cannot be claimed. */
  'wallet-error': walletEvent<ClaimErrorDetail>(),
};

export interface GlobalClaimAttributes {
  'payment-secret': string;
  'no-refuse'?: boolean | undefined;
}

export interface GlobalClaimProperties {
  fieldPolicy?: FieldPolicy | undefined;
}

type ClaimEmit = Emit<typeof globalClaimEvents>;

function announce(emit: ClaimEmit, event: ClaimEvent): void {
  switch (event.type) {
    case 'step-change':
      emit('wallet-step-change', { step: event.step });
      break;
    case 'submitted':
      emit('wallet-claim-submitted', { operationId: event.operationId, approveType: event.approveType });
      break;
    case 'completed':
      emit('wallet-claim-completed', {
        paymentId: event.paymentId,
        method: event.method,
        amount: event.amount,
        currency: event.currency,
      });
      break;
    case 'refused':
      emit('wallet-claim-refused', { paymentId: event.paymentId });
      break;
    case 'error':
      emit('wallet-error', { code: event.code, message: event.message });
      break;
  }
}

/**
 * The claim's screens (steps, outcomes, their styles and English texts) are a chunk of their own, requested with the
 * element's first render: the element starts the claim's first calls at once and shows the claim's loading state, and
 * the screens download while the transfer loads.
 */
const loadContent = () => import('./global-claim-content');
const GlobalClaimContent = lazy(() => loadContent().then((module) => ({ default: module.GlobalClaimContent })));

/** The claim feature wired to its element: an anonymous API client, the payment secret, the host's policy, events. */
export function GlobalClaimWidget({
  attributes,
  properties,
}: WidgetComponentProps<GlobalClaimAttributes, GlobalClaimProperties>) {
  const { environment, i18n, emit } = useWidget<typeof globalClaimEvents>();
  const paymentSecret = attributes['payment-secret'];
  // A claim lives as long as its secret and API: a new language, brand or policy re-renders it without a restart.
  const claimKey = `${environment.apiBase} ${paymentSecret}`;
  const newClaim = () => ({
    key: claimKey,
    model: createClaimModel({
      api: createApiClient({ environment, language: () => i18n.language }),
      paymentSecret,
      language: () => i18n.language,
      policy: properties.fieldPolicy,
      onEvent: (event) => announce(emit, event),
    }),
  });
  const [claim, setClaim] = useState(newClaim);
  let model = claim.model;
  if (claim.key !== claimKey) {
    const next = newClaim();
    setClaim(next);
    model = next.model;
  }

  useEffect(() => {
    model.setPolicy(properties.fieldPolicy);
  }, [model, properties.fieldPolicy]);

  // The transfer loads while the screens download (the feature starts it too; starting twice is a no-op).
  useEffect(() => {
    model.start();
  }, [model]);

  const common = useCommonMessages();
  return (
    <Suspense
      fallback={
        // The feature's own loading state, before its texts are there.
        <div part="base" className="wallet-claim wallet-claim--loading">
          <Spinner label={common('status.loading')} showLabel />
        </div>
      }
    >
      <GlobalClaimContent model={model} allowRefuse={!attributes['no-refuse']} />
    </Suspense>
  );
}
