import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';
import { canFocus, deepActiveElement, focusRootOf, tabbableElements } from './focus';

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
 * Moves the focus into the dialog: to `initialFocus`, else the first control of the body, else the dialog itself
 * (showModal's own choice would be the close button, first in the DOM).
 */
function focusInitial(
  dialog: HTMLDialogElement,
  initialFocus: HTMLElement | null | undefined,
  body: HTMLElement | null,
): void {
  const target = initialFocus ?? (body && tabbableElements(body)[0]) ?? dialog;
  target.focus();
}

/**
 * A modal dialog: the native `<dialog>` shown with `showModal()`, rendered where it is declared (no portal to
 * document.body), so it stays inside a widget's shadow root and its styles. The browser puts it in the top layer over
 * a `::backdrop` and makes the rest of the page inert (Tab, pointer and assistive technology stay inside); focus
 * moves in on open, Escape (the `cancel` event) closes it, and focus returns to where it was on close. The dialog is
 * controlled: only `open` opens and closes it. With `keepMounted` a closed dialog stays in the DOM, hidden and inert.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Latest onClose without re-running the focus effect when a parent passes a new function each render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Whether this component holds the dialog open, as against the browser having closed it on its own.
  const shownRef = useRef(false);

  // Layout effect: shown modally before the first paint, and closed before an unmounting dialog leaves the DOM.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const root = focusRootOf(dialog);
    const previous = root ? deepActiveElement(root) : null;
    if (!dialog.open) dialog.showModal();
    shownRef.current = true;
    return () => {
      shownRef.current = false;
      // In place: a kept dialog (and an iframe in it) is neither moved nor re-created.
      dialog.close();
      if (canFocus(previous) && previous.isConnected) previous.focus();
    };
  }, [open]);

  // After the content's own effects, so the dialog's choice of focus is the one that holds.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog) focusInitial(dialog, initialFocus?.current, bodyRef.current);
  }, [open, initialFocus]);

  if (!open && !keepMounted) return null;

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // React passes a nested dialog's events (and a file input's `cancel`) up to this one; they are not ours.
    if (event.target !== event.currentTarget) return;
    // Controlled: the parent closes it by `open`, or keeps it (a decision, a request under way).
    event.preventDefault();
    if (dismissible) onCloseRef.current();
  };

  const handleNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog || dialog.open || !shownRef.current) return;
    // The browser closed it after a `cancel` it did not let us refuse (Chromium and Firefox do so on a second Escape
    // without a click in between, so that no page can trap its user). Shown again until `open` says otherwise: a
    // dismissible dialog has asked its parent to close in that `cancel`, a decision stays.
    dialog.showModal();
    focusInitial(dialog, initialFocus?.current, bodyRef.current);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Here only: an enclosing dialog (or the host page) does not see it.
    event.stopPropagation();
    // A decision: no close request at all (a prevented `cancel` stops being honoured after the first).
    if (!dismissible) event.preventDefault();
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    // Only a press of its own: the second press of a double click on a button inside (Pay, Confirm) lands on the
    // backdrop when the first one changed the dialog's content and size, and must not throw the step away.
    if (event.detail > 1) return;
    // The panel fills the dialog's box, so a press on the dialog element itself is a press on its ::backdrop.
    if (!dismissible || event.target !== event.currentTarget) return;
    // Not the press's own focus change: that would take the focus from the button it is given back to on close.
    event.preventDefault();
    onCloseRef.current();
  };

  return (
    // Closed but kept: the same element (so nothing in it is re-created), hidden by the browser and inert.
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      inert={!open}
      className={classNames('wallet-dialog', className)}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      onMouseDown={handleBackdropMouseDown}
    >
      <div className="wallet-dialog__panel">
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
    </dialog>
  );
}
