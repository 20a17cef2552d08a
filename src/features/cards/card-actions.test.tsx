// @vitest-environment happy-dom
/**
 * A card's actions against the in-process sandbox (cards@, active prepaid card 716101): the extras read with useQuery
 * decide the buttons; renaming on useForm (the length rule at the field, nothing sent), pausing and the card details'
 * step-up through useMutation (a wrong code said at the code field).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceInquiry } from '../../core/api/contract/accounts';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { CardActions } from './card-actions';

const ACTIVE_PREPAID = 716101;
const ACTIVE_VIRTUAL = 716102;

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('cards@demo.test');
});
afterEach(() => services.close());

async function cardAccount(accountId: number) {
  const { accounts } = await services.api.call(balanceInquiry, {});
  const card = accounts.find((account) => account.accountId === accountId);
  if (!card) throw new Error(`card ${accountId} is not seeded`);
  return { card, accounts };
}

async function renderActions(accountId: number) {
  const { card, accounts } = await cardAccount(accountId);
  let changes = 0;
  renderWithI18n(
    <MemoryRouter>
      <CardActions
        api={services.api}
        cache={services.cache}
        brandId="wallet"
        card={card}
        accounts={accounts}
        canLoad
        onChanged={() => (changes += 1)}
      />
    </MemoryRouter>,
    services.i18n,
  );
  await screen.findByRole('heading', { name: 'What you can do' });
  return { changes: () => changes };
}

describe('card actions against the sandbox', () => {
  it('renames a virtual card after refusing a name that is too long at the field', async () => {
    const user = userEvent.setup();
    const view = await renderActions(ACTIVE_VIRTUAL);
    await user.click(screen.getByRole('button', { name: 'Rename card' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename card' });
    const name = within(dialog).getByLabelText(/Card name/);
    await user.clear(name);
    await user.type(name, 'A name much longer than thirty characters');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Use at most 30 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(view.changes()).toBe(0);

    await user.clear(name);
    await user.type(name, 'Groceries');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText("The card's name is saved.")).toBeTruthy();
    expect((await cardAccount(ACTIVE_VIRTUAL)).card.cardAliasName).toBe('Groceries');
    expect(view.changes()).toBe(1);
  });

  it('pauses a card at once and says what that means', async () => {
    const user = userEvent.setup();
    const view = await renderActions(ACTIVE_PREPAID);
    await user.click(screen.getByRole('button', { name: 'Pause card' }));
    expect(await screen.findByText(/The card is paused\./)).toBeTruthy();
    expect((await cardAccount(ACTIVE_PREPAID)).card.accountStatusId).not.toBe(1);
    expect(view.changes()).toBe(1);
  });

  it('shows the card details only for the right approval code, a wrong one said at the code field', async () => {
    const user = userEvent.setup();
    await renderActions(ACTIVE_PREPAID);
    await user.click(screen.getByRole('button', { name: 'Show card details' }));
    const dialog = screen.getByRole('dialog', { name: 'Card details' });
    await within(dialog).findByText(/We sent a code to/);
    const code = await services.harness.latestCode('cards@demo.test');
    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(within(dialog).getByLabelText('Approval code'), wrong);
    await user.click(within(dialog).getByRole('button', { name: 'Show the details' }));
    expect(await within(dialog).findByText('Invalid approval code')).toBeTruthy();
    expect(within(dialog).queryByText('Card number')).toBeNull();

    const input = within(dialog).getByLabelText('Approval code');
    await user.clear(input);
    await user.type(input, code);
    await user.click(within(dialog).getByRole('button', { name: 'Show the details' }));
    expect(await within(dialog).findByText('4000 1234 5678 9010')).toBeTruthy();
  });
});
