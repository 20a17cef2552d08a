/**
 * The new-contract form's values as typed, and the checks of spec 3 section 5.3 made before anything is sent: the
 * same limits the contract schema (and so the sandbox) applies, reported per field as translation keys.
 */
import type { ContractCreateInput } from '../../core/api/contract/smart-contracts';
import {
  CONTRACT_NOTE_MAX,
  CONTRACT_OBLIGATION_MAX,
  CONTRACT_OBLIGATIONS_MAX_ITEMS,
  CONTRACT_SIGNER_NAME_MAX,
  percentageProblem,
} from '../../core/api/contract/smart-contracts';
import { checkFreeText } from '../../core/validation/free-text';

export type ContractRole = 'PAY' | 'RECEIVE';

export interface ContractDraft {
  role: ContractRole;
  payerObligations: string[];
  beneficiaryObligations: string[];
  percentage: string;
  payerSignerName: string;
  beneficiarySignerName: string;
  activeFrom: string;
  note: string;
}

export const emptyDraft = (): ContractDraft => ({
  role: 'RECEIVE',
  payerObligations: [''],
  beneficiaryObligations: [''],
  percentage: '',
  payerSignerName: '',
  beneficiarySignerName: '',
  activeFrom: '',
  note: '',
});

export type DraftField =
  | 'payerObligations'
  | 'beneficiaryObligations'
  | 'percentage'
  | 'payerSignerName'
  | 'beneficiarySignerName'
  | 'activeFrom'
  | 'note';

/** Field -> message key (namespace smart-contracts, under `form.errors`). */
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The fields in the order the form shows them (the first error gets the focus). */
export const DRAFT_FIELD_ORDER: readonly DraftField[] = [
  'payerObligations',
  'beneficiaryObligations',
  'percentage',
  'payerSignerName',
  'beneficiarySignerName',
  'activeFrom',
  'note',
];

function obligationsProblem(items: readonly string[]): string | null {
  const filled = items.map((item) => item.trim()).filter(Boolean);
  if (filled.length === 0) return 'obligationsRequired';
  if (filled.length > CONTRACT_OBLIGATIONS_MAX_ITEMS) return 'obligationsTooMany';
  if (filled.some((item) => item.length > CONTRACT_OBLIGATION_MAX)) return 'obligationTooLong';
  return null;
}

function signerProblem(name: string): string | null {
  if (name.trim() === '') return 'signerRequired';
  return name.trim().length > CONTRACT_SIGNER_NAME_MAX ? 'signerTooLong' : null;
}

/** `today` is YYYY-MM-DD in the customer's own calendar. */
export function validateDraft(draft: ContractDraft, today: string): DraftErrors {
  const errors: DraftErrors = {};
  const set = (field: DraftField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  set('payerObligations', obligationsProblem(draft.payerObligations));
  set('beneficiaryObligations', obligationsProblem(draft.beneficiaryObligations));
  const percentage = percentageProblem(draft.percentage);
  set('percentage', percentage && `percentage${percentage[0]?.toUpperCase()}${percentage.slice(1)}`);
  set('payerSignerName', signerProblem(draft.payerSignerName));
  set('beneficiarySignerName', signerProblem(draft.beneficiarySignerName));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.activeFrom)) set('activeFrom', 'activeFromRequired');
  else if (draft.activeFrom < today) set('activeFrom', 'activeFromPast');
  const note = checkFreeText(draft.note, { max: CONTRACT_NOTE_MAX, multiline: true });
  if (note) set('note', note.kind === 'tooLong' ? 'noteTooLong' : 'noteInvisible');
  return errors;
}

/** The create payload for the two parties (the acting customer and the counterparty) and the company. */
export function toCreateInput(
  draft: ContractDraft,
  parties: { ownId: number; counterpartyId: number; companyId: number },
): ContractCreateInput {
  const [senderId, beneficiaryId] =
    draft.role === 'PAY' ? [parties.ownId, parties.counterpartyId] : [parties.counterpartyId, parties.ownId];
  const clean = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);
  return {
    companyId: parties.companyId,
    senderId,
    senderSignerName: draft.payerSignerName.trim(),
    senderObligations: clean(draft.payerObligations),
    beneficiaryId,
    beneficiarySignerName: draft.beneficiarySignerName.trim(),
    beneficiaryObligations: clean(draft.beneficiaryObligations),
    activeFrom: draft.activeFrom,
    percentage: draft.percentage.trim(),
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
  };
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
