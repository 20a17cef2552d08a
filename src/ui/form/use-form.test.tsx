// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { amountProblem } from '../../core/money/amount-input';
import { Button } from '../button/button';
import { TextField } from '../field/field';
import { renderWithI18n } from '../test-utils';
import { useForm } from './use-form';

const schema = z.object({
  email: z.string().check(z.email({ error: 'Enter an e-mail address such as ana@example.com.' })),
});

function SendForm({
  serverErrors,
  onSend,
}: {
  serverErrors?: Record<string, string>;
  onSend: (values: object) => void;
}) {
  const [sent, setSent] = useState(0);
  const form = useForm({
    initial: { email: '', amount: '' },
    schema,
    validate: (values) => (amountProblem(values.amount) ? { amount: `amount.${amountProblem(values.amount)}` } : {}),
    message: (problem) => (problem.startsWith('amount.') ? `Amount: ${problem.slice('amount.'.length)}` : problem),
    serverErrors,
    onSubmit: (values) => {
      setSent((count) => count + 1);
      onSend(values);
    },
  });
  return (
    <form {...form.formProps}>
      <TextField label="E-mail" {...form.field('email')} />
      <TextField label="Amount" {...form.field('amount')} />
      <Button type="submit">Send</Button>
      <output>{sent}</output>
    </form>
  );
}

describe('useForm', () => {
  it('shows an offline problem at its field on leaving it, not before', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SendForm onSend={() => undefined} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    expect(screen.queryByText(/Enter an e-mail address/)).toBeNull();
    await user.tab();
    expect(screen.getByText(/Enter an e-mail address/)).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Amount: /)).toBeNull();
  });

  it('checks everything on submit, focuses the first problem and keeps what was typed', async () => {
    const user = userEvent.setup();
    const sent: object[] = [];
    renderWithI18n(<SendForm onSend={(values) => sent.push(values)} />);
    await user.type(screen.getByLabelText('Amount'), '12,,5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([]);
    expect(screen.getByText('Amount: invalid')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('12,,5');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '12,50');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ email: 'ana@example.com', amount: '12,50' }]);
  });

  it('shows the server field errors at their fields until the field is edited', async () => {
    const user = userEvent.setup();
    renderWithI18n(<SendForm serverErrors={{ email: 'No customer has this e-mail.' }} onSend={() => undefined} />);
    expect(screen.getByText('No customer has this e-mail.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'x');
    expect(screen.queryByText('No customer has this e-mail.')).toBeNull();
  });
});
