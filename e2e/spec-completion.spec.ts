/**
 * What issue 34 still asked of the specification, one journey per call family, against the sandbox's demo companies
 * and customers: representatives (spec 3 sections 7.1 and 7.2), global pay country methods and method details, the
 * address replacement compatibility check (spec 2 section 7).
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiSignIn } from './support/api-sign-in';
import { resetSandbox, sandboxStats } from './support/sandbox';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test("a director reads a representative's details, adds and confirms their address, and removes them", async ({
  page,
}) => {
  await apiSignIn(page, 'business@demo.test', { to: '/company-documents' });
  await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();

  // Bianca signs in for the company: she is not removed here, her access is taken away on Manage users.
  const bianca = page.getByRole('region', { name: 'Bianca Business' });
  await bianca.getByRole('button', { name: 'Details of Bianca Business' }).click();
  const biancaDetails = bianca.getByRole('group', { name: 'Details of Bianca Business' });
  await expect(biancaDetails.getByText('Signs in as a user of the company')).toBeVisible();
  await expect(
    biancaDetails.getByText('first take their access away under Manage users', { exact: false }),
  ).toBeVisible();
  await expect(biancaDetails.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  const hugo = page.getByRole('region', { name: 'Hugo Holder' });
  const toggle = hugo.getByRole('button', { name: 'Details of Hugo Holder' });
  await toggle.click();
  await expect(hugo.getByRole('button', { name: 'Hide the details of Hugo Holder' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const details = hugo.getByRole('group', { name: 'Details of Hugo Holder' });
  await expect(details.getByText('hugo.holder@northwind.demo.test')).toBeVisible();
  await expect(details.getByText('No access to the company')).toBeVisible();
  await expect(details.getByText('No address has been added for this person yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The offline rules first: nothing is sent while the form has problems.
  const form = details.getByRole('form', { name: 'Add an address for Hugo Holder' });
  await form.getByRole('button', { name: 'Add the address' }).click();
  await expect(form.getByText('Give the street and number (up to 100 characters).')).toBeVisible();
  await expect(form.getByText('Choose the country.')).toBeVisible();

  // A country with states asks for one (the states dictionary of the chosen country).
  await form.getByLabel('Address line 1').fill('4 Harbour Row');
  await form.getByLabel('City').fill('Leith');
  await form.getByLabel('Postal code').fill('EH6 6LX');
  await form.getByLabel('Country').selectOption('US');
  await expect(form.getByLabel('State or province')).toBeVisible();
  await form.getByLabel('Country').selectOption('GB');
  await expect(form.getByLabel('State or province')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add the address' }).click();
  await expect(form.getByText('The address was added.', { exact: false })).toBeVisible();

  const address = details.getByRole('listitem').filter({ hasText: '4 Harbour Row, Leith, EH6 6LX, United Kingdom' });
  await expect(address.getByText('Not confirmed yet')).toBeVisible();
  await address
    .getByRole('button', { name: 'Confirm the address 4 Harbour Row, Leith, EH6 6LX, United Kingdom' })
    .click();
  await expect(address.getByText(/^Confirmed on /)).toBeVisible();
  await expect(address.getByRole('button', { name: /^Confirm the address/ })).toHaveCount(0);

  // Stored by the bank: closing and opening the details reads them again.
  await hugo.getByRole('button', { name: 'Hide the details of Hugo Holder' }).click();
  await toggle.click();
  await expect(
    details
      .getByRole('listitem')
      .filter({ hasText: '4 Harbour Row' })
      .getByText(/^Confirmed on /),
  ).toBeVisible();

  await details.getByRole('button', { name: 'Remove Hugo Holder from the representatives' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this representative?' });
  await expect(dialog.getByText('This does not change anyone’s access.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Hugo Holder' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Bianca Business' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hugo Holder' })).toHaveCount(0);
});

test('a director confined to company documents removes a fellow director, not themselves while they have access', async ({
  page,
}) => {
  await apiSignIn(page, 'representative@demo.test');
  await expect(page).toHaveURL(/\/company-documents$/);
  // Bogdan goes (Rita is a director too); Rita keeps her place while she signs in for the company.
  const bogdan = page.getByRole('region', { name: 'Bogdan Marin' });
  await bogdan.getByRole('button', { name: 'Details of Bogdan Marin' }).click();
  await bogdan.getByRole('button', { name: 'Remove Bogdan Marin from the representatives' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove this representative?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(page.getByRole('region', { name: 'Bogdan Marin' })).toHaveCount(0);
  const rita = page.getByRole('region', { name: 'Rita Representative' });
  await rita.getByRole('button', { name: 'Details of Rita Representative' }).click();
  await expect(rita.getByText('Signs in as a user of the company')).toBeVisible();
});

test("adding a global-pay payment shows the beneficiary country's payout methods, a method's fee and details", async ({
  page,
}) => {
  await apiSignIn(page, 'business@demo.test', { to: '/transfer/external/global-summary?batchId=920001' });
  await expect(page.getByRole('heading', { name: 'Global batch: Contractors, March' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment' });
  await dialog.getByLabel('Country (two letters)').fill('gb');
  const methods = dialog.getByRole('region', { name: 'Payout methods in United Kingdom' });
  await expect(methods.getByText('Faster Payments', { exact: true })).toBeVisible();
  await expect(methods.getByText('International wire (SWIFT)', { exact: true })).toBeVisible();
  await methods.getByRole('button', { name: 'Fee and details: Visa or Mastercard card' }).click();
  const card = methods.getByRole('group', { name: 'Fee and details of Visa or Mastercard card' });
  await expect(card.getByText(/^Fee: £\d+\.\d{2} plus 1\.5 % of the amount\.$/)).toBeVisible();
  await expect(card.getByText(/^The beneficiary gives: .*card/i)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A country the bank does not pay out to says so before the payment is saved.
  await dialog.getByLabel('Country (two letters)').fill('AQ');
  await expect(dialog.getByText('The bank pays out to no method in Antarctica', { exact: false })).toBeVisible();
});

test('replacing a home address asks the bank whether the new country is possible as soon as it is chosen', async ({
  page,
  request,
}) => {
  await apiSignIn(page, 'contacts@demo.test', { to: '/profile' });
  await expect(page.getByRole('heading', { level: 2, name: 'E-mail addresses' })).toBeVisible();
  await page.getByRole('button', { name: /^Replace: 350 Fifth Avenue/ }).click();
  const form = page.getByRole('form', { name: /^Replace 350 Fifth Avenue/ });
  const country = form.getByLabel('Country');
  const refusal = form.getByText(
    'An address you live at must be in your country of residence. To move abroad, contact support.',
  );
  await country.selectOption('GB');
  // Nothing was submitted: the bank's compatibility check answered for the chosen country.
  await expect(refusal).toBeVisible();
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  expect((await sandboxStats(request)).addressReplaceCompatibilityCheck ?? 0).toBeGreaterThanOrEqual(1);
  expect((await sandboxStats(request)).addressReplace ?? 0).toBe(0);
  await country.selectOption('US');
  await expect(refusal).toHaveCount(0);
});

test("a current account's history shows the holds of the debit cards drawing on it, by status", async ({ page }) => {
  await apiSignIn(page, 'cards@demo.test', { to: '/history' });
  const filter = page.getByRole('form', { name: 'Filter transactions' });
  await filter.getByLabel('Account', { exact: true }).selectOption('716001');
  await filter.getByRole('button', { name: 'Show', exact: true }).click();
  const holds = page.getByRole('region', { name: 'Card holds on this account' });
  const list = holds.getByRole('list', { name: 'Card holds' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const hotel = list.getByRole('listitem').filter({ hasText: 'Grand Hotel Lisboa (hold)' });
  await expect(hotel).toContainText('•••• 8210');
  await expect(hotel).toContainText('$320.00');
  await expect(hotel).toContainText('Pending');
  await expect(list.getByText('Reason: Insufficient funds')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await holds.getByLabel('Hold status').selectOption('declined');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('Airline Seats Online');
  await holds.getByLabel('Hold status').selectOption('reversed');
  await expect(holds.getByText('No hold with this status.')).toBeVisible();
});
