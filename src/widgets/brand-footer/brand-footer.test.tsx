// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isBrandId } from '../../core/brand/brand-ids';
import { getBrand } from '../../core/brand/brands';
import { loadBrand } from '../../core/brand/load-brand';
import commonEs from '../../core/i18n/locales/es.json';
import commonPt from '../../core/i18n/locales/pt.json';
import commonRo from '../../core/i18n/locales/ro.json';
import commonRu from '../../core/i18n/locales/ru.json';
import commonUk from '../../core/i18n/locales/uk.json';
// The footer's texts belong to the design system's BrandFooter; the expectations read them from there.
import footerEs from '../../ui/brand-footer/locales/es.json';
import footerRo from '../../ui/brand-footer/locales/ro.json';
import footerUk from '../../ui/brand-footer/locales/uk.json';
import type { WalletEvent } from '../runtime/widget-events';
import type { BrandFooterLinkClickDetail } from './brand-footer';
import { BrandFooterElement } from './brand-footer.element';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let errors: MockInstance<typeof console.error>;
/** Stops happy-dom from navigating after a click nobody cancelled, remembering whether somebody did. */
const followed: boolean[] = [];
function stopNavigation(event: MouseEvent) {
  followed.push(!event.defaultPrevented);
  event.preventDefault();
}

beforeEach(() => {
  errors = vi.spyOn(console, 'error');
  followed.length = 0;
  window.addEventListener('click', stopNavigation);
});

afterEach(async () => {
  window.removeEventListener('click', stopNavigation);
  await settle(() => document.body.replaceChildren());
  vi.restoreAllMocks();
});

async function footer(attributes: string): Promise<BrandFooterElement> {
  const template = document.createElement('template');
  template.innerHTML = `<wallet-brand-footer ${attributes}></wallet-brand-footer>`;
  const element = template.content.firstElementChild as BrandFooterElement;
  await settle(() => document.body.append(element));
  await brandArrived(element);
  return element;
}

/** Lets the element's brand configuration (a chunk of its own, fetched on first use) arrive and render. */
async function brandArrived(element: HTMLElement): Promise<void> {
  const id = element.getAttribute('brand') ?? 'wallet';
  if (!isBrandId(id)) return;
  await act(async () => {
    await loadBrand(id);
    await Promise.resolve();
  });
}

/** Runs `change` inside act() and lets effects and microtasks (the deferred unmount) settle. */
async function settle(change: () => unknown): Promise<void> {
  await act(async () => {
    change();
    await Promise.resolve();
  });
}

function shadow(element: HTMLElement) {
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('<wallet-brand-footer> in markup that was there before the script', () => {
  const early = document.createElement('wallet-brand-footer') as HTMLElement & { brand?: string };

  beforeAll(async () => {
    // A host page set a property and the language before the (late) script defined the element.
    early.brand = 'lt-alpha';
    early.setAttribute('lang', 'uk');
    document.body.append(early);
    await act(async () => {
      await import('./brand-footer.define');
    });
    await brandArrived(early);
  });

  it('upgrades it and honours the property set before the definition', () => {
    expect(early).toBeInstanceOf(BrandFooterElement);
    expect(Object.prototype.hasOwnProperty.call(early, 'brand')).toBe(false);
    expect(early.getAttribute('brand')).toBe('lt-alpha');
    expect(shadow(early).getByText(footerUk.contactsTitle.replace('{{brand}}', 'Aurum Finance'))).toBeTruthy();
  });
});

describe('<wallet-brand-footer>', () => {
  beforeAll(async () => {
    await import('./brand-footer.define');
  });

  it('is registered by its define module', () => {
    expect(customElements.get('wallet-brand-footer')).toBe(BrandFooterElement);
    expect(document.createElement('wallet-brand-footer')).toBeInstanceOf(BrandFooterElement);
  });

  it("shows the brand's contacts, legal links and regulator text in the chosen language", async () => {
    const brand = getBrand('wallet');
    const element = await footer('brand="wallet" lang="es"');
    const ui = shadow(element);

    expect(ui.getByText(footerEs.contactsTitle.replace('{{brand}}', 'Nimbus Wallet'))).toBeTruthy();
    expect(ui.getByRole('link', { name: brand.support.email }).getAttribute('href')).toBe(
      `mailto:${brand.support.email}`,
    );
    expect(ui.getByRole('link', { name: brand.support.phone }).getAttribute('href')).toBe('tel:+442079460101');
    expect(ui.getByRole('link', { name: new RegExp(`^${footerEs.whatsappChat}`) }).getAttribute('href')).toBe(
      'https://wa.me/447700900101',
    );
    const terms = ui.getByRole('link', { name: `${commonEs.footer.terms} (${footerEs.newTab})` });
    expect(terms.getAttribute('href')).toBe(brand.legalLinks.terms);
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(ui.getByRole('link', { name: new RegExp(`^${commonEs.footer.privacy}`) }).getAttribute('href')).toBe(
      brand.legalLinks.privacy,
    );
    expect(ui.getByRole('link', { name: new RegExp(`^${commonEs.footer.fees}`) }).getAttribute('href')).toBe(
      brand.legalLinks.fees,
    );
    expect(ui.getByText(brand.regulatorFooterTranslations?.es ?? '')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('exposes the base, links and regulator parts', async () => {
    const element = await footer('brand="bank"');
    const root = element.shadowRoot;

    expect(root?.querySelector('[part~="base"]')).not.toBeNull();
    expect(root?.querySelector('[part~="links"]')?.querySelectorAll('a')).toHaveLength(3);
    expect(root?.querySelector('[part~="regulator"]')?.textContent).toBe(getBrand('bank').regulatorFooter);
  });

  it('emits wallet-ready first, then wallet-link-click before following a link', async () => {
    const events: Event[] = [];
    const record = (event: Event) => events.push(event);
    document.addEventListener('wallet-ready', record);
    document.addEventListener('wallet-link-click', record);
    const element = await footer('brand="pay" lang="pt"');

    await settle(() =>
      shadow(element)
        .getByRole('link', { name: new RegExp(`^${commonPt.footer.terms}`) })
        .click(),
    );

    document.removeEventListener('wallet-ready', record);
    document.removeEventListener('wallet-link-click', record);
    expect(events.map((event) => event.type)).toEqual(['wallet-ready', 'wallet-link-click']);
    const click = events[1] as WalletEvent<'wallet-link-click', BrandFooterLinkClickDetail>;
    expect(click.detail).toEqual({ href: getBrand('pay').legalLinks.terms, kind: 'terms' });
    expect(click).toMatchObject({ bubbles: true, composed: true, cancelable: true });
    // By identity: a subset match walks the element's own properties (React's fiber tree among them), which took
    // over 20 s once the tree had grown.
    expect(click.target).toBe(element);
    expect(followed).toEqual([true]);
  });

  it('lets the host cancel a link', async () => {
    const element = await footer('brand="wallet"');
    element.addEventListener('wallet-link-click', (event) => {
      if (event.detail.kind === 'whatsapp') event.preventDefault();
    });

    await settle(() =>
      shadow(element)
        .getByRole('link', { name: /WhatsApp/ })
        .click(),
    );
    await settle(() => shadow(element).getByRole('link', { name: /^Fees/ }).click());

    expect(followed).toEqual([false, true]);
  });

  it('speaks a different language in each element on the same page', async () => {
    const romanian = await footer('brand="wallet" lang="ro"');
    const ukrainian = await footer('brand="wallet" lang="ua"');

    expect(shadow(romanian).getByRole('link', { name: new RegExp(`^${commonRo.footer.terms}`) })).toBeTruthy();
    expect(shadow(romanian).getByText(footerRo.contactsTitle.replace('{{brand}}', 'Nimbus Wallet'))).toBeTruthy();
    expect(shadow(ukrainian).getByRole('link', { name: new RegExp(`^${commonUk.footer.terms}`) })).toBeTruthy();
    expect(shadow(ukrainian).getByText(footerUk.contactsTitle.replace('{{brand}}', 'Nimbus Wallet'))).toBeTruthy();
  });

  it('switches language and brand at runtime without a remount', async () => {
    const element = await footer('brand="wallet" lang="en"');
    const base = element.shadowRoot?.querySelector('[part~="base"]');
    const regulator = element.shadowRoot?.querySelector('[part~="regulator"]');

    await settle(() => element.setAttribute('lang', 'ru'));
    expect(shadow(element).getByRole('link', { name: new RegExp(`^${commonRu.footer.privacy}`) })).toBeTruthy();

    await settle(() => {
      element.lang = 'es';
      element.brand = 'uk-emoney';
    });
    await brandArrived(element);
    expect(shadow(element).getByText(footerEs.contactsTitle.replace('{{brand}}', 'Thames Money'))).toBeTruthy();
    expect(element.shadowRoot?.querySelector('[part~="base"]')).toBe(base);
    // The regulator text follows the language too (brand.json has it per language).
    expect(regulator?.textContent).toBe(getBrand('uk-emoney').regulatorFooterTranslations?.es);
    expect(regulator?.getAttribute('lang')).toBe('es');
  });

  it('shows the app store links only with store-links, and explains a wrong value', async () => {
    const element = await footer('brand="wallet"');
    expect(element.shadowRoot?.querySelector('[part~="stores"]')).toBeNull();

    await settle(() => element.setAttribute('store-links', ''));
    expect(element.shadowRoot?.querySelector('[part~="stores"]')?.querySelectorAll('a')).toHaveLength(2);

    errors.mockImplementation(() => undefined);
    await settle(() => element.setAttribute('store-links', 'false'));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain(
      'attribute store-links="false" is not valid: use the attribute without a value',
    );
  });

  it('shows an error state and one console error for an unknown brand', async () => {
    errors.mockImplementation(() => undefined);
    const element = await footer('brand="acme" lang="es"');

    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(
      /^<wallet-brand-footer>: attribute brand="acme" is not valid: use one of "wallet"/,
    );
    const alert = shadow(element).getByRole('alert');
    expect(alert.textContent).toContain('No se pudo mostrar esta sección');
    expect(alert.closest('[part~="base"]')).toBe(alert);
    expect(shadow(element).queryByRole('link')).toBeNull();
  });
});
