// @vitest-environment happy-dom
/**
 * The batch history against the in-process sandbox: business@'s batches are listed from the bank, a search narrows
 * them, reversed dates are refused at the field and kept as typed (nothing is asked), and opening a global batch hands
 * its id to the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { BatchHistory } from './batch-history';

let services: TestServices;

beforeEach(async () => {
  services = createTestServices();
  await services.signIn('business@demo.test');
});
afterEach(() => services.close());

function renderHistory(opened: number[]) {
  renderWithI18n(
    <BatchHistory
      api={services.api}
      cache={services.cache}
      openBatchId={null}
      onOpenBatch={() => undefined}
      onOpenGlobal={(id) => opened.push(id)}
    />,
    services.i18n,
  );
}

const batchRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('batch history against the sandbox', () => {
  it('lists the batches, narrows them by a search, and opens a global batch on its page', async () => {
    const user = userEvent.setup();
    const opened: number[] = [];
    renderHistory(opened);
    expect(await screen.findByText('Contractors, March', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Event speakers, February')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'speakers');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByText('Contractors, March')).toBeNull());
    expect(batchRows()).toHaveLength(1);
    expect(batchRows()[0]?.textContent).toContain('Event speakers, February');

    await user.click(screen.getByRole('button', { name: 'Open batch Event speakers, February #920002' }));
    expect(opened).toEqual([920002]);
  }, 60_000);

  it('refuses reversed dates at the field and keeps them', async () => {
    const user = userEvent.setup();
    renderHistory([]);
    await screen.findByText('Contractors, March', {}, { timeout: 10_000 });
    const from = screen.getByLabelText('From');
    await user.type(from, '2026-05-10');
    await user.type(screen.getByLabelText('To'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    expect((from as HTMLInputElement).value).toBe('2026-05-10');
    expect(screen.getByText('Contractors, March')).toBeTruthy();
  }, 60_000);
});
