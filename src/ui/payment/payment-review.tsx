import { useEffect, useId, useRef } from 'react';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Inline } from '../layout/layout';
import { PaymentFacts } from './payment-facts';
import { usePaymentMessages } from './messages';

export interface PaymentReviewProps {
  /** Label and value pairs in the order the customer reads them: from, to, amount, fee, rate, received, total, arrival. */
  rows: readonly (readonly [string, string])[];
  /** The confirm button's text ("Send money", "Pay 12 payments", …). */
  confirmLabel: string;
  /** The confirm call is in flight: Edit is disabled and Confirm shows that it is working. */
  busy: boolean;
  /** False while the fee is still being worked out: nothing to confirm yet. */
  ready?: boolean | undefined;
  /** The heading level of the step (2 inside a page with its own h1). */
  headingLevel?: 2 | 3 | undefined;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * The review before money moves (issue 33), one for every money flow (own account, p2p, external, mass files, global
 * batches, invoices, cards): the rows the flow gives, with Edit (back to the form, everything typed kept) and Confirm.
 * Nothing is sent before Confirm; the flow's confirm call carries its idempotency key, so a second click pays once.
 */
export function PaymentReview({
  rows,
  confirmLabel,
  busy,
  ready = true,
  headingLevel = 2,
  onEdit,
  onConfirm,
}: PaymentReviewProps) {
  const { t } = usePaymentMessages();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="wallet-payment-review" aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className="wallet-payment__heading">
        {t('review.title')}
      </Heading>
      <Banner tone="info">{ready ? t('review.intro') : t('review.waiting')}</Banner>
      <PaymentFacts rows={rows} />
      <Inline gap="sm" wrap>
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          {t('review.edit')}
        </Button>
        <Button onClick={onConfirm} loading={busy} disabled={!ready}>
          {confirmLabel}
        </Button>
      </Inline>
    </section>
  );
}
