import { classNames } from '../../../ui';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceGroupProps {
  /** Id prefix: the group's radios are `${id}-${value}`; the first one takes focus when the group is invalid. */
  id: string;
  legend: string;
  hint?: string | undefined;
  options: readonly ChoiceOption[];
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A question with a few exclusive answers: a fieldset of radio buttons with its hint and error announced. */
export function ChoiceGroup({ id, legend, hint, options, value, error, onChange }: ChoiceGroupProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={classNames('wallet-kyc-forms__choices', error && 'wallet-field--invalid')}
      aria-describedby={described}
    >
      <legend className="wallet-field__label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="wallet-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="wallet-field__error">
          {error}
        </p>
      )}
      <div className="wallet-kyc-forms__choice-row">
        {options.map((option) => (
          <label key={option.value} className="wallet-kyc-forms__choice">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
