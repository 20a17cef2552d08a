import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../core/api/client';
import { LIST_PAGING } from '../../core/api/contract/paging';
import { companyList } from '../../core/api/contract/smart-contracts';
import { counterpartyCompaniesQuery } from './smart-contracts-data';

/** An API client that records what each call sends and answers an empty page. */
function recordingApi() {
  const sent: { operation: unknown; payload: unknown }[] = [];
  const api = {
    call: (operation: unknown, payload: unknown) => {
      sent.push({ operation, payload });
      return Promise.resolve({ items: [], total: 0 });
    },
  } as unknown as ApiClient;
  return { api, sent };
}

describe('company search of the new-contract form', () => {
  it('asks for the generic list page of spec 1 section 5 (page 1 of 100): the spec names no size of its own', async () => {
    const { api, sent } = recordingApi();
    await counterpartyCompaniesQuery(api, 42, '  Acme ').load(new AbortController().signal);
    expect(sent).toEqual([
      {
        operation: companyList,
        payload: { forCounterpartyCustomerId: 42, query: 'Acme', page: 1, pageSize: LIST_PAGING.defaultPageSize },
      },
    ]);
    expect(LIST_PAGING.defaultPageSize).toBe(100);
  });
});
