// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerAccess } from '../../core/api/contract/customer';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { CompanySelection } from './company-selection';

let services: TestServices;

afterEach(() => services.close());

describe('CompanySelection against the sandbox', () => {
  it("lists the employee's companies with the name they work under, and hands back the chosen one", async () => {
    services = createTestServices();
    await services.signIn('employee@demo.test');
    const onSelect = vi.fn((_access: CustomerAccess) => Promise.resolve());
    renderWithI18n(
      <CompanySelection api={services.api} cache={services.cache} currentCustomerId="200001" onSelect={onSelect} />,
      services.i18n,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Choose a company' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Companies you can work for' });
    const options = within(list).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      'Northwind Trading Ltd as Evan Employee · business@demo.test Current company',
      'Blue Harbor Studios SRL as Evan Employee · office@blueharbor.demo.test',
    ]);

    await userEvent.setup().click(within(list).getByRole('button', { name: /Blue Harbor Studios SRL/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ id: 200002, customerName: 'Blue Harbor Studios SRL' });
  });

  it('shows why a choice failed and lets the user choose again', async () => {
    services = createTestServices();
    await services.signIn('employee@demo.test');
    const onSelect = vi.fn(() => Promise.reject(new Error('Access denied')));
    renderWithI18n(<CompanySelection api={services.api} cache={services.cache} onSelect={onSelect} />, services.i18n);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Northwind Trading Ltd/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Access denied');
    await user.click(screen.getByRole('button', { name: /Blue Harbor Studios SRL/ }));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('speaks the interface language', async () => {
    services = createTestServices({ language: 'uk' });
    await services.signIn('employee@demo.test');
    renderWithI18n(
      <CompanySelection api={services.api} cache={services.cache} onSelect={() => undefined} />,
      services.i18n,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Виберіть компанію' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Компанії, для яких ви можете працювати' })).toBeTruthy();
  });
});
