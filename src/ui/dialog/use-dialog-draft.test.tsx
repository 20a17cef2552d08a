// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { TextField } from '../field/field';
import { renderWithI18n } from '../test-utils';
import { FormDialog } from './form-dialog';
import { useDialogDraft } from './use-dialog-draft';

function AddressDialog({ clearErrorsOnEdit }: { clearErrorsOnEdit: boolean }) {
  const adding = useDialogDraft<{ ip: string; note: string }>({ clearErrorsOnEdit });
  return (
    <>
      <Button onClick={() => adding.open({ ip: '', note: 'office' })}>Add an address</Button>
      <FormDialog
        {...adding.dialogProps}
        title="Add an address"
        submitLabel="Add"
        onSubmit={() => (adding.draft?.ip ? adding.close() : adding.setErrors({ ip: 'Enter an address' }))}
      >
        <TextField label="IP address" {...adding.text('ip')} />
        <TextField label="Note" {...adding.text('note')} />
      </FormDialog>
    </>
  );
}

describe('useDialogDraft', () => {
  it('opens on its values, shows the problems set, clears them on typing, and closes', async () => {
    const user = userEvent.setup();
    renderWithI18n(<AddressDialog clearErrorsOnEdit />);
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(screen.getByLabelText<HTMLInputElement>('Note').value).toBe('office');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter an address')).toBeTruthy();
    await user.type(screen.getByLabelText('IP address'), '10.0.0.1');
    expect(screen.queryByText('Enter an address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the problems until the next submit without clearErrorsOnEdit, and opens again with none', async () => {
    const user = userEvent.setup();
    renderWithI18n(<AddressDialog clearErrorsOnEdit={false} />);
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('Note'), '!');
    expect(screen.getByText('Enter an address')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(screen.queryByText('Enter an address')).toBeNull();
  });
});
