import { useId, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import type { MenuEntry, MenuKind } from '../../core/navigation/menus';
import { classNames, useMessages, VisuallyHidden } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';

/**
 * The main navigation: the built sections of the user's kind. Renders nothing when there is none. The news entry
 * carries the unread count once the news are loaded. `note` says why sections are missing (verification first).
 */
export function MainNavigation({ entries, note = null }: { entries: readonly MenuEntry[]; note?: string | null }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('mainNavigation')} className="portal-nav">
      <ul className="portal-nav__list">
        {entries.map((entry) => (
          <li key={entry.route}>
            <NavLink to={entry.path} className="portal-nav__link">
              {t(`menu.${entry.label}`)}
              {entry.badge && entry.badge.count > 0 && (
                <span className={`portal-badge portal-badge--${entry.badge.tone}`}>
                  <span aria-hidden="true">{entry.badge.count}</span>
                  <VisuallyHidden> ({t('unreadNews', { count: entry.badge.count })})</VisuallyHidden>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      {note && <p className="portal-nav__note">{note}</p>}
    </nav>
  );
}

const MENU_TITLE: Record<MenuKind, string> = {
  personal: 'menu.personalTitle',
  company: 'menu.companyTitle',
  profileOnly: 'menu.profileTitle',
};

/**
 * The personal, company or profile-only menu (spec 3 section 2.1) as a disclosure: a button that shows or hides
 * the list of links. Highlighted entries say that actions are required; the smart-contracts badge says how many
 * requests (red) or active contracts (blue) there are. Renders nothing when no entry is built yet.
 */
export function AccountMenu({ kind, entries }: { kind: MenuKind; entries: readonly MenuEntry[] }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  const attention = entries.some((entry) => entry.highlighted);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <nav aria-label={t(MENU_TITLE[kind])} className="portal-account-menu" onKeyDown={closeOnEscape}>
      <button
        type="button"
        className="portal-account-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(MENU_TITLE[kind])}
        {attention && (
          <>
            <span className="portal-account-menu__dot" aria-hidden="true" />
            <VisuallyHidden> ({t('menu.actionRequired')})</VisuallyHidden>
          </>
        )}
      </button>
      <ul id={listId} className="portal-account-menu__list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.route}>
            <NavLink
              to={entry.path}
              className={classNames(
                'portal-account-menu__link',
                entry.highlighted && 'portal-account-menu__link--highlighted',
              )}
              onClick={() => setOpen(false)}
            >
              <span>{t(`menu.${entry.label}`)}</span>
              {entry.highlighted && <VisuallyHidden> ({t('menu.actionRequired')})</VisuallyHidden>}
              {entry.badge && (
                <span className={`portal-badge portal-badge--${entry.badge.tone}`}>
                  <span aria-hidden="true">{entry.badge.count}</span>
                  <VisuallyHidden>
                    {' '}
                    (
                    {t(entry.badge.tone === 'danger' ? 'menu.contractRequests' : 'menu.activeContracts', {
                      number: entry.badge.count,
                    })}
                    )
                  </VisuallyHidden>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
