import { LoadErrorBanner, type QueryView } from '../../../ui';

/** The first of a screen's reads that failed before it had any data, if one did. */
export function firstFailedRead(reads: readonly QueryView<unknown>[]): QueryView<unknown> | undefined {
  return reads.find((read) => read.status === 'error' && read.data === undefined);
}

/** The failure of a screen's reads; trying again reloads every read that failed. */
export function ReadsFailure({
  title,
  failed,
  reads,
}: {
  title: string;
  failed: QueryView<unknown>;
  reads: readonly QueryView<unknown>[];
}) {
  return (
    <LoadErrorBanner
      title={title}
      error={failed.error}
      onRetry={() => reads.forEach((read) => read.status === 'error' && read.reload())}
    />
  );
}
