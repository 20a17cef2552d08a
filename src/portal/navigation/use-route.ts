import { useMatches } from 'react-router';
import { findRoute, NOT_FOUND_ROUTE_NAME, type RouteDefinition } from '../../core/navigation/route-table';

/** The route handle every portal route carries: its name in the route table. */
export interface RouteHandle {
  name: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { name?: unknown }).name === 'string';
}

/** The name of the deepest matched route (page_404 for unknown paths). */
export function useRouteName(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return NOT_FOUND_ROUTE_NAME;
}

/** The route-table definition of the current route; undefined for the 404 page. */
export function useRouteDefinition(): RouteDefinition | undefined {
  return findRoute(useRouteName());
}
