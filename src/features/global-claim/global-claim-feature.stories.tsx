import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { ApiClient } from '../../core/api/client';
import type { ExtraParam, GlobalTransferDetails, PayoutMethod } from '../../core/api/contract/global-claim';
import { ApiError } from '../../core/api/errors';
import { createClaimModel, type ClaimModel } from '../../core/global-claim/claim-model';
import type { FieldPolicy } from '../../core/payout-fields/field-policy';
import { GlobalClaimFeature } from './global-claim-feature';
import { storyApi, type StoryAnswers } from '../../testing/story-api';

/**
 * Every step and state of the claim. Stories have no sandbox behind them: the model talks to a display fixture
 * that answers the claim's calls with the data below (after a short pause, like a network), so each story shows
 * the real feature and model, brought to its step by the model's own actions.
 */

const TRANSFER: GlobalTransferDetails = {
  paymentId: 880001,
  beneficiaryName: 'Anna Schmidt',
  senderName: 'Northwind Trading Ltd',
  amount: '250.00',
  currencyCode: 'EUR',
  description: 'Invoice NW-2025-118: translation services',
  feeIsBen: false,
  submittedDate: '2030-01-01T09:00:00.000Z',
  expireDays: 28,
  status: 'waiting',
  allowedCountries: ['AT', 'DE', 'ES', 'FR', 'GB'],
};

const METHODS: PayoutMethod[] = [
  {
    paymentMethod: 'sepa',
    name: 'SEPA credit transfer',
    transferType: 'eft',
    currencies: ['EUR'],
    eta: '1 business day',
  },
  {
    paymentMethod: 'card',
    name: 'Visa or Mastercard card',
    transferType: 'oct',
    currencies: ['EUR'],
    eta: 'Within 30 minutes',
  },
  {
    paymentMethod: 'swift',
    name: 'International wire (SWIFT)',
    transferType: 'wire',
    currencies: ['USD', 'EUR'],
    eta: '2-5 business days',
  },
];

const SEPA_PARAMS: ExtraParam[] = [
  { key: 'accountHolderName', label: 'Account holder name', type: 'text', required: true, minLength: 2, maxLength: 70 },
  {
    key: 'iban',
    label: 'IBAN',
    type: 'text',
    required: true,
    validator: 'iban',
    lookup: 'iban',
    hint: 'e.g. DE89 3704 0044 0532 0130 00',
  },
  {
    key: 'bic',
    label: 'BIC / SWIFT code',
    type: 'text',
    required: false,
    validator: 'bic',
    lookup: 'swift',
    hint: 'Optional: we find it from the IBAN',
  },
];

const CARD_PARAMS: ExtraParam[] = [
  {
    key: 'cardNumber',
    label: 'Card number',
    type: 'text',
    required: true,
    validator: 'luhn',
    lookup: 'bin',
    hint: 'Visa or Mastercard',
  },
  { key: 'accountHolderName', label: 'Name on the card', type: 'text', required: true },
];

interface FixtureOptions {
  transfer?: Partial<GlobalTransferDetails>;
  /** How the details call fails: an unknown secret, or the server being down; or it never answers (loading). */
  detailsFailure?: 'unknown' | 'down' | 'never';
}

function fixtureApi({ transfer = {}, detailsFailure }: FixtureOptions = {}): ApiClient {
  const details = { ...TRANSFER, ...transfer };
  const answers: StoryAnswers = {
    globalTransferDetailsGet: () => {
      if (detailsFailure === 'never') return new Promise<never>(() => undefined);
      if (detailsFailure === 'unknown') throw new ApiError({ code: 'TA1', message: 'Unknown payment secret' });
      if (detailsFailure === 'down')
        throw new ApiError({ code: 'UE', message: 'Server is not available', status: 503 });
      return { details };
    },
    globalTransferCountriesGet: () => ({
      countries: [
        { code: 'AT', name: 'Austria' },
        { code: 'DE', name: 'Germany' },
        { code: 'ES', name: 'Spain' },
        { code: 'FR', name: 'France' },
        { code: 'GB', name: 'United Kingdom' },
      ],
    }),
    globalTransferMethodsGet: () => ({ methods: METHODS }),
    globalTransferMetaGet: (payload) =>
      payload.toCurrencyCode === 'USD'
        ? { exchangeRate: '1.086957', toAmount: '271.74', fee: '15.00', feeCurrencyCode: 'EUR' }
        : { exchangeRate: '1', toAmount: '250.00', fee: '1.00', feeCurrencyCode: 'EUR' },
    globalTransferExtraParamsGet: (payload) => ({
      params: payload.paymentMethod === 'card' ? CARD_PARAMS : SEPA_PARAMS,
    }),
    globalTransferLastWithdrawalsGet: () => ({
      withdrawals: [
        {
          paymentId: 870001,
          paymentMethod: 'sepa',
          methodName: 'SEPA credit transfer',
          countryCode: 'DE',
          currencyCode: 'EUR',
          createdAt: '2029-11-03T10:00:00.000Z',
          summary: 'DE89 •••• 3000',
        },
      ],
    }),
    globalTransferWithdrawalDetailsGet: () => ({
      paymentMethod: 'sepa',
      countryCode: 'DE',
      currencyCode: 'EUR',
      paymentDetails: { accountHolderName: 'Anna Schmidt', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    }),
    globalTransferCardBinBlacklistGet: () => ({ bins: ['555555'] }),
    globalTransferBinLookup: (payload) => ({
      binNumber: payload.binNumber,
      issuer: 'JPMorgan Chase Bank N.A.',
      cardBrand: 'VISA',
      cardType: 'CREDIT',
      countryCode: 'US',
      valid: true,
    }),
    globalTransferSwiftLookup: () => ({
      bankName: 'Commerzbank AG',
      address: 'Unter Sachsenhausen 21-27',
      city: 'Köln',
      zipCode: '50667',
      countryIsoCode: 'DE',
      code: 'COBADEFFXXX',
    }),
    globalTransferIbanLookup: () => ({
      bankName: 'Commerzbank AG',
      address: 'Unter Sachsenhausen 21-27',
      branch: 'Filiale Köln',
      city: 'Köln',
      zipCode: '50667',
      countryIsoCode: 'DE',
      country: 'Germany',
      swift: 'COBADEFFXXX',
    }),
    globalTransferSubmit: () => ({
      operationId: 'gto_story',
      approveType: 'email',
      approvalSentTo: 'a•••@recipient.test',
      availableApprovalMethods: ['email', 'sms'],
    }),
    globalTransferApprove: (payload) => {
      if (payload.approvalCode !== '123456') {
        throw new ApiError({
          code: 'VF',
          message: 'Invalid approval code',
          validationErrors: [{ field: 'approvalCode', description: 'Invalid approval code' }],
        });
      }
      return { paymentId: 880001, status: 'claimed', paymentMethod: 'sepa', amount: '250.00', currencyCode: 'EUR' };
    },
    globalTransferApprovalResend: () => ({ approvalSentTo: 'a•••@recipient.test' }),
    globalTransferCancel: () => ({ status: 'refused' }),
  };
  return storyApi(answers, { pauseMs: 300 });
}

/** A model for the secret of the fixture, brought to a step by its own actions. */
async function claimAt(
  step: 'details' | 'payout-method' | 'payout-details' | 'approval' | 'completed' | 'refused' | 'loading',
  options: FixtureOptions & {
    policy?: FieldPolicy;
    method?: string;
    currency?: string;
    values?: Record<string, string>;
    leave?: string[];
    /** A code entered on the approval step. */
    code?: string;
  } = {},
): Promise<ClaimModel> {
  const model = createClaimModel({ api: fixtureApi(options), paymentSecret: 'demo-claim-eur', policy: options.policy });
  if (step === 'loading') return model;
  model.start();
  await new Promise<void>((resolve) => {
    const stop = model.step.subscribe((current) => {
      if (current.kind !== 'loading') {
        queueMicrotask(() => stop());
        resolve();
      }
    });
  });
  if (step === 'details') return model;
  if (step === 'refused') {
    await model.refuse();
    return model;
  }
  await model.beginClaim();
  await model.selectCountry('DE');
  await model.selectMethod(options.method ?? 'sepa');
  if (options.currency) model.selectCurrency(options.currency);
  if (step === 'payout-method') return model;
  await model.continueToDetails();
  for (const [key, value] of Object.entries(options.values ?? {})) model.setValue(key, value);
  for (const key of options.leave ?? []) await model.leaveField(key);
  if (step === 'payout-details') return model;
  model.setValue('accountHolderName', 'Anna Schmidt');
  model.setValue('iban', 'DE89 3704 0044 0532 0130 00');
  await model.submit();
  if (options.code !== undefined) await model.approve(options.code);
  if (step === 'approval') return model;
  await model.approve('123456');
  return model;
}

/** What a story sets besides the model, which its loader prepares. */
interface StoryArgs {
  allowRefuse: boolean;
  headingLevel: 1 | 2;
}

const meta = {
  title: 'Features/Global claim',
  args: { allowRefuse: true, headingLevel: 2 },
  render: (args, { loaded }) => <GlobalClaimFeature {...args} model={(loaded as { model: ClaimModel }).model} />,
  parameters: { layout: 'padded' },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

const at = (...input: Parameters<typeof claimAt>) => [async () => ({ model: await claimAt(...input) })];

export const Loading: Story = { loaders: at('loading', { detailsFailure: 'never' }) };

export const TransferDetails: Story = { loaders: at('details') };

export const FeePaidByRecipient: Story = {
  loaders: at('details', { transfer: { feeIsBen: true, description: null } }),
};

export const WithoutRefusal: Story = { loaders: at('details'), args: { allowRefuse: false } };

export const LoadFailed: Story = { loaders: at('details', { detailsFailure: 'down' }) };

export const UnknownSecret: Story = { loaders: at('details', { detailsFailure: 'unknown' }) };

export const Expired: Story = { loaders: at('details', { transfer: { status: 'expired', expireDays: 0 } }) };

export const AlreadyClaimed: Story = { loaders: at('details', { transfer: { status: 'claimed' } }) };

export const AlreadyRefused: Story = { loaders: at('details', { transfer: { status: 'refused' } }) };

export const StatusMissing: Story = { loaders: at('details', { transfer: { status: null } }) };

export const PayoutMethodChoice: Story = { loaders: at('payout-method') };

export const PayoutMethodWithExchange: Story = { loaders: at('payout-method', { method: 'swift', currency: 'USD' }) };

export const CountryFixedByHost: Story = {
  loaders: at('payout-method', { policy: { countryCode: { prefill: 'DE', readonly: true } } }),
};

export const PayoutDetails: Story = { loaders: at('payout-details') };

export const PayoutDetailsBankFound: Story = {
  loaders: at('payout-details', {
    values: { accountHolderName: 'Anna Schmidt', iban: 'DE89 3704 0044 0532 0130 00' },
    leave: ['iban'],
  }),
};

export const PayoutDetailsInvalidIban: Story = {
  loaders: at('payout-details', {
    values: { accountHolderName: 'Anna Schmidt', iban: 'DE89 3704 0044 0532 0130 01' },
    leave: ['iban'],
  }),
};

export const PayoutDetailsCardFound: Story = {
  loaders: at('payout-details', {
    method: 'card',
    values: { cardNumber: '4111 1111 1111 1111' },
    leave: ['cardNumber'],
  }),
};

export const PayoutDetailsCardBlocked: Story = {
  loaders: at('payout-details', {
    method: 'card',
    values: { cardNumber: '5555 5555 5555 4444' },
    leave: ['cardNumber'],
  }),
};

export const Approval: Story = { loaders: at('approval') };

export const ApprovalWrongCode: Story = { loaders: at('approval', { code: '000000' }) };

export const RefuseConfirmation: Story = {
  loaders: at('details'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Refuse this transfer' }));
  },
};

export const Completed: Story = { loaders: at('completed') };

export const Refused: Story = { loaders: at('refused') };
