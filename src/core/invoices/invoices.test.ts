import { describe, expect, it } from 'vitest';
import type { Invoice } from '../api/contract/invoices';
import {
  checkAmount,
  checkInvoiceForm,
  EMPTY_FILTER,
  filterProblems,
  invoiceDirection,
  isOverdue,
  listRequest,
  lookupEmailCheck,
  normaliseAmountInput,
  pageCount,
  payerScreen,
} from './invoices';

const base: Invoice = {
  id: 4001,
  payeeName: 'Northwind Trading Ltd',
  payeeEmail: 'business@demo.test',
  payerEmail: 'personal@demo.test',
  amount: 120,
  currencyCode: 'USD',
  dueDate: '2025-03-05',
  sentDate: '2025-02-03T09:00:00.000Z',
  updatedDate: '2025-02-03T09:00:00.000Z',
  status: 'unpaid',
  statusId: 1,
  isFunding: false,
  isSystem: false,
};

describe('invoice rules', () => {
  it('reads the direction from the names (spec 2): a payee name is incoming, a payer name outgoing', () => {
    expect(invoiceDirection({ payeeName: 'Northwind' })).toBe('incoming');
    expect(invoiceDirection({ payerName: 'Paula' })).toBe('outgoing');
  });

  it('gives the payer the screen of the invoice', () => {
    expect(payerScreen(base)).toBe('payable');
    expect(payerScreen({ ...base, status: 'paid' })).toBe('paid');
    expect(payerScreen({ ...base, status: 'rejected' })).toBe('rejected');
    expect(payerScreen({ ...base, status: 'awaitingPayment' })).toBe('awaitingPayment');
    expect(payerScreen({ ...base, isFunding: true })).toBe('funding');
    expect(payerScreen({ ...base, payeeName: undefined, payerName: 'Paula' })).toBe('own');
    expect(payerScreen({ ...base, status: 'cancelledByBank' })).toBe('unknown');
  });

  it('is overdue only while unpaid after the due day', () => {
    expect(isOverdue(base, '2025-03-06')).toBe(true);
    expect(isOverdue(base, '2025-03-05')).toBe(false);
    expect(isOverdue({ ...base, status: 'paid' }, '2026-01-01')).toBe(false);
  });

  it('checks an e-mail with the spec rule before a lookup: empty accepted, short or without @ and dot invalid', () => {
    expect(lookupEmailCheck('')).toBe('empty');
    expect(lookupEmailCheck('  ')).toBe('empty');
    expect(lookupEmailCheck('a@b.c')).toBe('invalid');
    expect(lookupEmailCheck('paula.demo.test')).toBe('invalid');
    expect(lookupEmailCheck('paula@demo')).toBe('invalid');
    expect(lookupEmailCheck('paula@demo.test')).toBe('valid');
  });

  it('reads amounts as typed and refuses zero, three decimals and text', () => {
    expect(normaliseAmountInput(' 1 234,5 ')).toBe('1234.5');
    expect(normaliseAmountInput('1,234.50')).toBe('1234.50');
    expect(checkAmount('12.345')).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('0.00')).toEqual({ ok: false, problem: 'zero' });
    expect(checkAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('45,50')).toEqual({ ok: true, amount: '45.50' });
  });

  it('checks the create form offline', () => {
    expect(
      checkInvoiceForm(
        { toEmail: 'x@y', amount: '0', currency: '', dueDate: '2025-01-01', note: 'n'.repeat(501) },
        '2025-02-01',
      ),
    ).toEqual({
      toEmail: 'format',
      amount: 'zero',
      currency: 'required',
      dueDate: 'past',
      note: 'tooLong',
    });
    expect(
      checkInvoiceForm(
        { toEmail: 'personal@demo.test', amount: '10', currency: 'USD', dueDate: '2025-02-01', note: '' },
        '2025-02-01',
      ),
    ).toEqual({});
  });

  it('drops empty filter values from list requests and names the other party by direction', () => {
    expect(listRequest('received', EMPTY_FILTER, 1)).toEqual({ pageNumber: 1, pageSize: 20 });
    expect(
      listRequest('sent', { ...EMPTY_FILTER, status: 'paid', email: ' push@ ', fromAmount: '10,5', toAmount: 'x' }, 2),
    ).toEqual({
      pageNumber: 2,
      pageSize: 20,
      status: 'paid',
      payerEmail: 'push@',
      fromAmount: '10.5',
    });
    expect(filterProblems({ ...EMPTY_FILTER, toAmount: 'x', fromDate: '2025-02-02', toDate: '2025-02-01' })).toEqual({
      toAmount: 'format',
      toDate: 'order',
    });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});
