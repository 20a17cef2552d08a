/**
 * The parts of the browser's top layer that happy-dom (21) leaves out, for component tests only; product code uses
 * the browsers' own (docs/decisions.md, "Native dialog and popover"). happy-dom opens and closes a `<dialog>` but a
 * modal one is not modal, and it has no popovers at all. Installed by src/test-setup.ts where there is a DOM. Each
 * piece follows the HTML standard's steps, kept to what a component can observe:
 *
 * - `showModal()`: the dialog focusing steps (its first `autofocus` or focusable descendant, else itself), the page
 *   outside the topmost modal dialog inert for focus, open auto popovers hidden; `close()` gives the focus back to
 *   where it was and fires `close` as a task.
 * - Popovers: `showPopover()`, `hidePopover()`, `togglePopover()` with `beforetoggle` and a `toggle` task
 *   (`ToggleEvent`, coalesced), a `popovertarget` button's click, light dismiss (a press outside the popovers and
 *   their invokers), and a closed popover hidden (`display: none`, what `[popover]:not(:popover-open)` gives).
 * - Escape not prevented at its keydown is a close request to the topmost modal dialog or auto popover: a cancelable
 *   `cancel` first for a dialog.
 *
 * Not here: user activation (Chromium's and Firefox's rule that a second Escape closes even when `cancel` is
 * prevented; the Dialog's own test closes the dialog as they would), pointer inertness, `:modal`/`:popover-open`.
 */

import { deepActiveElement, FOCUSABLE_SELECTOR } from '../ui/dialog/focus';

type CloseWatcher = { element: HTMLElement; kind: 'dialog' | 'popover'; previous: Element | null };
type PopoverState = { invoker: Element | null; previous: Element | null };

/** Open modal dialogs and auto popovers, in the order they opened: the last one gets the next close request. */
const watchers: CloseWatcher[] = [];
const openPopovers = new Map<HTMLElement, PopoverState>();
const pendingToggles = new Map<HTMLElement, { oldState: 'open' | 'closed'; newState: 'open' | 'closed' }>();
let pressedIn: HTMLElement | null | undefined;

/** The parent across shadow boundaries (a shadow root's host). */
function composedParent(node: Node): Node | null {
  return node.parentNode ?? (node as Partial<ShadowRoot>).host ?? null;
}

function composedContains(container: Node, node: Node | null): boolean {
  for (let current = node; current; current = composedParent(current)) if (current === container) return true;
  return false;
}

/** Watchers whose element left the document are gone: removing an element takes it out of the top layer. */
function liveWatchers(): CloseWatcher[] {
  for (let index = watchers.length - 1; index >= 0; index -= 1) {
    const watcher = watchers[index];
    if (watcher && !watcher.element.isConnected) {
      watchers.splice(index, 1);
      openPopovers.delete(watcher.element);
    }
  }
  return watchers;
}

function topmostModal(): HTMLElement | null {
  return liveWatchers().findLast((watcher) => watcher.kind === 'dialog')?.element ?? null;
}

function removeWatcher(element: HTMLElement): CloseWatcher | undefined {
  const index = watchers.findIndex((watcher) => watcher.element === element);
  return index < 0 ? undefined : watchers.splice(index, 1)[0];
}

function isPopover(element: Element): boolean {
  return element.hasAttribute('popover');
}

function isAutoPopover(element: Element): boolean {
  const value = element.getAttribute('popover');
  return value !== null && value !== 'manual';
}

class PolyfillToggleEvent extends Event {
  readonly newState: string;
  readonly oldState: string;
  constructor(type: string, init: EventInit & { newState?: string; oldState?: string } = {}) {
    super(type, init);
    this.newState = init.newState ?? '';
    this.oldState = init.oldState ?? '';
  }
}

type ToggleEventConstructor = new (type: string, init: ToggleEventInit) => Event;

function toggleEventClass(): ToggleEventConstructor {
  return typeof ToggleEvent === 'function' ? ToggleEvent : PolyfillToggleEvent;
}

/** The `toggle` event, a task after the change; a second change before it runs only updates its `newState`. */
function queueToggle(element: HTMLElement, oldState: 'open' | 'closed', newState: 'open' | 'closed'): void {
  const pending = pendingToggles.get(element);
  if (pending) {
    pending.newState = newState;
    return;
  }
  pendingToggles.set(element, { oldState, newState });
  setTimeout(() => {
    const toggle = pendingToggles.get(element);
    pendingToggles.delete(element);
    if (toggle && toggle.oldState !== toggle.newState) {
      element.dispatchEvent(new (toggleEventClass())('toggle', toggle));
    }
  }, 0);
}

function focusFirstIn(container: HTMLElement, autofocusOnly: boolean): void {
  const candidates = [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (element) => !element.closest('[inert], [hidden]'),
  );
  const target =
    (container.hasAttribute('autofocus') ? container : null) ??
    candidates.find((element) => element.hasAttribute('autofocus')) ??
    (autofocusOnly ? null : (candidates[0] ?? container));
  target?.focus();
}

function showPopover(element: HTMLElement, invoker: Element | null): void {
  if (!isPopover(element)) throw new DOMException('Not a popover.', 'NotSupportedError');
  if (openPopovers.has(element)) return;
  if (!element.isConnected) throw new DOMException('The popover is not connected.', 'InvalidStateError');
  const before = new (toggleEventClass())('beforetoggle', { cancelable: true, oldState: 'closed', newState: 'open' });
  if (!element.dispatchEvent(before)) return;
  if (isAutoPopover(element)) {
    // Opening an auto popover closes the others, except those it opens from (its ancestors).
    hideAutoPopoversExcept((popover) => composedContains(popover, element) || composedContains(popover, invoker));
  }
  const previous = deepActiveElement();
  openPopovers.set(element, { invoker, previous });
  if (isAutoPopover(element)) watchers.push({ element, kind: 'popover', previous });
  focusFirstIn(element, true);
  queueToggle(element, 'closed', 'open');
}

function hidePopover(element: HTMLElement, focusPrevious: boolean): void {
  const state = openPopovers.get(element);
  if (!state) return;
  element.dispatchEvent(new (toggleEventClass())('beforetoggle', { oldState: 'open', newState: 'closed' }));
  openPopovers.delete(element);
  removeWatcher(element);
  if (focusPrevious && state.previous?.isConnected && composedContains(element, deepActiveElement())) {
    (state.previous as HTMLElement).focus();
  }
  queueToggle(element, 'open', 'closed');
}

/** Hides the open auto popovers from the top down to the first one `keep` says stays (and everything under it). */
function hideAutoPopoversExcept(keep: (popover: HTMLElement) => boolean): void {
  for (let watcher = liveWatchers().at(-1); watcher?.kind === 'popover'; watcher = liveWatchers().at(-1)) {
    if (keep(watcher.element)) return;
    hidePopover(watcher.element, false);
  }
}

/** The topmost open popover a press at `target` belongs to: one it is in, or the one its invoker opened. */
function popoverPressedIn(target: Node | null): HTMLElement | null {
  for (const watcher of [...liveWatchers()].reverse()) {
    if (watcher.kind !== 'popover') return null;
    const state = openPopovers.get(watcher.element);
    if (composedContains(watcher.element, target) || (state?.invoker && composedContains(state.invoker, target))) {
      return watcher.element;
    }
  }
  return null;
}

function closeRequest(): void {
  const watcher = liveWatchers().at(-1);
  if (!watcher) return;
  if (watcher.kind === 'popover') {
    hidePopover(watcher.element, true);
    return;
  }
  const dialog = watcher.element as HTMLDialogElement;
  if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

/** The button's popover target, when a click on it toggles, shows or hides one. */
function invokedPopover(button: HTMLButtonElement): HTMLElement | null {
  const id = button.getAttribute('popovertarget');
  if (id === null || button.disabled || (button.form && button.type === 'submit')) return null;
  const root = button.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById(id);
  return target && isPopover(target) ? target : null;
}

/** What the browser does after an event at `target` has gone through the page unprevented (its default action). */
function afterDispatch(target: EventTarget, event: Event): void {
  if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape' && !event.defaultPrevented) {
    closeRequest();
  } else if (event.type === 'pointerdown') {
    pressedIn = popoverPressedIn(target as Node);
  } else if (event.type === 'pointerup') {
    const releasedIn = popoverPressedIn(target as Node);
    if (releasedIn === pressedIn) hideAutoPopoversExcept((popover) => popover === releasedIn);
    pressedIn = undefined;
  } else if (event.type === 'click' && !event.defaultPrevented) {
    // The button's activation, also for a click on something inside it (its icon, its text).
    const button = (target as Partial<Element>).closest?.('button');
    const popover = button ? invokedPopover(button) : null;
    if (!button || !popover) return;
    const action = button.getAttribute('popovertargetaction') ?? 'toggle';
    const shown = openPopovers.has(popover);
    if (shown && action !== 'show') hidePopover(popover, true);
    else if (!shown && action !== 'hide') showPopover(popover, button);
  }
}

function installDialog(): void {
  const prototype = HTMLDialogElement.prototype;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) {
      if (watchers.some((watcher) => watcher.element === this)) return;
      throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
    }
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    hideAutoPopoversExcept((popover) => composedContains(popover, this));
    const previous = deepActiveElement();
    this.setAttribute('open', '');
    watchers.push({ element: this, kind: 'dialog', previous });
    focusFirstIn(this, false);
  };
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const watcher = removeWatcher(this);
    if (watcher?.previous?.isConnected) (watcher.previous as HTMLElement).focus();
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  // Inert: nothing outside the topmost modal dialog takes the focus.
  const focus = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'focus')?.value as HTMLElement['focus'];
  HTMLElement.prototype.focus = function focusUnlessInert(this: HTMLElement, options?: FocusOptions) {
    const modal = topmostModal();
    if (modal && !composedContains(modal, this)) return;
    focus.call(this, options);
  };
}

function installPopover(): void {
  const prototype = HTMLElement.prototype as HTMLElement & Partial<Pick<HTMLElement, 'showPopover'>>;
  if (typeof prototype.showPopover === 'function') return;
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      showPopover(this, null);
    },
    hidePopover(this: HTMLElement) {
      hidePopover(this, true);
    },
    togglePopover(this: HTMLElement, force?: boolean) {
      const shown = openPopovers.has(this);
      if (shown && force !== true) hidePopover(this, true);
      else if (!shown && force !== false) showPopover(this, null);
      return openPopovers.has(this);
    },
  });
  // A closed popover is not rendered, so Testing Library's role queries and user-event skip it as a browser would.
  const view = document.defaultView as Window;
  const computedStyle = view.getComputedStyle.bind(view);
  const hiddenPopoverStyle = (element: Element, pseudo?: string | null): CSSStyleDeclaration => {
    const style = computedStyle(element, pseudo);
    if (!isPopover(element) || openPopovers.has(element as HTMLElement)) return style;
    return new Proxy(style, {
      get(target, key) {
        if (key === 'display') return 'none';
        if (key === 'getPropertyValue') {
          return (name: string) => (name === 'display' ? 'none' : target.getPropertyValue(name));
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  view.getComputedStyle = hiddenPopoverStyle;
  globalThis.getComputedStyle = hiddenPopoverStyle;
}

function installDefaultActions(): void {
  // The one dispatchEvent every node inherits (happy-dom's EventTarget); nodes that override it call it.
  let prototype: object | null = Node.prototype;
  while (prototype && !Object.prototype.hasOwnProperty.call(prototype, 'dispatchEvent')) {
    prototype = Object.getPrototypeOf(prototype) as object | null;
  }
  if (!prototype) throw new Error('top-layer: no dispatchEvent to wrap');
  const owner = prototype as EventTarget;
  const dispatch = Object.getOwnPropertyDescriptor(owner, 'dispatchEvent')?.value as EventTarget['dispatchEvent'];
  owner.dispatchEvent = function dispatchWithDefaultAction(this: EventTarget, event: Event) {
    const result = dispatch.call(this, event);
    // The outermost call, once the event has been through the whole path (inner calls run each node's listeners).
    if (event.eventPhase === 0) afterDispatch(this, event);
    return result;
  };
}

let installed = false;

/** Adds the missing pieces to the current DOM (happy-dom); nothing where there is no DOM. */
export function installTopLayer(): void {
  if (installed || typeof HTMLDialogElement === 'undefined') return;
  installed = true;
  installDialog();
  installPopover();
  installDefaultActions();
}
