import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextField } from '../../ui';
import { useToolsMessages } from './messages';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

/** A YYYY-MM-DD range whose end is not before its start; the message key of the problem, or null. */
export function rangeProblem(range: DateRange): string | null {
  return range.fromDate && range.toDate && range.fromDate > range.toDate ? 'filters.toBeforeFrom' : null;
}

/**
 * A filter form: the screen's own fields plus from and to dates. It applies on submit (checked offline first), so a
 * half-typed value does not start a call.
 */
export function FilterForm<T extends DateRange>({
  label,
  initial,
  onApply,
  children,
}: {
  label: string;
  initial: T;
  onApply: (value: T) => void;
  children?: (value: T, change: (next: Partial<T>) => void) => ReactNode;
}) {
  const { t } = useToolsMessages();
  const [value, setValue] = useState<T>(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (next: Partial<T>) => setValue({ ...value, ...next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeProblem(value);
    setError(problem);
    if (!problem) onApply(value);
  };
  return (
    <form className="wallet-tools__filters" onSubmit={submit} noValidate aria-label={label}>
      {children?.(value, change)}
      <TextField
        type="date"
        label={t('filters.from')}
        value={value.fromDate}
        onChange={(event) => change({ fromDate: event.target.value } as Partial<T>)}
      />
      <TextField
        type="date"
        label={t('filters.to')}
        value={value.toDate}
        onChange={(event) => change({ toDate: event.target.value } as Partial<T>)}
        error={error ? t(error) : undefined}
      />
      <Button type="submit" variant="secondary">
        {t('filters.apply')}
      </Button>
    </form>
  );
}
