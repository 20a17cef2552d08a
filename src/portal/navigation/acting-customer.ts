import { signal, type ReadonlySignal } from '@preact/signals-core';

/** Where the acting customer is kept for the tab, so a reload keeps acting for the same company. */
export const ACTING_CUSTOMER_KEY = 'wallet.portal.actingCustomerId';

/**
 * The customer a business user or admin acts for (`fromCustomerId`, spec 1 section 6). The API client sends it on
 * the operations the contract marks `actingCustomer`; the server decides whether the user may act for it.
 */
export interface ActingCustomerStore {
  readonly id: ReadonlySignal<string | null>;
  /** Sets (or with null clears) the acting customer; `onChange` runs when the value changes. */
  set(id: string | null): void;
  /** Why the last acting customer was dropped (the server refused it), until the user has seen it. */
  readonly refusal: ReadonlySignal<unknown>;
  /** Drops the acting customer because the server refused it, keeping the error to show. */
  refuse(error: unknown): void;
  dismissRefusal(): void;
}

export function createActingCustomerStore(storage: Storage, onChange: () => void): ActingCustomerStore {
  const read = storage.getItem(ACTING_CUSTOMER_KEY);
  const id = signal<string | null>(read !== null && /^\d+$/.test(read) ? read : null);
  const refusal = signal<unknown>(null);
  function set(next: string | null): void {
    if (next === id.peek()) return;
    if (next === null) storage.removeItem(ACTING_CUSTOMER_KEY);
    else storage.setItem(ACTING_CUSTOMER_KEY, next);
    id.value = next;
    onChange();
  }
  return {
    id,
    set,
    refusal,
    refuse(error) {
      refusal.value = error;
      set(null);
    },
    dismissRefusal() {
      refusal.value = null;
    },
  };
}
