import { useSignals } from '@preact/signals-react/runtime';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Fragment, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { MenuEntry, MenuKind } from '../../core/navigation/menus';
import { groupSideNavigation, navigationEntryEnds } from '../../core/navigation/side-navigation';
import { classNames, useMessages, VisuallyHidden } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { useThemePreference } from '../shell/theme-context';
import { THEME_CHOICES, type ThemeChoice } from '../shell/theme-preference';
import { MenuIcon } from './menu-icons';

/**
 * The main navigation: the built sections of the user's kind, in the side navigation's groups
 * (core/navigation/side-navigation.ts). `money` is the transfers navigation, shown in the money group's place.
 * Renders nothing when there is no section. The news entry carries the unread count once the news are loaded.
 * `note` says why sections are missing (verification first).
 */
export function MainNavigation({
  entries,
  money = null,
  note = null,
}: {
  entries: readonly MenuEntry[];
  money?: ReactNode;
  note?: string | null;
}) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const baseId = useId();
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('mainNavigation')} className="portal-nav">
      {groupSideNavigation(entries, money !== null).map(({ group, entries: inGroup }) =>
        group === 'money' ? (
          <Fragment key={group}>{money}</Fragment>
        ) : (
          <div key={group} className="portal-nav__group">
            {group !== 'overview' && (
              <span id={`${baseId}-${group}`} className="portal-nav__group-label">
                {t(`shell.groups.${group}`)}
              </span>
            )}
            <ul
              className="portal-nav__list"
              {...(group !== 'overview' ? { 'aria-labelledby': `${baseId}-${group}` } : {})}
            >
              {inGroup.map((entry) => (
                <li key={entry.route}>
                  <NavLink to={entry.path} end={navigationEntryEnds(entry.path)} className="portal-nav__link">
                    <MenuIcon route={entry.route} />
                    <span className="portal-nav__text">{t(`menu.${entry.label}`)}</span>
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
          </div>
        ),
      )}
      {note && <p className="portal-nav__note">{note}</p>}
    </nav>
  );
}

const THEME_ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
const THEME_LABELS: Record<ThemeChoice, string> = {
  system: 'shell.themeSystem',
  light: 'shell.themeLight',
  dark: 'shell.themeDark',
};

/** System, light or dark: the portal's theme, remembered on this device (src/portal/shell/theme-preference.ts). */
export function ThemeSwitch() {
  useSignals();
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  const theme = useThemePreference();
  const name = useId();
  if (!theme) return null;
  return (
    <fieldset className="portal-theme-switch">
      <legend className="portal-theme-switch__legend">{t('shell.appearance')}</legend>
      <div className="portal-theme-switch__options">
        {THEME_CHOICES.map((choice) => {
          const Icon = THEME_ICONS[choice];
          return (
            <label key={choice} className="portal-theme-switch__option">
              <input
                type="radio"
                name={name}
                value={choice}
                checked={theme.choice.value === choice}
                onChange={() => theme.choose(choice)}
              />
              <Icon className="portal-icon" aria-hidden="true" focusable="false" size={16} />
              {t(THEME_LABELS[choice])}
            </label>
          );
        })}
      </div>
    </fieldset>
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
        <MenuIcon route={kind === 'company' ? 'company' : 'profile'} />
        <span className="portal-account-menu__title">{t(MENU_TITLE[kind])}</span>
        {attention && (
          <>
            <span className="portal-account-menu__dot" aria-hidden="true" />
            <VisuallyHidden> ({t('menu.actionRequired')})</VisuallyHidden>
          </>
        )}
      </button>
      <div id={listId} className="portal-account-menu__panel" hidden={!open}>
        <ul className="portal-account-menu__list">
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
                <MenuIcon route={entry.route} />
                <span className="portal-account-menu__text">{t(`menu.${entry.label}`)}</span>
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
        <ThemeSwitch />
      </div>
    </nav>
  );
}
