import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { ApiClient } from '../../core/api/client';
import type { Invoice } from '../../core/api/contract/invoices';
import type { TransferResult } from '../../core/api/contract/p2p';
import { ApiError } from '../../core/api/errors';
import type { PushWatch } from '../../core/payments/approval-machine';
import payInvoiceCss from './pay-invoice.css?inline';
import { PayInvoice } from './pay-invoice';
import { storyApi, type StoryAnswers } from '../../testing/story-api';
import { approvalAnswers, storyPushWatch, type StoryApprovalMode } from '../../testing/story-payments';

/**
 * Every screen of the invoice payment. Stories have no sandbox behind them: the feature talks to a display fixture that
 * answers its calls with the data below (after a short pause, like a network); a story's play function clicks its way
 * to the approval and success screens with the real feature and payment model.
 */

const sheet = new CSSStyleSheet();
sheet.replaceSync(payInvoiceCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const INVOICE: Invoice = {
  id: 4001,
  payeeName: 'Northwind Trading Ltd',
  payeeEmail: 'business@demo.test',
  payerEmail: 'personal@demo.test',
  amount: '120.00',
  total: '120.60',
  feePayment: '0.60',
  currencyCode: 'USD',
  dueDate: '2099-03-05',
  sentDate: '2099-02-03T09:00:00.000Z',
  updatedDate: '2099-02-03T09:00:00.000Z',
  noteBody: 'Consulting, February',
  status: 'unpaid',
  statusId: 1,
  isFunding: false,
  isSystem: false,
  urlPdf: 'data:application/pdf;base64,JVBERi0xLjQK',
};

type Mode = StoryApprovalMode;

interface FixtureOptions {
  invoice?: Partial<Invoice>;
  load?: 'never' | 'down' | 'not-found';
  mode?: Mode;
}

function transfer(status: TransferResult['status'], mode: string, extra: Partial<TransferResult> = {}): TransferResult {
  return {
    transactionId: 700001,
    status,
    approveMode: mode,
    approvalTransactionCreated: false,
    amount: '120.00',
    currency: 'USD',
    fee: '0.60',
    feeCurrencyCode: 'USD',
    totalDebit: '120.60',
    invoiceId: 4001,
    ...extra,
  };
}

function fixtureApi({ invoice = {}, load, mode = 'none' }: FixtureOptions): ApiClient {
  const answers: StoryAnswers = {
    invoiceGet: () => {
      if (load === 'never') return new Promise<never>(() => undefined);
      if (load === 'down') throw new ApiError({ code: 'UE', message: 'Server is not available', status: 503 });
      if (load === 'not-found') throw new ApiError({ code: 'TA1', message: 'Invoice not found' });
      return { invoice: { ...INVOICE, ...invoice } };
    },
    balanceInquiry: () => ({
      accounts: [
        {
          accountId: 500001,
          accountNumber: 'GB57SNDB04000400500001',
          type: 1001,
          currencyCode: 'USD',
          accountStatusId: 1,
          balance: '1520.50',
          customerId: 100001,
        },
        {
          accountId: 500002,
          accountNumber: 'GB30SNDB04000400500002',
          type: 1001,
          currencyCode: 'EUR',
          accountStatusId: 1,
          balance: '830.25',
          customerId: 100001,
        },
      ],
    }),
    exchangeRateGet: () => ({ exchangeRate: '0.92' }),
    p2pTransferFee: (payload) =>
      payload.accountId === '500002'
        ? { fee: '0.55', feeCurrencyCode: 'EUR', exchangeRate: '0.92', debitAmount: '110.40', totalDebit: '110.95' }
        : { fee: '0.60', feeCurrencyCode: 'USD', exchangeRate: '1', debitAmount: '120.00', totalDebit: '120.60' },
    ...approvalAnswers(mode, transfer),
    invoiceReject: (payload) => ({
      invoice: { ...INVOICE, status: 'rejected', statusId: 4, rejectionNote: payload.note ?? null },
    }),
  };
  return storyApi(answers);
}

const watchPushFor = (mode: Mode): PushWatch => storyPushWatch(mode, transfer);

interface StoryArgs {
  fixture: FixtureOptions;
  headingLevel: 1 | 2;
}

const meta = {
  title: 'Features/Pay invoice',
  args: { fixture: {}, headingLevel: 2 },
  render: ({ fixture, headingLevel }) => (
    <PayInvoice
      api={fixtureApi(fixture)}
      invoiceId="4001"
      watchPush={watchPushFor(fixture.mode ?? 'none')}
      headingLevel={headingLevel}
      onSwitchAccount={() => undefined}
    />
  ),
  parameters: { layout: 'padded' },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

async function pay({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Pay / }, { timeout: 5000 }));
}

export const Loading: Story = { args: { fixture: { load: 'never' } } };

export const LoadFailed: Story = { args: { fixture: { load: 'down' } } };

export const NotForThisAccount: Story = { args: { fixture: { load: 'not-found' } } };

export const Payable: Story = {};

export const PayableOverdue: Story = { args: { fixture: { invoice: { dueDate: '2025-03-05' } } } };

export const PayFromOtherCurrency: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: /EUR account/ }, { timeout: 5000 }));
  },
};

export const Paid: Story = { args: { fixture: { invoice: { status: 'paid', statusId: 3, transactionId: 700001 } } } };

export const Rejected: Story = {
  args: {
    fixture: { invoice: { status: 'rejected', statusId: 4, rejectionNote: 'Already paid by card at the desk' } },
  },
};

export const AwaitingPayment: Story = { args: { fixture: { invoice: { status: 'awaitingPayment', statusId: 2 } } } };

export const OwnInvoice: Story = {
  args: { fixture: { invoice: { payeeName: undefined, payerName: 'Paula Personal' } } },
};

export const FundingInvoice: Story = {
  args: {
    fixture: {
      invoice: {
        isFunding: true,
        isSystem: true,
        payeeName: 'Sandbox Bank (account funding)',
        fundingReference: 'FUND-100001-4011',
        total: '120.00',
        feePayment: '0.00',
      },
    },
  },
};

export const RejectConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Reject invoice' }, { timeout: 5000 }),
    );
  },
};

export const SmsCodeApproval: Story = { args: { fixture: { mode: 'sms' } }, play: pay };

export const PushApprovalWaiting: Story = { args: { fixture: { mode: 'push' } }, play: pay };

export const PushDeclined: Story = { args: { fixture: { mode: 'decline' } }, play: pay };

export const PaidSuccessPopup: Story = { play: pay };

export const ApprovalTransactionCreated: Story = { args: { fixture: { mode: 'initiator' } }, play: pay };
