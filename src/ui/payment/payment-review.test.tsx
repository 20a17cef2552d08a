// @vitest-environment happy-dom
/**
 * The review before money moves, shared by every money flow: its rows in order, the heading focused, Edit and Confirm,
 * nothing to confirm while the fee is being worked out, and no Edit while the confirm call is in flight.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { PaymentReview } from './payment-review';

const ROWS: [string, string][] = [
  ['From', 'USD account •••• 0013'],
  ['To', '2 payees'],
  ['Total charged', '$16.00'],
];

describe('the review before money moves', () => {
  it('lists the rows under a focused heading and confirms or goes back to edit', async () => {
    const onEdit = vi.fn();
    const onConfirm = vi.fn();
    renderWithI18n(
      <PaymentReview rows={ROWS} confirmLabel="Pay 2 payments" busy={false} onEdit={onEdit} onConfirm={onConfirm} />,
    );
    const review = screen.getByRole('region', { name: 'Check and confirm' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check and confirm' }));
    expect(within(review).getByText('Nothing has moved yet. Check the details, then confirm.')).toBeTruthy();
    expect(
      within(review)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['From', 'To', 'Total charged']);
    expect(
      within(review)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['USD account •••• 0013', '2 payees', '$16.00']);
    await userEvent.click(within(review).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(review).getByRole('button', { name: 'Pay 2 payments' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('has nothing to confirm while the fee is worked out, and no Edit while confirming', () => {
    const view = renderWithI18n(
      <PaymentReview rows={ROWS} confirmLabel="Send" busy={false} ready={false} onEdit={vi.fn()} onConfirm={vi.fn()} />,
    );
    expect(screen.getByText('Working out the fee before you can confirm…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    view.rerender(<PaymentReview rows={ROWS} confirmLabel="Send" busy onEdit={vi.fn()} onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
  });
});
