import { describe, expect, it } from 'vitest';
import type { TransferResult } from '../api/contract/p2p';
import { receiptDataUrl, receiptFileName, receiptFileText, receiptFromResult } from './receipt';

const RESULT: TransferResult = {
  transactionId: 700001,
  status: 'completed',
  approveMode: 'none',
  approvalTransactionCreated: false,
  amount: '40.00',
  currency: 'EUR',
  fee: '0.50',
  feeCurrencyCode: 'USD',
  totalDebit: '44.18',
};

describe('payment receipt', () => {
  it('keeps what the server booked: reference, amount, fee, total and the rate when the currencies differ', () => {
    const receipt = receiptFromResult(RESULT, 'Northwind Trading Ltd', new Date('2026-11-25T10:00:00Z'), '1.092');
    expect(receipt).toEqual({
      reference: '700001',
      payee: 'Northwind Trading Ltd',
      amount: '40.00',
      currency: 'EUR',
      fee: '0.50',
      feeCurrency: 'USD',
      total: '44.18',
      exchangeRate: '1.092',
      bookedAt: '2026-11-25T10:00:00.000Z',
    });
    expect(receiptFromResult({ ...RESULT, feeCurrencyCode: 'EUR' }, 'x', new Date(0), '1').exchangeRate).toBeNull();
  });

  it('downloads as a text file named after the reference', () => {
    expect(receiptFileName({ reference: '700001' })).toBe('receipt-700001.txt');
    expect(receiptFileName({ reference: '../x/1' })).toBe('receipt-x1.txt');
    const text = receiptFileText('Receipt', [
      ['Reference', '700001'],
      ['Total charged', '$44.18'],
    ]);
    expect(text).toBe('Receipt\n\nReference: 700001\nTotal charged: $44.18\n');
    expect(decodeURIComponent(receiptDataUrl(text).replace('data:text/plain;charset=utf-8,', ''))).toBe(text);
  });
});
