import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { transactionHistoryGet } from '../api/contract/history';
import { LIST_PAGING } from '../api/contract/paging';
import { paidTransactionId, ReceiptNotFoundError } from './receipt-pdf';

describe('paidTransactionId', () => {
  it('searches one generic page (spec 1 section 5 default) of outgoing history rows for the reference', async () => {
    const sent: unknown[] = [];
    const api = {
      call: (operation: unknown, payload: unknown) => {
        sent.push(payload);
        expect(operation).toBe(transactionHistoryGet);
        return Promise.resolve({
          results: 2,
          transactions: {
            transaction: [
              { transactionId: 7, reference: 'REF-OTHER' },
              { transactionId: 9, reference: 'REF-1' },
            ],
          },
        });
      },
    } as unknown as ApiClient;
    expect(await paidTransactionId(api, 'REF-1')).toBe(9);
    expect(sent).toEqual([
      { keyword: 'REF-1', transactionDirection: 'out', pageNumber: 1, pageSize: LIST_PAGING.defaultPageSize },
    ]);
    await expect(paidTransactionId(api, 'REF-MISSING')).rejects.toBeInstanceOf(ReceiptNotFoundError);
  });
});
