import { describe, expect, it } from 'vitest';
import { createAnalytics, PAGE_VIEW_EVENT, type PageView } from './analytics';

describe('analytics', () => {
  it('dispatches one page-view event with the route name and path only', () => {
    const target = new EventTarget();
    const seen: PageView[] = [];
    target.addEventListener(PAGE_VIEW_EVENT, (event) => seen.push((event as CustomEvent<PageView>).detail));
    createAnalytics(target).pageView({ name: 'home', path: '/home', extra: 'dropped' } as PageView);
    expect(seen).toEqual([{ name: 'home', path: '/home' }]);
  });
});
