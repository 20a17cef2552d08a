/**
 * The widgets folder of a module URL, apart from the snippet (embed-snippet.ts) so that the merchant-buttons element's
 * first download carries this and not the snippet's code, which comes with the buttons' screens.
 */

/**
 * The widgets folder of a module URL: an element's code sits in `<base>/chunks/…` or `<base>/…`, so a widget that
 * asks `import.meta.url` learns where its own scripts (and so the pay button's) are published.
 */
export function widgetsBaseOf(moduleUrl: string): string {
  const folder = new URL('.', moduleUrl);
  return folder.pathname.endsWith('/chunks/') ? new URL('..', folder).href : folder.href;
}
