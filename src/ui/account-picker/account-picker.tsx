import { useId, type ReactNode } from 'react';
import { AmountText } from '../amount-text/amount-text';
import { classNames } from '../class-names';

export interface AccountPickerOption {
  id: string;
  /** What the account is called on screen (its number, masked, or a name). */
  title: ReactNode;
  currency: string;
  /** Decimal string as the API sends it. */
  balance: string | number;
  /** A line under the balance: the exchange rate of an account in another currency, a warning. */
  detail?: ReactNode | undefined;
  disabled?: boolean | undefined;
}

export interface AccountPickerProps {
  legend: ReactNode;
  /** Label of the balance ("Balance"), read before the amount. */
  balanceLabel: ReactNode;
  options: readonly AccountPickerOption[];
  value: string | null;
  onChange: (id: string) => void;
  /** A problem with the choice (shown under the list, linked to every option). */
  error?: ReactNode | undefined;
  /** Radio group name; unique per page by default. */
  name?: string | undefined;
}

/**
 * The account to pay from: a radio group (arrow keys move between accounts), each option with its balance and an
 * optional detail such as the exchange rate. Presentational: the caller supplies the accounts and the texts.
 */
export function AccountPicker({ legend, balanceLabel, options, value, onChange, error, name }: AccountPickerProps) {
  const generated = useId();
  const group = name ?? `wallet-account-${generated}`;
  const errorId = `${group}-error`;
  return (
    <fieldset className="wallet-account-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="wallet-account-picker__legend">{legend}</legend>
      <ul className="wallet-account-picker__list">
        {options.map((option) => {
          const id = `${group}-${option.id}`;
          const checked = option.id === value;
          return (
            <li key={option.id}>
              <label
                htmlFor={id}
                className={classNames(
                  'wallet-account-picker__option',
                  checked && 'wallet-account-picker__option--checked',
                  option.disabled && 'wallet-account-picker__option--disabled',
                )}
              >
                <input
                  id={id}
                  type="radio"
                  name={group}
                  value={option.id}
                  checked={checked}
                  disabled={option.disabled}
                  onChange={() => onChange(option.id)}
                  className="wallet-account-picker__radio"
                />
                <span className="wallet-account-picker__text">
                  <span className="wallet-account-picker__title">{option.title}</span>
                  <span className="wallet-account-picker__balance">
                    <span className="wallet-account-picker__balance-label">{balanceLabel} </span>
                    <AmountText amount={option.balance} currency={option.currency} />
                  </span>
                  {option.detail !== undefined && (
                    <span className="wallet-account-picker__detail">{option.detail}</span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="wallet-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
