import { useId, useState } from 'react';
import { matchesSearch } from '../../core/transfers/transfer-data';
import { Button } from '../button/button';
import { TextField } from '../field/field';
import { usePaymentMessages } from './messages';

export interface PayeeChoice {
  key: string;
  name: string;
  /** What tells two payees apart: the e-mail, the bank account, the card; the last payment. */
  details: readonly string[];
  disabled?: boolean | undefined;
}

export interface PayeePickerProps {
  payees: readonly PayeeChoice[];
  onPick: (key: string) => void;
  /** The heading level inside the page (2 by default). */
  headingLevel?: 2 | 3 | undefined;
}

/**
 * The people and bank accounts the customer paid before (issue 33, "Payees"), with a search over names and details;
 * picking one fills the transfer's payee. Nothing is shown when there is no payee yet.
 */
export function PayeePicker({ payees, onPick, headingLevel = 2 }: PayeePickerProps) {
  const { t } = usePaymentMessages();
  const headingId = useId();
  const [query, setQuery] = useState('');
  if (payees.length === 0) return null;
  const shown = payees.filter((payee) => matchesSearch(query, [payee.name, ...payee.details]));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="wallet-payees">
      <Heading id={headingId} className="wallet-payment__heading">
        {t('payees.heading')}
      </Heading>
      <TextField
        label={t('payees.search')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div aria-live="polite">
        {shown.length === 0 ? (
          <p>{t('payees.noMatch', { query: query.trim() })}</p>
        ) : (
          <ul className="wallet-payees__list" aria-label={t('payees.heading')}>
            {shown.map((payee) => (
              <li key={payee.key} className="wallet-payees__item">
                <span className="wallet-payees__text">
                  <strong>{payee.name}</strong>
                  {payee.details.map((detail) => (
                    <span key={detail} className="wallet-payees__detail">
                      {detail}
                    </span>
                  ))}
                </span>
                <Button
                  variant="secondary"
                  disabled={payee.disabled}
                  aria-label={t('payees.pickNamed', { name: payee.name })}
                  onClick={() => onPick(payee.key)}
                >
                  {t('payees.pick')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
