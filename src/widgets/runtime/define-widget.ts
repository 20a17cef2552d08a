/**
 * `defineWidget()` turns a React component into a custom element class; `registerWidget()` puts it on the page.
 *
 * r2wc attaches the open shadow root and mounts, updates and unmounts the React root. The runtime adds what r2wc
 * does not do: zod-parsed kebab-case attributes (r2wc ignores a removed attribute and parses JSON and function
 * attributes, which our conventions forbid), JS properties for host objects and callbacks, adopted stylesheets,
 * a per-element i18n instance, brand and environment, typed composed events, the upgrade-property pattern, one
 * AbortController per connection, and an unmount that waits a microtask so that moving an element keeps its
 * React state.
 *
 * Both are safe on a server (Next.js, Remix, Astro import the package in Node, where there is no DOM): without
 * `HTMLElement` the class extends a stand-in with the same static facts and property accessors (what
 * `@lit/react` reads to render a wrapper on the server), and `registerWidget()` defines nothing; the browser
 * that loads the same module defines the real element.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as z from 'zod/mini';
import {
  attributeToProperty,
  baseAttributes,
  KEBAB_CASE,
  type BaseAttributeShape,
  type KebabToCamel,
} from './attributes';
import { baseEvents, type BaseEvents } from './base-events';
import { widgetBaseStyles } from '../../ui';
import runtimeCss from './runtime.css?inline';
import type { EventSpecMap } from './widget-events';
import { WidgetRoot, type AnyWidgetComponent, type WidgetComponentProps } from './widget-root';
import { WidgetRuntime, type RuntimeDefinition } from './widget-runtime';
import { defineHostAccessors } from './host-accessors';

/** Schemas of host-supplied JS properties (objects, callbacks), keyed by camelCase property name. */
export type PropertySchemas = Record<string, z.ZodMiniType>;

export type PropertyValues<Props extends PropertySchemas> = { [K in keyof Props]?: z.output<Props[K]> };

export type ParsedAttributes<Shape extends z.core.$ZodLooseShape> = z.output<z.ZodMiniObject<Shape>>;

export interface WidgetOptions<
  Shape extends z.core.$ZodLooseShape,
  Props extends PropertySchemas,
  Events extends EventSpecMap,
> {
  /** `wallet-<name>`. */
  tagName: `wallet-${string}`;
  /** Rendered inside the shadow root; reads brand, language and `emit` with `useWidget()`. */
  component: ComponentType<WidgetComponentProps<ParsedAttributes<Shape>, PropertyValues<Props>>>;
  /**
   * The widget's own kebab-case attributes (`payment-secret`), each optional in the schema or with a default.
   * `brand`, `lang`, `env` and `api-base` are added by the runtime.
   */
  attributes: z.ZodMiniObject<Shape>;
  /** Host-supplied objects and callbacks; never attributes. */
  properties?: Props;
  /**
   * CSS texts adopted after the design system's base (`widgetBaseStyles`: tokens, base, banner) and the runtime's:
   * the styles of the ui components the element renders (`buttonStyles`, `fieldStyles`, ...) and its own
   * (import `./x.css?inline`).
   */
  styles?: readonly string[];
  /** Events besides `wallet-ready`, declared with `walletEvent<Detail>()`. */
  events: Events;
}

/** JS properties that mirror attributes (`apiBase` for `api-base`), except those HTMLElement has (`lang`). */
export type AttributeProperties<Shape> = {
  -readonly [K in keyof Shape & string as KebabToCamel<K> extends keyof HTMLElement ? never : KebabToCamel<K>]:
    string | null;
};

/** An element instance: an HTMLElement with attribute-mirroring and host properties. */
export type WidgetElement<Shape, Props extends PropertySchemas> = HTMLElement &
  AttributeProperties<BaseAttributeShape & Shape> & { [K in keyof Props]: z.output<Props[K]> | undefined };

/** Static facts about a widget class: for registration, typings, the manifest check and tests. */
export interface WidgetInfo<Events extends EventSpecMap> {
  tagName: `wallet-${string}`;
  attributes: readonly string[];
  properties: readonly string[];
  events: Events & BaseEvents;
}

export interface WidgetClass<
  Shape = z.core.$ZodLooseShape,
  Props extends PropertySchemas = PropertySchemas,
  Events extends EventSpecMap = EventSpecMap,
> {
  new (): WidgetElement<Shape, Props>;
  readonly prototype: WidgetElement<Shape, Props>;
  readonly observedAttributes: string[];
  readonly widget: WidgetInfo<Events>;
}

/**
 * The in-page element's behaviour on an element of another class: how the thin framed element
 * (isolation/framed-element.ts) renders in the page (`isolation="none"`, the portal's origin) once it has loaded this
 * code. The thin element keeps its properties and forwards its lifecycle.
 */
export interface InPageController {
  connect(): void;
  disconnect(): void;
  /** An attribute or property changed. */
  refresh(): void;
}

/** Renders a widget in `host`'s shadow root (attached if missing); `readProperty` reads the host's properties. */
export type InPageMounter = (host: HTMLElement, readProperty: (name: string) => unknown) => InPageController;

const mounters = new WeakMap<object, InPageMounter>();

/** The in-page behaviour of a class made by {@link defineWidget}, to run on an element of another class. */
export function inPageMounter(element: object): InPageMounter {
  const mounter = mounters.get(element);
  if (!mounter) throw new Error('inPageMounter: not a class made by defineWidget()');
  return mounter;
}

/** The part of r2wc's element class the runtime builds on. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}

interface R2wcElementConstructor {
  new (): R2wcElement;
  readonly observedAttributes: string[];
}

const runtimes = new WeakMap<HTMLElement, WidgetRuntime>();

/** True where the page has a DOM: a browser, or a test under happy-dom. */
function hasDom(): boolean {
  return typeof HTMLElement !== 'undefined';
}

/**
 * Members of HTMLElement an attribute or property could be named after, for a server without `HTMLElement`
 * (the same answer `name in HTMLElement.prototype` gives in a browser, for the names widgets use).
 */
const SERVER_HTML_ELEMENT_MEMBERS = new Set([
  'lang',
  'title',
  'dir',
  'hidden',
  'id',
  'slot',
  'className',
  'style',
  'tabIndex',
  'inert',
  'translate',
  'draggable',
  'accessKey',
  'autofocus',
  'nonce',
  'popover',
  'part',
  'role',
  'children',
  'shadowRoot',
]);

function isHtmlElementMember(name: string): boolean {
  return hasDom() ? name in HTMLElement.prototype : SERVER_HTML_ELEMENT_MEMBERS.has(name);
}

/**
 * The server's stand-in for r2wc's element class: nothing to connect or render, since no element is ever created
 * there; it only lets the widget class (its statics and accessors) exist.
 */
function serverElementBase(): R2wcElementConstructor {
  return class ServerElement {
    static readonly observedAttributes: string[] = [];
  } as unknown as R2wcElementConstructor;
}

export function defineWidget<
  Shape extends z.core.$ZodLooseShape,
  Events extends EventSpecMap,
  Props extends PropertySchemas = Record<never, z.ZodMiniType>,
>(options: WidgetOptions<Shape, Props, Events>): WidgetClass<Shape, Props, Events> {
  const { tagName } = options;
  if (!/^wallet-[a-z0-9]+(-[a-z0-9]+)*$/.test(tagName)) {
    throw new Error(`defineWidget: tag name "${tagName}" must be wallet-<kebab-case>.`);
  }
  const ownAttributes = Object.keys(options.attributes.shape);
  for (const name of ownAttributes) {
    if (!KEBAB_CASE.test(name)) throw new Error(`defineWidget(<${tagName}>): attribute "${name}" must be kebab-case.`);
    if (name in baseAttributes)
      throw new Error(`defineWidget(<${tagName}>): attribute "${name}" is the runtime's own.`);
  }
  const propertySchemas: PropertySchemas = options.properties ?? {};
  const propertyNames = Object.keys(propertySchemas);
  const attributeNames = [...Object.keys(baseAttributes), ...ownAttributes];
  const attributeAccessors = attributeNames
    .map((attribute) => [attributeToProperty(attribute), attribute] as const)
    .filter(([property]) => !isHtmlElementMember(property));
  for (const name of propertyNames) {
    if (isHtmlElementMember(name) || attributeAccessors.some(([property]) => property === name)) {
      throw new Error(
        `defineWidget(<${tagName}>): property "${name}" clashes with an HTMLElement member or attribute.`,
      );
    }
  }

  // How a host that sets a property too early writes it as an attribute (React 19 before the element is defined:
  // `fieldpolicy`; a kebab-case habit: `field-policy`). Observed so the console can say so; never parsed.
  const propertyAttributes = new Map<string, string>();
  for (const name of propertyNames) {
    for (const spelling of [name.toLowerCase(), name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)]) {
      if (!attributeNames.includes(spelling)) propertyAttributes.set(spelling, name);
    }
  }

  const styles = [widgetBaseStyles, runtimeCss, ...(options.styles ?? [])];
  const definition: RuntimeDefinition = {
    tagName,
    attributes: z.extend(z.object(baseAttributes), options.attributes.shape),
    properties: z.object(
      Object.fromEntries(Object.entries(propertySchemas).map(([name, schema]) => [name, z.optional(schema)])),
    ),
    propertyAttributes,
    styles,
    events: options.events,
  };
  // The component's props are checked by `WidgetOptions`; the root passes them on untyped.
  const component = options.component as unknown as AnyWidgetComponent;

  /** What r2wc mounts: its `container` prop is our shadow root, whose host is the element. */
  function WidgetHost({ container }: { container?: HTMLElement }) {
    const host = (container as unknown as ShadowRoot).host as HTMLElement;
    const runtime = runtimes.get(host);
    if (!runtime) throw new Error(`<${tagName}> rendered before it connected.`);
    return createElement(WidgetRoot, { host, runtime, component, styles });
  }
  const R2wcBase = hasDom()
    ? (r2wc(WidgetHost, { shadow: 'open', props: [] }) as unknown as R2wcElementConstructor)
    : serverElementBase();

  class Widget extends R2wcBase {
    static override readonly observedAttributes = [...attributeNames, ...propertyAttributes.keys()];
    static readonly widget: WidgetInfo<Events> = {
      tagName,
      attributes: attributeNames,
      properties: propertyNames,
      events: { ...baseEvents, ...options.events },
    };

    readonly #properties = new Map<string, unknown>();
    #unmountPending = false;

    /**
     * What the class does, on an element of another class: the same runtime and React root r2wc would make (its
     * mount is `createRoot(shadowRoot).render(...)`), and the same deferred unmount.
     */
    static mountOn(host: HTMLElement, readProperty: (name: string) => unknown): InPageController {
      const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
      const runtime = new WidgetRuntime(host, definition, readProperty);
      runtimes.set(host, runtime);
      let root: Root | null = null;
      let unmountPending = false;
      return {
        connect() {
          unmountPending = false;
          runtime.connect();
          if (root) return;
          root = createRoot(shadowRoot);
          root.render(createElement(WidgetHost, { container: shadowRoot as unknown as HTMLElement }));
        },
        disconnect() {
          runtime.disconnect();
          unmountPending = true;
          queueMicrotask(() => {
            if (!unmountPending || host.isConnected) return;
            unmountPending = false;
            root?.unmount();
            root = null;
          });
        },
        refresh() {
          runtime.refresh();
        },
      };
    }

    static {
      defineHostAccessors(this.prototype, attributeAccessors, propertyNames, {
        get: (element, property) => element.#properties.get(property),
        set: (element, property, value) => {
          element.#properties.set(property, value);
          runtimes.get(element)?.refresh();
        },
      });
    }

    override connectedCallback(): void {
      this.#unmountPending = false;
      const runtime = runtimes.get(this);
      if (runtime) {
        runtime.connect();
      } else {
        this.#upgradeProperties();
        runtimes.set(this, new WidgetRuntime(this, definition, (name) => this.#properties.get(name)));
      }
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      runtimes.get(this)?.disconnect();
      // A move (remove + insert in one task) reconnects before the microtask runs: keep the React tree then.
      // Deferring also keeps React from unmounting a root while a host React app is rendering.
      this.#unmountPending = true;
      queueMicrotask(() => {
        if (!this.#unmountPending || this.isConnected) return;
        this.#unmountPending = false;
        super.disconnectedCallback();
      });
    }

    // r2wc's version maps attributes to props it was given; this element has none, the runtime parses instead.
    override attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue !== newValue) runtimes.get(this)?.refresh();
    }

    /**
     * A host may set `el.brand = 'pay'` or `el.getSession = fn` before this class was defined; that created an own
     * property hiding the accessor. Re-set it through the accessor so the value counts.
     */
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

  mounters.set(Widget, (host, readProperty) => Widget.mountOn(host, readProperty));
  return Widget as unknown as WidgetClass<Shape, Props, Events>;
}

export { registerWidget } from './register-widget';
