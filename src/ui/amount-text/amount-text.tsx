import { classNames } from '../class-names';
import { useLanguage } from '../i18n/use-messages';
import { formatMoney, type FormatMoneyOptions } from '../../core/money/money';
import { signOfAmount } from './format-amount';

export interface AmountTextProps extends FormatMoneyOptions {
  /** Decimal string as the API sends it ("1234.50"); numbers are accepted but never used in arithmetic. */
  amount: string | number;
  /** ISO 4217 code, or another code (USDT) written after the number. */
  currency: string;
  /** Defaults to the language of the nearest i18n instance. */
  locale?: string | undefined;
  /** Colour credits green and debits red. */
  colourBySign?: boolean | undefined;
  className?: string | undefined;
}

/** An amount of money formatted for the reader's language. The raw amount stays in the `value` attribute. */
export function AmountText({ amount, currency, locale, colourBySign = false, className, ...options }: AmountTextProps) {
  const language = useLanguage();
  const raw = String(amount);
  const sign = typeof amount === 'number' ? Math.sign(amount) : signOfAmount(raw);
  return (
    <data
      value={raw}
      className={classNames(
        'wallet-amount',
        colourBySign && sign !== 0 && `wallet-amount--${sign < 0 ? 'debit' : 'credit'}`,
        className,
      )}
    >
      {formatMoney(amount, currency, locale ?? language, options)}
    </data>
  );
}
