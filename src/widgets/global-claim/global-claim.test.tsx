// @vitest-environment happy-dom
/**
 * <wallet-global-claim> as an element: attributes in, shadow DOM out, typed composed events, parts, the host's
 * field policy, and the error state. The element's own API client reaches the in-process sandbox through the
 * page's fetch, as it would reach a real server.
 */
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { shadow, setUpWidgetPage } from '../../testing/widget-page';
import claimStepsRo from '../../features/global-claim/steps/locales/ro.json';
import claimEs from '../../features/global-claim/locales/es.json';
import { GlobalClaimElement } from './global-claim.element';
import type { GlobalClaimTextKey, TextOverrides } from '../runtime/text-keys';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let errors: MockInstance<typeof console.error>;
const page = setUpWidgetPage({
  events: [
    'wallet-ready',
    'wallet-step-change',
    'wallet-claim-submitted',
    'wallet-claim-completed',
    'wallet-claim-refused',
    'wallet-error',
  ],
});

beforeAll(async () => {
  await import('./global-claim.define');
});

beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});

function claimElement(attributes: string, before?: (element: GlobalClaimElement) => void): Promise<GlobalClaimElement> {
  return page.mount(`<wallet-global-claim ${attributes}></wallet-global-claim>`, before);
}

const stepsOf = () =>
  page.events
    .filter((event) => event.type === 'wallet-step-change')
    .map((event) => (event.detail as { step: string }).step);

describe('<wallet-global-claim>', () => {
  it('is registered by its define module', () => {
    expect(customElements.get('wallet-global-claim')).toBe(GlobalClaimElement);
  });

  it('shows the transfer of its payment secret in its shadow root, with its parts, and tells the page', async () => {
    const element = await claimElement('payment-secret="demo-claim-eur" brand="wallet" lang="en"');
    const ui = shadow(element);
    expect(await ui.findByRole('heading', { name: 'Northwind Trading Ltd sent you money' })).toBeTruthy();
    const root = element.shadowRoot;
    for (const part of ['base', 'stepper', 'heading', 'summary', 'actions'])
      expect(root?.querySelector(`[part~="${part}"]`)).not.toBeNull();
    // The element's own: the widgets' base, the runtime's sheet, three ui components', the claim's surface, the brand's
    // colours. The screens bring theirs when they render (global-claim-content.tsx); CSS imports are empty strings
    // under Vitest, so those share the one empty sheet already there and add none here.
    expect(root?.adoptedStyleSheets.length).toBe(7);

    expect(page.types()).toEqual(['wallet-ready', 'wallet-step-change']);
    expect(page.events[1]?.detail).toEqual({ step: 'details' });
    const step = page.events[1];
    // Compared field by field: a failing match on an Event would print the whole DOM behind its target.
    expect([step?.bubbles, step?.composed, step?.cancelable, step?.target === element]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives an unknown secret its own screen and a wallet-error', async () => {
    const element = await claimElement('payment-secret="not-a-real-secret"');
    expect(await shadow(element).findByRole('heading', { name: 'We could not find this transfer' })).toBeTruthy();
    await waitFor(() => expect(page.types()).toEqual(['wallet-ready', 'wallet-step-change', 'wallet-error']));
    expect(page.events[2]?.detail).toEqual({
      code: 'unknown-secret',
      message: 'No transfer matches this payment secret.',
    });
  });

  it('hides the refusal with no-refuse and refuses without it, telling the page', async () => {
    const quiet = await claimElement('payment-secret="demo-claim-eur" no-refuse');
    await shadow(quiet).findByRole('heading', { name: 'Northwind Trading Ltd sent you money' });
    expect(shadow(quiet).queryByRole('button', { name: 'Refuse this transfer' })).toBeNull();

    act(() => quiet.removeAttribute('no-refuse'));
    const user = userEvent.setup();
    await user.click(await shadow(quiet).findByRole('button', { name: 'Refuse this transfer' }));
    await user.click(await shadow(quiet).findByRole('button', { name: 'Refuse the transfer' }));
    expect(await shadow(quiet).findByRole('heading', { name: 'You refused this transfer' })).toBeTruthy();
    const refused = page.events.find((event) => event.type === 'wallet-claim-refused');
    expect(refused?.detail).toEqual({ paymentId: '880001' });
    expect(stepsOf()).toEqual(['details', 'refused']);
  });

  it('honours a field policy set before the element was defined', async () => {
    const element = await claimElement('payment-secret="demo-claim-eur"', (early) => {
      early.fieldPolicy = { countryCode: { prefill: 'DE', readonly: true } };
    });
    const user = userEvent.setup();
    await user.click(await shadow(element).findByRole('button', { name: 'Choose how to get paid' }));
    const country = await shadow(element).findByRole<HTMLInputElement>('textbox', { name: 'Country' });
    expect(country.readOnly).toBe(true);
    expect(country.value).toBe('Germany');
  });

  it('switches language at runtime without restarting the claim', async () => {
    const element = await claimElement('payment-secret="demo-claim-eur" lang="en"');
    const user = userEvent.setup();
    await user.click(await shadow(element).findByRole('button', { name: 'Choose how to get paid' }));
    await shadow(element).findByRole('heading', { name: 'How do you want to get paid?' });
    await user.selectOptions(await shadow(element).findByRole('combobox', { name: 'Country' }), 'DE');
    expect(await shadow(element).findByRole('radio', { name: 'SEPA credit transfer' })).toBeTruthy();
    act(() => element.setAttribute('lang', 'ro'));
    expect(await shadow(element).findByRole('heading', { name: claimStepsRo.method.heading })).toBeTruthy();
    // The server words method names in the request's language: they are read again in the new one.
    expect(await shadow(element).findByRole('radio', { name: 'Transfer SEPA' })).toBeTruthy();
    expect(shadow(element).getByRole<HTMLSelectElement>('combobox', { name: claimStepsRo.method.country }).value).toBe(
      'DE',
    );
    expect(stepsOf()).toEqual(['details', 'payout-method']);
  });

  it('shows the runtime error state and names the attribute when the payment secret is missing', async () => {
    errors.mockImplementation(() => undefined);
    const element = await claimElement('brand="wallet"');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toContain(
      'attribute payment-secret=undefined is not valid: use the payment secret from the claim link',
    );
    expect(shadow(element).getByRole('alert').closest('[part~="error"]')).not.toBeNull();
    expect((await page.harness.stats()).globalTransferDetailsGet ?? 0).toBe(0);
  });

  it('explains a field policy that is not an object of rules', async () => {
    errors.mockImplementation(() => undefined);
    const element = await claimElement('payment-secret="demo-claim-eur"');
    act(() => {
      (element as unknown as { fieldPolicy: unknown }).fieldPolicy = { email: { prefil: 'x' } };
    });
    expect(errors.mock.calls.at(-1)?.[0]).toContain('property fieldPolicy');
    expect(shadow(element).getByRole('alert')).toBeTruthy();
  });
  describe('texts', () => {
    it("shows the host's texts in the page, later steps and placeholders included, and takes them away again", async () => {
      const element = await claimElement('payment-secret="demo-claim-eur" lang="en"', (early) => {
        early.texts = {
          en: {
            'global-claim.details.claim': 'Get my money',
            'global-claim.details.heading': 'Money from {{sender}}',
            'global-claim.method.heading': 'Where should it go?',
          },
        };
      });
      const ui = shadow(element);
      expect(await ui.findByRole('heading', { name: 'Money from Northwind Trading Ltd' })).toBeTruthy();
      await userEvent.setup().click(await ui.findByRole('button', { name: 'Get my money' }));
      // A later step's texts come with its chunk: the override is there when it first shows.
      expect(await ui.findByRole('heading', { name: 'Where should it go?' })).toBeTruthy();
      act(() => {
        element.texts = undefined;
      });
      expect(await ui.findByRole('heading', { name: 'How do you want to get paid?' })).toBeTruthy();
    });

    it('reads the texts attribute per language: another language keeps its own translation', async () => {
      const element = await claimElement(
        `payment-secret="demo-claim-eur" lang="en" texts='{"en":{"global-claim.details.claim":"Get my money"}}'`,
      );
      const ui = shadow(element);
      expect(await ui.findByRole('button', { name: 'Get my money' })).toBeTruthy();
      act(() => element.setAttribute('lang', 'es'));
      expect(await ui.findByRole('button', { name: claimEs.details.claim })).toBeTruthy();
      act(() => element.setAttribute('texts', '{"es":{"global-claim.details.claim":"Cobrar"}}'));
      expect(await ui.findByRole('button', { name: 'Cobrar' })).toBeTruthy();
      // The attribute is the texts' own spelling for plain HTML, not a misplaced property.
      expect(errors.mock.calls.some(([message]) => String(message).includes('attribute texts'))).toBe(false);
    });

    it('warns once about an unknown key, ignores it and shows plain text', async () => {
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const texts: TextOverrides<GlobalClaimTextKey> = {
        en: {
          // @ts-expect-error -- a misspelt key does not compile
          'global-claim.details.cliam': 'typo',
          'global-claim.details.claim': '<b>Get</b>\u0007 my\nmoney',
        },
      };
      const element = await claimElement('payment-secret="demo-claim-eur" lang="en"', (early) => {
        early.texts = texts;
      });
      expect(await shadow(element).findByRole('button', { name: '<b>Get</b> my money' })).toBeTruthy();
      expect(element.shadowRoot?.querySelector('b')).toBeNull();
      act(() => {
        element.texts = { ...texts };
      });
      await waitFor(() => expect(warnings).toHaveBeenCalled());
      const unknown = warnings.mock.calls.filter(([message]) => String(message).includes('global-claim.details.cliam'));
      expect(unknown).toEqual([
        [
          '<wallet-global-claim>: unknown text key "global-claim.details.cliam" (en) is ignored. The keys are listed in docs/widgets.md "Texts".',
        ],
      ]);
    });
  });
});
