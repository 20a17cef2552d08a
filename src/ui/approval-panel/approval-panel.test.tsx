// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { ApprovalPanel } from './approval-panel';

const common = { instructions: 'We sent a code to +44 ••• ••• 1234.', resendLabel: 'Send a new code' };

describe('ApprovalPanel', () => {
  it('asks for the whole code before submitting, then submits it', async () => {
    const onSubmitCode = vi.fn();
    renderWithI18n(
      <ApprovalPanel
        {...common}
        mode="code"
        codeLabel="Code from the SMS"
        submitLabel="Approve payment"
        incompleteText="Enter all 6 digits."
        onSubmitCode={onSubmitCode}
        onResend={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Code from the SMS' });
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(onSubmitCode).not.toHaveBeenCalled();
    expect(screen.getByText('Enter all 6 digits.')).toBeTruthy();
    await user.type(input, '456');
    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(onSubmitCode).toHaveBeenCalledWith('123456');
  });

  it('shows the server answer at the field and the resend outcome', async () => {
    const onResend = vi.fn();
    renderWithI18n(
      <ApprovalPanel
        {...common}
        mode="code"
        codeLabel="Code"
        submitLabel="Approve"
        incompleteText="Enter all 6 digits."
        onSubmitCode={vi.fn()}
        codeError="Invalid approval code"
        onResend={onResend}
        resendNotice={{ tone: 'success', text: 'A new code is on its way.' }}
      />,
    );
    expect(screen.getByText('Invalid approval code')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('A new code is on its way.');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('waits for a push decision with a spoken status and can send it again', async () => {
    const onResend = vi.fn();
    renderWithI18n(
      <ApprovalPanel
        {...common}
        mode="push"
        waitingLabel="Waiting for your approval on your phone"
        resendLabel="Send to my phone again"
        onResend={onResend}
      />,
    );
    expect(screen.getByText('Waiting for your approval on your phone')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send to my phone again' }));
    expect(onResend).toHaveBeenCalled();
  });
});
