// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupportDesk, initialiseSupport } from '../../core/support/support-desk';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { AccountManagerCard } from './account-manager';

let services: TestServices;

afterEach(() => services.close());

describe('AccountManagerCard', () => {
  it("shows the company's account manager from the support desk, with mail and phone links", async () => {
    services = createTestServices({ language: 'ro' });
    await services.signIn('business@demo.test');
    const contact = await initialiseSupport(createSupportDesk({ api: services.api, storage: null }));
    if (!contact.accountManager) throw new Error('business@demo.test should have an account manager');
    renderWithI18n(
      <AccountManagerCard agent={contact.accountManager} customerName={contact.profile.name} />,
      services.i18n,
    );
    expect(screen.getByRole('region', { name: 'Managerul dvs. de cont' })).toBeTruthy();
    expect(screen.getByText(/Mara Ionescu se ocupă de Northwind Trading Ltd/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'mara.ionescu@support.sandbox.test' }).getAttribute('href')).toBe(
      'mailto:mara.ionescu@support.sandbox.test',
    );
    expect(screen.getByRole('link', { name: '+40215550142' }).getAttribute('href')).toBe('tel:+40215550142');
  });
});
