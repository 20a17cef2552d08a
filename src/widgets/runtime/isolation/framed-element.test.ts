// @vitest-environment happy-dom
/**
 * The thin framed element: it declares what its in-page element declares, draws the bank's frame and runs the page's
 * end of the bridge without loading the in-page code, and hands over to the in-page code only when it renders in the
 * page or cannot check the configuration itself.
 */
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { BRAND_IDS } from '../../../core/brand/brand-ids';
import { getBrand } from '../../../core/brand/brands';
import {
  DEFAULT_SANDBOX_ORIGIN,
  DEFAULT_SANDBOX_PORTAL_ORIGIN,
  ENVIRONMENT_NAMES,
  resolveBrandEnvironment,
} from '../../../core/brand/environments';
import { KycElement } from '../../kyc/kyc.element';
import { KycInPageElement } from '../../kyc/kyc.in-page';
import { MerchantButtonsElement } from '../../merchant-buttons/merchant-buttons.element';
import { MerchantButtonsInPageElement } from '../../merchant-buttons/merchant-buttons.in-page';
import { PayInvoiceElement } from '../../pay-invoice/pay-invoice.element';
import { PayInvoiceInPageElement } from '../../pay-invoice/pay-invoice.in-page';
import type { InPageController } from '../define-widget';
import { registerWidget } from '../register-widget';
import { HELLO_TYPE } from './bridge-protocol';
import { hostMessageSchema, parseBridgeMessage } from './bridge';
import {
  defineFramedWidget,
  hostedPortalOrigin,
  SANDBOX_ORIGIN,
  SANDBOX_PORTAL_ORIGIN,
  SESSION_EVENT_INFO,
} from './framed-element';

const PORTAL = 'http://127.0.0.1:5999';

function controller(): { [K in keyof InPageController]: Mock<() => void> } {
  return { connect: vi.fn(), disconnect: vi.fn(), refresh: vi.fn() };
}

let count = 0;
/** A framed element of its own per test, with a spy for the in-page code. */
function defineTestElement() {
  const inPage = controller();
  const mount = vi.fn(() => inPage);
  const load = vi.fn(() => Promise.resolve(mount));
  count += 1;
  const tagName = `wallet-framed-test-${String(count)}` as const;
  const element = defineFramedWidget<typeof HTMLElement>({
    tagName,
    widget: 'pay-invoice',
    attributes: ['invoice-id', 'code', 'code-verifier', 'portal-origin', 'isolation'],
    required: ['invoice-id'],
    properties: ['getSession', 'texts'],
    events: { ...SESSION_EVENT_INFO, 'wallet-invoice-paid': { cancelable: false } },
    variables: ['invoice-max-width'],
    load,
  });
  registerWidget(tagName, element);
  return { tagName, load, mount, inPage };
}

function place(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  const element = container.firstElementChild as HTMLElement;
  document.body.append(element);
  return element;
}

const frameOf = (element: HTMLElement) => element.shadowRoot?.querySelector('iframe') ?? null;

/** The frame, once the element decided (after the host's task, when its attributes are all set). */
async function frameIn(element: HTMLElement): Promise<HTMLIFrameElement> {
  return vi.waitFor(() => {
    const frame = frameOf(element);
    if (!frame) throw new Error('no frame yet');
    return frame;
  });
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the thin framed element', () => {
  it.each([
    ['<wallet-kyc>', KycElement, KycInPageElement],
    ['<wallet-pay-invoice>', PayInvoiceElement, PayInvoiceInPageElement],
    ['<wallet-merchant-buttons>', MerchantButtonsElement, MerchantButtonsInPageElement],
  ] as const)('%s declares the attributes, properties and events of its in-page element', (_, thin, inPage) => {
    expect(thin.observedAttributes).toEqual(inPage.observedAttributes);
    expect(thin.widget).toEqual(inPage.widget);
    const accessors = (type: { prototype: object }) =>
      Object.keys(Object.getOwnPropertyDescriptors(type.prototype))
        .filter((name) => name !== 'constructor')
        .sort();
    expect(accessors(thin)).toEqual(expect.arrayContaining(accessors(inPage).filter((name) => /^[a-z]/.test(name))));
  });

  it("finds the portal as the environments do (the sandbox's, my.<domain> for each brand and environment)", () => {
    expect(SANDBOX_ORIGIN).toBe(DEFAULT_SANDBOX_ORIGIN);
    expect(SANDBOX_PORTAL_ORIGIN).toBe(DEFAULT_SANDBOX_PORTAL_ORIGIN);
    for (const id of BRAND_IDS) {
      for (const env of ENVIRONMENT_NAMES) {
        if (env === 'sandbox') continue;
        const brand = getBrand(id);
        expect(hostedPortalOrigin(env, brand.domain)).toBe(resolveBrandEnvironment(brand, env).portalOrigin);
      }
    }
  });

  it("draws the bank's frame without loading the in-page code, and runs the bridge: configuration in, height and events out", async () => {
    const { load } = defineTestElement();
    const ready = vi.fn();
    document.addEventListener('wallet-ready', ready, { once: true });
    const element = place(
      `<wallet-framed-test-${String(count)} invoice-id="4001" lang="uk" portal-origin="${PORTAL}" env="sandbox"></wallet-framed-test-${String(count)}>`,
    );
    element.style.setProperty('--wallet-color-primary', '#123456');
    const frame = await frameIn(element);
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}${src.search}`).toBe(`${PORTAL}/embed/pay-invoice?brand=wallet`);
    const hash = new URLSearchParams(src.hash.slice(1));
    expect(hash.get('host')).toBe(window.location.origin);
    expect(frame.getAttribute('part')).toBe('frame');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // The brand's configuration arrives: wallet-ready as the in-page element, then the title in the element's
    // language, whose texts the frame view loads on demand (English comes with it).
    await vi.waitFor(() => expect(ready).toHaveBeenCalled());
    await vi.waitFor(() => expect(frame.title).toBe('Nimbus Wallet: оплата рахунку'));
    expect((ready.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ brand: 'wallet', language: 'uk' });
    expect(load).not.toHaveBeenCalled();

    // The frame says hello; the element answers with a port and sends its configuration over it.
    const postMessage = vi.fn();
    const frameWindow = { postMessage } as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => frameWindow });
    const nonce = hash.get('nonce') ?? '';
    // Hellos from another origin, with another nonce or with more in them are ignored.
    for (const [origin, data] of [
      ['https://evil.example', { type: HELLO_TYPE, nonce }],
      [PORTAL, { type: HELLO_TYPE, nonce: 'f'.repeat(32) }],
      [PORTAL, { type: HELLO_TYPE, nonce, token: 'x' }],
    ] as const) {
      window.dispatchEvent(new MessageEvent('message', { origin, data, source: frameWindow }));
    }
    expect(postMessage).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', { origin: PORTAL, data: { type: HELLO_TYPE, nonce }, source: frameWindow }),
    );
    const connect = postMessage.mock.calls[0] as unknown as [unknown, string, MessagePort[]];
    expect(connect[0]).toEqual({ type: 'wallet-embed-connect', nonce });
    expect(connect[1]).toBe(PORTAL);
    const port = connect[2][0];
    if (!port) throw new Error('no port');
    const received: unknown[] = [];
    port.onmessage = (message) => received.push(message.data);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      type: 'configure',
      attributes: { 'invoice-id': '4001', lang: 'uk', env: 'sandbox' },
      variables: { '--wallet-color-primary': '#123456' },
      hostSession: false,
    });

    // A change of attribute goes into the frame; the frame's height and events come out.
    element.setAttribute('invoice-id', '4002');
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ attributes: { 'invoice-id': '4002' } });
    const paid = vi.fn();
    element.addEventListener('wallet-invoice-paid', paid);
    port.postMessage({ type: 'resize', height: 412.2 });
    port.postMessage({ type: 'event', name: 'wallet-invoice-paid', detail: { invoiceId: '4002' } });
    port.postMessage({ type: 'event', name: 'wallet-not-declared', detail: null });
    await vi.waitFor(() => expect(paid).toHaveBeenCalled());
    expect(frame.style.height).toBe('413px');
    const event = paid.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ invoiceId: '4002' });
    expect(event.composed).toBe(true);
    expect(load).not.toHaveBeenCalled();
    port.close();
  });

  it("passes the host's texts into the frame as the texts attribute, which the bridge accepts", async () => {
    defineTestElement();
    const element = place(
      `<wallet-framed-test-${String(count)} invoice-id="4001" portal-origin="${PORTAL}" env="sandbox"></wallet-framed-test-${String(count)}>`,
    ) as HTMLElement & { texts?: unknown };
    const texts = { en: { 'widget-session.title.pay': 'Log in to settle your bill' } };
    element.texts = texts;
    const frame = await frameIn(element);
    const postMessage = vi.fn();
    const frameWindow = { postMessage } as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => frameWindow });
    const nonce = new URLSearchParams(new URL(frame.src).hash.slice(1)).get('nonce') ?? '';
    window.dispatchEvent(
      new MessageEvent('message', { origin: PORTAL, data: { type: HELLO_TYPE, nonce }, source: frameWindow }),
    );
    const port = (postMessage.mock.calls[0] as unknown as [unknown, string, MessagePort[]])[2][0];
    if (!port) throw new Error('no port');
    const received: unknown[] = [];
    port.onmessage = (message) => received.push(message.data);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ attributes: { texts: JSON.stringify(texts) } });
    expect(parseBridgeMessage(hostMessageSchema, received[0])).not.toBeNull();
    // A change goes in too; without the property, a `texts` attribute travels as it is.
    element.texts = undefined;
    element.setAttribute('texts', '{"es":{"widget-session.button":"Entrar"}}');
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ attributes: { texts: '{"es":{"widget-session.button":"Entrar"}}' } });
    port.close();
  });

  it('hands a getSession code to the frame, never tokens', async () => {
    defineTestElement();
    const element = place(
      `<wallet-framed-test-${String(count)} invoice-id="4001" portal-origin="${PORTAL}" env="sandbox"></wallet-framed-test-${String(count)}>`,
    ) as HTMLElement & { getSession?: () => Promise<unknown> };
    const codeVerifier = 'v'.repeat(43);
    element.getSession = () => Promise.resolve({ code: 'one-time', codeVerifier });
    const frame = await frameIn(element);
    const postMessage = vi.fn();
    const frameWindow = { postMessage } as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => frameWindow });
    const nonce = new URLSearchParams(new URL(frame.src).hash.slice(1)).get('nonce') ?? '';
    window.dispatchEvent(
      new MessageEvent('message', { origin: PORTAL, data: { type: HELLO_TYPE, nonce }, source: frameWindow }),
    );
    const port = (postMessage.mock.calls[0] as unknown as [unknown, string, MessagePort[]])[2][0];
    if (!port) throw new Error('no port');
    const received: { type: string }[] = [];
    port.onmessage = (message) => received.push(message.data as { type: string });
    port.postMessage({ type: 'session-request', requestId: 7 });
    await vi.waitFor(() => expect(received.some((message) => message.type === 'session-answer')).toBe(true));
    expect(received.find((message) => message.type === 'configure')).toMatchObject({ hostSession: true });
    expect(received.find((message) => message.type === 'session-answer')).toEqual({
      type: 'session-answer',
      requestId: 7,
      code: 'one-time',
      codeVerifier,
    });

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    element.getSession = () => Promise.resolve({ accessToken: 'a', refreshToken: 'r' });
    port.postMessage({ type: 'session-request', requestId: 8 });
    await vi.waitFor(() => expect(received.filter((message) => message.type === 'session-answer')).toHaveLength(2));
    expect(received.filter((message) => message.type === 'session-answer').at(-1)).toEqual({
      type: 'session-answer',
      requestId: 8,
      code: null,
      codeVerifier: null,
    });
    expect(errors.mock.calls.flat().join(' ')).toMatch(/never enter the bank's frame/);
    port.close();
  });

  it('loads the in-page code for isolation="none" and hands it the element, its properties and its lifecycle', async () => {
    const { load, mount, inPage } = defineTestElement();
    const getSession = () => null;
    const container = document.createElement('div');
    container.innerHTML = `<wallet-framed-test-${String(count)} invoice-id="4001" isolation="none"></wallet-framed-test-${String(count)}>`;
    const element = container.firstElementChild as HTMLElement & { getSession?: unknown };
    element.getSession = getSession;
    document.body.append(element);
    await vi.waitFor(() => expect(inPage.connect).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(frameOf(element)).toBeNull();
    const [host, readProperty] = mount.mock.calls[0] as unknown as [HTMLElement, (name: string) => unknown];
    expect(host).toBe(element);
    expect(readProperty('getSession')).toBe(getSession);
    element.setAttribute('lang', 'es');
    expect(inPage.refresh).toHaveBeenCalled();
    element.remove();
    expect(inPage.disconnect).toHaveBeenCalled();
  });

  it('decides after the host set everything in its task: no frame for a configuration completed after insertion', async () => {
    const { load, inPage } = defineTestElement();
    const element = document.createElement(`wallet-framed-test-${String(count)}`);
    element.setAttribute('invoice-id', '4001');
    document.body.append(element);
    // A framework's wrapper sets its props right after inserting the element (React's in a layout effect).
    element.setAttribute('api-base', 'http://127.0.0.1:4999');
    element.setAttribute('isolation', 'none');
    expect(frameOf(element)).toBeNull();
    await vi.waitFor(() => expect(inPage.connect).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(frameOf(element)).toBeNull();
  });

  it.each([
    ['a brand it does not know', `invoice-id="4001" brand="acme" portal-origin="${PORTAL}"`],
    ['an unknown environment', `invoice-id="4001" env="staging99" portal-origin="${PORTAL}"`],
    ['a language it does not speak', `invoice-id="4001" lang="fr" portal-origin="${PORTAL}"`],
    ['a required attribute missing', `portal-origin="${PORTAL}"`],
    ['a portal origin with a path', 'invoice-id="4001" portal-origin="http://127.0.0.1:5999/x"'],
    ['the portal on this page’s own origin', `invoice-id="4001" portal-origin="${window.location.origin}"`],
  ])('leaves %s to the in-page code, which says what is wrong or renders in the page', async (_, attributes) => {
    const { load } = defineTestElement();
    const element = place(`<wallet-framed-test-${String(count)} ${attributes}></wallet-framed-test-${String(count)}>`);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(frameOf(element)).toBeNull();
  });
});
