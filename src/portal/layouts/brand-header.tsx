import { useId, useState, type ReactNode } from 'react';
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
   * Below the phablet breakpoint (871 px) the children fold behind a "Menu" button, so a narrow screen shows the
   * brand and one button instead of a wrapped row of links.
   */
  collapsible?: boolean;
  /**
   * Controls that stay in the bar when the menu folds (the notification centre with its unread count): on a phone
   * they are not hidden behind Menu.
   */
  persistent?: ReactNode;
  /** Unread news behind the folded menu: a badge on the Menu button, so the count is not lost on a phone. */
  menuBadge?: number;
}

/** The top bar: brand logo and name (a link to the start), what the layout adds, and the language switch (always in view). */
export function BrandHeader({ home, children, collapsible = false, persistent, menuBadge = 0 }: BrandHeaderProps) {
  const { brand, brandId } = usePortal();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const panelId = useId();
  const { pathname } = useLocation();
  // Open for the page it was opened on: following a link closes the folded menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className="portal-header">
      <div className={collapsible ? 'portal-header__bar portal-header__bar--menus' : 'portal-header__bar'}>
        <Link to={home} className="portal-header__brand">
          <BrandLogo brand={brandId} decorative />
          {/* The logo carries the brand's word mark; the name is the link's text for assistive technology. */}
          <span className="wallet-visually-hidden">{brand.name}</span>
        </Link>
        {persistent && <div className="portal-header__persistent">{persistent}</div>}
        {/* The language stays in the bar on every width: a visitor must find it without opening anything. */}
        <LanguageSwitcher languages={brand.languages.available} hideLabel={collapsible} />
        {collapsible && (
          <button
            type="button"
            className="portal-header__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
            {t('menuToggle')}
            {menuBadge > 0 && (
              <span className="portal-badge portal-badge--info">
                <span aria-hidden="true">{menuBadge}</span>
                <VisuallyHidden> ({t('unreadNews', { count: menuBadge })})</VisuallyHidden>
              </span>
            )}
          </button>
        )}
        <div
          id={panelId}
          className={
            collapsible
              ? `portal-header__panel portal-header__panel--collapsible${open ? ' portal-header__panel--open' : ''}`
              : 'portal-header__panel'
          }
        >
          {children}
        </div>
      </div>
    </header>
  );
}
