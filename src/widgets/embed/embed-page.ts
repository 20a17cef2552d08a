/**
 * The portal's `/embed/<widget>` page (isolation mode, docs/widgets.md): one signed-in element, in a frame on a
 * registered partner's page, on the bank's origin. It checks its parent, says hello to the element that framed it,
 * and over the port the element hands it configures the inner element (`isolation="none"`, this portal's API and
 * sign-in page), reports the content's height and sends the element's `wallet-*` events out. The session (tokens)
 * lives in this frame's memory and never crosses the bridge. The element may hide the frame and show it again (the pay
 * button between its dialog's openings): FrameVisibility tells the inner element and the session's idle timer.
 */
import type { HostSession } from '../runtime/session';
import { loadRuntimeConfig } from '../../core/brand/runtime-config';
import {
  acceptConnect,
  HELLO_TYPE,
  hostMessageSchema,
  parentIsHost,
  parseBridgeMessage,
  parseEmbedAddress,
  type EmbeddableWidget,
  type FrameMessage,
  type HostMessage,
} from '../runtime/isolation/bridge';
import { FrameVisibility } from '../runtime/isolation/frame-visibility';
import { setEmbeddingPartner } from '../runtime/session/embedding';

/**
 * The element's entry, and for the thin framed elements (isolation/framed-element.ts) their in-page code at the same
 * time: the element in here renders in the page (`isolation="none"`), and would otherwise ask for it only once defined.
 */
const ELEMENTS: Record<EmbeddableWidget, { tag: string; load: () => Promise<unknown> }> = {
  'pay-invoice': {
    tag: 'wallet-pay-invoice',
    load: () =>
      Promise.all([import('../pay-invoice/pay-invoice.define'), import('../pay-invoice/pay-invoice.in-page')]),
  },
  kyc: { tag: 'wallet-kyc', load: () => Promise.all([import('../kyc/kyc.define'), import('../kyc/kyc.in-page')]) },
  'merchant-buttons': {
    tag: 'wallet-merchant-buttons',
    load: () =>
      Promise.all([
        import('../merchant-buttons/merchant-buttons.define'),
        import('../merchant-buttons/merchant-buttons.in-page'),
      ]),
  },
  // The pay button's checkout (the button itself stays on the partner's page, its dialog hosts this frame).
  'pay-button': { tag: 'wallet-pay-button-checkout', load: () => import('../pay-button/pay-button-checkout.embed') },
};

/**
 * Set here, never by the host: where the API is, which portal signs in, the mode (no frame in the frame), and the brand
 * (the page's own, whose registered partners the portal let frame it).
 */
const FRAME_OWNED = new Set(['api-base', 'portal-origin', 'isolation', 'code', 'code-verifier', 'brand']);

type InnerElement = HTMLElement & { getSession?: (() => Promise<HostSession>) | undefined };
interface ElementClass {
  observedAttributes: readonly string[];
  widget: { events: Record<string, unknown> };
}

function start(): void {
  const address = parseEmbedAddress(window.location);
  if (!address || window.parent === window || !parentIsHost(address.hostOrigin, window.location, document.referrer)) {
    console.error('This page shows a wallet element inside the page of a registered partner site only.');
    return;
  }
  const { hostOrigin, nonce, widget, brand } = address;
  const visibility = new FrameVisibility(document);
  setEmbeddingPartner(hostOrigin, visibility);
  const spec = ELEMENTS[widget];
  const element = document.createElement(spec.tag) as InnerElement;
  let port: MessagePort | null = null;
  let forwarded = new Set<string>();
  let variables = new Set<string>();
  let nextRequest = 0;
  const answers = new Map<number, (session: HostSession) => void>();

  const send = (message: FrameMessage) => {
    try {
      port?.postMessage(message);
    } catch (error) {
      console.error('wallet embed: a message could not be sent to the page', message.type, error);
    }
  };
  const askHost = () =>
    new Promise<HostSession>((resolve) => {
      const requestId = nextRequest++;
      answers.set(requestId, resolve);
      send({ type: 'session-request', requestId });
    });

  const ready = Promise.all([loadRuntimeConfig(), spec.load()]).then(([runtime]) => {
    const elementClass = customElements.get(spec.tag) as unknown as ElementClass;
    element.setAttribute('isolation', 'none');
    element.setAttribute('brand', brand);
    element.setAttribute('portal-origin', window.location.origin);
    for (const name of Object.keys(elementClass.widget.events)) {
      if (name === 'wallet-ready') continue;
      element.addEventListener(name, (event) =>
        send({ type: 'event', name, detail: (event as CustomEvent<unknown>).detail }),
      );
    }
    new ResizeObserver(() => send({ type: 'resize', height: element.getBoundingClientRect().height })).observe(element);
    return { sandboxOrigin: runtime.sandboxOrigin, observed: new Set(elementClass.observedAttributes) };
  });

  function configure(message: Extract<HostMessage, { type: 'configure' }>, setup: Awaited<typeof ready>): void {
    const names = Object.keys(message.attributes).filter((name) => setup.observed.has(name) && !FRAME_OWNED.has(name));
    for (const name of forwarded) if (!names.includes(name)) element.removeAttribute(name);
    for (const name of names) {
      const value = message.attributes[name] ?? '';
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    forwarded = new Set(names);
    // The sandbox's API is this portal's (its /env.json); the host's api-base never counts here. The element sends
    // the environment it resolved; production when a host of an older element sent none.
    const environment = message.attributes.env ?? 'production';
    if (environment === 'sandbox' && setup.sandboxOrigin)
      element.setAttribute('api-base', new URL(setup.sandboxOrigin).origin);
    else element.removeAttribute('api-base');
    const nextVariables = new Set(Object.keys(message.variables));
    for (const name of variables) if (!nextVariables.has(name)) element.style.removeProperty(name);
    for (const [name, value] of Object.entries(message.variables)) element.style.setProperty(name, value);
    variables = nextVariables;
    if (message.hostSession && !element.getSession) element.getSession = askHost;
    if (!message.hostSession && element.getSession) element.getSession = undefined;
    if (message.attributes.lang) document.documentElement.lang = message.attributes.lang;
    if (!element.isConnected) document.body.append(element);
  }

  function onHostMessage(message: HostMessage, setup: Awaited<typeof ready>): void {
    if (message.type === 'configure') return configure(message, setup);
    if (message.type === 'visibility') return visibility.setShown(message.shown);
    if (message.type === 'hand-over') {
      element.setAttribute('code-verifier', message.codeVerifier);
      element.setAttribute('code', message.code);
      return;
    }
    const answer = answers.get(message.requestId);
    answers.delete(message.requestId);
    answer?.(message.code && message.codeVerifier ? { code: message.code, codeVerifier: message.codeVerifier } : null);
  }

  window.addEventListener('message', (event) => {
    const next = acceptConnect(event, { origin: hostOrigin, source: window.parent, nonce });
    if (!next) return;
    port?.close();
    port = next;
    next.onmessage = (incoming) => {
      const message = parseBridgeMessage(hostMessageSchema, incoming.data);
      // In arrival order, once the element's code is there.
      if (message) void ready.then((setup) => onHostMessage(message, setup));
    };
    if (element.isConnected) send({ type: 'resize', height: element.getBoundingClientRect().height });
  });
  window.parent.postMessage({ type: HELLO_TYPE, nonce }, hostOrigin);
}

start();
