// @vitest-environment happy-dom
/**
 * register/new-business and new-profile start the wizard from a draft of their own: the application saved on the
 * device is not restored but kept until the new one is changed, and a new profile keeps its draft under its own key.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { brandFeatureFlags, getBrand } from '../../core/brand/brands';
import { DRAFT_STORAGE_KEY, emptyDraft, serialiseDraft } from '../../core/business-registration/business-draft';
import { NEW_PROFILE_DRAFT_STORAGE_KEY } from '../../core/business-registration/draft-key';
import { newProfileDraft } from '../../core/business-registration/new-profile';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { BusinessRegistration, type BusinessRegistrationProps } from './business-registration';

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  window.localStorage.clear();
});
afterEach(() => services.close());

function renderWizard(props: Partial<BusinessRegistrationProps>) {
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
      links={{}}
      {...props}
    />,
    services.i18n,
  );
}

describe('a new business application', () => {
  it('starts empty beside a saved application, offers it, and replaces it once changed', async () => {
    const saved = { ...emptyDraft(), general: { ...emptyDraft().general, name: 'Kept Ltd' } };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, serialiseDraft(saved));
    const user = userEvent.setup();
    renderWizard({
      start: { kind: 'new', initialDraft: emptyDraft },
      links: { savedApplication: <a href="/register/business" /> },
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Registered company name', {}, { timeout: 10_000 });
    expect(name.value).toBe('');
    expect(screen.queryByText('We restored the application you started earlier on this device.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue the saved application' }).getAttribute('href')).toBe(
      '/register/business',
    );
    // Untouched, the saved application stays.
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Kept Ltd');

    await user.type(name, 'Fresh Ltd');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Fresh Ltd'));
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('Kept Ltd');
    expect(screen.queryByRole('link', { name: 'Continue the saved application' })).toBeNull();
  }, 60_000);

  it('offers a new application beside a restored one', async () => {
    const saved = { ...emptyDraft(), general: { ...emptyDraft().general, name: 'Kept Ltd' } };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, serialiseDraft(saved));
    renderWizard({ links: { newApplication: <a href="/register/new-business" /> } });
    expect(await screen.findByText(/We restored the application/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new application instead' }).getAttribute('href')).toBe(
      '/register/new-business',
    );
  }, 60_000);

  it('keeps a new profile under its own key and leaves the visitor’s application alone', async () => {
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      serialiseDraft({ ...emptyDraft(), general: { ...emptyDraft().general, name: 'Kept Ltd' } }),
    );
    const user = userEvent.setup();
    renderWizard({
      storageKey: NEW_PROFILE_DRAFT_STORAGE_KEY,
      start: {
        kind: 'saved',
        initialDraft: () =>
          newProfileDraft({
            firstName: 'Ada',
            lastName: 'Lovelace',
            login: 'ada@example.com',
            emailStatus: null,
          }),
      },
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Registered company name', {}, { timeout: 10_000 });
    expect(name.value).toBe('');
    // No sign-in link: the person is signed in.
    expect(screen.queryByText('Already have an account? Sign in')).toBeNull();
    await user.type(name, 'Second Co');
    await waitFor(() => expect(window.localStorage.getItem(NEW_PROFILE_DRAFT_STORAGE_KEY)).toContain('Second Co'));
    const stored = window.localStorage.getItem(NEW_PROFILE_DRAFT_STORAGE_KEY) ?? '';
    expect(stored).toContain('Lovelace');
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Kept Ltd');
  }, 60_000);
});
