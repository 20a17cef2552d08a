import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import { isApiError } from '../../core/api/errors';
import type { BrandId } from '../../core/brand/brand-ids';
import type { EnvironmentConfig } from '../../core/brand/environments';
import type { TFunction } from '../../core/i18n/i18n';
import type { MerchantAccess } from '../../core/merchant-buttons/merchant-access';
import type { ResourceCache } from '../../core/resource/resource-cache';

/** What the feature tells its host (the widget turns these into `wallet-*` events). */
export type MerchantEvent =
  | { type: 'button-saved'; buttonId: number; created: boolean }
  | { type: 'button-deleted'; buttonId: number }
  /** A call failed; `code` is the API's response code, `message` English, for logs. */
  | { type: 'error'; code: string; message: string };

export interface MerchantContextValue {
  api: ApiClient;
  cache: ResourceCache;
  access: MerchantAccess;
  brandId: BrandId;
  brandName: string;
  environment: EnvironmentConfig;
  widgetsBase: string;
  /** Level of a section's heading; its parts use the next level. */
  headingLevel: 1 | 2;
  /** A section takes focus on its heading when it appears (a page of its own); not inside tabs, which keep it. */
  focusOnMount: boolean;
  emit: (event: MerchantEvent) => void;
  t: TFunction;
}

const MerchantContext = createContext<MerchantContextValue | null>(null);

export function MerchantProvider({ value, children }: { value: MerchantContextValue; children: ReactNode }) {
  return <MerchantContext.Provider value={value}>{children}</MerchantContext.Provider>;
}

export function useMerchant(): MerchantContextValue {
  const value = useContext(MerchantContext);
  if (!value) throw new Error('useMerchant() must be called inside <MerchantButtonsFeature>.');
  return value;
}

/** Tells the host about a failed call (the user sees a translated text next to what failed). */
export function reportFailure(emit: MerchantContextValue['emit'], error: unknown): void {
  if (isApiError(error)) emit({ type: 'error', code: error.code, message: error.message });
  else emit({ type: 'error', code: 'error', message: error instanceof Error ? error.message : String(error) });
}

/** A heading at a level given at run time. */
export function Heading({
  level,
  children,
  id,
  ref,
  className,
}: {
  level: number;
  children: ReactNode;
  id?: string;
  ref?: React.Ref<HTMLHeadingElement>;
  className?: string;
}) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <Tag id={id} ref={ref} className={className} tabIndex={ref ? -1 : undefined}>
      {children}
    </Tag>
  );
}
