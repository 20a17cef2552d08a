// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('is an alert dialog that names what will happen, with the action and Cancel', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <ConfirmDialog
        open
        title="Remove this device?"
        description="Laptop will be signed out."
        confirmLabel="Remove"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this device?' });
    expect(dialog.textContent).toContain('Laptop will be signed out.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps the action from running twice while it is busy, and names Cancel as asked', () => {
    const onConfirm = vi.fn();
    renderWithI18n(
      <ConfirmDialog
        open
        busy
        title="Cancel this payment?"
        confirmLabel="Cancel payment"
        cancelLabel="Keep payment"
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Cancel payment/ }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep payment' })).toBeTruthy();
  });
});
