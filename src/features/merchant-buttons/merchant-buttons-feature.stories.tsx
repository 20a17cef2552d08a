import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { ApiClient } from '../../core/api/client';
import type { Logo, SavedButton } from '../../core/api/contract/merchant-buttons';
import { ApiError } from '../../core/api/errors';
import { resolveEnvironment } from '../../core/brand/environments';
import { createResourceCache } from '../../core/resource/resource-cache';
import merchantCss from './merchant-buttons.css?inline';
import { MerchantButtonsFeature, type MerchantButtonsFeatureProps } from './merchant-buttons-feature';
import { storyApi, type StoryAnswers } from '../../testing/story-api';

/**
 * Every section and state of the merchant buttons. Stories have no sandbox behind them: the feature talks to a
 * display fixture that answers its calls with the data below (after a short pause, like a network).
 */

const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><rect width="64" height="32" fill="#0e7490"/><rect x="8" y="8" width="16" height="16" fill="#f59e0b"/></svg>',
  );

const LOGOS: Logo[] = [
  {
    id: 720001,
    name: 'Pixel Goods wordmark',
    isDefault: true,
    file: LOGO,
    contentType: 'image/png',
    sizeBytes: 2400,
    createdAt: '2025-01-02T09:00:00.000Z',
  },
  {
    id: 720002,
    name: 'Pixel Goods icon',
    isDefault: false,
    file: LOGO,
    contentType: 'image/png',
    sizeBytes: 980,
    createdAt: '2025-01-02T09:00:01.000Z',
  },
];

const BUTTONS: SavedButton[] = [
  {
    id: 710002,
    type: 'subscription',
    itemName: 'Sprite pack club',
    itemNumber: '00042',
    amount: '9.99',
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
  },
  {
    id: 710001,
    type: 'buyNow',
    itemName: 'Pixel art poster (A2)',
    itemNumber: 'PG-POSTER-A2',
    amount: '24.90',
    currencyCode: 'USD',
    subscriptionPeriod: null,
    subscriptionCount: null,
    returnUrl: 'https://pixelgoods.example.com/thanks',
    cancelUrl: 'https://pixelgoods.example.com/cart',
    notifyUrl: 'https://pixelgoods.example.com/pbn',
    logoId: 720002,
    style: { shape: 'rect', color: 'gold', size: 'medium', label: 'buyNow' },
    createdAt: '2025-01-03T09:00:00.000Z',
    updatedAt: '2025-01-03T09:00:00.000Z',
  },
];

interface FixtureOptions {
  canEdit?: boolean;
  enabled?: boolean;
  buttons?: SavedButton[];
  /** The buttons call fails (the server is down) or never answers. */
  buttonsFailure?: 'down' | 'never';
}

function fixtureApi({
  canEdit = true,
  enabled = true,
  buttons = BUTTONS,
  buttonsFailure,
}: FixtureOptions = {}): ApiClient {
  const answers: StoryAnswers = {
    customerInfoGet: () => ({
      customer: {
        userId: 12,
        customerId: 200003,
        customerType: 2,
        login: 'merchant@demo.test',
        firstName: 'Max',
        lastName: 'Merchant',
        businessName: 'Pixel Goods LLC',
        transactionApproveMode: 'none',
        login2faMode: 'no',
        isAdmin: false,
        isHaveRelatedAccounts: true,
        useOldWeb: false,
        permissions: { merchant: enabled ? 1 : 0 },
        verified: true,
        limited: false,
        dueDiligenceLevel: 2,
        isNeedPersonalInfoUpdate: false,
        isNeedKyc: false,
      },
    }),
    userAccessInfoGet: () => ({
      accessRights: { merchant: canEdit ? 2 : 1 },
      accessList: { balanceInfo: true },
      businessRepresentativePositionIds: [],
      permissions: { merchant: enabled ? 1 : 0 },
      isNeedKyc: false,
    }),
    merchantButtonList: () => {
      if (buttonsFailure === 'never') return new Promise<never>(() => undefined);
      if (buttonsFailure === 'down')
        throw new ApiError({ code: 'UE', message: 'Server is not available', status: 503 });
      return { buttons };
    },
    merchantLogoList: () => ({ logos: LOGOS, total: LOGOS.length }),
    balanceInquiry: () => ({
      accounts: [
        {
          accountId: 500018,
          accountNumber: 'GB00SNDB',
          type: 1001,
          currencyCode: 'USD',
          accountStatusId: 1,
          balance: '15750.00',
          customerId: 200003,
        },
        {
          accountId: 500019,
          accountNumber: 'GB00SNDC',
          type: 1001,
          currencyCode: 'EUR',
          accountStatusId: 1,
          balance: '6100.00',
          customerId: 200003,
        },
      ],
    }),
    paymentButtonSettingsGet: () => ({
      settings: {
        notifyUrl: 'https://pixelgoods.example.com/pbn',
        statusId: 1,
        notifyStatusId: 1,
        hasSecret: true,
        secretLast4: '0001',
        secretCreatedAt: '2025-01-02T09:00:00.000Z',
      },
    }),
    paymentButtonSettingsNewSecret: () => ({
      secret: 'pbn_story_secret_0000000000000000000000abcd',
      settings: {
        notifyUrl: 'https://pixelgoods.example.com/pbn',
        statusId: 1,
        notifyStatusId: 1,
        hasSecret: true,
        secretLast4: 'abcd',
        secretCreatedAt: '2030-01-01T09:00:00.000Z',
      },
    }),
    '/service/check-urls': (payload) => ({
      results: (payload.urls as string[]).map((url) => ({
        url,
        valid: !url.includes('localhost'),
        problem: url.includes('localhost') ? 'privateHost' : null,
      })),
    }),
  };
  return storyApi(answers, { pauseMs: 300 });
}

function props(
  options: FixtureOptions = {},
  extra: Partial<MerchantButtonsFeatureProps> = {},
): MerchantButtonsFeatureProps {
  return {
    api: fixtureApi(options),
    cache: createResourceCache(),
    brandId: 'wallet',
    brandName: 'Nimbus Wallet',
    environment: resolveEnvironment('wallet', 'sandbox'),
    widgetsBase: 'http://127.0.0.1:5174/widgets/',
    ...extra,
  };
}

/** The feature's own styles, adopted once, as the portal does (the widget adopts them into its shadow root). */
let adopted = false;
function adoptFeatureStyles(): void {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(merchantCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

const meta = {
  title: 'Features/MerchantButtons',
  component: MerchantButtonsFeature,
  args: props(),
  decorators: [
    (Story) => {
      adoptFeatureStyles();
      return <Story />;
    },
  ],
} satisfies Meta<typeof MerchantButtonsFeature>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget's view: saved buttons with their pictures, in tabs with the other two sections. */
export const SavedButtons: Story = {};

/** A button's embed code, opened. */
export const EmbedCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Get the code Pixel art poster (A2)' }));
  },
};

/** The editor with its live preview, after a refused address. */
export const Editor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a button' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Subscription' }));
    await userEvent.type(canvas.getByLabelText('Item name'), 'Pixel club');
    await userEvent.type(canvas.getByLabelText('Price'), '7.50');
    await userEvent.type(canvas.getByLabelText('Return address (optional)'), 'http://localhost/thanks');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the button' }));
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Sprite pack club' }));
  },
};

export const Empty: Story = { args: props({ buttons: [] }) };

export const Loading: Story = { args: props({ buttonsFailure: 'never' }) };

export const LoadFailed: Story = { args: props({ buttonsFailure: 'down' }) };

/** A user without full access to the merchant area. */
export const ReadOnly: Story = { args: props({ canEdit: false }) };

export const NotEnabled: Story = { args: props({ enabled: false }) };

/** A portal page: one section, a level-1 heading, links to the other sections. */
export const PbnSettingsPage: Story = {
  args: props(
    {},
    {
      section: 'pbn',
      headingLevel: 1,
      sectionLinks: { hrefs: { buttons: '#buttons', pbn: '#pbn', logos: '#logos' }, navigate: () => undefined },
    },
  ),
};

/** A new secret, shown once. */
export const NewSecret: Story = {
  args: props({}, { section: 'pbn' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make a new secret' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Make the secret' }));
  },
};

export const BusinessLogos: Story = { args: props({}, { section: 'logos' }) };

export const BusinessLogosReadOnly: Story = { args: props({ canEdit: false }, { section: 'logos' }) };
