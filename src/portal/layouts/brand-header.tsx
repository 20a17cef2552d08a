import { useId, useState, type ReactNode } from 'react';
import { Ellipsis, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BrandLogo, LanguageSwitcher, useMessages, VisuallyHidden } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { usePortal } from '../portal-context';

export interface BrandHeaderProps {
  /** Where the brand logo leads. */
  home: string;
  /** Navigation and account controls. */
  children?: ReactNode;
  /**
   * The signed-in shell: from the laptop breakpoint (1024 px) the children are a side navigation beside a slim top
   * bar; below it they fold behind the "More" button of a bottom tab bar, so a phone shows a bar of at most 64 px.
   */
  collapsible?: boolean;
  /**
   * Controls that stay in the bar when the menu folds (the notification centre with its unread count): on a phone
   * they are not hidden behind Menu.
   */
  persistent?: ReactNode;
  /** Unread news behind the folded menu: a badge on the More button, so the count is not lost on a phone. */
  menuBadge?: number;
  /** With `collapsible`: the phone's bottom tab bar links (the most used sections); the More button follows them. */
  tabs?: ReactNode;
}

/** The top bar: brand logo and name (a link to the start), what the layout adds, and the language switch (always in view). */
export function BrandHeader({
  home,
  children,
  collapsible = false,
  persistent,
  menuBadge = 0,
  tabs,
}: BrandHeaderProps) {
  const { brand, brandId } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const panelId = useId();
  const { pathname } = useLocation();
  // Open for the page it was opened on: following a link closes the folded menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const toggle = collapsible && (
    <button
      type="button"
      className="portal-header__toggle"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpenOn(open ? null : pathname)}
    >
      {open ? (
        <X className="portal-icon" aria-hidden="true" />
      ) : (
        <Ellipsis className="portal-icon" aria-hidden="true" />
      )}
      <span className="portal-tabbar__text">{t('shell.more')}</span>
      {menuBadge > 0 && (
        <span className="portal-badge portal-badge--info">
          <span aria-hidden="true">{menuBadge}</span>
          <VisuallyHidden> ({t('unreadNews', { count: menuBadge })})</VisuallyHidden>
        </span>
      )}
    </button>
  );

  return (
    <header className={collapsible ? 'portal-header portal-header--app' : 'portal-header'}>
      <div className={collapsible ? 'portal-header__bar portal-header__bar--menus' : 'portal-header__bar'}>
        <Link to={home} className="portal-header__brand">
          <BrandLogo brand={brandId} decorative />
          {/* The logo carries the brand's word mark; the name is the link's text for assistive technology. */}
          <span className="wallet-visually-hidden">{brand.name}</span>
        </Link>
        {persistent && <div className="portal-header__persistent">{persistent}</div>}
        {/* The language stays in the bar on every width: a visitor must find it without opening anything. */}
        <LanguageSwitcher languages={brand.languages.available} hideLabel={collapsible} />
        {!collapsible && <div className="portal-header__panel">{children}</div>}
      </div>
      {collapsible && (
        <>
          <div
            id={panelId}
            className={`portal-header__panel portal-header__panel--collapsible${open ? ' portal-header__panel--open' : ''}`}
          >
            {children}
          </div>
          <div className="portal-tabbar">
            {tabs}
            {toggle}
          </div>
        </>
      )}
      {/* Printed pages carry the brand instead of the navigation (portal.css @media print). */}
      <p className="portal-print-brand" aria-hidden="true">
        <BrandLogo brand={brandId} decorative />
        <span>{brand.name}</span>
      </p>
    </header>
  );
}
