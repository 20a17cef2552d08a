// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { LoginHistory } from './login-history';

let services: TestServices;

afterEach(() => services.close());

function rows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('login history against the sandbox', () => {
  it('lists sign-ins newest first, the failed attempt marked, with device and place', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(<LoginHistory api={services.api} cache={services.cache} />, services.i18n);
    expect(await screen.findByText('Sign-ins found: 4')).toBeTruthy();
    const [latest, failed, phone, laptop] = rows();
    expect(latest?.textContent).toContain('Signed in');
    expect(failed?.textContent).toContain('Failed: wrong password');
    expect(failed?.textContent).toContain('Firefox on Linux');
    expect(failed?.textContent).toContain('Brazil');
    expect(failed?.textContent).toContain('203.0.113.77');
    expect(phone?.textContent).toContain('Safari on iOS');
    expect(laptop?.textContent).toContain('Chrome on Windows');
    expect(laptop?.textContent).toContain('United Kingdom');
  });

  it('filters by dates, and keeps reversed dates in the form with an error instead of asking', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    renderWithI18n(<LoginHistory api={services.api} cache={services.cache} />, services.i18n);
    await screen.findByText('Sign-ins found: 4');
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-11-01');
    await user.type(to, '2026-10-01');
    await services.harness.clearStats();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect((from as HTMLInputElement).value).toBe('2026-11-01');
    expect(await services.harness.stats()).toEqual({});

    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Sign-ins found: 1')).toBeTruthy();
    expect(rows()[0]?.textContent).toContain('Failed: wrong password');

    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(await screen.findByText('Sign-ins found: 4')).toBeTruthy();
  });

  it('pages by 20', async () => {
    services = createTestServices({ language: 'es' });
    for (let attempt = 0; attempt < 20; attempt += 1) await services.signIn('personal@demo.test');
    renderWithI18n(<LoginHistory api={services.api} cache={services.cache} />, services.i18n);
    expect(await screen.findByText('Inicios de sesión encontrados: 23')).toBeTruthy();
    expect(rows()).toHaveLength(20);
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Página siguiente' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers a retry when the history cannot be loaded', async () => {
    services = createTestServices();
    await services.signIn('personal@demo.test');
    await services.harness.addFault({ match: { method: 'loginHistoryGet' }, status: 500, times: 1 });
    renderWithI18n(<LoginHistory api={services.api} cache={services.cache} />, services.i18n);
    expect(await screen.findByText('Your login history could not be loaded.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sign-ins found: 4')).toBeTruthy();
  });
});
