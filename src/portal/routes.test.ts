import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES, SIGNED_IN_ROUTES } from '../core/navigation/route-table';
import { BUILT_PAGES } from './pages/signed-in-pages';
import en from './locales/en.json';
import { routes } from './routes';

/** The route a path lands on: the deepest match's name. */
function routeNameAt(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const handle = matches.at(-1)?.route.handle as { name?: string } | undefined;
  return handle?.name;
}

const samplePath = (pattern: string) => `/${pattern.replace(/:([A-Za-z]+)/g, '$1-1')}`;

describe('mounted routes', () => {
  it.each(ROUTES.map((definition) => [definition.name, definition.path] as const))(
    '%s is mounted at /%s',
    (name, path) => {
      expect(routeNameAt(samplePath(path))).toBe(name);
    },
  );

  it.each(['/no/such/page', '/transfer/nowhere', '/cards/1/2', '/merchant/unknown'])('%s is the 404 page', (path) => {
    expect(routeNameAt(path)).toBe('page_404');
  });

  it('sends the root to login', () => {
    expect(routeNameAt('/')).toBe('auth');
  });

  it('gives every signed-in route its page (no placeholder)', () => {
    const focused = new Set(['start', 'company-selection', 'terms', 'oau']);
    for (const definition of SIGNED_IN_ROUTES)
      if (!focused.has(definition.name))
        expect(Object.hasOwn(BUILT_PAGES, definition.name), definition.name).toBe(true);
  });

  it('has a title for every section', () => {
    const sections: Record<string, string> = en.sections;
    for (const definition of ROUTES) expect(sections[definition.section], definition.name).toBeTruthy();
  });
});
