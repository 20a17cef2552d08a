import { useId, useMemo, useState, type ReactNode } from 'react';
import { TextField } from '../field/field';
import { Select, type SelectOption } from './select';

export interface SearchableSelectProps {
  label: ReactNode;
  /** Label of the filter box above the list ("Find a country"). */
  searchLabel: string;
  /** Said (politely) when the filter matches nothing. */
  noMatches: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string | undefined;
  placeholder?: string | undefined;
  hint?: ReactNode | undefined;
  error?: ReactNode | undefined;
  autoComplete?: string | undefined;
  className?: string | undefined;
}

/** Lower case without accents, so "roma" finds "România" and "turk" finds "Türkiye". */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * A native select with a filter box: typing narrows the choices (by any part of the label, so names and codes
 * both match) while the picker itself stays the platform's own, which phones and screen readers handle best.
 * The chosen option always stays in the list, and a filter that leaves exactly one choice picks it.
 */
export function SearchableSelect({
  label,
  searchLabel,
  noMatches,
  options,
  value,
  onChange,
  name,
  placeholder,
  hint,
  error,
  autoComplete,
  className,
}: SearchableSelectProps) {
  const [query, setQuery] = useState('');
  const statusId = useId();
  const folded = useMemo(() => options.map((option) => ({ option, text: foldForSearch(option.label) })), [options]);
  const needle = foldForSearch(query.trim());
  const matches =
    needle === ''
      ? folded.map((entry) => entry.option)
      : folded.filter((entry) => entry.text.includes(needle)).map((entry) => entry.option);
  const shown =
    matches.some((option) => option.value === value) || value === ''
      ? matches
      : [...options.filter((option) => option.value === value), ...matches];

  return (
    <div className={className}>
      <TextField
        label={searchLabel}
        type="search"
        value={query}
        autoComplete="off"
        aria-describedby={matches.length === 0 ? statusId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setQuery(next);
          const nextNeedle = foldForSearch(next.trim());
          const found = nextNeedle === '' ? [] : folded.filter((entry) => entry.text.includes(nextNeedle));
          if (found.length === 1 && found[0] && found[0].option.value !== value) onChange(found[0].option.value);
        }}
      />
      <p id={statusId} role="status" className="wallet-field__hint">
        {matches.length === 0 ? noMatches : ''}
      </p>
      <Select
        label={label}
        name={name}
        placeholder={placeholder}
        hint={hint}
        error={error}
        options={shown}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
