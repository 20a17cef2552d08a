import { BrandFooter, type BrandFooterLinkKind } from '../../ui';
import { useWidget } from '../runtime/widget-context';
import type { WidgetComponentProps } from '../runtime/widget-root';
import { walletEvent } from '../runtime/widget-events';

export type { BrandFooterLinkKind };

export interface BrandFooterLinkClickDetail {
  /** The absolute URL the link leads to (`mailto:`, `tel:` or `https:`). */
  href: string;
  kind: BrandFooterLinkKind;
}

export const brandFooterEvents = {
  /** Before a link is followed; `preventDefault()` keeps the browser from following it. */
  'wallet-link-click': walletEvent<BrandFooterLinkClickDetail>({ cancelable: true }),
};

export interface BrandFooterAttributes {
  'store-links'?: boolean | undefined;
}

/** The design system's brand footer, with link clicks turned into a cancelable event for the host. */
export function BrandFooterWidget({ attributes }: WidgetComponentProps<BrandFooterAttributes, object>) {
  const { brand, emit } = useWidget<typeof brandFooterEvents>();
  return (
    <BrandFooter
      brand={brand}
      showStoreLinks={attributes['store-links'] ?? false}
      onLinkClick={(kind, href) => emit('wallet-link-click', { href, kind })}
    />
  );
}
