import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { classNames } from '../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant | undefined;
  /**
   * Shows a spinner and ignores clicks (including the form submission a click would cause), so a payment is
   * not sent twice. The button stays focusable, unlike `disabled`, so keyboard users do not lose their place.
   */
  loading?: boolean | undefined;
  /** Stretch to the width of the container. */
  fullWidth?: boolean | undefined;
  /** When this returns a promise, the button shows itself loading until the promise settles. */
  onClick?: ((event: MouseEvent<HTMLButtonElement>) => unknown) | undefined;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement> | undefined;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const [pending, setPending] = useState(false);
  // A ref as well as state: two clicks in the same frame both run before React re-renders.
  const inFlight = useRef(false);
  const busy = loading || pending;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy || inFlight.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (!isPromiseLike(result)) return;
    inFlight.current = true;
    setPending(true);
    const settle = () => {
      inFlight.current = false;
      setPending(false);
    };
    // A rejection is the caller's to handle; it still surfaces as unhandled if they forget.
    void Promise.resolve(result).finally(settle);
  };

  return (
    <button
      {...rest}
      type={type}
      className={classNames(
        'wallet-button',
        `wallet-button--${variant}`,
        fullWidth && 'wallet-button--full',
        className,
      )}
      aria-busy={busy || undefined}
      aria-disabled={busy ? true : rest['aria-disabled']}
      onClick={handleClick}
    >
      {busy && <span className="wallet-button__spinner" aria-hidden="true" />}
      <span className="wallet-button__label">{children}</span>
    </button>
  );
}
