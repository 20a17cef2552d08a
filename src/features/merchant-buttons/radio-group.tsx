import { useId } from 'react';
import { classNames } from '../../ui';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

/** A labelled group of radio buttons (a fieldset), for choices short enough to show side by side. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  firstId,
  className,
}: {
  legend: string;
  name: string;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: string | undefined;
  /** Id of the first radio button (focused when the group has an error). */
  firstId?: string | undefined;
  className?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className={classNames('wallet-merchant__choices', error && 'wallet-field--invalid', className)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="wallet-field__label">{legend}</legend>
      {error && (
        <p id={`${id}-error`} className="wallet-field__error">
          {error}
        </p>
      )}
      <div className="wallet-merchant__choice-row">
        {options.map((option, index) => (
          <label key={option.value} className="wallet-merchant__choice">
            <input
              id={index === 0 ? firstId : undefined}
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
