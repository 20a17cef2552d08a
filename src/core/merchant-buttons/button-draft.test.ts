import { describe, expect, it } from 'vitest';
import type { SavedButton } from '../api/contract/merchant-buttons';
import {
  createAttemptKeys,
  draftFromButton,
  fieldErrorsFromServer,
  newDraft,
  normaliseAmount,
  toButtonInput,
  twoDecimals,
  validateDraft,
  withType,
} from './button-draft';

const saved: SavedButton = {
  id: 710002,
  type: 'subscription',
  itemName: 'Sprite pack club',
  itemNumber: '00042',
  amount: 9.9,
  currencyCode: 'EUR',
  subscriptionPeriod: 'month',
  subscriptionCount: 12,
  returnUrl: 'https://pixelgoods.example.com/club/welcome',
  cancelUrl: null,
  notifyUrl: null,
  logoId: null,
  style: { shape: 'pill', color: 'blue', size: 'large', label: 'subscribe' },
  createdAt: '2025-01-04T09:00:00.000Z',
  updatedAt: '2025-01-04T09:00:00.000Z',
};

describe('button drafts', () => {
  it('round-trip a saved button through the form, amounts with two decimals', () => {
    const draft = draftFromButton(saved);
    expect(draft).toMatchObject({ amount: '9.90', subscriptionCount: '12', cancelUrl: '', logoId: '' });
    expect(toButtonInput(draft)).toEqual({
      type: 'subscription',
      itemName: 'Sprite pack club',
      itemNumber: '00042',
      amount: '9.90',
      currencyCode: 'EUR',
      subscriptionPeriod: 'month',
      subscriptionCount: 12,
      returnUrl: 'https://pixelgoods.example.com/club/welcome',
      cancelUrl: null,
      notifyUrl: null,
      logoId: null,
      style: saved.style,
    });
    expect(twoDecimals('24.9')).toBe('24.90');
    expect(twoDecimals(5)).toBe('5.00');
  });

  it('read a decimal comma and spaces as the amount', () => {
    expect(normaliseAmount(' 25,5 ')).toBe('25.5');
    expect(normaliseAmount('1 250.00')).toBe('1250.00');
    expect(normaliseAmount('25,505')).toBe('25,505');
    expect(toButtonInput({ ...newDraft('USD'), itemName: 'x', amount: '7,25' }).amount).toBe('7.25');
  });

  it('change type: the default label follows, subscription fields come and go', () => {
    const subscription = withType(newDraft('USD'), 'subscription');
    expect(subscription).toMatchObject({ subscriptionPeriod: 'month', style: { label: 'subscribe' } });
    const custom = { ...subscription, subscriptionCount: '3', style: { ...subscription.style, label: 'pay' as const } };
    expect(withType(custom, 'donation')).toMatchObject({
      subscriptionPeriod: '',
      subscriptionCount: '',
      style: { label: 'pay' },
    });
  });

  it('validate every field the browser can judge', () => {
    expect(validateDraft(newDraft('USD'))).toEqual({
      itemName: { code: 'itemNameRequired' },
      amount: { code: 'amountRequired' },
    });
    const draft = {
      ...withType(newDraft('USD'), 'subscription'),
      itemName: 'x'.repeat(128),
      itemNumber: 'y'.repeat(65),
      amount: '12.345',
      subscriptionPeriod: '' as const,
      subscriptionCount: '1000',
      returnUrl: 'shop.example.com',
      cancelUrl: 'ftp://shop.example.com',
      notifyUrl: 'https://me:pw@shop.example.com',
    };
    expect(validateDraft(draft)).toEqual({
      itemName: { code: 'itemNameTooLong' },
      itemNumber: { code: 'itemNumberTooLong' },
      amount: { code: 'amountFormat' },
      subscriptionPeriod: { code: 'periodRequired' },
      subscriptionCount: { code: 'countRange' },
      returnUrl: { code: 'malformed' },
      cancelUrl: { code: 'notHttp' },
      notifyUrl: { code: 'credentials' },
    });
    expect(validateDraft({ ...newDraft('USD'), itemName: 'x', amount: '0' })).toEqual({
      amount: { code: 'amountZero' },
    });
    expect(validateDraft({ ...newDraft('USD'), itemName: 'x', amount: '100000.01' })).toEqual({
      amount: { code: 'amountTooLarge' },
    });
    // A donation may leave the amount to the payer.
    expect(validateDraft({ ...withType(newDraft('USD'), 'donation'), itemName: 'Tip jar' })).toEqual({});
  });

  it('put server refusals on their fields, with their codes and texts', () => {
    expect(
      fieldErrorsFromServer([
        { field: 'button.cancelUrl', description: 'The address must be on the public internet', code: 'privateHost' },
        { field: 'button.style.color', description: 'Must be one of: gold' },
        { field: 'fromCustomerId', description: 'Must be a customer id' },
      ]),
    ).toEqual({
      fields: {
        cancelUrl: { code: 'privateHost', text: 'The address must be on the public internet' },
        style: { code: 'server', text: 'Must be one of: gold' },
      },
      other: ['Must be a customer id'],
    });
  });
});

describe('createAttemptKeys', () => {
  it('keeps the key while the button is the same and makes a new one when it changes', () => {
    let n = 0;
    const keyFor = createAttemptKeys(() => `key-${(n += 1)}`);
    const button = toButtonInput({ ...newDraft('USD'), itemName: 'Mug', amount: '12' });
    expect(keyFor(button)).toBe('key-1');
    expect(keyFor({ ...button })).toBe('key-1');
    expect(keyFor({ ...button, amount: '13' })).toBe('key-2');
    expect(createAttemptKeys()(button)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
