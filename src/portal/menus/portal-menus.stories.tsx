/**
 * The app shell's navigation pieces (issue 32): the side navigation (the main navigation's groups with the transfers
 * in the money group's place) and the account menu of the top bar, drawn with the portal's styles.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { buildMainMenu, buildMenu, type MenuFacts } from '../../core/navigation/menus';
import { buildTransferMenu } from '../../core/navigation/transfer-menu';
import { PERMISSION_FLAGS } from '../../core/permissions/transfer-permissions';
import portalCss from '../portal.css?inline';
import { AccountMenu, MainNavigation } from './portal-menus';
import { TransferGroup } from './transfer-navigation';

const ALL_BUILT = () => true;

/** Inside the signed-in header (`portal-header--app`), where the portal's side navigation styles apply. */
const inShell: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/home']}>
    <style>{portalCss}</style>
    <div className="portal-header portal-header--app" style={{ position: 'static', width: '16rem' }}>
      <Story />
    </div>
  </MemoryRouter>
);

const personalTransfers = buildTransferMenu(
  {
    permissions: { [PERMISSION_FLAGS.betweenAccounts]: 1, [PERMISSION_FLAGS.userToUser]: 1 },
    isBusiness: false,
    pendingApprovals: null,
  },
  ALL_BUILT,
);

const meta = {
  title: 'Portal/Shell/Side navigation',
  component: MainNavigation,
  decorators: [inShell],
  args: {
    entries: buildMainMenu({ kind: 'personal', isAdmin: false }, ALL_BUILT),
    money: <TransferGroup entries={personalTransfers} />,
  },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Personal: Story = {};

export const BusinessApproverWithPendingRequests: Story = {
  args: {
    money: (
      <TransferGroup
        entries={buildTransferMenu(
          {
            permissions: { [PERMISSION_FLAGS.betweenAccounts]: 1, [PERMISSION_FLAGS.userToUser]: 1 },
            isBusiness: true,
            pendingApprovals: 3,
          },
          ALL_BUILT,
        )}
      />
    ),
  },
};

export const AdminWithNewsBadge: Story = {
  args: {
    entries: buildMainMenu({ kind: 'personal', isAdmin: true }, ALL_BUILT).map((entry) =>
      entry.route === 'news' ? { ...entry, badge: { tone: 'info' as const, count: 2 } } : entry,
    ),
  },
};

export const LockedUntilVerified: Story = {
  args: {
    entries: buildMainMenu({ kind: 'personal', isAdmin: false, kycRoute: 'kyc' }, (route) => route === 'kyc'),
    money: null,
    note: 'The other sections open once your account is verified.',
  },
};

const accountFacts: MenuFacts = {
  kind: 'personal',
  permissions: { requestMoney: 1 },
  verified: true,
  contractsEnabled: true,
  contractStats: { requests: 1, active: 0 },
  profileActionRequired: true,
  companyActionRequired: false,
};

/** The account menu of the top bar (open it to see the entries and the theme switch). */
export const AccountMenuOfTheTopBar: StoryObj<typeof AccountMenu> = {
  render: () => <AccountMenu kind="personal" entries={buildMenu(accountFacts, ALL_BUILT)} />,
};
