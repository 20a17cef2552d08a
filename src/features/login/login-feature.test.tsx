// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../testing/sandbox-harness';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { LoginFeature } from './login-feature';

let services: TestServices;

afterEach(() => services.close());

function renderLogin(onSignedIn = vi.fn()) {
  const flow = services.createLoginFlow();
  renderWithI18n(<LoginFeature flow={flow} brandName="Nimbus Wallet" onSignedIn={onSignedIn} />, services.i18n);
  return { flow, onSignedIn };
}

async function typeCredentials(login: string, password = DEMO_PASSWORD) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), login);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginFeature against the sandbox', () => {
  it('signs a simple-flow user in', async () => {
    services = createTestServices();
    const { onSignedIn } = renderLogin();
    await typeCredentials('personal@demo.test');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(services.session.state.value.status).toBe('active');
  });

  it('checks the fields before sending anything, keeping what was typed', async () => {
    services = createTestServices();
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'person@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('person@');
    expect((await services.harness.stats()).login ?? 0).toBe(0);
  });

  it("shows the server's message for a wrong password", async () => {
    services = createTestServices();
    renderLogin();
    await typeCredentials('personal@demo.test', 'not-the-password');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid username or password');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('personal@demo.test');
  });

  it('shows the bot check when the server asks for it after three failures, and sends its token with the next attempt', async () => {
    services = createTestServices();
    const onSignedIn = vi.fn();
    const botCheck = createBotCheckProvider(
      { provider: 'sandbox', siteKey: 'sandbox' },
      { environment: services.harness.environment, fetch: services.harness.fetch },
    );
    renderWithI18n(
      <LoginFeature
        flow={services.createLoginFlow()}
        brandName="Nimbus Wallet"
        onSignedIn={onSignedIn}
        botCheck={botCheck}
      />,
      services.i18n,
    );
    const user = await typeCredentials('personal@demo.test', 'Wrong-pass-1');
    for (let attempt = 1; attempt < 3; attempt += 1) {
      await screen.findByText('Invalid username or password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
    }
    await screen.findByText('Invalid username or password');
    expect(screen.queryByRole('group', { name: 'Confirm you are a person' })).toBeNull();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/To sign in, first confirm you are a person/)).toBeTruthy();
    const question = await screen.findByLabelText(/What is \d+ plus \d+\?/);
    // Signing in before answering stops at the check, without a call.
    const calls = (await services.harness.stats()).login ?? 0;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Answer the question above, then sign in.')).toBeTruthy();
    expect((await services.harness.stats()).login ?? 0).toBe(calls);
    const [, a, b] =
      /What is (\d+) plus (\d+)\?/.exec(
        question.getAttribute('aria-label') ?? document.querySelector(`label[for="${question.id}"]`)?.textContent ?? '',
      ) ?? [];
    await user.type(question, String(Number(a) + Number(b)));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Thank you, check passed.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  }, 30_000);

  it('asks for the SMS code, rejects a wrong one and accepts the one from the outbox', async () => {
    services = createTestServices();
    const { onSignedIn } = renderLogin();
    const user = await typeCredentials('sms@demo.test');
    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeTruthy();
    const code = await services.harness.latestCode('sms@demo.test');
    const wrong = code === '111111' ? '222222' : '111111';
    await user.type(screen.getByLabelText('Code'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it('shows the soft migration notice with the days left, then continues', async () => {
    services = createTestServices();
    const { onSignedIn } = renderLogin();
    const user = await typeCredentials('soft@demo.test');
    expect(await screen.findByText(/Days left to set it up: 5\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ enableSecureDevice: false }));
  });

  it("at a soft migration with the 'enable' strategy, offers to set up a secure device right after signing in", async () => {
    services = createTestServices();
    const { onSignedIn } = renderLogin();
    const user = await typeCredentials('soft@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Set up a secure device' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ enableSecureDevice: true }));
    expect(services.session.state.value.status).toBe('active');
  });

  it("a strict migration with the 'enable' strategy leads to the secure-device page, without signing in", async () => {
    services = createTestServices();
    const onSignedIn = vi.fn();
    const onEnableSecureDevice = vi.fn();
    const flow = services.createLoginFlow();
    renderWithI18n(
      <LoginFeature
        flow={flow}
        brandName="Nimbus Wallet"
        onSignedIn={onSignedIn}
        onEnableSecureDevice={onEnableSecureDevice}
      />,
      services.i18n,
    );
    const user = await typeCredentials('strict@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Set up a secure device' }));
    expect(onEnableSecureDevice).toHaveBeenCalledTimes(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('stops a strict migration without a way to continue', async () => {
    services = createTestServices();
    const { onSignedIn } = renderLogin();
    await typeCredentials('strict@demo.test');
    expect(await screen.findByRole('heading', { name: 'Set up app approvals to continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to sign in' })).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(services.session.state.value.status).not.toBe('active');
  });

  it("shows the server's refusals in the user's language (translated from the server's code)", async () => {
    services = createTestServices({ language: 'ro' });
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'personal@demo.test');
    await user.type(screen.getByLabelText('Parolă'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Nume de utilizator sau parolă greșite');
  });

  it('offers a new activation link to a user who has not activated the account yet', async () => {
    services = createTestServices();
    const onRequestActivation = vi.fn();
    renderWithI18n(
      <LoginFeature
        flow={services.createLoginFlow()}
        brandName="Nimbus Wallet"
        onSignedIn={vi.fn()}
        onRequestActivation={onRequestActivation}
      />,
      services.i18n,
    );
    const user = await typeCredentials('pending@demo.test');
    expect((await screen.findByRole('alert')).textContent).toContain('This account is not activated yet.');
    await user.click(screen.getByRole('button', { name: 'Send me a new activation link' }));
    expect(onRequestActivation).toHaveBeenCalledWith('pending@demo.test');
  });

  it('speaks the language of its i18n root', async () => {
    services = createTestServices({ language: 'uk' });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Вхід' })).toBeTruthy();
    expect(screen.getByLabelText('Електронна пошта')).toBeTruthy();
  });
});
