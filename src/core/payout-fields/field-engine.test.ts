import { describe, expect, it } from 'vitest';
import type { ExtraParam } from '../api/contract/global-claim';
import {
  buildPayoutFields,
  checkField,
  checkForm,
  flattenExtraParams,
  validateFields,
  type PayoutField,
} from './field-engine';

const text = (key: string, extra: Partial<ExtraParam> = {}): ExtraParam => ({
  key,
  label: key,
  type: 'text',
  required: true,
  ...extra,
});

describe('flattenExtraParams', () => {
  it('replaces entries with an options sub-list by their entries, in order, keeping the group label', () => {
    const fields = flattenExtraParams([
      text('beneficiaryName'),
      {
        key: 'bank',
        label: 'Bank account',
        type: 'text',
        required: false,
        options: [
          text('iban', { validator: 'iban', lookup: 'iban' }),
          { ...text('nested', { label: 'Nested' }), options: [text('bic', { validator: 'bic' })] },
        ],
      },
      text('email', { type: 'email', required: false }),
    ]);
    expect(fields.map((field) => [field.key, field.group])).toEqual([
      ['beneficiaryName', null],
      ['iban', 'Bank account'],
      ['bic', 'Nested'],
      ['email', null],
    ]);
    expect(fields[1]).toMatchObject({
      validator: 'iban',
      lookup: 'iban',
      required: true,
      hidden: false,
      readonly: false,
    });
  });

  it('keeps the first entry of a key that appears twice, and treats an empty options list as a field', () => {
    const fields = flattenExtraParams([
      text('iban'),
      { ...text('group'), options: [text('iban', { label: 'Second' })] },
      { ...text('plain'), options: [] },
    ]);
    expect(fields.map((field) => [field.key, field.label])).toEqual([
      ['iban', 'iban'],
      ['plain', 'plain'],
    ]);
  });

  it('copies select choices', () => {
    const [field] = flattenExtraParams([
      { ...text('accountType', { type: 'select' }), values: [{ value: 'checking', label: 'Checking' }] },
    ]);
    expect(field?.choices).toEqual([{ value: 'checking', label: 'Checking' }]);
  });
});

describe('buildPayoutFields', () => {
  it('adds required bank and branch codes for EFT to BR, JP, HK and LK', () => {
    for (const countryCode of ['BR', 'JP', 'HK', 'LK']) {
      const fields = buildPayoutFields([text('accountNumber')], { countryCode, transferType: 'eft' });
      expect(fields.map((field) => [field.key, field.required, field.validator, field.label])).toEqual([
        ['accountNumber', true, null, 'accountNumber'],
        ['bankCode', true, 'bankCode', null],
        ['branchCode', true, 'branchCode', null],
      ]);
    }
  });

  it('makes existing optional bank and branch codes required there, and leaves other countries alone', () => {
    const params = [text('bankCode', { required: false, label: 'Bank' }), text('branchCode', { required: false })];
    expect(
      buildPayoutFields(params, { countryCode: 'JP', transferType: 'eft' }).map((field) => [
        field.key,
        field.required,
        field.label,
      ]),
    ).toEqual([
      ['bankCode', true, 'Bank'],
      ['branchCode', true, 'branchCode'],
    ]);
    expect(
      buildPayoutFields(params, { countryCode: 'DE', transferType: 'eft' }).every((field) => !field.required),
    ).toBe(true);
    expect(buildPayoutFields([text('x')], { countryCode: 'JP', transferType: 'wire' })).toHaveLength(1);
  });

  it('applies hidden and readonly from the policy', () => {
    const fields = buildPayoutFields([text('email'), text('beneficiaryName')], {
      countryCode: 'DE',
      transferType: 'wire',
      policy: { email: { prefill: 'a@b.example', hidden: true }, beneficiaryName: { readonly: true } },
    });
    expect(fields.map((field) => [field.key, field.hidden, field.readonly])).toEqual([
      ['email', true, false],
      ['beneficiaryName', false, true],
    ]);
  });
});

describe('checkField', () => {
  const field = (extra: Partial<ExtraParam>): PayoutField =>
    flattenExtraParams([text('value', extra)])[0] as PayoutField;

  it('requires required fields and lets optional empty ones through', () => {
    expect(checkField(field({}), '  ', 'DE')).toEqual({ ok: false, error: { kind: 'required' } });
    expect(checkField(field({ required: false, validator: 'iban' }), '', 'DE')).toEqual({ ok: true, value: '' });
  });

  it('runs the validator and sends the canonical value', () => {
    expect(checkField(field({ validator: 'iban' }), 'de89 3704 0044 0532 0130 00', 'DE')).toEqual({
      ok: true,
      value: 'DE89370400440532013000',
    });
    expect(checkField(field({ validator: 'iban' }), 'DE89370400440532013001', 'DE')).toEqual({
      ok: false,
      error: { kind: 'iban', reason: 'checksum', expectedLength: undefined },
    });
    expect(checkField(field({ validator: 'iban' }), 'DE8937040044053201300', 'DE')).toEqual({
      ok: false,
      error: { kind: 'iban', reason: 'length', expectedLength: 22 },
    });
    expect(checkField(field({ validator: 'aba' }), '021000021', 'US')).toEqual({ ok: true, value: '021000021' });
    expect(checkField(field({ validator: 'aba' }), '021000022', 'US')).toEqual({
      ok: false,
      error: { kind: 'aba', reason: 'checksum' },
    });
    expect(checkField(field({ validator: 'sortCode' }), '40-47-84', 'GB')).toEqual({ ok: true, value: '404784' });
    expect(checkField(field({ validator: 'luhn' }), '4111 1111 1111 1111', 'US')).toEqual({
      ok: true,
      value: '4111111111111111',
    });
    expect(checkField(field({ validator: 'luhn' }), '4111 1111 1111 1112', 'US')).toEqual({
      ok: false,
      error: { kind: 'card', reason: 'checksum' },
    });
    expect(checkField(field({ validator: 'bic' }), 'deutdeff', 'DE')).toEqual({ ok: true, value: 'DEUTDEFF' });
    expect(checkField(field({ validator: 'bankCode' }), '12', 'JP')).toEqual({
      ok: false,
      error: { kind: 'bankCode', expectedLength: 4 },
    });
  });

  it('checks e-mail fields even without a validator', () => {
    expect(checkField(field({ type: 'email' }), 'nobody', 'DE')).toEqual({ ok: false, error: { kind: 'email' } });
  });

  it('checks choices, lengths and the server pattern', () => {
    const select = { ...field({ type: 'select' }), choices: [{ value: 'a', label: 'A' }] };
    expect(checkField(select, 'b', 'DE')).toEqual({ ok: false, error: { kind: 'choice' } });
    expect(checkField(field({ minLength: 3 }), 'ab', 'DE')).toEqual({
      ok: false,
      error: { kind: 'minLength', min: 3 },
    });
    expect(checkField(field({ maxLength: 3 }), 'abcd', 'DE')).toEqual({
      ok: false,
      error: { kind: 'maxLength', max: 3 },
    });
    expect(checkField(field({ pattern: '[0-9]+' }), '12a', 'DE')).toEqual({ ok: false, error: { kind: 'pattern' } });
    expect(checkField(field({ pattern: '[0-9' }), 'anything', 'DE')).toEqual({ ok: true, value: 'anything' });
  });
});

describe('checkForm', () => {
  it('collects every error and the details to send', () => {
    const fields = flattenExtraParams([
      text('beneficiaryName'),
      text('iban', { validator: 'iban' }),
      text('reference', { required: false }),
      text('bic', { validator: 'bic', required: false }),
    ]);
    expect(
      checkForm(fields, { beneficiaryName: ' Ana Lopez ', iban: 'DE89 3704 0044 0532 0130 00', bic: '' }, 'DE'),
    ).toEqual({
      paymentDetails: { beneficiaryName: 'Ana Lopez', iban: 'DE89370400440532013000' },
      errors: {},
    });
    expect(checkForm(fields, { iban: 'XX00 1234 5678' }, 'DE').errors).toEqual({
      beneficiaryName: { kind: 'required' },
      iban: { kind: 'iban', reason: 'country', expectedLength: undefined },
    });
  });
});

describe('validateFields', () => {
  it('returns the canonical values and is valid when every field passes', () => {
    const fields = buildPayoutFields(
      [text('iban', { validator: 'iban' }), text('bic', { validator: 'bic', required: false })],
      { countryCode: 'DE', transferType: 'wire' },
    );
    const result = validateFields(fields, { iban: 'de89 3704 0044 0532 0130 00' }, { countryCode: 'DE' });
    expect(result).toEqual({ valid: true, errors: {}, paymentDetails: { iban: 'DE89370400440532013000' } });
  });

  it('names each field that fails, with the reason', () => {
    const fields = buildPayoutFields([text('routing', { validator: 'aba' }), text('card', { validator: 'luhn' })], {
      countryCode: 'US',
      transferType: 'wire',
    });
    const result = validateFields(fields, { routing: '123456789', card: '' }, { countryCode: 'US' });
    expect(result.valid).toBe(false);
    expect(result.errors.routing?.kind).toBe('aba');
    expect(result.errors.card).toEqual({ kind: 'required' });
  });
});
