/**
 * The thin element of the signed-in widgets that render in the bank's frame by default (issue 35, docs/widgets.md
 * "Isolation mode"): `<wallet-pay-invoice>`, `<wallet-kyc>` and `<wallet-merchant-buttons>` are registered with this
 * class. On a partner's page (the frame mode) it draws the iframe of the portal's `/embed/<widget>` page and runs the
 * page's end of the bridge (bridge-protocol.ts) itself, without React, zod or i18next: the host page downloads this
 * module, its texts and its brand's configuration, not the feature. Only for `isolation="none"`, on the portal's own
 * origin, or for a configuration it cannot check itself (a bad `brand`, `env` or `lang`, a missing required
 * attribute: the in-page runtime says what is wrong) does it load the in-page element (`load`) and hand its shadow
 * root to that element's runtime (`mountOn`), which from then on handles everything (also a later switch to frame
 * mode, with its React frame host).
 *
 * The element's API is the in-page element's: the same attributes (mirrored by properties), host properties, events
 * and parts; framed-element.test.ts checks both classes declare the same.
 */
import { isBrandId, type BrandId } from '../../../core/brand/brand-ids';
import { isEnvironmentName, type EnvironmentName } from '../../../core/brand/environment-names';
import { loadBrand, loadedBrand } from '../../../core/brand/load-brand';
import { LANGUAGES, normaliseLanguage, resolveLanguage, type Language } from '../../../core/i18n/languages';
import type { InPageController, InPageMounter } from '../define-widget';
import { loopbackProblem } from '../loopback';
import runtimeCss from '../runtime.css?inline';
import { WalletEvent } from '../widget-events';
import {
  CONNECT_TYPE,
  createBridgeNonce,
  embedUrl,
  frameMessage,
  isHello,
  type EmbeddableWidget,
  type FrameMessage,
} from './bridge-protocol';
import frameCss from './frame-host.css?inline';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';
import ru from './locales/ru.json';
import uk from './locales/uk.json';
import thinCss from './framed-element.css?inline';
import { NOT_FORWARDED, SHARED_VARIABLES } from './frame-forwarding';
import { defineHostAccessors } from '../host-accessors';

type FrameTexts = typeof en;
const TEXTS: Record<Language, FrameTexts> = { en, es, pt, ro, ru, uk };

/** The runtime's own attributes (attributes.ts `baseAttributes`), in its order. */
export const BASE_ATTRIBUTE_NAMES = ['brand', 'lang', 'env', 'api-base'] as const;

/** What a signed-in element adds (session/session-options.ts): its attributes, its property, its events. */
export const SESSION_ATTRIBUTE_NAMES = ['code', 'code-verifier', 'portal-origin'] as const;
export const SESSION_PROPERTY_NAMES = ['getSession'] as const;
export const SESSION_EVENT_INFO = {
  'wallet-auth-required': { cancelable: true },
  'wallet-session-expired': { cancelable: false },
} as const;

/** Where the sandbox and its portal run by default (core/brand/environments.ts; framed-element.test.ts compares). */
export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';
export const SANDBOX_PORTAL_ORIGIN = 'http://127.0.0.1:5173';

/** Without the frame's hello by then, the page cannot show it (offline, the portal down). */
const FRAME_TIMEOUT_MS = 20_000;
/** A frame that loaded and said nothing this long after is the browser's error page (refused by frame-ancestors). */
const REFUSED_AFTER_LOAD_MS = 2_000;

export interface EventInfo {
  readonly cancelable: boolean;
}

export interface FramedWidgetSpec {
  tagName: `wallet-${string}`;
  /** The portal's `/embed/<widget>` page that shows it. */
  widget: EmbeddableWidget;
  /** The element's own attributes, after the runtime's, in the in-page definition's order. */
  attributes: readonly string[];
  /** Attributes without which the in-page runtime refuses the configuration (it then says why). */
  required?: readonly string[];
  /** Host properties (objects, callbacks). */
  properties: readonly string[];
  /** The element's events besides `wallet-ready`. */
  events: Readonly<Record<`wallet-${string}`, EventInfo>>;
  /** The element's own `--wallet-*` variables (without `--wallet-`), forwarded into the frame. */
  variables: readonly string[];
  /** The in-page element's behaviour (its `*.in-page.ts` module's `mount`), loaded only when it renders in the page. */
  load: () => Promise<InPageMounter>;
}

/** What the frame mode needs to know, once the attributes are checked. */
interface FrameConfiguration {
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

/** An http(s) origin without a path (what the runtime's schema accepts for `api-base` and `portal-origin`). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' ? url.origin : null;
  } catch {
    return null;
  }
}

function isKnownLanguageTag(tag: string): boolean {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) || primary === 'ua';
}

/** The portal of a hosted environment (environments.ts `hostedEnvironment`): `my.<zone>`. */
export function hostedPortalOrigin(env: Exclude<EnvironmentName, 'sandbox'>, domain: string): string {
  return `https://my.${env === 'production' ? domain : `${env}.${domain}`}`;
}

const hasDom = () => typeof HTMLElement !== 'undefined';

let sheets: CSSStyleSheet[] | null = null;
/** The thin element's styles: adopted (not subject to CSP `style-src`), else `<style>` elements. */
function applyStyles(root: ShadowRoot): void {
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
class Frame {
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
      attributes: { ...this.#forwardedAttributes(), env: configuration.env },
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
    const values = { brand: brand?.name ?? '', brandId: configuration.brandId, origin: window.location.origin };
    if (brand) this.#iframe.title = interpolate(texts.title[this.#spec.widget], values);
    const failed = this.#state === 'refused' || this.#state === 'unavailable';
    this.#iframe.hidden = failed;
    this.#banner.hidden = !failed || !brand;
    if (!failed || !brand) {
      this.#banner.textContent = '';
      return;
    }
    this.#banner.textContent = interpolate(
      this.#state === 'unavailable'
        ? texts.unavailable
        : configuration.env === 'sandbox'
          ? texts.refusedSandbox
          : texts.refused,
      values,
    );
  }

  #emit(name: string, detail: unknown): void {
    this.#host.dispatchEvent(
      new WalletEvent(name, detail, { cancelable: this.#spec.events[name as `wallet-${string}`]?.cancelable ?? false }),
    );
  }
}

/** The thin element's class for `spec`, typed as the in-page element `C` it stands for. */
export function defineFramedWidget<C extends abstract new () => HTMLElement>(spec: FramedWidgetSpec): C {
  const { tagName } = spec;
  const attributeNames = [...BASE_ATTRIBUTE_NAMES, ...spec.attributes];
  const propertyNames = [...spec.properties];
  const isMember = (name: string) => (hasDom() ? name in HTMLElement.prototype : name === 'lang');
  const attributeAccessors = attributeNames
    .map((attribute) => [attribute.replace(/-([a-z0-9])/g, (_, l: string) => l.toUpperCase()), attribute] as const)
    .filter(([property]) => !isMember(property));
  // How a host that sets a property too early writes it as an attribute (define-widget.ts does the same).
  const propertyAttributes: string[] = [];
  for (const name of propertyNames) {
    for (const spelling of [name.toLowerCase(), name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)]) {
      if (!attributeNames.includes(spelling) && !propertyAttributes.includes(spelling))
        propertyAttributes.push(spelling);
    }
  }
  const events = { 'wallet-ready': { cancelable: false }, ...spec.events };
  const Base = (hasDom() ? HTMLElement : class {}) as typeof HTMLElement;

  class FramedWidget extends Base {
    static readonly observedAttributes = [...attributeNames, ...propertyAttributes];
    static readonly widget = { tagName, attributes: attributeNames, properties: propertyNames, events };

    readonly #properties = new Map<string, unknown>();
    #upgraded = false;
    #frame: Frame | null = null;
    #inPage: InPageController | null = null;
    #loading = false;
    #readyAnnounced = false;
    #unmountPending = false;
    #updateQueued = false;
    readonly #reported = new Set<string>();

    constructor() {
      super();
      // As r2wc does for the in-page element: the shadow root is there from the start, whichever mode follows.
      this.attachShadow({ mode: 'open' });
    }

    static {
      defineHostAccessors(this.prototype, attributeAccessors, propertyNames, {
        get: (element, property) => element.#properties.get(property),
        set: (element, property, value) => {
          element.#properties.set(property, value);
          element.#changed();
        },
      });
    }

    connectedCallback(): void {
      this.#unmountPending = false;
      if (!this.#upgraded) {
        this.#upgraded = true;
        this.#upgradeProperties();
      }
      if (this.#inPage) {
        this.#inPage.connect();
        return;
      }
      this.#frame?.start();
      this.#scheduleUpdate();
    }

    disconnectedCallback(): void {
      if (this.#inPage) {
        this.#inPage.disconnect();
        return;
      }
      this.#readyAnnounced = false;
      // A move (remove + insert in one task) reconnects before the microtask runs.
      this.#unmountPending = true;
      queueMicrotask(() => {
        if (!this.#unmountPending || this.isConnected) return;
        this.#unmountPending = false;
        this.#frame?.stop();
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue !== newValue) this.#changed();
    }

    #changed(): void {
      if (this.#inPage) this.#inPage.refresh();
      else if (this.isConnected) this.#scheduleUpdate();
    }

    /**
     * Decides once the host's current task has set everything: frameworks insert the element, then set its
     * attributes and properties (React's wrapper sets `isolation` and `apiBase` in a layout effect), and a frame made
     * for the half-set configuration would load a portal the page never meant (as the in-page element's React root,
     * which renders later too).
     */
    #scheduleUpdate(): void {
      if (this.#updateQueued) return;
      this.#updateQueued = true;
      queueMicrotask(() => {
        this.#updateQueued = false;
        if (this.isConnected && !this.#inPage) this.#update();
      });
    }

    /** Frame mode when this element can tell it is, else the in-page element. */
    #update(): void {
      if (this.#loading) return;
      const configuration = this.#frameConfiguration();
      if (configuration === 'in-page') {
        this.#loadInPage();
        return;
      }
      if (configuration === 'brand') return;
      this.#report(configuration);
      const root = this.shadowRoot;
      if (!root) return;
      if (!this.#frame) {
        applyStyles(root);
        this.#frame = new Frame(this, root, spec, (name) => this.#properties.get(name));
        this.#frame.start();
      }
      this.#frame.update(configuration);
      const brand = loadedBrand(configuration.brandId);
      if (!brand) {
        void this.#awaitBrand(configuration.brandId);
        return;
      }
      if (!this.#readyAnnounced) {
        this.#readyAnnounced = true;
        const language = resolveLanguage(configuration.lang, brand.languages.available, brand.languages.default);
        this.dispatchEvent(new WalletEvent('wallet-ready', { brand: configuration.brandId, language }));
      }
    }

    async #awaitBrand(brandId: BrandId): Promise<void> {
      try {
        await loadBrand(brandId);
      } catch (error) {
        console.error(`<${tagName}>: the configuration of brand "${brandId}" could not be loaded.`, error);
        return;
      }
      if (this.isConnected && !this.#inPage) this.#scheduleUpdate();
    }

    /**
     * The frame's configuration, `'in-page'` when the element renders in the page or the in-page runtime must say
     * what is wrong, `'brand'` while the brand's configuration (its domain) is needed and on its way.
     */
    #frameConfiguration(): FrameConfiguration | 'in-page' | 'brand' {
      const attribute = (name: string) => this.getAttribute(name) ?? undefined;
      const isolation = attribute('isolation');
      if (isolation !== undefined && isolation !== 'frame') return 'in-page';
      const brandId = attribute('brand') ?? 'wallet';
      const envAttribute = attribute('env');
      const lang = attribute('lang');
      const apiBase = attribute('api-base');
      const portalAttribute = attribute('portal-origin');
      if (!isBrandId(brandId) || (envAttribute !== undefined && !isEnvironmentName(envAttribute))) return 'in-page';
      if (lang !== undefined && !isKnownLanguageTag(lang)) return 'in-page';
      if ((spec.required ?? []).some((name) => !this.hasAttribute(name))) return 'in-page';
      const apiOrigin = apiBase === undefined ? undefined : originOf(apiBase);
      const portalOrigin = portalAttribute === undefined ? undefined : originOf(portalAttribute);
      if (apiOrigin === null || portalOrigin === null) return 'in-page';
      const env: EnvironmentName = envAttribute ?? (apiOrigin ? 'sandbox' : 'production');
      let portal = portalOrigin;
      if (!portal && (env === 'sandbox' || apiOrigin)) portal = SANDBOX_PORTAL_ORIGIN;
      if (!portal) {
        const brand = loadedBrand(brandId);
        if (!brand) {
          void this.#awaitBrand(brandId);
          return 'brand';
        }
        portal = hostedPortalOrigin(env as Exclude<EnvironmentName, 'sandbox'>, brand.domain);
      }
      // On the portal's own origin the element renders in the page.
      if (portal === window.location.origin) return 'in-page';
      const api = apiOrigin ?? (env === 'sandbox' ? SANDBOX_ORIGIN : window.location.origin);
      return { brandId, env, portalOrigin: portal, apiOrigin: api, lang };
    }

    /** The sandbox on loopback from a public page cannot work (as the in-page runtime says). */
    #report(configuration: FrameConfiguration): void {
      if (configuration.env !== 'sandbox') return;
      const problem = loopbackProblem(tagName, configuration.apiOrigin, window.location.origin);
      if (!problem || this.#reported.has(problem)) return;
      this.#reported.add(problem);
      console.error(problem);
    }

    /** Loads the in-page element and hands it this element's shadow root; it handles everything from then on. */
    #loadInPage(): void {
      this.#loading = true;
      spec.load().then(
        (mount) => {
          this.#frame?.destroy();
          this.#frame = null;
          const root = this.shadowRoot;
          if (root) {
            root.replaceChildren();
            if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [];
          }
          this.#readyAnnounced = false;
          this.#inPage = mount(this, (name) => this.#properties.get(name));
          this.#loading = false;
          if (this.isConnected) this.#inPage.connect();
        },
        (error: unknown) => {
          this.#loading = false;
          console.error(`<${tagName}>: its code could not be loaded.`, error);
        },
      );
    }

    /** Properties a host set before the class was defined hide the accessors: set them again through them. */
    #upgradeProperties(): void {
      const self = this as unknown as Record<string, unknown>;
      for (const name of [...attributeAccessors.map(([property]) => property), ...propertyNames]) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
      }
    }
  }

  return FramedWidget as unknown as C;
}
