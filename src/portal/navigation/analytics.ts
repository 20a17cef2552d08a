/**
 * Page-view tracking (spec 1 section 2, "Page views are tracked automatically") through one hook and no
 * third-party script: every view is dispatched as a `wallet-page-view` event on the window, where an analytics
 * integration of the operator's choice (or a test) can listen. Only the route name and the path are sent, never
 * the query, which can carry codes and customer ids.
 */
export const PAGE_VIEW_EVENT = 'wallet-page-view';

export interface PageView {
  /** Route name of the route table, or page_404. */
  name: string;
  /** Path without query or hash. */
  path: string;
}

export interface Analytics {
  pageView(view: PageView): void;
}

export function createAnalytics(target: EventTarget): Analytics {
  return {
    pageView(view) {
      target.dispatchEvent(
        new CustomEvent<PageView>(PAGE_VIEW_EVENT, { detail: { name: view.name, path: view.path } }),
      );
    },
  };
}
