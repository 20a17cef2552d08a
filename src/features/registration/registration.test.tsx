// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountActivate } from '../../core/api/contract/registration';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { getBrand } from '../../core/brand/brands';
import { DEMO_PASSWORD } from '../../testing/sandbox-harness';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { Activation } from './activation';
import { EmailConfirmationPopup } from './email-confirmation';
import { PasswordReset } from './password-reset';
import { PersonalRegistration } from './personal-registration';
import { RegisterChoice } from './register-choice';

let services: TestServices;

afterEach(() => services.close());

const NEW_PASSWORD = 'Fresh-start-42';

interface OutboxEntry {
  to: string;
  subject: string;
  code?: string;
  link?: string;
}

async function outbox(to: string): Promise<OutboxEntry[]> {
  const response = await services.harness.fetch(`/sandbox/outbox?format=json&to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxEntry[] }).messages;
}

function renderRegistration() {
  const botCheck = createBotCheckProvider(
    { provider: 'sandbox', siteKey: 'sandbox' },
    { environment: services.harness.environment, fetch: services.harness.fetch },
  );
  renderWithI18n(
    <PersonalRegistration
      api={services.api}
      brand={getBrand('wallet')}
      adultIndustryOptionsHidden={false}
      botCheck={botCheck}
      language="en"
      suggestedCountry="GB"
      links={{ signIn: <a href="/login" />, resetPassword: <a href="/password-reset" /> }}
    />,
    services.i18n,
  );
}

async function answerBotCheck(user: ReturnType<typeof userEvent.setup>) {
  const group = screen.getByRole('group', { name: 'Confirm you are a person' });
  const input = await within(group).findByLabelText(/What is \d+ plus \d+\?/);
  const [, a, b] = /What is (\d+) plus (\d+)\?/.exec(input.closest('.wallet-field')?.textContent ?? '') ?? [];
  await user.type(input, String(Number(a) + Number(b)));
  await user.click(within(group).getByRole('button', { name: 'Check' }));
  await within(group).findByText('Thank you, check passed.');
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.selectOptions(screen.getByLabelText('What describes you best?'), 'developer');
  await user.type(screen.getByLabelText('First name'), 'Nora');
  await user.type(screen.getByLabelText('Last name'), 'Newcomer');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Mobile phone number'), '7700 900 999');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-02-03' } });
  await user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Repeat the password'), NEW_PASSWORD);
  await user.click(screen.getByLabelText(/I accept the terms and conditions/));
}

describe('RegisterChoice', () => {
  it('offers the brand types, without the webcam type where adult options are hidden, and says when registration is off', () => {
    services = createTestServices();
    const links = { personalLink: <a href="/p" />, businessLink: <a href="/b" />, signInLink: <a href="/login" /> };
    const { unmount } = renderWithI18n(
      <RegisterChoice brand={getBrand('wallet')} adultIndustryOptionsHidden={false} {...links} />,
      services.i18n,
    );
    expect(screen.getByText(/Webcam model/)).toBeTruthy();
    unmount();
    const second = renderWithI18n(
      <RegisterChoice brand={getBrand('wallet')} adultIndustryOptionsHidden {...links} />,
      services.i18n,
    );
    expect(screen.queryByText(/Webcam model/)).toBeNull();
    second.unmount();
    renderWithI18n(<RegisterChoice brand={getBrand('bank')} adultIndustryOptionsHidden {...links} />, services.i18n);
    expect(screen.getByRole('heading', { name: 'Registration is not available' })).toBeTruthy();
    expect(screen.queryByText('Open a personal account')).toBeNull();
  });
});

describe('PersonalRegistration against the sandbox', () => {
  it('registers a new customer who can sign in after opening the activation link', async () => {
    services = createTestServices();
    renderRegistration();
    const user = userEvent.setup();
    expect(screen.getByLabelText<HTMLSelectElement>('Country of residence').value).toBe('GB');
    expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('GB');
    await fillValidForm(user, 'nora@example.test');
    await answerBotCheck(user);
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();

    const [mail] = await outbox('nora@example.test');
    const link = new URL(mail?.link ?? '');
    const onActivated = vi.fn();
    renderWithI18n(
      <Activation
        api={services.api}
        action="activation"
        user={link.searchParams.get('user')}
        code={link.searchParams.get('code')}
        onActivated={onActivated}
        resendLink={<a href="/activate/resend" />}
        signInLink={<a href="/login" />}
      />,
      services.i18n,
    );
    await waitFor(() => expect(onActivated).toHaveBeenCalledTimes(1));
    expect(onActivated.mock.calls[0]?.[1]).toBe('Your account has been activated.');
    const flow = services.createLoginFlow();
    await flow.start('nora@example.test', NEW_PASSWORD);
    expect(flow.step.value.kind).toBe('done');
  });

  it('says once that an account opened from its link again is already active, and offers sign-in, not a new link', async () => {
    services = createTestServices();
    const code = 'demo-activation-pending';
    const first = await services.api.call(accountActivate, { username: 'pending@demo.test', activationCode: code });
    expect(first.accessToken).toBeTypeOf('string');
    const user = userEvent.setup();
    renderWithI18n(
      <Activation
        api={services.api}
        action="activation"
        user="pending@demo.test"
        code={code}
        onActivated={vi.fn()}
        resendLink={<a href="/activate/resend" />}
        signInLink={<a href="/login" />}
      />,
      services.i18n,
    );
    const popup = await screen.findByRole('alertdialog', { name: 'Account Activation' });
    expect(screen.getAllByText('This account is already active. Sign in.')).toHaveLength(1);
    expect(within(popup).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Send a new activation link' })).toBeNull();
    await user.click(within(popup).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByText('This account is already active. Sign in.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Send a new activation link' })).toBeNull();
  });

  it('names the country of each calling code and filters the list as the user types', async () => {
    services = createTestServices();
    renderRegistration();
    const user = userEvent.setup();
    const codes = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' });
    expect(within(codes).getByRole('option', { name: 'United Kingdom (+44)' })).toBeTruthy();
    expect(within(codes).getByRole('option', { name: 'Canada (+1)' })).toBeTruthy();
    expect(within(codes).getByRole('option', { name: 'United States (+1)' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search for the country' }), 'united');
    const shown = within(codes)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(shown).toContain('United States (+1)');
    expect(shown).not.toContain('Canada (+1)');
    await user.clear(screen.getByRole('searchbox', { name: 'Search for the country' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for the country' }), 'romania');
    expect(codes.value).toBe('RO');
    await user.type(screen.getByRole('searchbox', { name: 'Search for the country' }), 'zzz');
    expect(screen.getByText('No country matches what you typed.')).toBeTruthy();
    // The chosen country stays in the list, so the form keeps its value.
    expect(
      within(codes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Code', 'Romania (+40)']);
  });

  it('keeps what was typed when the server refuses the e-mail and phone, and marks both fields', async () => {
    services = createTestServices();
    renderRegistration();
    const user = userEvent.setup();
    await fillValidForm(user, 'personal@demo.test');
    await user.clear(screen.getByLabelText('Mobile phone number'));
    await user.type(screen.getByLabelText('Mobile phone number'), '7700900101');
    await answerBotCheck(user);
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    expect((await screen.findAllByText('This e-mail address is already registered.')).length).toBeGreaterThan(0);
    expect(screen.getByText('This phone number already belongs to an account.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Nora');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe(NEW_PASSWORD);
  });

  it('offers a retry that keeps the form when the network fails', async () => {
    services = createTestServices();
    renderRegistration();
    const user = userEvent.setup();
    await fillValidForm(user, 'net@example.test');
    await answerBotCheck(user);
    await services.harness.addFault({ match: { method: 'personalAccountCreate' }, drop: true, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(await screen.findByText(/Your registration was not sent/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('net@example.test');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
  });
});

describe('PasswordReset against the sandbox', () => {
  it('takes the code from the e-mailed link straight to the new password', async () => {
    services = createTestServices();
    const user = userEvent.setup();
    const { api } = services;
    await api.call((await import('../../core/api/contract/operations')).operations.passwordResetRequest, {
      email: 'personal@demo.test',
    });
    const [mail] = await outbox('personal@demo.test');
    renderWithI18n(
      <PasswordReset
        api={api}
        language="en"
        initialEmail="personal@demo.test"
        initialCode={mail?.code ?? ''}
        signInLink={<a href="/login" />}
      />,
      services.i18n,
    );
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The password does not meet all the rules below.')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Repeat the new password'));
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    const flow = services.createLoginFlow();
    await expect(flow.start('personal@demo.test', DEMO_PASSWORD)).rejects.toThrow();
  });
});

describe('EmailConfirmationPopup against the sandbox', () => {
  it('shows the spec texts for a good and a bad link', async () => {
    services = createTestServices();
    const { unmount } = renderWithI18n(
      <EmailConfirmationPopup api={services.api} emailId="300001" code="246810" onClose={() => undefined} />,
      services.i18n,
    );
    expect(await screen.findByText('Your E-mail address has been confirmed!')).toBeTruthy();
    unmount();
    renderWithI18n(
      <EmailConfirmationPopup api={services.api} emailId="300001" code="999999" onClose={() => undefined} />,
      services.i18n,
    );
    expect(await screen.findByText('An error has occurred. Please contact us.')).toBeTruthy();
  });
});
