// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { TextField } from '../field/field';
import { useForm } from '../form/use-form';
import { renderWithI18n } from '../test-utils';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('submits on its action and on Enter in a field, names its form when asked, and cancels', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(
      <FormDialog
        open
        title="Add an address"
        formLabel="Add an address"
        submitLabel="Add"
        onSubmit={onSubmit}
        onCancel={onCancel}
      >
        <TextField label="IP address" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add an address' });
    expect(screen.getByRole('form', { name: 'Add an address' })).toBeTruthy();
    expect(dialog.contains(screen.getByLabelText('IP address'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('IP address'), '10.0.0.1{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps its action from submitting twice while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(
      <FormDialog open busy title="New key" submitLabel="Create" onSubmit={onSubmit} onCancel={() => undefined}>
        <TextField label="Name" />
      </FormDialog>,
    );
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Create/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs a useForm view: its checks on the action, its values to onSubmit', async () => {
    const user = userEvent.setup();
    const sent: object[] = [];
    function NameDialog() {
      const form = useForm({
        initial: { name: '' },
        schema: z.object({ name: z.string().check(z.minLength(1, { error: 'Enter a name' })) }),
        onSubmit: (values) => sent.push(values),
      });
      return (
        <FormDialog open title="Rename" submitLabel="Save" form={form} onCancel={() => undefined}>
          <TextField label="Name" {...form.field('name')} />
        </FormDialog>
      );
    }
    renderWithI18n(<NameDialog />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Name'), 'Shop{Enter}');
    expect(sent).toEqual([{ name: 'Shop' }]);
  });
});
