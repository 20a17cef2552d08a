// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { act, useEffect, useState } from 'react';
import { useTranslation } from '../../ui';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as z from 'zod/mini';
import { defineWidget, registerWidget } from './define-widget';
import { isBrandId } from '../../core/brand/brand-ids';
import { getBrand } from '../../core/brand/brands';
import { loadBrand, loadedBrand } from '../../core/brand/load-brand';
import { widgetBaseStyles } from '../../ui';
import runtimeCss from './runtime.css?inline';
import { useWidget } from './widget-context';
import { WalletEvent, walletEvent } from './widget-events';
import type { WidgetComponentProps } from './widget-root';

// These tests drive React roots the elements create themselves, inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const probeAttributes = z.object({ greeting: z.optional(z.enum(['hello', 'welcome'])) });
const probeProperties = { formatName: z.custom<(name: string) => string>((value) => typeof value === 'function') };
const probeEvents = { 'wallet-probe': walletEvent<{ clicks: number }>({ cancelable: true }) };

type ProbeProps = WidgetComponentProps<z.output<typeof probeAttributes>, { formatName?: (name: string) => string }>;

let resizeListenerCalls = 0;

/** A small widget that shows what the runtime hands it. */
function Probe({ attributes, properties }: ProbeProps) {
  const { brand, environment, language, emit, signal } = useWidget<typeof probeEvents>();
  const { t } = useTranslation();
  const [clicks, setClicks] = useState(0);
  const [resizes, setResizes] = useState(0);

  useEffect(() => {
    window.addEventListener(
      'resize',
      () => {
        resizeListenerCalls += 1;
        setResizes((n) => n + 1);
      },
      { signal },
    );
  }, [signal]);

  const name = properties.formatName ? properties.formatName(brand.name) : brand.name;
  return (
    <div part="base">
      <p>
        {attributes.greeting ?? 'hi'} {name}
      </p>
      <p>language {language}</p>
      <p>api {environment.apiBase}</p>
      <p>resizes {resizes}</p>
      <button
        type="button"
        onClick={() => {
          const next = clicks + 1;
          setClicks(next);
          emit('wallet-probe', { clicks: next });
        }}
      >
        {t('actions.continue')} {clicks}
      </button>
    </div>
  );
}

const ProbeElement = defineWidget({
  tagName: 'wallet-probe',
  component: Probe,
  attributes: probeAttributes,
  properties: probeProperties,
  styles: ['.probe-style { color: red; }'],
  events: probeEvents,
});
registerWidget('wallet-probe', ProbeElement);

let errors: MockInstance<typeof console.error>;
let warnings: MockInstance<typeof console.warn>;

beforeEach(() => {
  resizeListenerCalls = 0;
  errors = vi.spyOn(console, 'error');
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await settle(() => document.body.replaceChildren());
  vi.restoreAllMocks();
});

function sheetText(cssText: string): string {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
}

async function mount(html: string): Promise<HTMLElement> {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as HTMLElement;
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
  if (!element.shadowRoot) throw new Error('no shadow root');
  return within(element.shadowRoot as unknown as HTMLElement);
}

describe('defineWidget', () => {
  it('upgrades an element with attributes and renders into an open shadow root', async () => {
    const element = await mount('<wallet-probe brand="pay" greeting="welcome" lang="es"></wallet-probe>');

    expect(element).toBeInstanceOf(ProbeElement);
    expect(element.shadowRoot?.mode).toBe('open');
    const ui = shadow(element);
    expect(ui.getByText(/^welcome/)).toBeTruthy();
    expect(ui.getByText('language es')).toBeTruthy();
    expect(ui.getByRole('button', { name: 'Continuar 0' })).toBeTruthy();
    expect(element.shadowRoot?.querySelector('[part="base"]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('adopts the runtime, widget and brand stylesheets', async () => {
    const element = await mount('<wallet-probe brand="pay"></wallet-probe>');
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    const css = sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'));

    // Vitest hands `?inline` CSS files over as '' unless configured; the browser test checks the real rules.
    expect(css).toEqual([
      sheetText(widgetBaseStyles),
      sheetText(runtimeCss),
      '.probe-style { color: red; }',
      expect.stringContaining(':host'),
    ]);
    expect(css[3]).toContain(`--wallet-color-primary: ${getBrand('pay').theme.primary}`);
    expect(element.shadowRoot?.querySelector('style')).toBeNull();
  });

  it('shares one constructed sheet between elements and keeps brand colours per element', async () => {
    const first = await mount('<wallet-probe brand="wallet"></wallet-probe>');
    const second = await mount('<wallet-probe brand="bank"></wallet-probe>');
    const firstSheets = first.shadowRoot?.adoptedStyleSheets ?? [];
    const secondSheets = second.shadowRoot?.adoptedStyleSheets ?? [];

    expect(firstSheets[0]).toBe(secondSheets[0]);
    expect(firstSheets.at(-1)).not.toBe(secondSheets.at(-1));
  });

  it('reports a bad attribute once, naming the element, the attribute and what is allowed', async () => {
    errors.mockImplementation(() => undefined);
    const element = await mount('<wallet-probe brand="acme" lang="en"></wallet-probe>');

    expect(errors).toHaveBeenCalledTimes(1);
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toContain('<wallet-probe>');
    expect(message).toContain('brand="acme"');
    expect(message).toContain('"wallet", "bank", "pay"');
    const alert = shadow(element).getByRole('alert');
    expect(alert.textContent).toContain('This section could not be shown');
    expect(alert.textContent).toContain('brand');

    // Re-rendering (another attribute changes) does not repeat the message.
    await settle(() => element.setAttribute('greeting', 'hello'));
    expect(errors).toHaveBeenCalledTimes(1);

    await settle(() => element.setAttribute('brand', 'bank'));
    expect(shadow(element).queryByRole('alert')).toBeNull();
    expect(shadow(element).getByText(/^hello/)).toBeTruthy();
  });

  it('names a bad language and a bad host property', async () => {
    errors.mockImplementation(() => undefined);
    const element = await mount('<wallet-probe lang="fr"></wallet-probe>');
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/attribute lang="fr" is not valid: use one of "en", "es"/);

    await settle(() => {
      element.setAttribute('lang', 'ua');
      (element as InstanceType<typeof ProbeElement>).formatName = 'not a function' as never;
    });
    expect(String(errors.mock.calls.at(-1)?.[0])).toContain('property formatName');
    expect(shadow(element).getByRole('alert').textContent).toContain('formatName');
  });

  it('dispatches typed events from the host that bubble out of the shadow root and can be cancelled', async () => {
    const element = await mount('<wallet-probe></wallet-probe>');
    const received: Event[] = [];
    document.addEventListener('wallet-probe', (event) => received.push(event));
    element.addEventListener('wallet-probe', (event) => event.preventDefault(), { once: true });

    await settle(() => shadow(element).getByRole('button').click());
    await settle(() => shadow(element).getByRole('button').click());

    expect(received).toHaveLength(2);
    const [first, second] = received as [WalletEvent<'wallet-probe', { clicks: number }>, WalletEvent];
    expect(first).toBeInstanceOf(WalletEvent);
    expect(first).toBeInstanceOf(CustomEvent);
    expect(first.target).toBe(element);
    expect(first).toMatchObject({ bubbles: true, composed: true, cancelable: true, defaultPrevented: true });
    expect(first.detail).toEqual({ clicks: 1 });
    expect(second.defaultPrevented).toBe(false);
  });

  it('emits wallet-ready after the first render, and again each time the element is added back to a page', async () => {
    const ready = vi.fn();
    document.addEventListener('wallet-ready', ready);
    const element = await mount('<wallet-probe brand="pay" lang="pt"></wallet-probe>');
    expect(ready).toHaveBeenCalledTimes(1);
    expect((ready.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ brand: 'pay', language: 'pt' });

    // Re-rendering with another configuration is no new readiness.
    await settle(() => element.setAttribute('greeting', 'welcome'));
    expect(ready).toHaveBeenCalledTimes(1);

    // Removed, then added back later: rendered again with its configuration, and ready again.
    await settle(() => element.remove());
    await settle(() => document.body.append(element));
    expect(ready).toHaveBeenCalledTimes(2);
    expect((ready.mock.calls[1]?.[0] as CustomEvent).detail).toEqual({ brand: 'pay', language: 'pt' });
    expect(shadow(element).getByText(/^welcome/)).toBeTruthy();

    // Moved (removed and inserted in one task): same, without losing its React state.
    await settle(() => {
      const box = document.createElement('div');
      document.body.append(box);
      box.append(element);
    });
    expect(ready).toHaveBeenCalledTimes(3);
    document.removeEventListener('wallet-ready', ready);
  });

  it('ignores a property written as an attribute, with one console error that says to set the property', async () => {
    errors.mockImplementation(() => undefined);
    // What React 19 does with an object prop before the element is defined: the attribute gets "[object Object]".
    const element = (await mount('<wallet-probe formatname="[object Object]"></wallet-probe>')) as InstanceType<
      typeof ProbeElement
    >;

    expect(shadow(element).queryByRole('alert')).toBeNull();
    expect(element.formatName).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    const message = String(errors.mock.calls[0]?.[0]);
    expect(message).toContain('<wallet-probe>: attribute formatname="[object Object]" is ignored');
    expect(message).toContain('element.formatName = value');
    expect(message).toContain('React wrapper');

    await settle(() => element.setAttribute('greeting', 'hello'));
    expect(errors).toHaveBeenCalledTimes(1);

    // The property, set later, counts.
    await settle(() => {
      element.formatName = (name: string) => `<${name}>`;
    });
    expect(shadow(element).getByText(/^hello <.+>$/)).toBeTruthy();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('checks attributes when rendering, so values a framework sets right after inserting the element count', async () => {
    errors.mockImplementation(() => undefined);
    const element = document.createElement('wallet-probe');
    // Angular and Vue insert the element, then apply their bindings in the same task.
    element.setAttribute('brand', 'undefined');
    await settle(() => {
      document.body.append(element);
      element.setAttribute('brand', 'bank');
    });
    expect(errors).not.toHaveBeenCalled();
    expect(shadow(element).getByText('hi Harbour Bank')).toBeTruthy();

    // A value that is still wrong when the element renders is reported, once.
    await settle(() => element.setAttribute('brand', 'acme'));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('brand="acme"');
  });

  it('honours properties set before the element was defined', async () => {
    const early = document.createElement('wallet-late-probe') as HTMLElement & Record<string, unknown>;
    early.brand = 'bank';
    early.formatName = (name: string) => name.toUpperCase();
    document.body.append(early);

    const LateProbe = defineWidget({
      tagName: 'wallet-late-probe',
      component: Probe,
      attributes: probeAttributes,
      properties: probeProperties,
      events: probeEvents,
    });
    await settle(() => registerWidget('wallet-late-probe', LateProbe));

    expect(early).toBeInstanceOf(LateProbe);
    expect(early.getAttribute('brand')).toBe('bank');
    expect(Object.prototype.hasOwnProperty.call(early, 'formatName')).toBe(false);
    expect(shadow(early).getByText('hi HARBOUR BANK')).toBeTruthy();
  });

  it('changes language, brand and properties at runtime without remounting', async () => {
    const element = (await mount('<wallet-probe lang="en"></wallet-probe>')) as InstanceType<typeof ProbeElement>;
    const button = shadow(element).getByRole('button', { name: 'Continue 0' });
    await settle(() => button.click());

    await settle(() => element.setAttribute('lang', 'uk'));
    expect(button.textContent).toBe('Продовжити 1');
    expect(shadow(element).getByRole('button')).toBe(button);

    await settle(() => {
      element.brand = 'bank';
      element.formatName = (name) => `[${name}]`;
    });
    expect(shadow(element).getByText('hi [Harbour Bank]')).toBeTruthy();
    expect(element.getAttribute('brand')).toBe('bank');
    expect(shadow(element).getByRole('button')).toBe(button);

    await settle(() => element.removeAttribute('lang'));
    expect(button.textContent).toBe('Continue 1');
  });

  it('gives each element its own language', async () => {
    const english = await mount('<wallet-probe lang="en"></wallet-probe>');
    const russian = await mount('<wallet-probe lang="ru"></wallet-probe>');

    expect(shadow(english).getByRole('button').textContent).toBe('Continue 0');
    expect(shadow(russian).getByRole('button').textContent).toBe('Продолжить 0');
  });

  it('keeps configuration and React state when the element moves', async () => {
    const element = (await mount('<wallet-probe greeting="welcome"></wallet-probe>')) as InstanceType<
      typeof ProbeElement
    >;
    await settle(() => {
      element.formatName = (name) => name.toLowerCase();
    });
    const button = shadow(element).getByRole('button');
    await settle(() => button.click());

    const other = document.createElement('section');
    await settle(() => {
      document.body.append(other);
      other.append(element);
    });

    expect(shadow(element).getByRole('button')).toBe(button);
    expect(button.textContent).toContain('1');
    expect(shadow(element).getByText('welcome nimbus wallet')).toBeTruthy();
  });

  it('removes page-level listeners when the element leaves the page, and adds them again when it returns', async () => {
    const element = await mount('<wallet-probe></wallet-probe>');
    const resize = () => settle(() => window.dispatchEvent(new Event('resize')));
    await resize();
    expect(resizeListenerCalls).toBe(1);

    await settle(() => element.remove());
    await resize();
    expect(resizeListenerCalls).toBe(1);

    await settle(() => document.body.append(element));
    await resize();
    expect(resizeListenerCalls).toBe(2);
    expect(shadow(element).getByText('resizes 1')).toBeTruthy();
  });

  it('points every service at api-base when given', async () => {
    const element = await mount('<wallet-probe api-base="http://127.0.0.1:4999"></wallet-probe>');
    expect(shadow(element).getByText('api http://127.0.0.1:4999/api/v4')).toBeTruthy();
  });

  it('falls back to the brand default language, with a warning, when the brand lacks the requested one', async () => {
    // Quill Pay speaks en, es and pt.
    const element = await mount('<wallet-probe brand="pay" lang="ru"></wallet-probe>');
    expect(shadow(element).getByText('language en')).toBeTruthy();
    expect(warnings).toHaveBeenCalledWith('<wallet-probe>: brand "pay" does not offer language "ru"; showing "en".');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders once its brand’s configuration has arrived, and keeps the current brand while another one loads', async () => {
    // No other test here uses these two brands, so neither file has been loaded yet.
    expect(loadedBrand('uk-emoney')).toBeUndefined();
    expect(loadedBrand('lt-beta')).toBeUndefined();
    const element = document.createElement('wallet-probe') as InstanceType<typeof ProbeElement>;
    element.setAttribute('brand', 'uk-emoney');
    element.setAttribute('lang', 'en');
    // Whether the brand had arrived when the element said it was ready.
    const ready = vi.fn((_event: Event) => loadedBrand('uk-emoney') !== undefined);
    element.addEventListener('wallet-ready', ready);
    await settle(() => document.body.append(element));
    await brandArrived(element);
    const button = shadow(element).getByRole('button', { name: 'Continue 0' });
    expect(shadow(element).getByText(`hi ${getBrand('uk-emoney').name}`)).toBeTruthy();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(ready.mock.results[0]?.value).toBe(true);
    expect((ready.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ brand: 'uk-emoney', language: 'en' });
    await settle(() => button.click());

    // React renders what the runtime holds right after the change: still the current brand, not an empty element.
    act(() => element.setAttribute('brand', 'lt-beta'));
    expect(loadedBrand('lt-beta')).toBeUndefined();
    expect(shadow(element).getByText(`hi ${getBrand('uk-emoney').name}`)).toBeTruthy();
    await brandArrived(element);
    expect(shadow(element).getByText(`hi ${getBrand('lt-beta').name}`)).toBeTruthy();
    expect(shadow(element).getByRole('button')).toBe(button);
    expect(button.textContent).toBe('Continue 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses bad definitions', () => {
    expect(() =>
      defineWidget({ tagName: 'wallet-Bad', component: Probe, attributes: probeAttributes, events: {} }),
    ).toThrow(/wallet-<kebab-case>/);
    expect(() =>
      defineWidget({
        tagName: 'wallet-bad',
        component: () => null,
        attributes: z.object({ brand: z.string() }),
        events: {},
      }),
    ).toThrow(/runtime's own/);
    expect(() =>
      defineWidget({
        tagName: 'wallet-bad',
        component: () => null,
        attributes: z.object({ paymentSecret: z.string() }),
        events: {},
      }),
    ).toThrow(/kebab-case/);
  });
});

describe('registerWidget', () => {
  it('is idempotent and keeps the first definition', () => {
    expect(() => registerWidget('wallet-probe', ProbeElement)).not.toThrow();
    const Other = defineWidget({ tagName: 'wallet-probe', component: Probe, attributes: probeAttributes, events: {} });
    registerWidget('wallet-probe', Other);

    expect(customElements.get('wallet-probe')).toBe(ProbeElement);
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('<wallet-probe> is already defined'));
  });
});
