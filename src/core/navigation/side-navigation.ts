import { pathOf } from './route-table';
import { TRANSFER_MENU_ROUTES } from './transfer-menu';

/**
 * The side navigation's groups (issue 32: money, cards, history and statements, business, merchant, support,
 * settings), in the order they are shown. The overview (home, admin overview, verification, company documents)
 * leads without a label. The main navigation and the transfers navigation are built apart (their entries come from
 * different rules and the transfers carry live counts), so the order of both lives here, in one list, rather than
 * in the order the shell happens to render them. Business, merchant and settings are in the account menu of the top
 * bar for now (docs/decisions.md "s3-shell"); they keep their place in the order.
 */
export const SIDE_NAVIGATION_GROUPS = [
  'overview',
  'money',
  'cards',
  'history',
  'business',
  'merchant',
  'support',
  'settings',
] as const;

export type SideNavigationGroup = (typeof SIDE_NAVIGATION_GROUPS)[number];

/** Main-menu routes of each group; a route not listed goes to the overview. Money is the transfers navigation. */
const MAIN_ROUTE_GROUPS: Readonly<Record<string, SideNavigationGroup>> = {
  kyc: 'overview',
  'business-kyc': 'overview',
  home: 'overview',
  'admin-overview': 'overview',
  'company-documents': 'overview',
  cards: 'cards',
  history: 'history',
  statements: 'history',
  messages: 'support',
  news: 'support',
};

/** The group a main-menu route is shown in. */
export function sideNavigationGroupOf(route: string): SideNavigationGroup {
  return MAIN_ROUTE_GROUPS[route] ?? 'overview';
}

/**
 * The groups that have something to show, in the side navigation's order: the main-menu entries by their group, and
 * the money group where `hasMoney` (the transfers navigation has entries). Entries keep their order within a group.
 */
export function groupSideNavigation<Entry extends { route: string }>(
  entries: readonly Entry[],
  hasMoney: boolean,
): { group: SideNavigationGroup; entries: Entry[] }[] {
  return SIDE_NAVIGATION_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => sideNavigationGroupOf(entry.route) === group),
  })).filter(({ group, entries: inGroup }) => inGroup.length > 0 || (group === 'money' && hasMoney));
}

/** The paths of every entry the side navigation can show: its main routes and the transfers navigation's. */
const SIDE_NAVIGATION_PATHS: readonly string[] = [...Object.keys(MAIN_ROUTE_GROUPS), ...TRANSFER_MENU_ROUTES].map(
  (route) => pathOf(route),
);

/**
 * Whether an entry is current only on its own path, not on the paths below it: true when another entry of the side
 * navigation lives below it (Mass payments at /transfer/mass and Global pay batches at /transfer/mass/global, History
 * and Batch history), so one page marks one entry. Otherwise an entry stays current on its sub-pages (a mass kind's
 * form under Mass payments, a card under Cards).
 */
export function navigationEntryEnds(path: string, paths: readonly string[] = SIDE_NAVIGATION_PATHS): boolean {
  return paths.some((other) => other !== path && other.startsWith(`${path}/`));
}
