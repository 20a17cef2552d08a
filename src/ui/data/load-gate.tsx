import type { ReactNode } from 'react';
import { LoadErrorBanner } from '../banner/load-error-banner';
import { Skeleton } from '../spinner/skeleton';
import type { QueryView } from './use-query';

export interface LoadGateProps<T> {
  /** The read, from `useQuery`. */
  view: QueryView<T>;
  /** What could not be loaded ("Your cards could not be loaded."), the title of the error state. */
  errorTitle?: ReactNode | undefined;
  /** What loads, for screen readers ("Loading your cards"). */
  loadingLabel?: ReactNode | undefined;
  /** Grey lines of the first-load skeleton. */
  skeletonLines?: number | undefined;
  /** True when the data has nothing to show; then `empty` is shown instead of the content. */
  isEmpty?: ((data: T) => boolean) | undefined;
  /** The empty state: what is missing and, where there is one, the action that fills it. */
  empty?: ReactNode | undefined;
  children: (data: T) => ReactNode;
}

/**
 * The one load gate: a skeleton on the first load, the failure with "Try again" (data already on screen stays, with
 * the failure above it), the empty state, or the content. Reloads keep the content on screen.
 */
export function LoadGate<T>({
  view,
  errorTitle,
  loadingLabel,
  skeletonLines,
  isEmpty,
  empty,
  children,
}: LoadGateProps<T>) {
  const failure =
    view.status === 'error' ? <LoadErrorBanner title={errorTitle} error={view.error} onRetry={view.reload} /> : null;
  if (view.status !== 'success' && view.data === undefined) {
    return failure ?? <Skeleton lines={skeletonLines} label={loadingLabel} />;
  }
  const data = view.data as T;
  const content = isEmpty?.(data) && empty !== undefined ? empty : children(data);
  return (
    <>
      {failure}
      {content}
    </>
  );
}
