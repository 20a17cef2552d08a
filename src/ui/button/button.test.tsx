// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Button } from './button';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('Button', () => {
  it('is a button named by its text that reports clicks', async () => {
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>Continue</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveProperty('type', 'button');
  });

  it('ignores clicks while loading but stays focusable', async () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = renderWithI18n(
      <form>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs an async handler once, however often it is clicked, until it settles', async () => {
    const work = deferred();
    const onClick = vi.fn(() => work.promise);
    renderWithI18n(<Button onClick={onClick}>Pay now</Button>);
    const button = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');

    work.resolve();
    await vi.waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is usable again after an async handler fails', async () => {
    const failure = new Error('declined');
    let reject: (error: Error) => void = () => undefined;
    const onClick = vi.fn(() =>
      new Promise<void>((_, fail) => {
        reject = fail;
      }).catch(() => undefined),
    );
    renderWithI18n(<Button onClick={onClick}>Retry</Button>);
    const button = screen.getByRole('button', { name: 'Retry' });
    await userEvent.click(button);
    reject(failure);
    await vi.waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
  });

  it('applies the variant as a class, with no inline styles', () => {
    renderWithI18n(
      <>
        <Button variant="secondary">Back</Button>
        <Button variant="link">Details</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' }).className).toContain('wallet-button--secondary');
    expect(screen.getByRole('button', { name: 'Details' }).className).toContain('wallet-button--link');
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });
});
