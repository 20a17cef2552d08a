import { NavLink } from 'react-router';
import { useMessages } from '../../ui';
import { PORTAL_NAMESPACE, portalMessages } from '../messages';
import { MenuIcon } from './menu-icons';

export interface PhoneTab {
  /** Route name (its icon). */
  route: string;
  path: string;
  /** The section's name, already translated. */
  label: string;
}

/** The phone's bottom tab bar ("Quick navigation"): the sections given, each an icon and its name; nothing without. */
export function PhoneTabBar({ tabs }: { tabs: readonly PhoneTab[] }) {
  const t = useMessages(PORTAL_NAMESPACE, portalMessages);
  if (tabs.length === 0) return null;
  return (
    <nav aria-label={t('shell.quickNavigation')} className="portal-tabbar__nav">
      <ul className="portal-tabbar__list">
        {tabs.map((tab) => (
          <li key={tab.route}>
            <NavLink to={tab.path} className="portal-tabbar__link">
              <MenuIcon route={tab.route} />
              <span className="portal-tabbar__text">{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
