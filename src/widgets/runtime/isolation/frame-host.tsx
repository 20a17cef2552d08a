/**
 * What an element in `isolation="frame"` mode renders: an iframe of the portal's `/embed/<widget>` page, and the
 * host's end of the bridge (bridge.ts). The element stays the host's API: its attributes, a mobile shell's code and
 * the brand's CSS variables go into the frame; the frame's `wallet-*` events come out of the element; the frame takes
 * its content's height. Loaded only by elements that render in a frame, so in-page elements never download it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Banner, ScopedStyles, useMessages } from '../../../ui';
import type { GetSession, HostSession, SessionAttributeValues } from '../session';
import { useWidget } from '../widget-context';
import type { EventSpecMap, WalletEventName } from '../widget-events';
import {
  acceptHello,
  CONNECT_TYPE,
  createBridgeNonce,
  embedUrl,
  frameMessageSchema,
  parseBridgeMessage,
  type EmbeddableWidget,
  type FrameMessage,
  type HostMessage,
} from './bridge';
import frameCss from './frame-host.css?inline';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';
import ru from './locales/ru.json';
import uk from './locales/uk.json';
import { NOT_FORWARDED, SHARED_VARIABLES, textsAttribute } from './frame-forwarding';

const NAMESPACE = 'widget-isolation';
const MESSAGES = { en, es, pt, ro, ru, uk };

const OWN_VARIABLES: Record<EmbeddableWidget, readonly string[]> = {
  'pay-invoice': [
    'invoice-max-width',
    'invoice-padding',
    'invoice-background',
    'invoice-border-color',
    'invoice-radius',
  ],
  kyc: ['kyc-max-width', 'kyc-section-background'],
  'merchant-buttons': [
    'merchant-max-width',
    'merchant-padding',
    'merchant-background',
    'merchant-border-color',
    'merchant-radius',
    ...['gold', 'blue', 'silver', 'white', 'black'].flatMap((colour) => [
      `pay-button-${colour}`,
      `pay-button-${colour}-text`,
    ]),
  ],
  // The pay button's checkout: the button's colours stay on the page's button; the checkout takes the shared ones.
  'pay-button': [],
};

/** Without the frame's hello by then, the page cannot show it (blocked by the portal's frame-ancestors, offline). */
const FRAME_TIMEOUT_MS = 20_000;

/**
 * The embed page says hello while its script runs, before its `load` event; a frame that loaded and said nothing
 * this long after is the browser's error page: the portal refused to be framed on this origin (frame-ancestors),
 * which the page cannot see otherwise. Short, so a partner trying the element learns it in about 2 s, not 20.
 */
const REFUSED_AFTER_LOAD_MS = 2_000;

export interface FrameHostProps {
  widget: EmbeddableWidget;
  portalOrigin: string;
  attributes: SessionAttributeValues;
  getSession: GetSession | undefined;
  /**
   * Every event the frame sends, before the element re-dispatches those it declares: how an element that keeps part
   * of its UI in the page (the pay button's dialog) follows the frame's own state. The detail is unparsed.
   */
  onFrameEvent?: ((name: string, detail: unknown) => void) | undefined;
  /**
   * False while the element keeps the frame hidden (the pay button's closed dialog): the frame is told, so its idle
   * timer does not take the tab's return for activity and its content can start over when it is shown again.
   */
  shown?: boolean | undefined;
  /** The frame did not answer in time (after `wallet-error` `frame-unavailable`): an element may make a new one. */
  onUnavailable?: (() => void) | undefined;
}

/** The values of the `--wallet-*` variables the element sees (the page's rules on it, else the brand's defaults). */
function readVariables(host: HTMLElement, widget: EmbeddableWidget): Record<string, string> {
  const computed = getComputedStyle(host);
  const variables: Record<string, string> = {};
  for (const name of [...SHARED_VARIABLES, ...OWN_VARIABLES[widget]]) {
    const value = computed.getPropertyValue(`--wallet-${name}`).trim();
    if (value) variables[`--wallet-${name}`] = value;
  }
  return variables;
}

function forwardedAttributes(host: HTMLElement): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(host.attributes)) {
    const declared = (host.constructor as { observedAttributes?: readonly string[] }).observedAttributes ?? [];
    if (declared.includes(name) && !NOT_FORWARDED.has(name)) attributes[name] = value;
  }
  return attributes;
}

/** A host's `getSession` answer as the frame may receive it: a one-time code, never tokens. */
async function codeFromHost(
  getSession: GetSession | undefined,
  tagName: string,
): Promise<{ code: string; codeVerifier: string } | null> {
  if (!getSession) return null;
  let answer: HostSession;
  try {
    answer = await getSession();
  } catch (error) {
    console.error(`<${tagName}>: getSession() failed`, error);
    return null;
  }
  if (!answer) return null;
  if ('code' in answer) return answer;
  console.error(
    `<${tagName}> isolation="frame": getSession() resolved tokens, which never enter the bank's frame. Resolve ` +
      '{ code, codeVerifier } (a one-time sign-in code) instead, or set isolation="none" to keep the element in the page.',
  );
  return null;
}

export function FrameHost({
  widget,
  portalOrigin,
  attributes,
  getSession,
  onFrameEvent,
  shown = true,
  onUnavailable,
}: FrameHostProps) {
  const { host, brand, emit, environment } = useWidget<EventSpecMap>();
  const t = useMessages(NAMESPACE, MESSAGES);
  const [nonce] = useState(createBridgeNonce);
  const [height, setHeight] = useState<number | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  // The address the portal refused to show here (the frame said nothing after loading it).
  const [refusedSrc, setRefusedSrc] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const portRef = useRef<MessagePort | null>(null);
  const src = useMemo(
    () => embedUrl(portalOrigin, widget, brand.id, window.location.origin, nonce),
    [portalOrigin, widget, brand.id, nonce],
  );
  // The address whose page said hello, and the one the frame shows now: a new address (another brand) must say
  // hello again, or it was refused.
  const helloSrc = useRef<string | null>(null);
  const currentSrc = useRef(src);
  const refusalTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refused = refusedSrc === src;
  useEffect(() => {
    currentSrc.current = src;
  }, [src]);
  useEffect(() => () => clearTimeout(refusalTimer.current), []);

  /** The frame loaded: without a hello for its address soon, the portal refused to be framed here. */
  const onFrameLoad = () => {
    const frame = frameRef.current;
    if (!frame || helloSrc.current === currentSrc.current) return;
    try {
      // The frame's first, empty document (some browsers send it a load too); the portal's page cannot be read.
      if (frame.contentWindow?.location.href === 'about:blank') return;
    } catch {
      // Another origin: the portal's page, or the error page the browser shows for a refused frame.
    }
    clearTimeout(refusalTimer.current);
    const loaded = currentSrc.current;
    refusalTimer.current = setTimeout(() => {
      if (helloSrc.current !== loaded && currentSrc.current === loaded) setRefusedSrc(loaded);
    }, REFUSED_AFTER_LOAD_MS);
  };

  const configure: HostMessage = {
    type: 'configure',
    // The environment the element resolved (production without `env`, the sandbox with `api-base`), so the frame
    // uses the same one.
    attributes: { ...forwardedAttributes(host), ...textsAttribute(host), env: environment.name },
    variables: readVariables(host, widget),
    hostSession: getSession !== undefined,
  };
  const configureKey = JSON.stringify(configure);
  const code = attributes.code;
  const codeVerifier = attributes['code-verifier'];
  const handOver: HostMessage | null = code && codeVerifier ? { type: 'hand-over', code, codeVerifier } : null;
  const handOverKey = handOver ? `${handOver.code} ${handOver.codeVerifier}` : '';

  // What the port's handlers need, as of the latest render.
  const latest = useRef({ configure, handOver, getSession, emit, onFrameEvent, shown, onUnavailable });
  useEffect(() => {
    latest.current = { configure, handOver, getSession, emit, onFrameEvent, shown, onUnavailable };
  });

  useEffect(() => {
    const connection = new AbortController();
    const timer = setTimeout(() => setUnavailable(true), FRAME_TIMEOUT_MS);
    const tagName = host.localName;
    const events = (host.constructor as { widget?: { events: EventSpecMap } }).widget?.events ?? {};

    const onFrameMessage = (message: FrameMessage, port: MessagePort) => {
      if (message.type === 'resize') {
        setHeight(Math.ceil(message.height));
      } else if (message.type === 'event') {
        // Only the element's own events; wallet-ready is the element's, sent when it rendered in the page.
        latest.current.onFrameEvent?.(message.name, message.detail);
        const name = message.name as WalletEventName;
        if (name === 'wallet-ready' || !(name in events)) return;
        latest.current.emit(name, message.detail);
      } else {
        void codeFromHost(latest.current.getSession, tagName).then((answer) => {
          const reply: HostMessage = {
            type: 'session-answer',
            requestId: message.requestId,
            code: answer?.code ?? null,
            codeVerifier: answer?.codeVerifier ?? null,
          };
          port.postMessage(reply);
        });
      }
    };

    window.addEventListener(
      'message',
      (event) => {
        const frameWindow = frameRef.current?.contentWindow ?? null;
        if (!acceptHello(event, { origin: portalOrigin, source: frameWindow, nonce }) || !frameWindow) return;
        clearTimeout(timer);
        clearTimeout(refusalTimer.current);
        helloSrc.current = currentSrc.current;
        setUnavailable(false);
        setRefusedSrc(null);
        // A reloaded frame (the element moved) says hello again: it gets a new channel.
        portRef.current?.close();
        const channel = new MessageChannel();
        const port = channel.port1;
        portRef.current = port;
        port.onmessage = (message) => {
          const parsed = parseBridgeMessage(frameMessageSchema, message.data);
          if (parsed) onFrameMessage(parsed, port);
        };
        frameWindow.postMessage({ type: CONNECT_TYPE, nonce }, portalOrigin, [channel.port2]);
        // A shell's code first: the element in the frame starts with it when the configuration adds it to the page.
        if (latest.current.handOver) port.postMessage(latest.current.handOver);
        port.postMessage(latest.current.configure);
        if (!latest.current.shown) port.postMessage({ type: 'visibility', shown: false } satisfies HostMessage);
      },
      { signal: connection.signal },
    );
    return () => {
      connection.abort();
      clearTimeout(timer);
      portRef.current?.close();
      portRef.current = null;
    };
  }, [host, portalOrigin, nonce]);

  // Attribute and variable changes after the handshake.
  useEffect(() => {
    portRef.current?.postMessage(JSON.parse(configureKey) as HostMessage);
  }, [configureKey]);
  useEffect(() => {
    if (handOverKey && latest.current.handOver) portRef.current?.postMessage(latest.current.handOver);
  }, [handOverKey]);
  useEffect(() => {
    portRef.current?.postMessage({ type: 'visibility', shown } satisfies HostMessage);
  }, [shown]);

  useEffect(() => {
    if (!unavailable) return;
    emit('wallet-error', {
      code: 'frame-unavailable',
      message: `The frame ${src.split('#')[0] ?? ''} did not answer; is this page's origin a registered partner?`,
    });
    latest.current.onUnavailable?.();
  }, [unavailable, emit, src]);

  const pageOrigin = window.location.origin;
  useEffect(() => {
    if (!refused) return;
    // What the site's developer needs: which origin, which brand, how to register it.
    const message =
      `${pageOrigin} is not a registered partner site of the brand '${brand.id}', so the bank's portal ` +
      `(${portalOrigin}) refuses to be framed here (its frame-ancestors). ` +
      (environment.name === 'sandbox'
        ? `Start the sandbox with SANDBOX_SEI_PARTNERS="${pageOrigin}=Your site@${brand.id}" to register it, or set isolation="none" while you develop.`
        : 'Ask the bank to register this origin as a partner site of the brand.');
    console.error(`<${host.localName}>: ${message}`);
    emit('wallet-error', { code: 'frame-refused', message });
    latest.current.onUnavailable?.();
  }, [refused, emit, host, pageOrigin, portalOrigin, brand.id, environment.name]);

  return (
    <>
      <ScopedStyles styles={[frameCss]} />
      {refused ? (
        <Banner part="error" tone="error">
          {environment.name === 'sandbox'
            ? t('refusedSandbox', { brand: brand.name, origin: pageOrigin, brandId: brand.id })
            : t('refused', { brand: brand.name, origin: pageOrigin })}
        </Banner>
      ) : (
        unavailable && (
          <Banner part="error" tone="error">
            {t('unavailable', { brand: brand.name })}
          </Banner>
        )
      )}
      <iframe
        ref={frameRef}
        part="frame"
        className="wallet-frame"
        src={src}
        title={t(`title.${widget}`, { brand: brand.name })}
        // The frame may open the sign-in popup and documents in new tabs, never navigate the page.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
        allow="clipboard-write"
        hidden={unavailable || refused}
        onLoad={onFrameLoad}
        style={height === null ? undefined : { height: `${height}px` }}
      />
    </>
  );
}
