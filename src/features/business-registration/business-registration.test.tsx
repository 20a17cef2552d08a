// @vitest-environment happy-dom
/**
 * The business wizard against the in-process sandbox: the company step offers the brand's business types from the
 * bank's dictionaries, refuses a submit with the first problem focused and nothing lost, asks for the tax number the
 * chosen country uses, keeps the draft on the device, and after a successful registration hands the visitor home
 * (spec 3 section 4.4) instead of offering a link.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBotCheckProvider } from '../../core/bot-check/bot-check';
import { brandFeatureFlags, getBrand } from '../../core/brand/brands';
import {
  DRAFT_STORAGE_KEY,
  emptyDraft,
  serialiseDraft,
  type BusinessDraft,
} from '../../core/business-registration/business-draft';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { BusinessRegistration } from './business-registration';

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  window.localStorage.clear();
});
afterEach(() => services.close());

function renderWizard(onRegistered: (email: string) => void = () => undefined) {
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
      links={{ signIn: <a href="/login" /> }}
      onRegistered={onRegistered}
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

  it("asks to accept the brand's agreements from the agreements dictionary, each with its document", async () => {
    const user = userEvent.setup();
    const legalStep = {
      ...completeDraft(),
      step: 6,
      legal: { representativeId: 'ada', accepted: {} },
    } satisfies BusinessDraft;
    window.localStorage.setItem(DRAFT_STORAGE_KEY, serialiseDraft(legalStep));
    // The bank adds a term for the brand: the wizard asks it too, without a release of the portal.
    services.harness.sandbox.db
      .prepare(
        'INSERT INTO registration_agreements (brand, id, position, url, statements, link_texts) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        'wallet',
        'noSanctionedTrade',
        9,
        null,
        JSON.stringify({ en: 'The company does not trade with sanctioned countries.' }),
        null,
      );
    renderWizard();
    const terms = await screen.findByRole('group', { name: 'Declarations' }, { timeout: 10_000 });
    const boxes = within(terms).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('name'))).toEqual([
      'accepted.terms',
      'accepted.privacy',
      'accepted.truthfulInformation',
      'accepted.authorisedToAct',
      'accepted.noSanctionedTrade',
    ]);
    expect(
      within(terms).getByRole('checkbox', { name: 'The company does not trade with sanctioned countries.' }),
    ).toBeTruthy();
    const brand = getBrand('wallet');
    expect(within(terms).getByRole('link', { name: 'Read the terms' }).getAttribute('href')).toBe(
      brand.legalLinks.terms,
    );
    expect(within(terms).getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href')).toBe(
      brand.legalLinks.privacy,
    );
    await user.click(within(terms).getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Send the application' }));
    // The four terms not ticked are each refused at their box; the ticked one is not.
    await waitFor(() => expect(within(terms).getAllByText('Tick this box to continue.')).toHaveLength(4));
  }, 60_000);

  it('after a successful registration clears the draft and goes home with the e-mail, offering no link', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(DRAFT_STORAGE_KEY, serialiseDraft(completeDraft()));
    const onRegistered = vi.fn<(email: string) => void>();
    renderWizard(onRegistered);
    // The e-mail check of a user is not kept in the draft: the restored users step checks it again.
    await user.click(await screen.findByRole('button', { name: 'Check the e-mail again' }, { timeout: 10_000 }));
    expect(await screen.findByText('New address: an activation link will be sent.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat the password'), PASSWORD);
    const check = screen.getByRole('group', { name: 'Confirm you are a person' });
    const question = await within(check).findByLabelText(/What is \d+ plus \d+\?/);
    const asked = within(check).getByText(/What is \d+ plus \d+\?/).textContent ?? '';
    const [, a, b] = /What is (\d+) plus (\d+)\?/.exec(asked) ?? [];
    await user.type(question, String(Number(a) + Number(b)));
    await user.click(within(check).getByRole('button', { name: 'Check' }));
    expect(await within(check).findByText('Thank you, check passed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the application' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(COMPANY_EMAIL), { timeout: 10_000 });
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    // What stays in place until the host has navigated: the completion message, and no link to a home page that a
    // visitor without a session cannot open.
    expect(await screen.findByRole('heading', { level: 1, name: 'Application received' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  }, 60_000);
});

const COMPANY_EMAIL = 'office@quay-hosting.test';
const PASSWORD = 'Company-start-42';

/** A draft with every form filled, at the users step: one director who owns the company and is its only user. */
function completeDraft(): BusinessDraft {
  const empty = emptyDraft();
  const address = {
    address1: '1 Harbour Road',
    address2: '',
    city: 'Bristol',
    stateCode: '',
    countryCode: 'GB',
    postalCode: 'BS1 4DJ',
  };
  return {
    ...empty,
    step: 5,
    general: {
      ...empty.general,
      businessType: 'hosting-provider',
      name: 'Quay Hosting Ltd',
      registrationCountryCode: 'GB',
      registrationNumber: '09876543',
      registrationDate: '2019-05-01',
      email: COMPANY_EMAIL,
      phoneCountryCode: '44',
      phone: '1179460000',
      description: 'Managed hosting for small shops',
      address,
    },
    financial: {
      ...empty.financial,
      monthlyDepositId: '2',
      monthlyWithdrawalId: '1',
      sourceIds: [1],
      purposeIds: [1],
      industry: '3',
      answers: { '1': 'no', '2': 'no', '3': 'no' },
    },
    dueDiligence: { ...empty.dueDiligence, government: 'no', lawsuits: 'no', taxPayers: 'yes' },
    legal: {
      representativeId: 'ada',
      accepted: { terms: true, privacy: true, truthfulInformation: true, authorisedToAct: true },
    },
    persons: [
      {
        id: 'ada',
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthday: '1980-02-03',
        email: 'ada@quay-hosting.test',
        phoneCountryCode: '44',
        phone: '7700900123',
        address: { ...address, address1: '5 Quay Lane', postalCode: 'BS1 5AA' },
        taxId: '',
        sources: [{ id: 1, details: 'Sale of a previous company' }],
        isUser: true,
        accessRights: 2,
      },
    ],
    directors: ['ada'],
    shareholders: [{ type: 1, share: 100, personId: 'ada', shareholders: [] }],
    users: ['ada'],
  };
}
