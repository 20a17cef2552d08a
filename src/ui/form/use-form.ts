import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as z from 'zod/mini';

/** Problems by field name: a translation key or a text, as the form's `message` turns it into words. */
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export interface FormOptions<V extends Record<string, unknown>> {
  /** The starting values; also the order the fields are checked in. */
  initial: V;
  /** The zod schema of the values (the contract's request schema, or a form schema built from it). */
  schema?: z.ZodMiniType | undefined;
  /** Rules zod does not say (one field against another, against a balance): problems by field. */
  validate?: ((values: V) => FormErrors<V>) | undefined;
  /** Turns a problem (a translation key, or a zod message) into the text shown; by default the text itself. */
  message?: ((problem: string) => string) | undefined;
  /** Field errors from the server's last refusal (`useMutation(...).fieldErrors`); shown until the field changes. */
  serverErrors?: Readonly<Record<string, string>> | undefined;
  /** Runs with valid values; the values stay as they are whatever it answers (nothing typed is lost). */
  onSubmit: (values: V) => unknown;
}

export interface FieldBinding<T> {
  id: string;
  name: string;
  value: T;
  onChange: (next: T | ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  /** The problem's text, or undefined. Pass to a field's `error`. */
  error: string | undefined;
}

export interface FormView<V extends Record<string, unknown>> {
  values: V;
  /** The problems shown now (touched fields, or all after a submit), as texts. */
  errors: FormErrors<V>;
  field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Validates everything, shows the problems and focuses the first; runs `onSubmit` only when there are none. */
  submit: (event?: FormEvent) => void;
  /** Props for the `<form>` element: submit handler, `noValidate` (our messages, not the browser's), the ref. */
  formProps: {
    onSubmit: (event: FormEvent) => void;
    noValidate: true;
    ref: (element: HTMLFormElement | null) => void;
  };
  /** Back to `values` (or the initial values), nothing touched. */
  reset: (values?: V) => void;
  /** True when the values have no problem (whether shown or not). */
  valid: boolean;
}

function problemsOf<V extends Record<string, unknown>>(values: V, options: FormOptions<V>): FormErrors<V> {
  const problems: FormErrors<V> = {};
  if (options.schema) {
    const parsed = z.safeParse(options.schema, values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '') as keyof V & string;
        if (name && problems[name] === undefined) problems[name] = issue.message;
      }
    }
  }
  const extra: FormErrors<V> = options.validate?.(values) ?? {};
  for (const name of Object.keys(extra) as (keyof V & string)[]) {
    if (problems[name] === undefined && extra[name]) problems[name] = extra[name];
  }
  return problems;
}

function isChangeEvent(value: unknown): value is ChangeEvent<HTMLInputElement> {
  return typeof value === 'object' && value !== null && 'target' in value && 'nativeEvent' in value;
}

/**
 * The one form helper: owns the values, checks them with the zod schema and the form's own rules at the field on
 * leaving it (offline rules) and all again on submit, shows the server's field errors where they belong, focuses the
 * first problem, and never clears what was typed when a submit fails.
 */
export function useForm<V extends Record<string, unknown>>(options: FormOptions<V>): FormView<V> {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const idPrefix = useId();
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // Server errors are shown until their field is edited; a new refusal shows them again.
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<string>>(() => new Set());
  const formElement = useRef<HTMLFormElement | null>(null);
  // Bumped to ask for the first problem to get the focus once the problems are on screen.
  const [focusRequest, setFocusRequest] = useState(0);

  const serverErrors = options.serverErrors;
  // Compared by content: a caller that builds the object on every render does not make old errors come back.
  const serverErrorsText = JSON.stringify(serverErrors ?? {});
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrorsText);
  if (seenServerErrors !== serverErrorsText) {
    // A new refusal: its errors show again, and the first gets the focus (state adjusted during render).
    setSeenServerErrors(serverErrorsText);
    setEditedSinceServer(new Set());
    if (serverErrorsText !== '{}') setFocusRequest((count) => count + 1);
  }

  const problems = problemsOf(values, options);
  const message = options.message ?? ((problem: string) => problem);

  const errors: FormErrors<V> = {};
  for (const name of Object.keys(values) as (keyof V & string)[]) {
    const server = serverErrors?.[name];
    const own = problems[name];
    if ((submitted || touched.has(name)) && own !== undefined) errors[name] = message(own);
    else if (server !== undefined && !editedSinceServer.has(name)) errors[name] = server;
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => (Object.is(previous[name], value) ? previous : { ...previous, [name]: value }));
    setEditedSinceServer((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  }, []);

  const field = <K extends keyof V & string>(name: K): FieldBinding<V[K]> => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: (next) => setValue(name, (isChangeEvent(next) ? next.target.value : next) as V[K]),
    onBlur: () => setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    error: errors[name],
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const current = problemsOf(values, optionsRef.current);
    if (Object.keys(current).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    void optionsRef.current.onSubmit(values);
  };

  const reset = (next?: V) => {
    setValues(next ?? optionsRef.current.initial);
    setTouched(new Set());
    setSubmitted(false);
  };

  return {
    values,
    errors,
    field,
    setValue,
    submit,
    formProps: {
      onSubmit: submit,
      noValidate: true,
      ref: (element) => {
        formElement.current = element;
      },
    },
    reset,
    valid: Object.keys(problems).length === 0,
  };
}
