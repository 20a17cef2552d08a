/**
 * React components for the widgets (`import { WalletGlobalClaim } from '<package>/react'`), built with
 * `@lit/react`'s `createComponent`: it tells properties from attributes by the element class (objects and
 * callbacks such as `fieldPolicy` and `getSession` are always set as properties, in React 18 too, which would
 * otherwise write `fieldpolicy="[object Object]"`), and binds `on<Event>` props to the widget's `wallet-*` events
 * with `addEventListener` (React 18 cannot listen to custom events at all).
 *
 * The factory takes the React module, so the package never bundles React and one code path serves React 18 and
 * 19 (the tests run both).
 */
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import type * as ReactModule from 'react';
import type { BaseEvents } from '../runtime/base-events';
import type { WidgetClass } from '../runtime/define-widget';
import type { DetailOf, EventSpecMap, WalletEvent } from '../runtime/widget-events';

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** `wallet-claim-completed` -> `onClaimCompleted`. */
export type HandlerName<N extends string> = N extends `wallet-${infer Rest}` ? `on${Capitalize<Camel<Rest>>}` : never;

/** The `events` option of createComponent for a widget: each handler prop typed with its event's detail. */
export type WrapperEvents<E extends EventSpecMap> = {
  [N in keyof E & string as HandlerName<N>]: EventName<WalletEvent<N, DetailOf<E[N]>>>;
};

type AnyWidgetClass = WidgetClass<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every event a widget class sends: its own and the runtime's (`wallet-ready`). */
type EventsOf<C> = C extends WidgetClass<any, any, infer E> ? E & BaseEvents : never; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The React component type for a widget class. */
export type WidgetComponent<C extends AnyWidgetClass> = ReactWebComponent<InstanceType<C>, WrapperEvents<EventsOf<C>>>;

/** `wallet-claim-completed` -> `onClaimCompleted` at run time. */
export function handlerName(event: string): string {
  const rest = event.replace(/^wallet-/, '');
  return `on${rest.replace(/(^|-)([a-z0-9])/g, (_match: string, _dash: string, letter: string) => letter.toUpperCase())}`;
}

/** The handler props of a widget class, read from its definition (so they cannot drift from the events it sends). */
export function wrapperEvents<C extends AnyWidgetClass>(elementClass: C): WrapperEvents<EventsOf<C>> {
  const events: Record<string, string> = {};
  const { widget } = elementClass as { widget: { events: object } };
  const sent = widget.events;
  for (const name of Object.keys(sent)) events[handlerName(name)] = name;
  return events as WrapperEvents<EventsOf<C>>;
}

/** `wallet-global-claim` -> `WalletGlobalClaim`. */
export function componentName(tagName: string): string {
  return tagName.replace(/(^|-)([a-z0-9])/g, (_match: string, _dash: string, letter: string) => letter.toUpperCase());
}

/** One React component for a widget class; the element must be registered by the caller's import. */
export function wrapWidget<C extends AnyWidgetClass>(react: typeof ReactModule, elementClass: C): WidgetComponent<C> {
  const tagName = elementClass.widget.tagName;
  return createComponent({
    react,
    tagName,
    elementClass: elementClass as unknown as new () => InstanceType<C>,
    events: wrapperEvents(elementClass),
    displayName: componentName(tagName),
  }) as WidgetComponent<C>;
}
