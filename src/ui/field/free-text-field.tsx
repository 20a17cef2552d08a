import { useId, type ReactNode, type Ref } from 'react';
import {
  checkFreeText,
  countInvisibleCharacters,
  withoutInvisibleCharacters,
  type FreeTextProblem,
  type FreeTextRule,
} from '../../core/validation/free-text';
import type { TFunction } from '../../core/i18n/i18n';
import { Button } from '../button/button';
import { useCommonMessages, useLanguage } from '../i18n/use-messages';
import { FieldFrame, hasContent, useFieldIds } from './field';

export interface FreeTextFieldProps {
  label: ReactNode;
  hint?: ReactNode | undefined;
  /** A problem from elsewhere (the server's field error); the field's own problem is shown before it. */
  error?: ReactNode | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  /** The most characters the other party gets; shown as "n / max" under the field. */
  max: number;
  /** A note or message: a text area, where newlines (and tabs) are allowed. */
  multiline?: boolean | undefined;
  rows?: number | undefined;
  id?: string | undefined;
  name?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement> | undefined;
}

/** The field's own problem in the reader's language (also for forms that check before they send). */
export function freeTextProblemText(t: TFunction, problem: FreeTextProblem, language: string): string {
  const number = new Intl.NumberFormat(language);
  return problem.kind === 'invisible'
    ? t('freeText.invisible', { shown: number.format(problem.count) })
    : t('freeText.tooLong', { max: number.format(problem.max), length: number.format(problem.length) });
}

/**
 * The check a form runs before it sends: the field's own problem as the field words it, or undefined. A form keeps
 * it with its other errors (to stop sending and focus the field); the field shows the same text.
 */
export function useFreeTextCheck(): (text: string, rule: FreeTextRule) => string | undefined {
  const t = useCommonMessages();
  const language = useLanguage();
  return (text, rule) => {
    const problem = checkFreeText(text, rule);
    return problem ? freeTextProblemText(t, problem, language) : undefined;
  };
}

/**
 * Free text the other party sees (a reference, a note, a name, a subject): a visible "n / max" counter, and text over
 * the limit or with invisible control or formatting characters is refused at the field, never cut and never
 * changed behind the customer's back (docs/decisions.md, "Free text: refuse, do not strip"). The problem shows as
 * soon as the text has it: no more typing can make such a text right, so waiting for the customer to leave the
 * field would only hide why a pasted text will not go. Invisible characters come with a button that removes them.
 * No `maxLength` attribute: the browser would cut a pasted text without a word.
 */
export function FreeTextField({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  max,
  multiline = false,
  rows = 3,
  id,
  className,
  ref,
  ...controlProps
}: FreeTextFieldProps) {
  const t = useCommonMessages();
  const language = useLanguage();
  const problem = checkFreeText(value, { max, multiline });
  const shownError = problem ? freeTextProblemText(t, problem, language) : error;
  const counterId = `${useId()}-count`;
  const ids = useFieldIds(id, hasContent(hint), hasContent(shownError), counterId);
  const number = new Intl.NumberFormat(language);
  const over = value.length > max;
  const shared = {
    ...controlProps,
    id: ids.controlId,
    value,
    className: 'wallet-input',
    'aria-invalid': ids.errorId ? true : undefined,
    'aria-describedby': ids.describedBy,
    onBlur,
  };
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={shownError} className={className}>
      {multiline ? (
        <textarea {...shared} ref={ref} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} ref={ref} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <div className="wallet-field__footer">
        <p
          id={counterId}
          className={over ? 'wallet-field__counter wallet-field__counter--over' : 'wallet-field__counter'}
        >
          <span aria-hidden="true">
            {number.format(value.length)} / {number.format(max)}
          </span>
          <span className="wallet-visually-hidden">
            {t('freeText.counter', { length: number.format(value.length), max: number.format(max) })}
          </span>
        </p>
        {problem?.kind === 'invisible' && !controlProps.disabled && (
          <Button variant="link" onClick={() => onChange(withoutInvisibleCharacters(value, multiline))}>
            {t('freeText.removeInvisible', { shown: number.format(countInvisibleCharacters(value, multiline)) })}
          </Button>
        )}
      </div>
    </FieldFrame>
  );
}
