// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../core/api/client';
import { twoStepStart } from '../../core/api/contract/auth';
import { customerInfoGet } from '../../core/api/contract/customer';
import { confirmTwoStepChange } from '../../core/auth/two-step-change';
import type { Language } from '../../core/i18n/languages';
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

interface Labels {
  start: string;
  confirm: string;
  code: string;
}

const ENGLISH: Labels = { start: 'Send a code', confirm: 'Confirm the switch', code: 'Confirmation code' };

/**
 * The sandbox's own fetch, except that the start of a switch answers without a request id (an empty `reqId`, which
 * the contract lets through): what the client does when the server forgets it.
 */
function withoutRequestId(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://sandbox.invalid');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'POST' || !url.pathname.endsWith('/customer/two-step-verification') || !response.ok) return response;
    const body = (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
    if ('reqId' in body) body.reqId = '';
    if (body.data && 'reqId' in body.data) body.data.reqId = '';
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

/** The settings on screen for the SMS mode, with quiet callbacks unless the test passes its own. */
function renderSettings(props: Partial<ComponentProps<typeof TwoStepModeSettings>> = {}) {
  renderWithI18n(
    <TwoStepModeSettings
      api={services.api}
      cache={services.cache}
      currentMode="sms"
      hasLinkedDevice={false}
      replaceTokens={() => undefined}
      onChanged={() => undefined}
      onConfirmed={() => undefined}
      {...props}
    />,
    services.i18n,
  );
}

async function renderSwitch(options: { language?: Language; labels?: Labels; dropRequestId?: boolean } = {}) {
  const labels = options.labels ?? ENGLISH;
  services = createTestServices(options.language ? { language: options.language } : {});
  await services.signIn('personal@demo.test');
  const api = options.dropRequestId
    ? createApiClient({
        environment: services.harness.environment,
        language: () => services.i18n.language,
        session: services.session,
        fetch: withoutRequestId(services.harness.fetch),
      })
    : services.api;
  const onConfirmed = vi.fn();
  const onChanged = vi.fn();
  const replaceTokens = vi.fn((tokens: { accessToken: string; refreshToken: string }) =>
    services.session.setTokens(tokens),
  );
  renderSettings({ api, currentMode: 'none', replaceTokens, onChanged, onConfirmed });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: labels.start }));
  const form = await screen.findByRole('form', { name: labels.confirm });
  return { user, form, labels, onConfirmed, onChanged, replaceTokens };
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

  it("shows the server's refusal in the user's language (Russian), translated from the server's code", async () => {
    const { user, form, labels, onConfirmed } = await renderSwitch({
      language: 'ru',
      labels: { start: 'Отправить код', confirm: 'Подтвердить переход', code: 'Код подтверждения' },
    });
    await user.type(within(form).getByLabelText(labels.code), '000000');
    await user.click(within(form).getByRole('button', { name: labels.confirm }));
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByRole('heading', { name: 'Неверный код подтверждения' })).toBeTruthy();
    expect(within(popup).getAllByRole('button', { name: 'Закрыть' }).length).toBeGreaterThan(0);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('shows a 400 whose text the client does not know as the server wrote it, in the popup', async () => {
    const { user, form, onConfirmed } = await renderSwitch();
    await services.harness.addFault({
      match: { path: '/customer/two-step-verification/' },
      status: 400,
      responseDescription: 'Mode changes are paused for this account',
      times: 1,
    });
    await user.type(within(form).getByLabelText('Confirmation code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm the switch' }));
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByRole('heading', { name: 'Mode changes are paused for this account' })).toBeTruthy();
    expect((await services.harness.stats()).twoStepConfirm).toBe(1);
    // Not the client's own inline text: the form shows no error of its own.
    expect(within(form).queryByText('Invalid confirmation code')).toBeNull();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it("a start answered without a request id: confirming says 'Not Operation Id, Fail Operation' and sends nothing", async () => {
    const { user, form, onConfirmed } = await renderSwitch({ dropRequestId: true });
    await services.harness.clearStats();
    await user.type(within(form).getByLabelText('Confirmation code'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm the switch' }));
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByRole('heading', { name: 'Not Operation Id, Fail Operation' })).toBeTruthy();
    // Nothing went to the server: no confirmation call at all.
    expect((await services.harness.stats()).twoStepConfirm).toBeUndefined();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('turns the second step off again where the brand allows it, confirmed by the SMS code of the mode in use', async () => {
    services = createTestServices({ brand: 'wallet' });
    await services.signIn('personal@demo.test');
    // First on: SMS, as a customer would have switched it earlier.
    const { reqId } = await services.api.call(twoStepStart, { mode: 'sms' });
    const tokens = await confirmTwoStepChange(services.api, { reqId, code: await newestCode() });
    if (tokens) services.session.setTokens(tokens);
    const onConfirmed = vi.fn();
    renderSettings({ canTurnOff: true, replaceTokens: (next) => services.session.setTokens(next), onConfirmed });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Switch to'), 'none');
    expect(screen.getByText(/Payments and sign-in will then ask for your password only/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    const form = await screen.findByRole('form', { name: 'Confirm the switch' });
    expect(within(form).getByText(/Enter it to turn two-step verification off/)).toBeTruthy();
    // Leaving the code empty says so at the field, and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Confirm the switch' }));
    expect(await within(form).findByText('Enter the confirmation code.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Confirmation code'), await newestCode());
    await user.click(within(form).getByRole('button', { name: 'Confirm the switch' }));
    await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    const info = await services.api.call(customerInfoGet, {});
    expect(info.customer.transactionApproveMode).toBe('none');
  });

  it('offers no way to turn it off where the brand keeps a second step', () => {
    services = createTestServices({ brand: 'bank' });
    renderSettings();
    const options = within(screen.getByLabelText('Switch to')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['approval in the mobile app']);
  });
});
