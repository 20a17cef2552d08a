// @vitest-environment happy-dom
/**
 * Each step of the claim as a recipient uses it, against the in-process sandbox: the real model, API client and
 * sandbox handlers; queries by role and label.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createClaimModel, type ClaimEvent, type ClaimModel } from '../../core/global-claim/claim-model';
import type { FieldPolicy } from '../../core/payout-fields/field-policy';
import type { Language } from '../../core/i18n/languages';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { GlobalClaimFeature } from './global-claim-feature';
import es from './locales/es.json';

const ANNA = 'anna.schmidt@recipient.test';
const MARIA = 'maria.santos@recipient.test';

let services: TestServices;

afterEach(() => services.close());

function renderClaim(
  secret: string,
  options: { language?: Language; policy?: FieldPolicy; allowRefuse?: boolean } = {},
) {
  services = createTestServices({ language: options.language ?? 'en' });
  const events: ClaimEvent[] = [];
  const model: ClaimModel = createClaimModel({
    api: services.api,
    paymentSecret: secret,
    policy: options.policy,
    language: () => services.i18n.language,
    onEvent: (event) => events.push(event),
  });
  const user = userEvent.setup();
  renderWithI18n(<GlobalClaimFeature model={model} allowRefuse={options.allowRefuse} />, services.i18n);
  return { model, events, user };
}

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { name, level: 2 });
}

async function toPayoutMethod(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Choose how to get paid' }));
  await heading('How do you want to get paid?');
}

async function chooseSepaInGermany(user: UserEvent) {
  await toPayoutMethod(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
  await user.click(await screen.findByRole('radio', { name: 'SEPA credit transfer' }));
  await screen.findByText('You receive');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Your payout details');
}

async function fillGermanIban(user: UserEvent, iban = 'DE89 3704 0044 0532 0130 00') {
  await user.type(await screen.findByRole('textbox', { name: 'Account holder name' }), 'Anna Schmidt');
  await user.type(screen.getByRole('textbox', { name: 'IBAN' }), iban);
  await user.tab();
}

describe('step 1: the transfer', () => {
  it('shows who sent what, the fee, the dates and the status, and moves on', async () => {
    const { user, events } = renderClaim('demo-claim-eur');
    expect(await heading('Northwind Trading Ltd sent you money')).toBeTruthy();
    const summary = screen.getByText('Amount').closest('dl') as HTMLElement;
    expect(within(summary).getByText('€250.00')).toBeTruthy();
    expect(within(summary).getByText('Anna Schmidt')).toBeTruthy();
    expect(within(summary).getByText('Invoice NW-2025-118: translation services')).toBeTruthy();
    expect(within(summary).getByText('Paid by the sender')).toBeTruthy();
    expect(within(summary).getByText('Waiting to be claimed')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Claim progress' })).toBeTruthy();

    // The first screen leaves the page's focus alone; a step the recipient moves to takes it.
    expect(document.activeElement).toBe(document.body);
    await toPayoutMethod(user);
    const next = await heading('How do you want to get paid?');
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(events.map((event) => event.type === 'step-change' && event.step)).toEqual(['details', 'payout-method']);
  });

  it('says when the recipient pays the fee', async () => {
    renderClaim('demo-claim-fee-ben');
    await heading('Northwind Trading Ltd sent you money');
    expect(screen.getByText('Paid by you, taken from the amount')).toBeTruthy();
  });

  it('hides the refusal with allowRefuse false', async () => {
    renderClaim('demo-claim-eur', { allowRefuse: false });
    await heading('Northwind Trading Ltd sent you money');
    expect(screen.queryByRole('button', { name: 'Refuse this transfer' })).toBeNull();
  });
});

describe('transfers that cannot be claimed', () => {
  it.each([
    ['no-such-secret', 'We could not find this transfer'],
    ['demo-claim-expired', 'This transfer has expired'],
    ['demo-claim-refused', 'This transfer was refused'],
    ['demo-claim-claimed', 'This transfer has already been claimed'],
  ])('%s gets its own screen', async (secret, title) => {
    renderClaim(secret);
    expect(await heading(title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose how to get paid' })).toBeNull();
  });

  it("ends on its own screen when the sender's payout blacklist stops the payout", async () => {
    const { user } = renderClaim('demo-claim-eur');
    await heading('Northwind Trading Ltd sent you money');
    services.harness.sandbox.db
      .prepare(
        "INSERT INTO payout_blacklist (customer_id, email, block_type, created_at) SELECT sender_customer_id, ?, 'all', ? FROM global_transfers WHERE payment_secret = 'demo-claim-eur'",
      )
      .run(ANNA, services.harness.now());
    await chooseSepaInGermany(user);
    await fillGermanIban(user);
    await user.click(screen.getByRole('button', { name: 'Claim the money' }));
    expect(await heading('This transfer cannot be paid out to you')).toBeTruthy();
    expect(screen.getByText(/Northwind Trading Ltd does not allow payouts to your address/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim the money' })).toBeNull();
  });

  it('offers a retry when loading fails, never a blank screen', async () => {
    services = createTestServices();
    await services.harness.addFault({ match: { method: 'globalTransferDetailsGet' }, status: 503, times: 1 });
    const model = createClaimModel({ api: services.api, paymentSecret: 'demo-claim-eur' });
    const user = userEvent.setup();
    renderWithI18n(<GlobalClaimFeature model={model} />, services.i18n);
    expect(await heading('We could not load this transfer')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Server is not available');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Northwind Trading Ltd sent you money')).toBeTruthy();
  });
});

describe('step 2: country and payout method', () => {
  it('asks for a country first, then shows the methods of that country with their types', async () => {
    const { user } = renderClaim('demo-claim-usd');
    await toPayoutMethod(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose the country you want to be paid in.').id).toBe(
      country.getAttribute('aria-describedby'),
    );
    expect(within(country).queryByRole('option', { name: 'France' })).toBeNull();

    await user.selectOptions(country, 'US');
    const ach = await screen.findByRole('radio', { name: 'ACH bank transfer' });
    expect(ach.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(ach.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Local bank transfer · Delivery time: 1-3 business days',
    );
    expect(screen.getByRole('radio', { name: 'Visa or Mastercard card' })).toBeTruthy();
  });

  it('shows rate, fee and the amount received for the chosen currency before continuing', async () => {
    const { user } = renderClaim('demo-claim-usd');
    await toPayoutMethod(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'GB');
    await user.click(await screen.findByRole('radio', { name: 'International wire (SWIFT)' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency you receive' }), 'GBP');
    const amounts = (await screen.findByRole('heading', { name: 'What you receive' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(amounts).findByText('1 USD = 0.79 GBP')).toBeTruthy();
    expect(within(amounts).getByText('$15.00, paid by the sender')).toBeTruthy();
    expect(within(amounts).getByText('£948.00')).toBeTruthy();
  });

  it('fills the form from an earlier payout in one click', async () => {
    const { user } = renderClaim('demo-claim-usd');
    await toPayoutMethod(user);
    const reuse = await screen.findByRole('button', { name: /^Use these details: ACH bank transfer, / });
    await user.click(reuse);
    await heading('Your payout details');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Routing number (ABA)' }).value).toBe('021000021');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account type' }).value).toBe('checking');
  });
});

describe('earlier payouts', () => {
  it('lists each payout as method, account and date lines, none starting with a separator', async () => {
    const { user } = renderClaim('demo-claim-usd');
    await toPayoutMethod(user);
    const section = (await screen.findByRole('heading', { name: 'Use the details of an earlier payout' })).closest(
      'section',
    ) as HTMLElement;
    const items = await within(section).findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const lines = [...(item.querySelector('.wallet-claim__recent-text')?.children ?? [])].map(
        (line) => line.textContent ?? '',
      );
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(line).not.toMatch(/^\s*·/);
      // The visible label starts the accessible name (axe label-content-name-mismatch).
      const button = within(item).getByRole('button');
      expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '-')).toBe(true);
    }
  });

  it('starts every language\'s accessible name of "Use these details" with its visible label', async () => {
    for (const language of ['es', 'pt', 'ro', 'ru', 'uk'] as const) {
      const steps = (await import(`./steps/locales/${language}.json`)) as {
        default: { recent: { use: string; useLabel: string } };
      };
      expect(steps.default.recent.useLabel.startsWith('{{use}}'), language).toBe(true);
    }
  });
});

describe("server texts in the reader's language", () => {
  it('shows Romanian method names, delivery times, field labels and hints, also inside field errors', async () => {
    const { user } = renderClaim('demo-claim-usd', { language: 'ro' });
    await user.click(await screen.findByRole('button', { name: 'Alegeți cum încasați' }));
    await heading('Cum doriți să încasați?');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Țară' }), 'US');
    const ach = await screen.findByRole('radio', { name: 'Transfer bancar ACH' });
    expect(document.getElementById(ach.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Transfer bancar local · Termen de încasare: 1–3 zile lucrătoare',
    );
    await user.click(ach);
    await screen.findByText('Primiți');
    await user.click(screen.getByRole('button', { name: 'Continuați' }));
    await heading('Datele dumneavoastră de încasare');
    const routing = await screen.findByRole('textbox', { name: 'Număr de rutare (ABA)' });
    expect(screen.getByText('9 cifre, de ex. 021000021')).toBeTruthy();
    await user.click(routing);
    await user.tab();
    expect(await screen.findByText('Câmpul Număr de rutare (ABA) este obligatoriu.')).toBeTruthy();
  });
});

describe('step 3: payout details', () => {
  it('rejects an invalid IBAN next to the field, before any request, keeping what was typed', async () => {
    const { user } = renderClaim('demo-claim-eur');
    await chooseSepaInGermany(user);
    await services.harness.clearStats();
    await fillGermanIban(user, 'DE89 3704 0044 0532 0130 01');
    const iban = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    const error = await screen.findByText('This IBAN is not valid. Check it for typing mistakes.');
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(iban.getAttribute('aria-describedby')?.split(' ')).toContain(error.closest('p')?.id);

    await user.click(screen.getByRole('button', { name: 'Claim the money' }));
    expect(await screen.findByText('Some details need your attention. Check the fields marked below.')).toBeTruthy();
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 01');
    const stats = await services.harness.stats();
    expect(stats.globalTransferIbanLookup ?? 0).toBe(0);
    expect(stats.globalTransferSubmit ?? 0).toBe(0);
  });

  it("says how long the country's IBAN is", async () => {
    const { user } = renderClaim('demo-claim-eur');
    await chooseSepaInGermany(user);
    await fillGermanIban(user, 'DE89 3704 0044 0532 0130');
    expect(
      await screen.findByText('An IBAN from this country has 22 characters. Check that none is missing or extra.'),
    ).toBeTruthy();
  });

  it('looks up the bank of a valid IBAN and fills the BIC it finds', async () => {
    const { user } = renderClaim('demo-claim-eur');
    await chooseSepaInGermany(user);
    await fillGermanIban(user);
    expect(await screen.findByText('Bank: Commerzbank AG, Köln')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'BIC / SWIFT code (optional)' }).value).toBe(
      'COBADEFFXXX',
    );
  });

  it('adds the bank and branch codes EFT to Japan needs, with their formats', async () => {
    const { user } = renderClaim('demo-claim-usd');
    await toPayoutMethod(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'JP');
    await user.click(await screen.findByRole('radio', { name: 'Local bank transfer' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await heading('Your payout details');
    const group = screen.getByRole('group', { name: 'Bank and branch' });
    await user.type(within(group).getByRole('textbox', { name: 'Bank code (Zengin)' }), '05');
    await user.tab();
    expect(await within(group).findByText('The bank code has 4 digits.')).toBeTruthy();
  });

  it('shows the server’s validation errors next to the fields', async () => {
    const { user } = renderClaim('demo-claim-eur');
    await chooseSepaInGermany(user);
    // A valid IBAN from outside SEPA: only the server knows it cannot take a SEPA transfer.
    await fillGermanIban(user, 'SA03 8000 0000 6080 1016 7519');
    await user.click(screen.getByRole('button', { name: 'Claim the money' }));
    expect(await screen.findByText('SEPA transfers need an IBAN of a SEPA country, not SA')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'IBAN' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Some details need your attention. Check the fields marked below.')).toBeTruthy();
    expect(screen.queryByText('Your claim was not sent')).toBeNull();
  });

  it('offers a retry after a failed submit, and the retry goes through once', async () => {
    const { user } = renderClaim('demo-claim-eur');
    await chooseSepaInGermany(user);
    await fillGermanIban(user);
    await screen.findByText('Bank: Commerzbank AG, Köln');
    await services.harness.addFault({ match: { method: 'globalTransferSubmit' }, status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Claim the money' }));
    const failure = await screen.findByText('Your claim was not sent');
    await user.click(
      within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await heading('Confirm your claim')).toBeTruthy();
    expect((await services.harness.stats()).globalTransferSubmit).toBe(2);
  });
});

describe('step 4: approval', () => {
  it("shows the server's words for a wrong code, sends the code again, and completes with the right one", async () => {
    const { user, events } = renderClaim('demo-claim-eur');
    await chooseSepaInGermany(user);
    await fillGermanIban(user);
    await screen.findByText('Bank: Commerzbank AG, Köln');
    await user.click(screen.getByRole('button', { name: 'Claim the money' }));
    const title = await heading('Confirm your claim');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText(/^We sent an approval code to a/)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Approval code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid approval code')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText(/^We sent a new code to/)).toBeTruthy();
    const code = await services.harness.latestCode(ANNA);
    const input = screen.getByRole('textbox', { name: 'Approval code' });
    await user.clear(input);
    await user.type(input, code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await heading('Your money is on its way')).toBeTruthy();
    expect(screen.getByText('€250.00 is being paid out to you by SEPA credit transfer.')).toBeTruthy();
    expect(
      events.filter((event) => event.type !== 'step-change' && event.type !== 'error').map((event) => event.type),
    ).toEqual(['submitted', 'completed']);
  });
});

describe('refusing', () => {
  it('asks for confirmation, can be kept, and refuses', async () => {
    const { user, events } = renderClaim('demo-claim-eur');
    await user.click(await screen.findByRole('button', { name: 'Refuse this transfer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuse this transfer?' });
    expect(
      within(dialog).getByText('The money goes back to Northwind Trading Ltd and you cannot claim it afterwards.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the transfer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Refuse this transfer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refuse the transfer' }),
    );
    expect(await heading('You refused this transfer')).toBeTruthy();
    expect(events.some((event) => event.type === 'refused')).toBe(true);
  });
});

describe('languages and host policy', () => {
  it('loads the Spanish texts on demand', async () => {
    renderClaim('demo-claim-eur', { language: 'es' });
    expect(await heading(es.details.heading.replace('{{sender}}', 'Northwind Trading Ltd'))).toBeTruthy();
    expect(screen.getByRole('button', { name: es.details.claim })).toBeTruthy();
  });

  it('keeps a fixed country read-only and a hidden, prefilled holder name out of sight', async () => {
    const { user } = renderClaim('demo-claim-eur', {
      policy: {
        countryCode: { prefill: 'DE', readonly: true },
        paymentMethod: { prefill: 'sepa' },
        accountHolderName: { prefill: 'Anna Schmidt', hidden: true },
      },
    });
    await toPayoutMethod(user);
    const country = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Country' });
    expect(country.readOnly).toBe(true);
    expect(await screen.findByRole<HTMLInputElement>('radio', { name: 'SEPA credit transfer' })).toHaveProperty(
      'checked',
      true,
    );
    await screen.findByText('You receive');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Your payout details');
    expect(screen.queryByRole('textbox', { name: 'Account holder name' })).toBeNull();
    await act(async () => {
      await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 00');
    });
    await user.click(screen.getByRole('button', { name: 'Claim the money' }));
    expect(await heading('Confirm your claim')).toBeTruthy();
  });
});

describe('reusing details for another method', () => {
  it('claims demo-claim-usd by ACH', async () => {
    const { user } = renderClaim('demo-claim-usd');
    await toPayoutMethod(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'US');
    await user.click(await screen.findByRole('radio', { name: 'ACH bank transfer' }));
    await screen.findByText('You receive');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Your payout details');
    await user.type(screen.getByRole('textbox', { name: 'Account holder name' }), 'Maria Santos');
    await user.type(screen.getByRole('textbox', { name: 'Routing number (ABA)' }), '021000022');
    await user.tab();
    expect(await screen.findByText('This routing number is not valid. Check it for typing mistakes.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Routing number (ABA)' }));
    await user.type(screen.getByRole('textbox', { name: 'Routing number (ABA)' }), '021000021');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '123456789');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account type' }), 'savings');
    await user.click(screen.getByRole('button', { name: 'Claim the money' }));
    await heading('Confirm your claim');
    await user.type(screen.getByRole('textbox', { name: 'Approval code' }), await services.harness.latestCode(MARIA));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await heading('Your money is on its way')).toBeTruthy();
  });
});
