/**
 * The per-element state behind a widget: parsed attributes and properties, brand, environment, language, the
 * element's own i18n instance, its connection signal and its brand stylesheet. Created when the element first
 * connects (never in a constructor) and kept for the element's lifetime, so moving it keeps everything.
 * The brand's configuration is a chunk of its own (core/brand/load-brand.ts): the first element of a brand on a page
 * stays empty until it arrives (like a language's texts), and a switch to another brand keeps the current one meanwhile.
 * React reads it through `subscribe`/`getSnapshot` (useSyncExternalStore).
 */
import type { I18n } from '../../core/i18n/i18n';
import type * as z from 'zod/mini';
import type { Brand } from '../../core/brand/brand-schema';
import type { BrandId } from '../../core/brand/brand-ids';
import { resolveBrandEnvironment, type EnvironmentConfig, type EnvironmentName } from '../../core/brand/environments';
import { loadBrand, loadedBrand } from '../../core/brand/load-brand';
import { addNamespace, createI18n, hasLanguage, setLanguage, type NamespaceResources } from '../../core/i18n/i18n';
import { normaliseLanguage, resolveLanguage, type Language } from '../../core/i18n/languages';
import { formatProblems, problemsFrom, type InputProblem } from './attributes';
import { baseEvents, type WalletReadyDetail } from './base-events';
import runtimeEn from './locales/en.json';
import runtimeEs from './locales/es.json';
import runtimePt from './locales/pt.json';
import runtimeRo from './locales/ro.json';
import runtimeRu from './locales/ru.json';
import runtimeUk from './locales/uk.json';
import { brandThemeCss } from '../../ui';
import { adoptStyles, createOwnSheet } from './styles';
import { createEmitter, type Emit, type EventSpecMap } from './widget-events';
import { loopbackProblem } from './loopback';

export { isLoopbackOrigin, loopbackProblem } from './loopback';

/** The i18next namespace of the runtime's own texts (the error state). */
export const RUNTIME_NAMESPACE = 'widget-runtime';

const RUNTIME_TEXTS: NamespaceResources = {
  en: runtimeEn,
  es: runtimeEs,
  pt: runtimePt,
  ro: runtimeRo,
  ru: runtimeRu,
  uk: runtimeUk,
};

const DEFAULT_BRAND: BrandId = 'wallet';
/**
 * Without `env`, the production API: a page that forgets the attribute must not send its visitors' browsers to a
 * sandbox on their own machine. `api-base` (a sandbox on another origin, named by the host) implies the sandbox.
 */
const DEFAULT_ENVIRONMENT = 'production';

/** What the runtime needs to know about a widget definition. */
export interface RuntimeDefinition {
  tagName: string;
  /** Base and widget attributes together, keyed by attribute name. */
  attributes: z.ZodMiniObject;
  /** Host-supplied objects and callbacks, keyed by property name. */
  properties: z.ZodMiniObject;
  /** Attribute spellings of the properties (`fieldpolicy`, `field-policy` for `fieldPolicy`): never parsed. */
  propertyAttributes: ReadonlyMap<string, string>;
  styles: readonly string[];
  events: EventSpecMap;
}

interface ConfiguredSnapshot {
  status: 'ready';
  /** The widget's own attributes, parsed (the base ones are below). */
  attributes: Record<string, unknown>;
  properties: Record<string, unknown>;
  brandId: BrandId;
  brand: Brand;
  environment: EnvironmentConfig;
  language: Language;
  signal: AbortSignal;
}

/** The brand's configuration is on its way; nothing renders yet. */
interface LoadingSnapshot {
  status: 'loading';
  language: Language;
  signal: AbortSignal;
}

interface InvalidSnapshot {
  status: 'invalid';
  problems: readonly InputProblem[];
  language: Language;
  signal: AbortSignal;
}

/** A JS property's name written as an attribute (`fieldpolicy="[object Object]"` from a host that set it too early). */
export interface MisplacedProperty {
  property: string;
  attribute: string;
  value: string;
}

export type WidgetSnapshot = ConfiguredSnapshot | InvalidSnapshot | LoadingSnapshot;

export class WidgetRuntime {
  readonly emit: Emit<EventSpecMap>;
  readonly i18n: I18n;
  /**
   * False until the brand and the first language's texts are there (English always is); later switches keep the old
   * texts meanwhile.
   */
  textsReady = false;
  /** True when the styles went into `adoptedStyleSheets`; false means render `<style>` elements instead. */
  readonly adoptsStyles: boolean;

  readonly #host: HTMLElement;
  readonly #definition: RuntimeDefinition;
  readonly #readProperty: (name: string) => unknown;
  readonly #listeners = new Set<() => void>();
  readonly #brandSheet = createOwnSheet();
  #connection = new AbortController();
  #snapshot: WidgetSnapshot;
  #brandCssFor: BrandId | null = null;
  /** The brand whose configuration is being fetched, if any. */
  #brandWanted: BrandId | null = null;
  #textsRequested = false;
  /** The host's `texts` last seen, and the overrides' merge while it runs (docs/widgets.md "Texts"). */
  #texts: unknown = null;
  #textsApplied: Promise<void> | undefined;
  #readyAnnounced = false;
  #lastLogged = '';
  #lastWarned = '';
  readonly #reportedMisplaced = new Set<string>();
  /** Configurations that parse but cannot work (the sandbox from a public page), each said once. */
  readonly #reportedConfigurations = new Set<string>();

  constructor(host: HTMLElement, definition: RuntimeDefinition, readProperty: (name: string) => unknown) {
    this.#host = host;
    this.#definition = definition;
    this.#readProperty = readProperty;
    this.emit = createEmitter(host, { ...baseEvents, ...definition.events });
    this.#snapshot = this.#compute();
    // Every language is allowed here: the runtime resolves the language against the current brand itself,
    // and the brand can change while the instance lives.
    this.i18n = createI18n({ language: this.#snapshot.language });
    addNamespace(this.i18n, RUNTIME_NAMESPACE, RUNTIME_TEXTS);
    this.#readTexts();
    if (this.#snapshot.status !== 'loading') this.#loadFirstTexts();
    this.#applyBrandSheet();
    const shadowRoot = host.shadowRoot;
    if (!shadowRoot) throw new Error(`<${definition.tagName}> has no shadow root; defineWidget() attaches one.`);
    this.adoptsStyles = adoptStyles(shadowRoot, definition.styles, this.#brandSheet ? [this.#brandSheet] : []);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): WidgetSnapshot => this.#snapshot;

  /** The element (re)joined a document: a fresh signal for page-level listeners. */
  connect(): void {
    if (this.#connection.signal.aborted) {
      this.#connection = new AbortController();
      this.refresh();
    }
  }

  /**
   * The element left the document: every page-level listener registered with the signal goes, and the next time it
   * is on a page and rendered it announces `wallet-ready` again (a host that re-adds it waits for one).
   */
  disconnect(): void {
    this.#connection.abort();
    this.#readyAnnounced = false;
  }

  /** Re-reads attributes and properties after a change and re-renders. */
  refresh(): void {
    this.#readTexts();
    const next = this.#compute();
    // Another brand whose configuration has not arrived: an element already on show keeps its current brand until
    // it has (#awaitBrand refreshes again then). One not shown yet (a framework sets attributes right after
    // inserting it) waits empty rather than showing the default brand for a moment.
    if (next.status === 'loading' && this.#snapshot.status === 'ready' && this.#readyAnnounced) return;
    this.#snapshot = next;
    if (next.status !== 'loading') {
      // A loaded language switches at once; another one loads first while the element keeps its current language.
      if (this.#textsRequested) void setLanguage(this.i18n, next.language);
      else this.#loadFirstTexts();
    }
    this.#applyBrandSheet();
    this.#notify();
  }

  /**
   * The host's text overrides: the `texts` property, else the `texts` attribute's JSON. Their merge is a chunk of its
   * own (widget-texts.ts), loaded only when a host gives some; the first render waits for it.
   */
  #readTexts(): void {
    const texts = this.#readProperty('texts') ?? this.#host.getAttribute('texts');
    if (texts === this.#texts) return;
    this.#texts = texts;
    // A chunk that fails to download leaves the bank's texts (and the error in the console).
    this.#textsApplied = import('./widget-texts')
      .then((module) => module.overrideTexts(this.i18n, this.#definition.tagName, texts))
      .catch(console.error);
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }

  /**
   * The first language the element shows (known once its brand is): a language no element on the page has shown yet
   * loads first, and the element stays empty until then rather than showing English for a moment.
   */
  #loadFirstTexts(): void {
    this.#textsRequested = true;
    const language = this.#snapshot.language;
    if (!this.#textsApplied && hasLanguage(this.i18n, language) && this.i18n.language === language) {
      this.textsReady = true;
      return;
    }
    void Promise.all([setLanguage(this.i18n, language), this.#textsApplied]).finally(() => {
      this.textsReady = true;
      this.#snapshot = { ...this.#snapshot };
      this.#notify();
    });
  }

  /** Fetches a brand's configuration and re-renders with it; a failed download is tried again on the next change. */
  #awaitBrand(brandId: BrandId): void {
    if (this.#brandWanted === brandId) return;
    this.#brandWanted = brandId;
    loadBrand(brandId).then(
      () => {
        if (this.#brandWanted !== brandId) return;
        this.#brandWanted = null;
        this.refresh();
      },
      (error: unknown) => {
        if (this.#brandWanted === brandId) this.#brandWanted = null;
        console.error(
          `<${this.#definition.tagName}>: the configuration of brand "${brandId}" could not be loaded.`,
          error,
        );
      },
    );
  }

  /** Emits `wallet-ready` once per connection, after the first render with a valid configuration. */
  announceReady(detail: WalletReadyDetail): void {
    if (this.#readyAnnounced) return;
    this.#readyAnnounced = true;
    this.emit('wallet-ready', detail);
  }

  /**
   * Tells the console what is wrong with the configuration the element renders with. Called when a render commits,
   * not when the element connects: frameworks (Angular, Vue) set attributes and properties right after inserting the
   * element, and a value they are about to replace is no mistake. Each message is written once.
   */
  reportProblems(): void {
    const snapshot = this.#snapshot;
    if (snapshot.status === 'invalid') this.#logOnce(formatProblems(this.#definition.tagName, snapshot.problems));
    else this.#lastLogged = '';
    if (snapshot.status === 'ready') {
      const problem = loopbackProblem(
        this.#definition.tagName,
        new URL(snapshot.environment.apiBase).origin,
        window.location.origin,
      );
      if (problem && !this.#reportedConfigurations.has(problem)) {
        this.#reportedConfigurations.add(problem);
        console.error(problem);
      }
    }
    for (const misplaced of this.#misplacedProperties()) {
      const key = `${misplaced.attribute}=${misplaced.value}`;
      if (this.#reportedMisplaced.has(key)) continue;
      this.#reportedMisplaced.add(key);
      console.error(
        `<${this.#definition.tagName}>: attribute ${misplaced.attribute}="${misplaced.value}" is ignored: ${misplaced.property} ` +
          `is a JavaScript property, not an attribute. Set it on the element (element.${misplaced.property} = value), ` +
          'or use the React wrapper, which does.',
      );
    }
  }

  /** Properties the host wrote as attributes; their text (often "[object Object]") is never read as a value. */
  #misplacedProperties(): MisplacedProperty[] {
    const found: MisplacedProperty[] = [];
    for (const [attribute, property] of this.#definition.propertyAttributes) {
      const value = this.#host.getAttribute(attribute);
      // `texts` is both: the property's object, or the attribute's JSON for plain HTML.
      if (value !== null && attribute !== 'texts') found.push({ property, attribute, value });
    }
    return found;
  }

  /** `:host` variables of the current brand, for browsers that render `<style>` instead of adopting sheets. */
  brandCss(): string {
    const snapshot = this.#snapshot;
    return snapshot.status === 'ready' ? brandThemeCss(snapshot.brand, ':host') : '';
  }

  #applyBrandSheet(): void {
    const snapshot = this.#snapshot;
    if (!this.#brandSheet || snapshot.status !== 'ready' || snapshot.brandId === this.#brandCssFor) return;
    this.#brandSheet.replaceSync(this.brandCss());
    this.#brandCssFor = snapshot.brandId;
  }

  #compute(): WidgetSnapshot {
    const { tagName, attributes, properties } = this.#definition;
    const signal = this.#connection.signal;

    const rawAttributes: Record<string, string | undefined> = {};
    for (const name of Object.keys(attributes.shape)) rawAttributes[name] = this.#host.getAttribute(name) ?? undefined;
    const rawProperties: Record<string, unknown> = {};
    for (const name of Object.keys(properties.shape)) rawProperties[name] = this.#readProperty(name);

    const parsedAttributes = attributes.safeParse(rawAttributes);
    const parsedProperties = properties.safeParse(rawProperties);
    const problems = [
      ...(parsedAttributes.success ? [] : problemsFrom(parsedAttributes.error, 'attribute', rawAttributes)),
      ...(parsedProperties.success ? [] : problemsFrom(parsedProperties.error, 'property', rawProperties)),
    ];

    if (!parsedAttributes.success || !parsedProperties.success) {
      return { status: 'invalid', problems, language: normaliseLanguage(rawAttributes.lang), signal };
    }

    const {
      brand: brandId = DEFAULT_BRAND,
      lang,
      env: envAttribute,
      'api-base': apiBase,
      ...own
    } = parsedAttributes.data as {
      brand?: BrandId;
      lang?: Language;
      env?: EnvironmentName;
      'api-base'?: string;
      [name: string]: unknown;
    };
    const brand = loadedBrand(brandId);
    if (!brand) {
      this.#awaitBrand(brandId);
      return { status: 'loading', language: normaliseLanguage(lang), signal };
    }
    this.#brandWanted = null;
    const language = resolveLanguage(lang, brand.languages.available, brand.languages.default);
    if (lang !== undefined && lang !== language) {
      this.#warnOnce(`<${tagName}>: brand "${brandId}" does not offer language "${lang}"; showing "${language}".`);
    }
    const env = envAttribute ?? (apiBase ? 'sandbox' : DEFAULT_ENVIRONMENT);
    // With api-base, every service lives on that one origin, laid out as in the sandbox.
    const environment = apiBase
      ? { ...resolveBrandEnvironment(brand, 'sandbox', { sandboxOrigin: apiBase }), name: env }
      : resolveBrandEnvironment(brand, env);

    return {
      status: 'ready',
      attributes: own,
      properties: parsedProperties.data,
      brandId,
      brand,
      environment,
      language,
      signal,
    };
  }

  #logOnce(message: string): void {
    if (message === this.#lastLogged) return;
    this.#lastLogged = message;
    console.error(message);
  }

  #warnOnce(message: string): void {
    if (message === this.#lastWarned) return;
    this.#lastWarned = message;
    console.warn(message);
  }
}
