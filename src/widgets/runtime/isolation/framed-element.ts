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
import { LANGUAGES, resolveLanguage } from '../../../core/i18n/languages';
import type { InPageController, InPageMounter } from '../define-widget';
import { defineHostAccessors } from '../host-accessors';
import { loopbackProblem } from '../loopback';
import { WalletEvent } from '../widget-events';
import type { EmbeddableWidget } from './bridge-protocol';
import type * as FrameViewModule from './frame-view';
import type { FrameConfiguration, FrameView } from './frame-view';

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

/**
 * The frame mode's code (frame-view.ts: the iframe, the bridge, the banners' texts), loaded once per page by the first
 * element that decides it renders in the bank's frame; an element in the page never loads it.
 */
let frameViewModule: typeof FrameViewModule | null = null;
let frameViewLoading: Promise<typeof FrameViewModule> | null = null;
function loadFrameView(): Promise<typeof FrameViewModule> {
  frameViewLoading ??= import('./frame-view').then((module) => (frameViewModule = module));
  return frameViewLoading;
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
    #frame: FrameView | null = null;
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
        if (!frameViewModule) {
          // The brand's configuration and the frame's code download side by side.
          if (!loadedBrand(configuration.brandId)) void this.#awaitBrand(configuration.brandId);
          void this.#awaitFrameView();
          return;
        }
        frameViewModule.applyFrameStyles(root);
        this.#frame = new frameViewModule.FrameView(this, root, spec, (name) => this.#properties.get(name));
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

    async #awaitFrameView(): Promise<void> {
      try {
        await loadFrameView();
      } catch (error) {
        frameViewLoading = null;
        console.error(`<${tagName}>: its code could not be loaded.`, error);
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
