// @vitest-environment happy-dom
/**
 * The business wizard against the in-process sandbox: the company step offers the brand's business types from the
 * bank's dictionaries, refuses a submit with the first problem focused and nothing lost, asks for the tax number the
 * chosen country uses, and keeps the draft on the device.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { brandFeatureFlags, getBrand } from '../../core/brand/brands';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { BusinessRegistration } from './business-registration';

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  window.localStorage.clear();
});
afterEach(() => services.close());

function renderWizard() {
  const brand = getBrand('wallet');
  const botCheck = createBotCheckProvider(
    { provider: 'sandbox', siteKey: 'sandbox' },
    { environment: services.harness.environment, fetch: services.harness.fetch },
  );
  renderWithI18n(
    <BusinessRegistration
      api={services.api}
      cache={services.cache}
      brand={brand}
      features={brandFeatureFlags(brand, 'sandbox')}
      botCheck={botCheck}
      language="en"
      storage={window.localStorage}
      links={{ home: <a href="/home" />, signIn: <a href="/login" /> }}
    />,
    services.i18n,
  );
}

describe('business registration against the sandbox', () => {
  it('checks the company step, focuses the first problem, and asks for the country’s tax number', async () => {
    const user = userEvent.setup();
    renderWizard();
    const type = await screen.findByLabelText('Type of business', {}, { timeout: 10_000 });
    expect([...type.querySelectorAll('option')].map((option) => option.textContent)).toContain('Webcam studio');

    await user.type(screen.getByLabelText('Registered company name'), 'Harbour Hosting Ltd');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Type of business')));
    expect(screen.getByLabelText<HTMLInputElement>('Registered company name').value).toBe('Harbour Hosting Ltd');

    await user.selectOptions(screen.getByLabelText('Country of registration'), 'United Kingdom');
    expect(
      await screen.findByLabelText('Unique Taxpayer Reference / Company Registration Number (UTR/CRN)'),
    ).toBeTruthy();
  }, 60_000);

  it('keeps the draft on the device and restores it', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(await screen.findByLabelText('Registered company name', {}, { timeout: 10_000 }), 'Kept Ltd');
    await waitFor(() => expect(JSON.stringify({ ...window.localStorage })).toContain('Kept Ltd'));
    cleanup();
    renderWizard();
    expect(await screen.findByText('We restored the application you started earlier on this device.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Registered company name').value).toBe('Kept Ltd');
  }, 60_000);
});
