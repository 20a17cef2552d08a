/**
 * Every entry of the package imports on a server (Next.js, Remix, Astro build and render in Node, where there is no
 * DOM): importing defines nothing and touches no browser global; the elements are defined on the client
 * (define-widget.test.tsx covers registration under a DOM).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** The package's entries (scripts/build-widgets-package.ts `exports`), by their source modules. */
const entries = {
  '.': () => import('../index'),
  './wallet-brand-footer': () => import('../brand-footer/brand-footer.define'),
  './wallet-global-claim': () => import('../global-claim/global-claim.define'),
  './wallet-merchant-buttons': () => import('../merchant-buttons/merchant-buttons.define'),
  './wallet-pay-invoice': () => import('../pay-invoice/pay-invoice.define'),
  './wallet-kyc': () => import('../kyc/kyc.define'),
  './wallet-pay-button': () => import('../pay-button/pay-button.define'),
  './react': () => import('../react/index'),
  './react/brand-footer': () => import('../react/brand-footer'),
  './react/global-claim': () => import('../react/global-claim'),
  './react/merchant-buttons': () => import('../react/merchant-buttons'),
  './react/pay-invoice': () => import('../react/pay-invoice'),
  './react/kyc': () => import('../react/kyc'),
  './react/pay-button': () => import('../react/pay-button'),
};

describe('the package on a server', () => {
  it('runs without a DOM', () => {
    expect(typeof HTMLElement).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  for (const [entry, load] of Object.entries(entries)) {
    it(`imports ${entry} without throwing`, async () => {
      const module: Record<string, unknown> = await load();
      expect(Object.keys(module).length).toBeGreaterThan(0);
    });
  }

  it('keeps the element classes’ static facts for typings and wrappers', async () => {
    const { GlobalClaimElement } = await import('../index');
    expect(GlobalClaimElement.widget.tagName).toBe('wallet-global-claim');
    expect(GlobalClaimElement.widget.attributes).toContain('payment-secret');
    expect(Object.keys(GlobalClaimElement.widget.events)).toContain('wallet-claim-completed');
    expect('fieldPolicy' in GlobalClaimElement.prototype).toBe(true);
  });

  it('renders a React component to HTML on the server', async () => {
    const { WalletBrandFooter, WalletGlobalClaim } = await import('../react/index');
    const html = renderToString(
      createElement('div', null, [
        createElement(WalletGlobalClaim, { key: 'claim', className: 'claim', id: 'claim' }),
        createElement(WalletBrandFooter, { key: 'footer' }),
      ]),
    );
    expect(html).toContain('<wallet-global-claim class="claim" id="claim"></wallet-global-claim>');
    expect(html).toContain('<wallet-brand-footer></wallet-brand-footer>');
  });
});
