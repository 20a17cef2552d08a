/**
 * The payout-details fields and their offline checks (IBAN, BIC, ABA, sort code, card number ...) load with the
 * first payout method the recipient looks at: the first screen of a claim does not need them (ARCHITECTURE.md
 * "Budgets"). Every synchronous use works on fields, which exist only once this module has loaded.
 */
import type * as FieldEngine from '../payout-fields/field-engine';
import type * as FieldFormModule from '../payout-fields/field-form';

type FieldsModule = typeof FieldEngine & typeof FieldFormModule;
let fieldsModule: FieldsModule | null = null;
let fieldsLoading: Promise<FieldsModule> | null = null;

export function loadClaimFields(): Promise<FieldsModule> {
  fieldsLoading ??= Promise.all([import('../payout-fields/field-engine'), import('../payout-fields/field-form')]).then(
    ([engine, formModule]) => (fieldsModule = { ...engine, ...formModule }),
    (error: unknown) => {
      fieldsLoading = null; // offline for a moment: the next attempt loads again
      throw error;
    },
  );
  return fieldsLoading;
}

/** Whether the fields module is there (synchronous uses may run). */
export function claimFieldsLoaded(): boolean {
  return fieldsModule !== null;
}

export function checks(): FieldsModule {
  if (!fieldsModule) throw new Error('claim fields used before they were loaded');
  return fieldsModule;
}

export const checkField: FieldsModule['checkField'] = (...args) => checks().checkField(...args);
