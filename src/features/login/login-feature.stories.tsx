import { computed, signal } from '@preact/signals-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoginFlow, LoginStep } from '../../core/auth/login-flow';
import { LoginFeature } from './login-feature';

/**
 * Each step of the sign-in as the user sees it. Stories have no sandbox behind them, so the flow here is a
 * display fixture: it starts at the given step and its actions move between steps the way the real flow does.
 */
function displayFlow(initial: LoginStep): LoginFlow {
  const step = signal<LoginStep>(initial);
  const error = signal(null);
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 600));
  return {
    step: computed(() => step.value),
    error: computed(() => error.value),
    async start() {
      await pause();
      step.value = { kind: 'otp' };
    },
    async continueMigration() {
      await pause();
      step.value = initial.kind === 'migration' && initial.req === 'soft' ? initial.next : { kind: 'credentials' };
    },
    async submitCode() {
      await pause();
      step.value = { kind: 'done' };
    },
    async resendPush() {
      await pause();
    },
    async exchangeCode() {
      await pause();
      step.value = { kind: 'done' };
    },
    cancel() {
      step.value = { kind: 'credentials' };
    },
  };
}

const meta = {
  title: 'Features/Login',
  component: LoginFeature,
  args: {
    flow: displayFlow({ kind: 'credentials' }),
    brandName: 'Nimbus Wallet',
    appLinks: { appStore: 'https://apps.apple.com/', googlePlay: 'https://play.google.com/' },
    onSignedIn: () => undefined,
  },
} satisfies Meta<typeof LoginFeature>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Credentials: Story = {};

export const AuthenticatorCode: Story = { args: { flow: displayFlow({ kind: 'otp' }) } };

export const SmsCode: Story = {
  args: { flow: displayFlow({ kind: 'sms', phoneNumber: '+44 ••• ••• 1234', smsIdentifier: '42' }) },
};

export const PushApproval: Story = {
  args: {
    flow: displayFlow({
      kind: 'push',
      link: 'nimbuswallet://approve/demo',
      devices: [{ id: 1, type: 'ios', name: 'iPhone 15' }],
    }),
  },
};

export const PushDeclined: Story = { args: { flow: displayFlow({ kind: 'pushDeclined' }) } };

export const NewDevice: Story = { args: { flow: displayFlow({ kind: 'verifyDevice', devices: [] }) } };

export const SoftMigration: Story = {
  args: { flow: displayFlow({ kind: 'migration', req: 'soft', daysLeft: 5, strat: 'enable', next: { kind: 'done' } }) },
};

export const StrictMigration: Story = {
  args: { flow: displayFlow({ kind: 'migration', req: 'strict', strat: 'enable' }) },
};
