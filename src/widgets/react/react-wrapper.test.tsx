// @vitest-environment happy-dom
/**
 * The package's React components (`./react`) in React 19 (the project's React) and React 18 (the React of the
 * React 18 host app, e2e/hosts/react18): objects are set as properties (never `fieldpolicy="[object Object]"`),
 * `on<Event>` props hear the widgets' composed `wallet-*` events with their typed detail, a new handler replaces
 * the old one, and unmounting detaches everything.
 */
import { waitFor, within } from '@testing-library/react';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import * as React19 from 'react';
import { createRoot as createRoot19 } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setUpWidgetPage } from '../../testing/widget-page';
import type { GlobalClaimElement } from '../global-claim/global-claim.element';
import type { WalletEvent } from '../runtime/widget-events';
import { componentName, handlerName, wrapperEvents } from './create-wrappers';
import { createWalletComponents } from './wrappers';
import { BrandFooterElement } from '../brand-footer/brand-footer.define';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Vitest resolves packages with the `node` condition, which gives @lit/react's server-rendering build; the page
// here is a browser (happy-dom), as it is for every host that bundles the package.
vi.mock('@lit/react', () => import('../../../node_modules/@lit/react/development/index.js'));

interface ReactUnderTest {
  version: string;
  React: typeof React19;
  createRoot: typeof createRoot19;
  act: (work: () => void | Promise<void>) => Promise<void>;
}

const require18 = createRequire(resolve(process.cwd(), 'e2e/hosts/react18/package.json'));
const React18 = require18('react') as typeof React19 & { act: (work: () => void | Promise<void>) => Promise<void> };
const reactDom18 = require18('react-dom/client') as { createRoot: typeof createRoot19 };

const reacts: ReactUnderTest[] = [
  { version: React19.version, React: React19, createRoot: createRoot19, act: async (work) => React19.act(work) },
  { version: React18.version, React: React18, createRoot: reactDom18.createRoot, act: async (work) => React18.act(work) },
];

setUpWidgetPage();
let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
  window.addEventListener('click', (event) => event.preventDefault());
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Console errors other than React's act() reminders: the widgets' own React renders inside the element as data
 * arrives from the sandbox, outside the test's act(), as it would in a page.
 */
function hostErrors(): string[] {
  return errors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => !text.includes('not wrapped in act('));
}

describe('names', () => {
  it('maps events to handler props and tags to component names', () => {
    expect(handlerName('wallet-claim-completed')).toBe('onClaimCompleted');
    expect(handlerName('wallet-ready')).toBe('onReady');
    expect(componentName('wallet-global-claim')).toBe('WalletGlobalClaim');
    expect(wrapperEvents(BrandFooterElement)).toEqual({ onReady: 'wallet-ready', onLinkClick: 'wallet-link-click' });
  });
});

describe.each(reacts)('React $version', ({ version, React, createRoot, act }) => {
  const { WalletBrandFooter, WalletGlobalClaim } = createWalletComponents(React);
  const h = React.createElement;

  async function render(element: React19.ReactElement) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(() => root.render(element));
    return {
      container,
      rerender: (next: React19.ReactElement) => act(() => root.render(next)),
      unmount: () => act(() => root.unmount()),
    };
  }

  it(`is the React the test means (${version})`, () => {
    expect(version.startsWith(React === React19 ? '19.' : '18.')).toBe(true);
  });

  it('sets an object as a property, never as an attribute, and honours a new object on re-render', async () => {
    const first = { email: { prefill: 'ana@example.com', readonly: true } };
    const view = await render(h(WalletGlobalClaim, { paymentSecret: 'demo-claim-eur', fieldPolicy: first }));
    const element = view.container.querySelector('wallet-global-claim') as GlobalClaimElement;
    expect(element.fieldPolicy).toEqual(first);
    expect(element.getAttribute('payment-secret') ?? element.paymentSecret).toBe('demo-claim-eur');
    expect(element.hasAttribute('fieldpolicy') || element.hasAttribute('fieldPolicy')).toBe(false);
    const second = { email: { prefill: 'bo@example.com', hidden: true } };
    await view.rerender(h(WalletGlobalClaim, { paymentSecret: 'demo-claim-eur', fieldPolicy: second }));
    expect(element.fieldPolicy).toEqual(second);
    await view.unmount();
    expect(hostErrors()).toEqual([]);
  });

  it('binds on<Event> props to the composed wallet-* events, swaps handlers, and detaches on unmount', async () => {
    const ready = vi.fn<(event: WalletEvent<'wallet-ready', { brand: string; language: string }>) => void>();
    const firstClick = vi.fn();
    const secondClick = vi.fn();
    const view = await render(h(WalletBrandFooter, { brand: 'pay', lang: 'es', onReady: ready, onLinkClick: firstClick }));
    const element = view.container.querySelector('wallet-brand-footer') as BrandFooterElement;
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(ready.mock.calls[0]?.[0].detail).toEqual({ brand: 'pay', language: 'es' });

    const links = () => within(element.shadowRoot as unknown as HTMLElement).getAllByRole('link');
    await waitFor(() => expect(links().length).toBeGreaterThan(0));
    links()[0]?.click();
    expect(firstClick).toHaveBeenCalledTimes(1);
    const event = firstClick.mock.calls[0]?.[0] as WalletEvent;
    expect([event.type, event.composed, event.bubbles]).toEqual(['wallet-link-click', true, true]);

    await view.rerender(h(WalletBrandFooter, { brand: 'pay', lang: 'es', onReady: ready, onLinkClick: secondClick }));
    links()[0]?.click();
    expect(firstClick).toHaveBeenCalledTimes(1);
    expect(secondClick).toHaveBeenCalledTimes(1);

    await view.unmount();
    expect(element.isConnected).toBe(false);
    expect(hostErrors()).toEqual([]);
  });
});
