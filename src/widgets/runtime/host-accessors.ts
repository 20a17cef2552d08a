/**
 * The host API of an element, as accessors on its prototype: each attribute as a string property (`paymentSecret`
 * for `payment-secret`; null or undefined removes it) and each object or callback property kept by the element. One
 * definition for the in-page element (define-widget.ts) and the thin framed element (isolation/framed-element.ts);
 * no React here, the thin element's bundle takes it.
 */
export interface PropertyStore<E> {
  get(element: E, property: string): unknown;
  set(element: E, property: string, value: unknown): void;
}

export function defineHostAccessors<E extends HTMLElement>(
  prototype: E,
  attributes: Iterable<readonly [property: string, attribute: string]>,
  properties: Iterable<string>,
  store: PropertyStore<E>,
): void {
  for (const [property, attribute] of attributes) {
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: E) {
        return this.getAttribute(attribute);
      },
      set(this: E, value: string | null | undefined) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, value);
      },
    });
  }
  for (const property of properties) {
    Object.defineProperty(prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: E) {
        return store.get(this, property);
      },
      set(this: E, value: unknown) {
        store.set(this, property, value);
      },
    });
  }
}
