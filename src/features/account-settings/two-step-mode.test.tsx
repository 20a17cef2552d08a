// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { TwoStepModeSettings } from './two-step-mode';

let services: TestServices;

afterEach(() => services.close());

/** The newest code in the sandbox's outbox (the switch's code goes by SMS or e-mail, whichever the user has). */
async function newestCode(): Promise<string> {
  const response = await services.harness.fetch('/sandbox/outbox?format=json');
  const { messages } = (await response.json()) as { messages: Array<{ code?: string; subject?: string }> };
  const code = messages.find((message) => message.subject === 'Confirm two-step verification change')?.code;
  if (!code) throw new Error('No two-step code in the outbox');
  return code;
}

async function renderSwitch() {
  services = createTestServices();
  await services.signIn('personal@demo.test');
  const onConfirmed = vi.fn();
  const onChanged = vi.fn();
  const replaceTokens = vi.fn((tokens: { accessToken: string; refreshToken: string }) =>
    services.session.setTokens(tokens),
  );
  renderWithI18n(
    <TwoStepModeSettings
      api={services.api}
      currentMode="none"
      hasLinkedDevice={false}
      replaceTokens={replaceTokens}
      onChanged={onChanged}
      onConfirmed={onConfirmed}
    />,
    services.i18n,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send a code' }));
  const form = await screen.findByRole('form', { name: 'Confirm the switch' });
  return { user, form, onConfirmed, onChanged, replaceTokens };
}

describe('TwoStepModeSettings against the sandbox', () => {
  it("shows the server's message in a popup when the confirmation is refused with HTTP 400", async () => {
    const { user, form, onConfirmed } = await renderSwitch();
    await user.type(within(form).getByLabelText('Confirmation code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Confirm the switch' }));
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByRole('heading', { name: 'Invalid confirmation code' })).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
    const [closeButton] = within(popup).getAllByRole('button', { name: 'Close' }).slice(-1);
    if (closeButton) await user.click(closeButton);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('after a confirmed change hands over the new tokens and sends the user on (to the accounts page)', async () => {
    const { user, form, onConfirmed, onChanged, replaceTokens } = await renderSwitch();
    await user.type(within(form).getByLabelText('Confirmation code'), await newestCode());
    await user.click(within(form).getByRole('button', { name: 'Confirm the switch' }));
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(replaceTokens).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
