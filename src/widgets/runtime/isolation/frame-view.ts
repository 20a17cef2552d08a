/**
 * The frame mode of the thin framed element (framed-element.ts): the iframe of the portal's `/embed/<widget>` page, its
 * error banner in the element's language and the page's end of the bridge (bridge-protocol.ts). A chunk of its own,
 * loaded when the element has decided it renders in the bank's frame, so that an element in the page
 * (`isolation="none"`, the portal's origin) never downloads it, and the framed page never downloads React.
 */
import type { BrandId } from '../../../core/brand/brand-ids';
import type { EnvironmentName } from '../../../core/brand/environment-names';
import { loadedBrand } from '../../../core/brand/load-brand';
import { normaliseLanguage, resolveLanguage, type Language } from '../../../core/i18n/languages';
import runtimeCss from '../runtime.css?inline';
import { WalletEvent } from '../widget-events';
import { CONNECT_TYPE, createBridgeNonce, embedUrl, frameMessage, isHello, type FrameMessage } from './bridge-protocol';
import frameCss from './frame-host.css?inline';
import { NOT_FORWARDED, SHARED_VARIABLES, textsAttribute } from './frame-forwarding';
import type { FramedWidgetSpec } from './framed-element';
import thinCss from './framed-element.css?inline';
import en from './locales/en.json';

type FrameTexts = typeof en;
/**
 * English comes with the frame's code; another language's texts (the frame's title, the banners of a frame that cannot
 * be shown) load when an element shows that language, so the page of a framed element downloads one language.
 */
const TEXTS: Partial<Record<Language, FrameTexts>> = { en };
const LOAD_TEXTS: Record<Exclude<Language, 'en'>, () => Promise<{ default: FrameTexts }>> = {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  ro: () => import('./locales/ro.json'),
  ru: () => import('./locales/ru.json'),
  uk: () => import('./locales/uk.json'),
};
const loadingTexts = new Map<Language, Promise<void>>();
/** Loads `language`'s texts once per page; resolves when they are in {@link TEXTS} (or could not be loaded). */
function loadTexts(language: Exclude<Language, 'en'>): Promise<void> {
  let loading = loadingTexts.get(language);
  if (!loading) {
    loading = LOAD_TEXTS[language]().then(
      (module) => {
        TEXTS[language] = module.default;
      },
      (error: unknown) => {
        loadingTexts.delete(language);
        console.error(`The frame's ${language} texts could not be loaded; showing English.`, error);
      },
    );
    loadingTexts.set(language, loading);
  }
  return loading;
}

/** Without the frame's hello by then, the page cannot show it (offline, the portal down). */
const FRAME_TIMEOUT_MS = 20_000;
/** A frame that loaded and said nothing this long after is the browser's error page (refused by frame-ancestors). */
const REFUSED_AFTER_LOAD_MS = 2_000;

/** What the frame mode needs to know, once the attributes are checked. */
export interface FrameConfiguration {
  brandId: BrandId;
  env: EnvironmentName;
  portalOrigin: string;
  apiOrigin: string;
  lang: string | undefined;
}

/** `{{name}}` placeholders, as i18next writes them. */
function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

let sheets: CSSStyleSheet[] | null = null;
/** The thin element's styles: adopted (not subject to CSP `style-src`), else `<style>` elements. */
export function applyFrameStyles(root: ShadowRoot): void {
  const texts = [runtimeCss, frameCss, thinCss];
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    sheets ??= texts.map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    root.adoptedStyleSheets = sheets;
    return;
  }
  for (const text of texts) {
    const style = document.createElement('style');
    style.textContent = text;
    root.append(style);
  }
}

/** A host's `getSession` answer as the frame may receive it: a one-time code, never tokens (as frame-host.tsx). */
async function codeFromHost(
  getSession: unknown,
  tagName: string,
): Promise<{ code: string; codeVerifier: string } | null> {
  if (typeof getSession !== 'function') return null;
  let answer: unknown;
  try {
    answer = await (getSession as () => unknown)();
  } catch (error) {
    console.error(`<${tagName}>: getSession() failed`, error);
    return null;
  }
  if (!answer || typeof answer !== 'object') return null;
  const { code, codeVerifier } = answer as { code?: unknown; codeVerifier?: unknown };
  if (typeof code === 'string' && typeof codeVerifier === 'string') return { code, codeVerifier };
  console.error(
    `<${tagName}> isolation="frame": getSession() resolved tokens, which never enter the bank's frame. Resolve ` +
      '{ code, codeVerifier } (a one-time sign-in code) instead, or set isolation="none" to keep the element in the page.',
  );
  return null;
}

/** The frame of one element: its iframe, banners, timers and the port of the bridge. */
export class FrameView {
  readonly #host: HTMLElement;
  readonly #spec: FramedWidgetSpec;
  readonly #readProperty: (name: string) => unknown;
  readonly #nonce = createBridgeNonce();
  readonly #iframe: HTMLIFrameElement;
  readonly #banner: HTMLDivElement;
  #configuration: FrameConfiguration | null = null;
  #src = '';
  #helloSrc: string | null = null;
  #port: MessagePort | null = null;
  #listening: AbortController | null = null;
  #timeout: ReturnType<typeof setTimeout> | undefined;
  #refusalTimer: ReturnType<typeof setTimeout> | undefined;
  #state: 'waiting' | 'connected' | 'unavailable' | 'refused' = 'waiting';
  #lastConfigure = '';
  #lastHandOver = '';

  constructor(host: HTMLElement, root: ShadowRoot, spec: FramedWidgetSpec, readProperty: (name: string) => unknown) {
    this.#host = host;
    this.#spec = spec;
    this.#readProperty = readProperty;
    const base = document.createElement('div');
    base.setAttribute('part', 'base');
    this.#banner = document.createElement('div');
    this.#banner.className = 'wallet-frame-banner';
    this.#banner.setAttribute('part', 'error');
    this.#banner.setAttribute('role', 'alert');
    this.#banner.hidden = true;
    this.#iframe = document.createElement('iframe');
    this.#iframe.setAttribute('part', 'frame');
    this.#iframe.className = 'wallet-frame';
    // The frame may open the sign-in popup and documents in new tabs, never navigate the page.
    this.#iframe.setAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
    );
    this.#iframe.setAttribute('allow', 'clipboard-write');
    this.#iframe.addEventListener('load', () => this.#onLoad());
    base.append(this.#banner, this.#iframe);
    root.append(base);
  }

  /** The element is (again) on a page: listen for the frame's hello (a moved iframe reloads and says it again). */
  start(): void {
    if (this.#listening) return;
    this.#listening = new AbortController();
    window.addEventListener('message', (event) => this.#onMessage(event), { signal: this.#listening.signal });
    this.#waitForHello();
  }

  /** The element left the page. */
  stop(): void {
    if (this.#state === 'connected') {
      this.#state = 'waiting';
      this.#helloSrc = null;
    }
    this.#listening?.abort();
    this.#listening = null;
    clearTimeout(this.#timeout);
    clearTimeout(this.#refusalTimer);
    this.#port?.close();
    this.#port = null;
  }

  /** The element's configuration changed (or the brand arrived). */
  update(configuration: FrameConfiguration): void {
    this.#configuration = configuration;
    const src = embedUrl(
      configuration.portalOrigin,
      this.#spec.widget,
      configuration.brandId,
      window.location.origin,
      this.#nonce,
    );
    if (src !== this.#src) {
      // Another brand or portal: a new page, which must say hello again.
      this.#src = src;
      this.#port?.close();
      this.#port = null;
      this.#lastConfigure = '';
      this.#lastHandOver = '';
      this.#state = 'waiting';
      clearTimeout(this.#refusalTimer);
      this.#iframe.src = src;
      if (this.#listening) this.#waitForHello();
    }
    this.#render();
    this.#send();
  }

  destroy(): void {
    this.stop();
  }

  #waitForHello(): void {
    clearTimeout(this.#timeout);
    if (this.#state === 'connected') return;
    const waitingFor = this.#src;
    this.#timeout = setTimeout(() => {
      if (this.#src !== waitingFor || this.#state === 'connected' || this.#state === 'refused') return;
      this.#state = 'unavailable';
      this.#render();
      this.#emit('wallet-error', {
        code: 'frame-unavailable',
        message: `The frame ${waitingFor.split('#')[0] ?? ''} did not answer; is this page's origin a registered partner?`,
      });
    }, FRAME_TIMEOUT_MS);
  }

  /** The frame loaded: without a hello for its address soon, the portal refused to be framed here. */
  #onLoad(): void {
    if (this.#helloSrc === this.#src || !this.#src) return;
    try {
      // The frame's first, empty document (some browsers send it a load too); the portal's page cannot be read.
      if (this.#iframe.contentWindow?.location.href === 'about:blank') return;
    } catch {
      // Another origin: the portal's page, or the error page the browser shows for a refused frame.
    }
    clearTimeout(this.#refusalTimer);
    const loaded = this.#src;
    this.#refusalTimer = setTimeout(() => {
      if (this.#helloSrc === loaded || this.#src !== loaded) return;
      this.#refused();
    }, REFUSED_AFTER_LOAD_MS);
  }

  #refused(): void {
    const configuration = this.#configuration;
    if (!configuration) return;
    clearTimeout(this.#timeout);
    this.#state = 'refused';
    this.#render();
    const pageOrigin = window.location.origin;
    const { brandId, portalOrigin, env } = configuration;
    // What the site's developer needs: which origin, which brand, how to register it.
    const message =
      `${pageOrigin} is not a registered partner site of the brand '${brandId}', so the bank's portal ` +
      `(${portalOrigin}) refuses to be framed here (its frame-ancestors). ` +
      (env === 'sandbox'
        ? `Start the sandbox with SANDBOX_SEI_PARTNERS="${pageOrigin}=Your site@${brandId}" to register it, or set isolation="none" while you develop.`
        : 'Ask the bank to register this origin as a partner site of the brand.');
    console.error(`<${this.#host.localName}>: ${message}`);
    this.#emit('wallet-error', { code: 'frame-refused', message });
  }

  #onMessage(event: MessageEvent): void {
    const configuration = this.#configuration;
    const frameWindow = this.#iframe.contentWindow;
    if (!configuration || !frameWindow || event.source !== frameWindow) return;
    if (event.origin !== configuration.portalOrigin || !isHello(event.data, this.#nonce)) return;
    clearTimeout(this.#timeout);
    clearTimeout(this.#refusalTimer);
    this.#helloSrc = this.#src;
    this.#state = 'connected';
    this.#render();
    // A reloaded frame (the element moved) says hello again: it gets a new channel.
    this.#port?.close();
    const channel = new MessageChannel();
    const port = channel.port1;
    this.#port = port;
    port.onmessage = (message) => {
      const parsed = frameMessage(message.data);
      if (parsed) this.#onFrameMessage(parsed, port);
    };
    frameWindow.postMessage({ type: CONNECT_TYPE, nonce: this.#nonce }, configuration.portalOrigin, [channel.port2]);
    this.#lastConfigure = '';
    this.#lastHandOver = '';
    this.#send();
  }

  #onFrameMessage(message: FrameMessage, port: MessagePort): void {
    if (message.type === 'resize') {
      this.#iframe.style.height = `${Math.ceil(message.height)}px`;
    } else if (message.type === 'event') {
      // Only the element's own events; wallet-ready is the element's, sent when it rendered in the page.
      const info = this.#spec.events[message.name as `wallet-${string}`];
      if (message.name === 'wallet-ready' || !info) return;
      this.#host.dispatchEvent(new WalletEvent(message.name, message.detail, { cancelable: info.cancelable }));
    } else {
      void codeFromHost(this.#readProperty('getSession'), this.#host.localName).then((answer) => {
        port.postMessage({
          type: 'session-answer',
          requestId: message.requestId,
          code: answer?.code ?? null,
          codeVerifier: answer?.codeVerifier ?? null,
        });
      });
    }
  }

  /** A shell's code first (the element in the frame starts with it), then the configuration, each when it changed. */
  #send(): void {
    const port = this.#port;
    const configuration = this.#configuration;
    if (!port || !configuration) return;
    const code = this.#host.getAttribute('code');
    const codeVerifier = this.#host.getAttribute('code-verifier');
    const handOverKey = code && codeVerifier ? `${code} ${codeVerifier}` : '';
    if (handOverKey && handOverKey !== this.#lastHandOver) {
      port.postMessage({ type: 'hand-over', code, codeVerifier });
    }
    this.#lastHandOver = handOverKey;
    const configure = {
      type: 'configure',
      // The environment the element resolved (production without `env`, the sandbox with `api-base`).
      attributes: { ...this.#forwardedAttributes(), ...textsAttribute(this.#host), env: configuration.env },
      variables: this.#variables(),
      hostSession: this.#readProperty('getSession') !== undefined,
    };
    const key = JSON.stringify(configure);
    if (key !== this.#lastConfigure) port.postMessage(configure);
    this.#lastConfigure = key;
  }

  #forwardedAttributes(): Record<string, string> {
    const declared = (this.#host.constructor as { observedAttributes?: readonly string[] }).observedAttributes ?? [];
    const attributes: Record<string, string> = {};
    for (const { name, value } of Array.from(this.#host.attributes)) {
      if (declared.includes(name) && !NOT_FORWARDED.has(name)) attributes[name] = value;
    }
    return attributes;
  }

  /** The page's values of the `--wallet-*` variables on the element; the frame has the brand's own defaults. */
  #variables(): Record<string, string> {
    const computed = getComputedStyle(this.#host);
    const variables: Record<string, string> = {};
    for (const name of [...SHARED_VARIABLES, ...this.#spec.variables]) {
      const value = computed.getPropertyValue(`--wallet-${name}`).trim();
      if (value) variables[`--wallet-${name}`] = value;
    }
    return variables;
  }

  /** Title and banners in the element's language, with the brand's name once its configuration is here. */
  #render(): void {
    const configuration = this.#configuration;
    if (!configuration) return;
    const brand = loadedBrand(configuration.brandId);
    const language = brand
      ? resolveLanguage(configuration.lang, brand.languages.available, brand.languages.default)
      : normaliseLanguage(configuration.lang);
    const texts = TEXTS[language];
    if (!texts && language !== 'en') {
      // Rendered again in its language once its texts are here; until then the frame's title is English.
      void loadTexts(language).then(() => this.#render());
    }
    const values = { brand: brand?.name ?? '', brandId: configuration.brandId, origin: window.location.origin };
    const shown = texts ?? en;
    if (brand) this.#iframe.title = interpolate(shown.title[this.#spec.widget], values);
    const failed = this.#state === 'refused' || this.#state === 'unavailable';
    this.#iframe.hidden = failed;
    this.#banner.hidden = !failed || !brand;
    if (!failed || !brand) {
      this.#banner.textContent = '';
      return;
    }
    this.#banner.textContent = interpolate(
      this.#state === 'unavailable'
        ? shown.unavailable
        : configuration.env === 'sandbox'
          ? shown.refusedSandbox
          : shown.refused,
      values,
    );
  }

  #emit(name: string, detail: unknown): void {
    this.#host.dispatchEvent(
      new WalletEvent(name, detail, { cancelable: this.#spec.events[name as `wallet-${string}`]?.cancelable ?? false }),
    );
  }
}
