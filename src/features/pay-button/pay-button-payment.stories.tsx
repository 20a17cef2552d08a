import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { ApiClient } from '../../core/api/client';
import type { TransferResult } from '../../core/api/contract/p2p';
import type { PublicPayButton } from '../../core/api/contract/pay-button';
import { ApiError } from '../../core/api/errors';
import type { PushWatch } from '../../core/payments/approval-machine';
import { Dialog } from '../../ui';
import payButtonPaymentCss from './pay-button-payment.css?inline';
import { PayButtonPayment } from './pay-button-payment';
import { storyApi, type StoryAnswers } from '../../testing/story-api';
import { approvalAnswers, storyPushWatch, type StoryApprovalMode } from '../../testing/story-payments';

/**
 * Every screen of a pay button's payment, in the dialog the element opens. Stories have no sandbox behind them: the
 * payment talks to a display fixture that answers its calls (after a short pause, like a network); play functions
 * click their way to the approval and success screens with the real payment model.
 */

const sheet = new CSSStyleSheet();
sheet.replaceSync(payButtonPaymentCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const BUTTONS: Record<'buyNow' | 'subscription' | 'donationOpen', PublicPayButton> = {
  buyNow: {
    id: 710001,
    type: 'buyNow',
    itemName: 'Pixel art poster (A2)',
    amount: '24.90',
    currencyCode: 'USD',
    subscriptionPeriod: null,
    subscriptionCount: null,
    style: { shape: 'rect', color: 'gold', size: 'medium', label: 'buyNow' },
    logoUrl: null,
    merchantName: 'Pixel Goods LLC',
  },
  subscription: {
    id: 710002,
    type: 'subscription',
    itemName: 'Sprite pack club',
    amount: '9.99',
    currencyCode: 'EUR',
    subscriptionPeriod: 'month',
    subscriptionCount: 12,
    style: { shape: 'pill', color: 'blue', size: 'large', label: 'subscribe' },
    logoUrl: null,
    merchantName: 'Pixel Goods LLC',
  },
  donationOpen: {
    id: 710004,
    type: 'donation',
    itemName: 'Open-source sprite editor',
    amount: null,
    currencyCode: 'EUR',
    subscriptionPeriod: null,
    subscriptionCount: null,
    style: { shape: 'rect', color: 'white', size: 'medium', label: 'donate' },
    logoUrl: null,
    merchantName: 'Pixel Goods LLC',
  },
};

type Mode = StoryApprovalMode;

interface FixtureOptions {
  accounts?: 'never' | 'down' | 'none';
  mode?: Mode;
  poor?: boolean;
}

function transfer(status: TransferResult['status'], mode: string, extra: Partial<TransferResult> = {}): TransferResult {
  return {
    transactionId: 700001,
    status,
    approveMode: mode,
    approvalTransactionCreated: false,
    amount: '24.90',
    currency: 'USD',
    fee: '0.50',
    feeCurrencyCode: 'USD',
    totalDebit: '25.40',
    ...extra,
  };
}

function fixtureApi({ accounts, mode = 'none', poor = false }: FixtureOptions): ApiClient {
  const answers: StoryAnswers = {
    balanceInquiry: () => {
      if (accounts === 'never') return new Promise<never>(() => undefined);
      if (accounts === 'down') throw new ApiError({ code: 'UE', message: 'Server is not available', status: 503 });
      if (accounts === 'none') return { accounts: [] };
      return {
        accounts: [
          {
            accountId: 500001,
            accountNumber: 'GB57SNDB04000400500001',
            type: 1001,
            currencyCode: 'USD',
            accountStatusId: 1,
            balance: poor ? '3.10' : '1000.00',
            customerId: 100001,
          },
          {
            accountId: 500002,
            accountNumber: 'GB30SNDB04000400500002',
            type: 1001,
            currencyCode: 'EUR',
            accountStatusId: 1,
            balance: '500.00',
            customerId: 100001,
          },
        ],
      };
    },
    exchangeRateGet: (payload) => ({ exchangeRate: payload.fromCurrencyCode === 'USD' ? '0.92' : '1.087' }),
    p2pTransferFee: (payload) => {
      const amount = String(payload.amount);
      return payload.accountId === '500002'
        ? {
            fee: '0.50',
            feeCurrencyCode: 'EUR',
            exchangeRate: '1',
            debitAmount: amount,
            totalDebit: amount === '9.99' ? '10.49' : '12.84',
          }
        : { fee: '0.50', feeCurrencyCode: 'USD', exchangeRate: '1', debitAmount: amount, totalDebit: '25.40' };
    },
    ...approvalAnswers(mode, transfer),
  };
  return storyApi(answers);
}

const watchPushFor = (mode: Mode): PushWatch => storyPushWatch(mode, transfer);

interface StoryArgs {
  button: keyof typeof BUTTONS;
  fixture: FixtureOptions;
}

const noop = () => undefined;

const meta = {
  title: 'Features/Pay button payment',
  args: { button: 'buyNow', fixture: {} },
  render: ({ button, fixture }) => (
    <Dialog open onClose={noop} title={`Pay ${BUTTONS[button].merchantName}`}>
      <PayButtonPayment
        api={fixtureApi(fixture)}
        button={BUTTONS[button]}
        watchPush={watchPushFor(fixture.mode ?? 'none')}
        onCompleted={noop}
        onError={noop}
        onBusyChange={noop}
        onFinished={noop}
        onSwitchAccount={noop}
      />
    </Dialog>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

async function pay({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement.ownerDocument.body);
  await userEvent.click(
    await canvas.findByRole('button', { name: /^(Pay|Subscribe and pay|Give) / }, { timeout: 5000 }),
  );
}

export const LoadingAccounts: Story = { args: { fixture: { accounts: 'never' } } };

export const AccountsFailed: Story = { args: { fixture: { accounts: 'down' } } };

export const NoAccounts: Story = { args: { fixture: { accounts: 'none' } } };

export const BuyNow: Story = {};

export const NotEnoughMoney: Story = { args: { fixture: { poor: true } } };

export const PayFromOtherCurrency: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('radio', { name: /EUR account/ }, { timeout: 5000 }),
    );
  },
};

export const Subscription: Story = { args: { button: 'subscription' } };

export const DonationOpenAmount: Story = { args: { button: 'donationOpen' } };

export const DonationAmountInvalid: Story = {
  args: { button: 'donationOpen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (EUR)' }, { timeout: 5000 }), '12.345');
    await userEvent.tab();
  },
};

export const DonationAmountEntered: Story = {
  args: { button: 'donationOpen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount (EUR)' }, { timeout: 5000 }), '12.34');
  },
};

export const SmsCodeApproval: Story = { args: { fixture: { mode: 'sms' } }, play: pay };

export const PushApprovalWaiting: Story = { args: { fixture: { mode: 'push' } }, play: pay };

export const PushDeclined: Story = { args: { fixture: { mode: 'decline' } }, play: pay };

export const PaymentSent: Story = { play: pay };

export const SubscriptionStarted: Story = { args: { button: 'subscription' }, play: pay };

export const ApprovalTransactionCreated: Story = { args: { fixture: { mode: 'initiator' } }, play: pay };
