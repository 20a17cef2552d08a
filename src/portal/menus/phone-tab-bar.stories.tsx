/** The phone's bottom tab bar of the app shell (issue 32): the four most used sections the user has. */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import portalCss from '../portal.css?inline';
import { PhoneTabBar } from './phone-tab-bar';

/** At a phone's width, in the bar the shell draws (its More button is the brand header's). */
const onPhone: Decorator = (Story) => (
  <MemoryRouter initialEntries={['/home']}>
    <style>{portalCss}</style>
    <div style={{ position: 'relative', width: '390px', height: '4rem' }}>
      <div className="portal-tabbar" style={{ position: 'absolute' }}>
        <Story />
      </div>
    </div>
  </MemoryRouter>
);

const meta = {
  title: 'Portal/Shell/Phone tab bar',
  component: PhoneTabBar,
  decorators: [onPhone],
  args: {
    tabs: [
      { route: 'home', path: '/home', label: 'Home' },
      { route: 'transfer.p2p', path: '/transfer/p2p', label: 'Send to a person' },
      { route: 'transfer.account', path: '/transfer/account', label: 'Between my accounts' },
      { route: 'cards', path: '/cards', label: 'Cards' },
    ],
  },
} satisfies Meta<typeof PhoneTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Personal: Story = {};

export const RepresentativeOnly: Story = {
  args: { tabs: [{ route: 'company-documents', path: '/company-documents', label: 'Company documents' }] },
};
