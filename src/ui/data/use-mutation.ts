import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { serverFieldErrors } from '../../core/resource/field-errors';
import type { ResourceCache } from '../../core/resource/resource-cache';

export interface MutationOptions<Input, Result> {
  /** The write. Money-moving calls get their idempotency key from the API client (one key per attempt). */
  run: (input: Input) => Promise<Result>;
  /** Cache key prefixes this write changes: reloaded after it succeeds (the one refetch-after-write rule). */
  invalidates?: readonly string[] | ((result: Result, input: Input) => readonly string[]) | undefined;
  onSuccess?: ((result: Result, input: Input) => void) | undefined;
  /** Told of every failure (a host's error popup); the failure also stays in `error` for the screen. */
  onError?: ((error: unknown, input: Input) => void) | undefined;
  /** Server field names to the form's (see `serverFieldErrors`). */
  fieldAliases?: Readonly<Record<string, string>> | undefined;
}

export interface MutationView<Input, Result> {
  /**
   * Runs the write. While one runs, another call answers the same promise (a double click never writes twice).
   * Resolves to the result, or `undefined` when it failed (the failure is in `error`); it never rejects.
   */
  mutate: (input: Input) => Promise<Result | undefined>;
  pending: boolean;
  error: unknown;
  /** The failure's field errors, by field name (empty when none). */
  fieldErrors: Readonly<Record<string, string>>;
  /** The last success's result. */
  data: Result | undefined;
  /** Forgets the last result and failure (leaving a confirmation, editing again). */
  reset: () => void;
}

const NO_FIELD_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

/** The one write hook: pending, failure and field errors, double-submit safe, and invalidation of the reads it names. */
export function useMutation<Input, Result>(
  cache: ResourceCache,
  options: MutationOptions<Input, Result>,
): MutationView<Input, Result> {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const inFlight = useRef<Promise<Result | undefined> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [state, setState] = useState<{ pending: boolean; error: unknown; data: Result | undefined }>({
    pending: false,
    error: null,
    data: undefined,
  });

  const mutate = useCallback(
    (input: Input): Promise<Result | undefined> => {
      if (inFlight.current) return inFlight.current;
      setState((previous) => ({ ...previous, pending: true, error: null }));
      const current = optionsRef.current;
      const promise = (async () => {
        try {
          const result = await current.run(input);
          const keys =
            typeof current.invalidates === 'function' ? current.invalidates(result, input) : current.invalidates;
          for (const key of keys ?? []) cache.invalidate(key);
          if (mounted.current) setState({ pending: false, error: null, data: result });
          current.onSuccess?.(result, input);
          return result;
        } catch (error) {
          if (mounted.current) setState((previous) => ({ ...previous, pending: false, error }));
          current.onError?.(error, input);
          return undefined;
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = promise;
      return promise;
    },
    [cache],
  );

  const reset = useCallback(() => setState({ pending: false, error: null, data: undefined }), []);
  // One object per failure, so a form sees a new refusal as new (and the same one as the same).
  const fieldErrors = useMemo(
    () => (state.error === null ? NO_FIELD_ERRORS : serverFieldErrors(state.error, optionsRef.current.fieldAliases)),
    [state.error],
  );
  return { mutate, pending: state.pending, error: state.error, fieldErrors, data: state.data, reset };
}
