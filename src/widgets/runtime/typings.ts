/**
 * Types hosts use: React `JSX.IntrinsicElements` entries for our elements, derived from their definitions so the
 * attributes, properties and `on<event>` listeners (React 19 wires `onwallet-ready` to `wallet-ready` on custom
 * elements) cannot drift from the runtime.
 */
import type { HTMLAttributes, Ref } from 'react';
import type * as z from 'zod/mini';
import type { BaseAttributeShape } from './attributes';
import type { BaseEvents } from './base-events';
import type { WidgetClass } from './define-widget';
import type { DetailOf, WalletEvent } from './widget-events';

export type WidgetJsxProps<C> =
  C extends WidgetClass<infer Shape, infer Props, infer Events>
    ? HTMLAttributes<HTMLElement> & { ref?: Ref<InstanceType<C>> } & {
        [K in keyof (BaseAttributeShape & Shape) & string]?: string;
      } & { [K in keyof Props]?: z.output<Props[K]> } & {
        [N in keyof (Events & BaseEvents) & string as `on${N}`]?: (
          event: WalletEvent<N, DetailOf<(Events & BaseEvents)[N]>>,
        ) => void;
      }
    : never;
