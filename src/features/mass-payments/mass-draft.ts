/**
 * The checked file between the upload page and its confirm page (two routes, spec 2 "mass ... with confirm"). It lives
 * in memory only: a reload of the confirm page finds nothing and sends the user back to the file, which is safer than
 * keeping payment rows in storage. Edit on the confirm page goes back to the file with these rows, as checked. One
 * priced file, one idempotency key: a double click or a retry after a failure sends
 * the same key, so the bank pays the file once; a file changed at the summary is priced again with a new key.
 */
import type { MassSummary, MassRowResult } from '../../core/api/contract/mass-payments';
import { randomKey } from '../../core/api/idempotency';
import type { PaidMassKind } from '../../core/mass-payments/mass-api';
import type { MassRow } from '../../core/mass-payments/mass-check';

export interface MassDraft {
  kind: PaidMassKind;
  accountId: number;
  accountLabel: string;
  csv: string;
  fileName: string;
  summary: MassSummary;
  /** Rows the bank said it would refuse (in the summary); `row` is the 1-based index into `rows`. */
  refused: MassRowResult[];
  /** The checked rows the csv was written from: Edit goes back to them, and a refused row is fixed or removed in them. */
  rows: MassRow[];
  delimiter: string;
  /** How long the browser's check of the file took (shown again after Edit). */
  parseMs: number;
  idempotencyKey: string;
}

let current: MassDraft | null = null;

export function saveMassDraft(draft: Omit<MassDraft, 'idempotencyKey'>): MassDraft {
  current = { ...draft, idempotencyKey: randomKey() };
  return current;
}

export function massDraft(kind: PaidMassKind | 'external'): MassDraft | null {
  if (!current) return null;
  if (kind === 'external' ? current.kind === 'p2p' : current.kind !== kind) return null;
  return current;
}

export function clearMassDraft(): void {
  current = null;
}
