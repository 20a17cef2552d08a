import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * What the pages of a context showed, even for a moment: dialogs and headings with the names a test watches, as they
 * were on screen. For content that goes away by itself (the payment's success popup closes after 3 seconds, spec 2),
 * a check of the live page races the clock on a loaded machine; the record does not. It is kept in each frame
 * (the bank's frame of isolation mode included) by a script that runs before the frame's own scripts and watches the
 * document and every shadow root.
 */
export interface Shown {
  role: 'dialog' | 'alertdialog' | 'heading';
  /** The accessible name: aria-label, the aria-labelledby texts, or a heading's text. */
  name: string;
  /** What it said: a dialog's text, or the text of the heading's section (its parent element). */
  text: string;
}

type ShownWindow = Window & { __shown?: Shown[] };

/** Starts the record in every page and frame the context opens from now on; `names` are the names to keep. */
export async function recordShown(context: BrowserContext, names: readonly string[]): Promise<void> {
  await context.addInitScript(
    (watched: string[]) => {
      const target = window as ShownWindow;
      if (target.__shown) return;
      const shown: Shown[] = [];
      target.__shown = shown;
      const roots = new Set<Document | ShadowRoot>([document]);
      const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const nameOf = (element: Element): string => {
        const label = element.getAttribute('aria-label');
        if (label) return squash(label);
        const ids = element.getAttribute('aria-labelledby');
        if (!ids) return element.matches('h1, h2, h3, h4, h5, h6, [role="heading"]') ? squash(element.textContent) : '';
        const root = element.getRootNode() as Document | ShadowRoot;
        return squash(
          ids
            .split(/\s+/)
            .map((id) => root.getElementById(id)?.textContent ?? '')
            .join(' '),
        );
      };
      const record = () => {
        for (const root of roots) {
          for (const element of root.querySelectorAll<HTMLElement>(
            'dialog, [role="dialog"], [role="alertdialog"], h1, h2, h3, h4, h5, h6, [role="heading"]',
          )) {
            const name = nameOf(element);
            if (!watched.includes(name) || !element.checkVisibility()) continue;
            // A <dialog> is a dialog without saying so (the ui Dialog is one); an explicit role wins.
            const explicit = element.getAttribute('role') ?? (element.localName === 'dialog' ? 'dialog' : null);
            const role: Shown['role'] = explicit === 'dialog' || explicit === 'alertdialog' ? explicit : 'heading';
            const text = squash(role === 'heading' ? (element.parentElement?.innerText ?? '') : element.innerText);
            if (!shown.some((entry) => entry.role === role && entry.name === name && entry.text === text))
              shown.push({ role, name, text });
          }
        }
      };
      const observer = new MutationObserver(record);
      const observe = (root: Document | ShadowRoot) =>
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      const attachShadow = Object.getOwnPropertyDescriptor(Element.prototype, 'attachShadow')?.value as (
        this: Element,
        init: ShadowRootInit,
      ) => ShadowRoot;
      Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
        const root = attachShadow.call(this, init);
        roots.add(root);
        observe(root);
        return root;
      };
      observe(document);
    },
    [...names],
  );
}

/** Everything recorded so far in the page and its frames. */
export async function shownIn(page: Page): Promise<Shown[]> {
  const lists = await Promise.all(
    page
      .frames()
      .map((frame) => frame.evaluate(() => (window as ShownWindow).__shown ?? []).catch(() => [] as Shown[])),
  );
  return lists.flat();
}

/** Waits until the page (or one of its frames) has shown a dialog or heading of that name, saying `text` if given. */
export async function expectShown(
  page: Page,
  role: Shown['role'],
  name: string,
  text?: string | RegExp,
): Promise<void> {
  const said =
    text === undefined
      ? expect.any(String)
      : typeof text === 'string'
        ? expect.stringContaining(text)
        : expect.stringMatching(text);
  await expect
    .poll(() => shownIn(page), {
      message: `a ${role} "${name}"${text === undefined ? '' : ` saying ${String(text)}`} was shown`,
    })
    .toEqual(expect.arrayContaining([expect.objectContaining({ role, name, text: said })]));
}

/** Clears the record in the page and its frames: what is shown after this is what a next step showed. */
export async function forgetShown(page: Page): Promise<void> {
  await Promise.all(
    page
      .frames()
      .map((frame) => frame.evaluate(() => (window as ShownWindow).__shown?.splice(0)).catch(() => undefined)),
  );
}
