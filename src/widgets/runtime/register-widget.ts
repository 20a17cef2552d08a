/**
 * Registration on its own (no React): the thin framed elements (isolation/framed-element.ts) register through it
 * without pulling the in-page runtime into the host page.
 */

/**
 * Defines `tagName` unless something already did (this bundle loaded twice, or per-element and all-in-one
 * entries on one page). Idempotent; never throws for a repeated registration; does nothing without a DOM.
 */
export function registerWidget(tagName: string, element: CustomElementConstructor): void {
  // On a server there is nothing to register; the browser that loads the same module defines the element.
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tagName);
  if (existing === element) return;
  if (existing) {
    console.warn(`<${tagName}> is already defined by another script; keeping that definition.`);
    return;
  }
  customElements.define(tagName, element);
}
