/** Focus helpers that also work inside shadow roots, where `document.activeElement` is only the host element. */

/** Elements that can take focus (tabbable or not, depending on their tabindex), as a selector. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `container` that Tab can reach, in tab order of the DOM (positive tabindex is not used here). */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[hidden], [inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * The document or shadow root that `node` belongs to, or null while it is detached. Checked by shape, not with
 * `instanceof`: the element may come from another realm (an iframe, a test DOM) whose classes differ.
 */
export function focusRootOf(node: Node): Document | ShadowRoot | null {
  const root = node.getRootNode();
  return 'activeElement' in root ? (root as Document | ShadowRoot) : null;
}

/** Whether the element can take focus programmatically (an HTML or SVG element, from any realm). */
export function canFocus(element: Element | null): element is HTMLElement {
  return element !== null && typeof (element as Partial<HTMLElement>).focus === 'function';
}

/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
