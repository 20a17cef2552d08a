// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

  it('opens modally: the page behind takes no focus, and Tab moves among its controls', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithI18n(<ConfirmExample />);
    const opener = screen.getByRole('button', { name: 'Rename account' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(showModal.mock.contexts).toEqual([dialog]);
    showModal.mockRestore();
    const field = within(dialog).getByLabelText('Account name');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    // The rest of the page is inert while it is open.
    opener.focus();
    expect(document.activeElement).toBe(field);
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab();
    expect(document.activeElement).toBe(save);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
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
    const kept = container.querySelector('dialog');
    expect(kept?.open).toBe(false);
    expect(kept?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(opener);
    const field = within(screen.getByRole('dialog', { name: 'Checkout' })).getByRole('textbox', { name: 'Note' });
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'gift');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(container.querySelector('dialog')).toBe(kept);
    expect(kept?.open).toBe(false);
    expect(kept?.hasAttribute('inert')).toBe(true);

    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(field);
    expect(field).toHaveProperty('value', 'gift');
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toBe(kept);
    expect(kept?.open).toBe(true);
    expect(kept?.hasAttribute('inert')).toBe(false);
  });

  it('closes on a press on the backdrop, but not on the second press of a double click', async () => {
    const onClose = vi.fn();
    renderWithI18n(<ConfirmExample onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename account' }));
    // A press on the ::backdrop is a press whose target is the <dialog> itself (its panel fills its box).
    const dialog = screen.getByRole('dialog', { name: 'Rename account' });
    // A double click on a button whose first press shrank the dialog: the second press lands on the backdrop.
    fireEvent.mouseDown(dialog, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rename account' })).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('heading', { name: 'Rename account' }), { detail: 1 });
    expect(onClose).not.toHaveBeenCalled();
    // Its default (the focus moving to what was pressed) is refused: the focus goes back to the opener.
    expect(fireEvent.mouseDown(dialog, { detail: 1 })).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename account' }));
  });

  it('ignores Escape and has no close button when a decision is required', async () => {
    const onClose = vi.fn();
    renderWithI18n(<ConfirmExample dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename account' }));
    await userEvent.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    // Escape is refused at its keydown, so the browser makes no close request of it at all.
    expect(fireEvent.keyDown(within(dialog).getByLabelText('Account name'), { key: 'Escape' })).toBe(false);
    // A close request that is not a key press in it (Android's back gesture): the `cancel` event, refused.
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows itself again when the browser closes it without letting its cancel be refused', async () => {
    // Chromium and Firefox do so on a second Escape without a click in between: a `cancel` that cannot be
    // prevented, then the close (so that no page can trap its user).
    const closeAsBrowsersDo = (dialog: HTMLDialogElement) =>
      act(() => {
        dialog.dispatchEvent(new Event('cancel'));
        dialog.close();
      });
    const onClose = vi.fn();
    const { unmount } = renderWithI18n(<ConfirmExample dismissible={false} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename account' }));
    const required = screen.getByRole<HTMLDialogElement>('dialog');
    closeAsBrowsersDo(required);
    await waitFor(() => expect(required.open).toBe(true));
    expect(document.activeElement).toBe(within(required).getByLabelText('Account name'));
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    // A dismissible one asks its parent once, and closes for good.
    renderWithI18n(<ConfirmExample onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Rename account' });
    await userEvent.click(opener);
    closeAsBrowsersDo(screen.getByRole<HTMLDialogElement>('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The close event is a task after the close.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('closes only the inner one of nested dialogs on Escape, and gives focus back inside the outer one', async () => {
    const closedOuter = vi.fn();
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <Button onClick={() => setOuter(true)}>Card settings</Button>
          <Dialog
            open={outer}
            onClose={() => {
              closedOuter();
              setOuter(false);
            }}
            title="Card settings"
          >
            <Button onClick={() => setInner(true)}>Freeze card</Button>
            <Dialog open={inner} onClose={() => setInner(false)} title="Freeze this card?" role="alertdialog">
              <Button onClick={() => setInner(false)}>Freeze</Button>
            </Dialog>
          </Dialog>
        </>
      );
    }
    renderWithI18n(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Card settings' }));
    const freeze = screen.getByRole('button', { name: 'Freeze card' });
    await userEvent.click(freeze);
    const inner = screen.getByRole('alertdialog', { name: 'Freeze this card?' });
    expect(document.activeElement).toBe(within(inner).getByRole('button', { name: 'Freeze' }));
    // The outer dialog is inert under the inner one.
    freeze.focus();
    expect(inner.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Card settings' })).toBeTruthy();
    expect(closedOuter).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(freeze);

    await userEvent.keyboard('{Escape}');
    expect(closedOuter).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Card settings' }));
  });

  it('renders inside a shadow root, modal there, and closes on Escape from inside it', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const i18n = createI18n({ language: 'en' });
    const onClose = vi.fn();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <I18nextProvider i18n={i18n}>
        <Dialog open onClose={onClose} title="Inside" actions={<Button>OK</Button>}>
          <p>Body</p>
        </Dialog>
      </I18nextProvider>,
      { container },
    );
    const dialog = within(container).getByRole('dialog', { name: 'Inside' });
    expect(dialog.getRootNode()).toBe(shadow);
    expect(showModal.mock.contexts).toEqual([dialog]);
    showModal.mockRestore();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    // The first control of the body takes focus; the document only sees the host focused.
    expect(shadow.activeElement).toBe(ok);
    expect(document.activeElement).toBe(host);
    act(() => {
      ok.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, composed: true }),
      );
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    host.remove();
  });
});
