import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';
import { activeElementOf, canFocus, deepActiveElement, focusRootOf, tabbableElements } from './focus';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop (unless `dismissible` is false). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode | undefined;
  children?: ReactNode | undefined;
  /** Buttons at the bottom, in reading order. */
  actions?: ReactNode | undefined;
  /** Element to focus when the dialog opens; defaults to the first control in the body, then the dialog. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** False for decisions the user must make (no Escape, no backdrop click, no close button). */
  dismissible?: boolean | undefined;
  /** `alertdialog` for confirmations of destructive or irreversible actions. */
  role?: 'dialog' | 'alertdialog' | undefined;
  className?: string | undefined;
  /**
   * While closed, stay in the DOM hidden and inert instead of unmounting: the content keeps its state and an iframe in
   * it is neither moved nor reloaded (the pay button keeps the bank's frame, and with it the payer's session).
   */
  keepMounted?: boolean | undefined;
}

/**
 * A modal dialog rendered where it is declared (no portal to document.body), so it stays inside a widget's
 * shadow root and its styles. Focus moves in on open, Tab and Shift+Tab cycle inside it, Escape closes it,
 * and focus returns to where it was on close. With `keepMounted` a closed dialog stays in the DOM, hidden and inert.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  initialFocus,
  dismissible = true,
  role = 'dialog',
  className,
  keepMounted = false,
}: DialogProps) {
  const t = useCommonMessages();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Latest onClose without re-running the focus effect when a parent passes a new function each render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const root = focusRootOf(dialog);
    const previous = root ? deepActiveElement(root) : null;
    const target = initialFocus?.current ?? (bodyRef.current && tabbableElements(bodyRef.current)[0]) ?? dialog;
    target.focus();
    return () => {
      if (canFocus(previous) && previous.isConnected) previous.focus();
    };
  }, [open, initialFocus]);

  if (!open && !keepMounted) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Handled here, so an enclosing dialog (or the host page) does not close as well.
      event.stopPropagation();
      if (dismissible) onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbable = tabbableElements(dialog);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = activeElementOf(dialog);
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press of its own: the second press of a double click on a button inside (Pay, Confirm) lands on the
    // backdrop when the first one changed the dialog's content and size, and must not throw the step away.
    if (event.detail > 1) return;
    if (dismissible && event.target === event.currentTarget) onCloseRef.current();
  };

  return (
    // Closed but kept: the same elements (so nothing in them is re-created), hidden and inert.
    <div className="wallet-dialog-backdrop" onMouseDown={handleBackdropMouseDown} hidden={!open} inert={!open}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={classNames('wallet-dialog', className)}
        onKeyDown={handleKeyDown}
      >
        <div className="wallet-dialog__header">
          <h2 id={titleId} className="wallet-dialog__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="wallet-dialog__close" onClick={() => onCloseRef.current()}>
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
              <span className="wallet-visually-hidden">{t('actions.close')}</span>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="wallet-dialog__description">
            {description}
          </p>
        )}
        <div ref={bodyRef} className="wallet-dialog__body">
          {children}
          {actions && <div className="wallet-dialog__actions">{actions}</div>}
        </div>
      </div>
    </div>
  );
}
