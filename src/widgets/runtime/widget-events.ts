/**
 * Typed events for widgets. Every widget event is a {@link WalletEvent}: a `CustomEvent` subclass dispatched from
 * the host element with `bubbles: true, composed: true`, so it crosses the shadow boundary and reaches listeners
 * on the element, its ancestors and the document. r2wc's own `events` option cannot do this (no prefix, not
 * composed), hence this helper.
 */

/** The detail type of an event, carried only at type level (the value is a phantom). */
export interface EventSpec<Detail> {
  /** Whether the host may cancel the event with `preventDefault()` (intent events). */
  readonly cancelable: boolean;
  readonly detail?: Detail;
}

/** Widget events are named `wallet-<what>`, lowercase kebab. */
export type WalletEventName = `wallet-${string}`;

export type EventSpecMap = Record<WalletEventName, EventSpec<unknown>>;

export type DetailOf<S> = S extends EventSpec<infer D> ? D : never;

/**
 * Declares one event of a widget: `walletEvent<{ href: string }>({ cancelable: true })`.
 * Intent events (the host decides what happens next) are cancelable.
 */
export function walletEvent<Detail>(options: { cancelable?: boolean } = {}): EventSpec<Detail> {
  return { cancelable: options.cancelable ?? false };
}

/** The event class every widget dispatches; `type` and `detail` are typed. */
export class WalletEvent<Name extends string = WalletEventName, Detail = unknown> extends CustomEvent<Detail> {
  declare readonly type: Name;

  constructor(type: Name, detail: Detail, options: { cancelable?: boolean } = {}) {
    super(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false });
  }
}

/** `type -> event` map of a widget's events, for `GlobalEventHandlersEventMap` and listener typing. */
export type WalletEventMap<E> = { [N in keyof E & string]: WalletEvent<N, DetailOf<E[N]>> };

/**
 * Dispatches `name` from the host element. Returns `false` when a listener cancelled the event (only possible for
 * cancelable events), `true` otherwise, like `dispatchEvent`.
 */
export type Emit<E> = <N extends keyof E & string>(
  name: N,
  detail: DetailOf<E[N]>,
  options?: { cancelable?: boolean },
) => boolean;

export function createEmitter<E extends EventSpecMap>(host: EventTarget, specs: E): Emit<E> {
  const byName: Partial<Record<string, EventSpec<unknown>>> = specs;
  return (name, detail, options) => {
    const spec = byName[name];
    const cancelable = options?.cancelable ?? spec?.cancelable ?? false;
    return host.dispatchEvent(new WalletEvent(name, detail, { cancelable }));
  };
}
