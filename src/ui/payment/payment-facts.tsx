/** A payment's facts as label and value pairs (review, receipt, summaries): one `<dl>` in the payment list's look. */
export interface PaymentFactsProps {
  rows: readonly (readonly [label: string, value: string])[];
  /** Accessible name of the list, when no heading names it. */
  label?: string | undefined;
  /** The list's class: the payment list's look unless a feature lays it out its own way. */
  className?: string;
}

export function PaymentFacts({ rows, label, className = 'wallet-payment-list' }: PaymentFactsProps) {
  return (
    <dl className={className} aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
