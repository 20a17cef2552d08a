import type { I18n } from '../../core/i18n/i18n';
import { createContext, useContext } from 'react';
import type { Brand } from '../../core/brand/brand-schema';
import type { BrandId } from '../../core/brand/brands';
import type { EnvironmentConfig } from '../../core/brand/environments';
import type { Language } from '../../core/i18n/languages';
import type { BaseEvents } from './base-events';
import type { Emit, EventSpecMap } from './widget-events';

/** What every widget component can read about the element it renders in. */
export interface WidgetContextValue<E extends EventSpecMap = BaseEvents> {
  /** The custom element; for reading only (events go through `emit`). */
  host: HTMLElement;
  brandId: BrandId;
  brand: Brand;
  environment: EnvironmentConfig;
  /** The language shown: the `lang` attribute if the brand offers it, otherwise the brand's default. */
  language: Language;
  /** This element's own i18next instance (never the global one). */
  i18n: I18n;
  /** Dispatches a typed `wallet-*` event from the host element (bubbles, composed). */
  emit: Emit<E & BaseEvents>;
  /**
   * Aborted when the element leaves the page. Page-level listeners (`window`, `document`) must pass it, so none
   * is left behind; a new signal comes with every connection.
   */
  signal: AbortSignal;
}

export const WidgetContext = createContext<WidgetContextValue<EventSpecMap> | null>(null);

/**
 * The widget's brand, environment, language, i18n instance and typed `emit`.
 * `E` is the widget's event map (`typeof brandFooterEvents`); the runtime built `emit` from that same map, which
 * is what makes the (unchecked) narrowing from the untyped context value safe.
 */
export function useWidget<E extends EventSpecMap = BaseEvents>(): WidgetContextValue<E> {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() must be called inside a component rendered by defineWidget().');
  return value;
}
