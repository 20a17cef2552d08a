/**
 * The checked file between the upload page and its confirm page (two routes, spec 2 "mass ... with confirm"). It lives
 * in memory only: a reload of the confirm page finds nothing and sends the user back to the file, which is safer than
 * keeping payment rows in storage. One attempt, one idempotency key: a double click or a retry after a failure sends
 * the same key, so the bank pays the file once.
 */
import type { MassSummary, MassRowResult } from '../../core/api/contract/mass-payments';
import { randomKey } from '../../core/api/idempotency';
import type { PaidMassKind } from '../../core/mass-payments/mass-api';

export interface MassDraft {
  kind: PaidMassKind;
  accountId: number;
  accountLabel: string;
  csv: string;
  fileName: string;
  summary: MassSummary;
  /** Rows the bank said it would refuse (in the summary). */
  refused: MassRowResult[];
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
