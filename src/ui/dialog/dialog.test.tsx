// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from '../i18n/i18n-react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../core/i18n/i18n';
import { Button } from '../button/button';
import { TextField } from '../field/field';
import { renderWithI18n } from '../test-utils';
import { Dialog } from './dialog';

function ConfirmExample({ dismissible = true, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename account</Button>
      <Dialog
        open={open}
        onClose={close}
        dismissible={dismissible}
        title="Rename account"
        description="The new name shows on statements."
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Save</Button>
          </>
        }
      >
        <TextField label="Account name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog that takes focus to its first field', async () => {
    renderWithI18n(<ConfirmExample />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Rename account' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The new name shows on statements.',
    );
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Account name'));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderWithI18n(<ConfirmExample />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename account' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await userEvent.tab(); // field -> Cancel
    await userEvent.tab(); // Cancel -> Save
    expect(document.activeElement).toBe(save);
    await userEvent.tab(); // Save wraps to the first control
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true }); // and back round to the last
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    renderWithI18n(<ConfirmExample onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Rename account' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button', async () => {
    renderWithI18n(<ConfirmExample />, { language: 'ro' });
    await userEvent.click(screen.getByRole('button', { name: 'Rename account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Închide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with keepMounted, stays in the DOM hidden and inert while closed, its content (and what was typed) kept', async () => {
    function Kept() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Pay</Button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Checkout" keepMounted>
            <TextField label="Note" />
          </Dialog>
        </>
      );
    }
    const { container } = renderWithI18n(<Kept />);
    const opener = screen.getByRole('button', { name: 'Pay' });
    const backdrop = container.querySelector('.wallet-dialog-backdrop');
    expect(backdrop?.hasAttribute('hidden')).toBe(true);
    expect(backdrop?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(opener);
    const field = within(screen.getByRole('dialog', { name: 'Checkout' })).getByRole('textbox', { name: 'Note' });
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'gift');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(container.querySelector('.wallet-dialog-backdrop')).toBe(backdrop);

    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(field);
    expect(field).toHaveProperty('value', 'gift');
    expect(backdrop?.hasAttribute('hidden')).toBe(false);
    expect(backdrop?.hasAttribute('inert')).toBe(false);
  });

  it('closes on a press on the backdrop, but not on the second press of a double click', async () => {
    const onClose = vi.fn();
    renderWithI18n(<ConfirmExample onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename account' }));
    const backdrop = document.querySelector('.wallet-dialog-backdrop') as HTMLElement;
    // A double click on a button whose first press shrank the dialog: the second press lands on the backdrop.
    fireEvent.mouseDown(backdrop, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rename account' })).toBeTruthy();
    fireEvent.mouseDown(within(backdrop).getByRole('dialog'), { detail: 1 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(backdrop, { detail: 1 });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and has no close button when a decision is required', async () => {
    renderWithI18n(<ConfirmExample dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename account' }));
    await userEvent.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders inside a shadow root and traps focus there', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const i18n = createI18n({ language: 'en' });
    render(
      <I18nextProvider i18n={i18n}>
        <Dialog open onClose={() => undefined} title="Inside" actions={<Button>OK</Button>}>
          <p>Body</p>
        </Dialog>
      </I18nextProvider>,
      { container },
    );
    const dialog = within(container).getByRole('dialog', { name: 'Inside' });
    expect(dialog.getRootNode()).toBe(shadow);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // The first control of the body takes focus; the document only sees the host focused.
    expect(shadow.activeElement).toBe(ok);
    expect(document.activeElement).toBe(host);
    act(() => {
      ok.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true, composed: true }));
    });
    expect(shadow.activeElement).toBe(close);
    host.remove();
  });
});
