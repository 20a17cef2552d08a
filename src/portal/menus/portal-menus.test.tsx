// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '../../ui';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../core/i18n/i18n';
import { buildMainMenu, buildMenu, type MenuFacts } from '../../core/navigation/menus';
import { buildTransferMenu } from '../../core/navigation/transfer-menu';
import { PERMISSION_FLAGS } from '../../core/permissions/transfer-permissions';
import { AccountMenu, MainNavigation } from './portal-menus';
import { TransferGroup } from './transfer-navigation';

afterEach(cleanup);

const ALL_BUILT = () => true;

function facts(overrides: Partial<MenuFacts> = {}): MenuFacts {
  return {
    kind: 'personal',
    permissions: { requestMoney: 1 },
    verified: true,
    contractsEnabled: true,
    contractStats: null,
    profileActionRequired: false,
    companyActionRequired: false,
    ...overrides,
  };
}

function renderMenus(ui: React.ReactNode, language = 'en') {
  return render(
    <I18nextProvider i18n={createI18n({ language })}>
      <MemoryRouter initialEntries={['/home']}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('AccountMenu', () => {
  it('shows the personal menu behind a disclosure button, invoices in fifth place', async () => {
    renderMenus(<AccountMenu kind="personal" entries={buildMenu(facts(), ALL_BUILT)} />);
    const menu = screen.getByRole('navigation', { name: 'Your account' });
    const toggle = within(menu).getByRole('button', { name: 'Your account' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);

    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Profile',
      'Notification settings',
      'Account security',
      'Login history',
      'Invoices',
      'Smart contracts',
      'Pre-approved payments',
      'Payout blacklist',
      'Legal info',
    ]);
    expect(links[4]?.getAttribute('href')).toBe('/transfer/invoices');
  });

  it('closes with Escape', async () => {
    renderMenus(<AccountMenu kind="company" entries={buildMenu(facts({ kind: 'company' }), ALL_BUILT)} />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Company' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when actions are required, and what the smart-contracts badge counts', async () => {
    const entries = buildMenu(
      facts({ profileActionRequired: true, contractStats: { requests: 3, active: 7 } }),
      ALL_BUILT,
    );
    renderMenus(<AccountMenu kind="personal" entries={entries} />);
    const toggle = screen.getByRole('button', { name: 'Your account (action required)' });
    await userEvent.setup().click(toggle);
    const profile = screen.getByRole('link', { name: 'Profile (action required)' });
    expect(profile.className).toContain('portal-account-menu__link--highlighted');
    const contracts = screen.getByRole('link', { name: 'Smart contracts (contract requests: 3)' });
    expect(contracts.querySelector('.portal-badge--danger')).not.toBeNull();
  });

  it('shows the active contracts in blue when there are no requests', async () => {
    const entries = buildMenu(facts({ contractStats: { requests: 0, active: 2 } }), ALL_BUILT);
    renderMenus(<AccountMenu kind="personal" entries={entries} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Your account' }));
    const contracts = screen.getByRole('link', { name: 'Smart contracts (active contracts: 2)' });
    expect(contracts.querySelector('.portal-badge--info')).not.toBeNull();
  });

  it('renders nothing when no entry is built yet', () => {
    const { container } = renderMenus(<AccountMenu kind="personal" entries={buildMenu(facts(), () => false)} />);
    expect(container.textContent).toBe('');
  });

  it('speaks the interface language', async () => {
    renderMenus(
      <AccountMenu kind="profileOnly" entries={buildMenu(facts({ kind: 'profileOnly' }), ALL_BUILT)} />,
      'ro',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Profilul dvs.' }));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Profil',
      'Securitatea contului',
      'Istoricul autentificărilor',
    ]);
  });
});

describe('MainNavigation', () => {
  it('lists the built sections and marks the current page', () => {
    renderMenus(<MainNavigation entries={buildMainMenu({ kind: 'personal', isAdmin: true }, ALL_BUILT)} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Admin overview',
      'Cards',
      'History',
      'Statements',
      'Support',
      'News',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows the money group after the overview and before cards, support last', () => {
    renderMenus(
      <MainNavigation
        entries={buildMainMenu({ kind: 'personal', isAdmin: false }, ALL_BUILT)}
        money={
          <TransferGroup
            entries={buildTransferMenu(
              { permissions: { [PERMISSION_FLAGS.userToUser]: 1 }, isBusiness: false, pendingApprovals: null },
              ALL_BUILT,
            )}
          />
        }
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Send to a person',
      'Pre-approved payments',
      'Cards',
      'History',
      'Statements',
      'Support',
      'News',
    ]);
    expect(within(nav).getByRole('navigation', { name: 'Transfers' })).toBeTruthy();
    expect(within(nav).getByRole('list', { name: 'Money' }).textContent).toBe('Send to a personPre-approved payments');
    expect(within(nav).getByRole('list', { name: 'History and statements' }).textContent).toBe('HistoryStatements');
    expect(within(nav).getByRole('list', { name: 'Support' }).textContent).toBe('SupportNews');
  });

  it('renders nothing without entries', () => {
    const { container } = renderMenus(<MainNavigation entries={[]} />);
    expect(container.textContent).toBe('');
  });
});
