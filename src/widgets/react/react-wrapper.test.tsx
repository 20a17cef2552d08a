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
import { GlobalClaimElement as GlobalClaimClass } from '../global-claim/global-claim.define';
import { KycElement } from '../kyc/kyc.define';
import { MerchantButtonsElement } from '../merchant-buttons/merchant-buttons.define';
import { PayButtonElement } from '../pay-button/pay-button.define';
import { PayInvoiceElement } from '../pay-invoice/pay-invoice.define';

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
  {
    version: React18.version,
    React: React18,
    createRoot: reactDom18.createRoot,
    act: async (work) => React18.act(work),
  },
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
  return errors.mock.calls
    .map((call) => call.map(String).join(' '))
    .filter((text) => !text.includes('not wrapped in act('));
}

describe('names', () => {
  it('maps events to handler props and tags to component names', () => {
    expect(handlerName('wallet-claim-completed')).toBe('onClaimCompleted');
    expect(handlerName('wallet-ready')).toBe('onReady');
    expect(componentName('wallet-global-claim')).toBe('WalletGlobalClaim');
    expect(wrapperEvents(BrandFooterElement)).toEqual({ onReady: 'wallet-ready', onLinkClick: 'wallet-link-click' });
  });

  it('has one component for every element the package registers', () => {
    const elements = [
      BrandFooterElement,
      GlobalClaimClass,
      KycElement,
      MerchantButtonsElement,
      PayButtonElement,
      PayInvoiceElement,
    ];
    expect(Object.keys(createWalletComponents(React19)).sort()).toEqual(
      elements.map((element) => componentName(element.widget.tagName)).sort(),
    );
  });
});

describe.each(reacts)('React $version', ({ version, React, createRoot, act }) => {
  const { WalletBrandFooter, WalletGlobalClaim, WalletKyc, WalletMerchantButtons, WalletPayButton, WalletPayInvoice } =
    createWalletComponents(React);
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
    const view = await render(
      h(WalletBrandFooter, { brand: 'pay', lang: 'es', onReady: ready, onLinkClick: firstClick }),
    );
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

  // The signed-in elements, in the page: the host's getSession (a property, never `getsession="..."`) has no session
  // to give, so each offers its sign-in and says so with wallet-auth-required, heard through onAuthRequired.
  it.each([
    ['WalletPayInvoice', 'wallet-pay-invoice', { invoiceId: '4001' }],
    ['WalletKyc', 'wallet-kyc', {}],
    ['WalletMerchantButtons', 'wallet-merchant-buttons', {}],
  ] as const)('%s sets getSession as a property and binds onAuthRequired', async (name, tagName, own) => {
    const Component = { WalletPayInvoice, WalletKyc, WalletMerchantButtons }[name] as React19.ComponentType<
      Record<string, unknown>
    >;
    const getSession = vi.fn(() => Promise.resolve(null));
    const authRequired = vi.fn<(event: WalletEvent<'wallet-auth-required', { portalOrigin: string }>) => void>();
    const view = await render(
      h(Component, { ...own, brand: 'pay', isolation: 'none', getSession, onAuthRequired: authRequired }),
    );
    const element = view.container.querySelector(tagName) as HTMLElement & { getSession?: unknown };
    expect(element.getSession).toBe(getSession);
    expect(element.getAttributeNames().filter((attribute) => /session/i.test(attribute))).toEqual([]);
    if ('invoiceId' in own) expect(element.getAttribute('invoice-id')).toBe('4001');
    await waitFor(() => expect(authRequired).toHaveBeenCalledTimes(1));
    expect(getSession).toHaveBeenCalled();
    expect(typeof authRequired.mock.calls[0]?.[0].detail.portalOrigin).toBe('string');
    await view.unmount();
    expect(hostErrors()).toEqual([]);
  });

  it('WalletPayButton sets button-id and getSession and hears wallet-ready once the saved button is drawn', async () => {
    const getSession = vi.fn(() => Promise.resolve(null));
    const ready = vi.fn();
    const view = await render(
      h(WalletPayButton, { buttonId: '710001', brand: 'pay', lang: 'es', getSession, onReady: ready }),
    );
    const element = view.container.querySelector('wallet-pay-button') as PayButtonElement;
    expect(element.getAttribute('button-id')).toBe('710001');
    expect(element.getSession).toBe(getSession);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(
      within(element.shadowRoot as unknown as HTMLElement).getByRole('button', { name: /Comprar ahora/ }),
    ).toBeTruthy();
    // The session is asked for on the payer's click, not before.
    expect(getSession).not.toHaveBeenCalled();
    await view.unmount();
    expect(hostErrors()).toEqual([]);
  });
});
