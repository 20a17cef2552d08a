import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../core/session/token-store';
import { ACTING_CUSTOMER_KEY, createActingCustomerStore } from './acting-customer';

describe('acting customer store', () => {
  it('keeps the acting customer for the tab and reports changes only', () => {
    const storage = createMemoryStorage();
    const onChange = vi.fn();
    const store = createActingCustomerStore(storage, onChange);
    expect(store.id.value).toBeNull();
    store.set('200002');
    store.set('200002');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(storage.getItem(ACTING_CUSTOMER_KEY)).toBe('200002');
    expect(createActingCustomerStore(storage, () => undefined).id.value).toBe('200002');
    store.set(null);
    expect(storage.getItem(ACTING_CUSTOMER_KEY)).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored value that is not a customer id', () => {
    const storage = createMemoryStorage();
    storage.setItem(ACTING_CUSTOMER_KEY, '<script>');
    expect(createActingCustomerStore(storage, () => undefined).id.value).toBeNull();
  });

  it('drops a refused customer and keeps the reason until dismissed', () => {
    const store = createActingCustomerStore(createMemoryStorage(), () => undefined);
    store.set('200001');
    const refusal = new Error('Access denied');
    store.refuse(refusal);
    expect(store.id.value).toBeNull();
    expect(store.refusal.value).toBe(refusal);
    store.dismissRefusal();
    expect(store.refusal.value).toBeNull();
  });
});
