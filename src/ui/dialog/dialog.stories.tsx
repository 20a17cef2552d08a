import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../field/field';
import { Dialog, type DialogProps } from './dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Rename account',
    description: 'The new name shows on statements and in the app.',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function RenameDialog(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename account</Button>
      <Dialog
        title="Rename account"
        description="The new name shows on statements and in the app."
        {...props}
        open={open}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Save</Button>
          </>
        }
      >
        <TextField label="Account name" defaultValue="Everyday EUR" />
      </Dialog>
    </>
  );
}

/**
 * Open it: the native modal dialog makes the page behind inert, so Tab goes round its controls (and the browser's
 * own); Escape or a press on the backdrop closes it, and focus returns to the button.
 */
export const Interactive: Story = { render: () => <RenameDialog /> };

function NestedDialogs() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>Card settings</Button>
      <Dialog open={outer} onClose={() => setOuter(false)} title="Card settings">
        <Button variant="secondary" onClick={() => setInner(true)}>
          Freeze card
        </Button>
        <Dialog
          open={inner}
          onClose={() => setInner(false)}
          role="alertdialog"
          title="Freeze this card?"
          description="Payments with it are refused until you unfreeze it."
          actions={
            <>
              <Button onClick={() => setInner(false)}>Freeze</Button>
              <Button variant="secondary" onClick={() => setInner(false)}>
                Cancel
              </Button>
            </>
          }
        />
      </Dialog>
    </>
  );
}

/** A dialog opened from a dialog: it stacks on top, and Escape closes only the inner one. */
export const Nested: Story = { render: () => <NestedDialogs /> };

export const Open: Story = {
  args: {
    children: <TextField label="Account name" defaultValue="Everyday EUR" />,
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
};

/** A decision the user must make: no close button, Escape and backdrop clicks do nothing. */
export const RequiredDecision: Story = {
  args: {
    role: 'alertdialog',
    dismissible: false,
    title: 'Delete this card?',
    description: 'The card stops working at once. This cannot be undone.',
    actions: (
      <>
        <Button variant="secondary">Keep card</Button>
        <Button>Delete card</Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of the savings account',
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>
        Clause {index + 1}. Interest is calculated daily on the closing balance and paid monthly into the account the
        balance is held in.
      </p>
    )),
    actions: <Button>I have read the terms</Button>,
  },
};
