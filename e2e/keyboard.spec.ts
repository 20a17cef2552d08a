/**
 * Keyboard-only passes (docs/accessibility.md, WCAG 2.2): a customer who uses no pointer moves money from the first
 * Tab on the page to the receipt. On every stop the focus is visible (2.4.7) and not hidden under the sticky top
 * bar or the phone's tab bar (2.4.11 Focus Not Obscured); the order follows the page (2.4.3); the money moves once.
 * Also: every pointer target of the main screens is at least 24 by 24 CSS pixels or has that much room (2.5.8).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn } from './support/api-sign-in';
import { resetSandbox } from './support/sandbox';
import { balances } from './support/widget-sessions';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

interface FocusState {
  /** The focused element's accessible-ish name: its label, its text or its aria-label. */
  name: string;
  tag: string;
  /** A focus indicator is drawn (outline or box shadow). */
  indicated: boolean;
  /** The element's centre is not covered by anything else (a sticky bar). */
  unobscured: boolean;
}

async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', tag: 'body', indicated: true, unobscured: true };
    const style = getComputedStyle(element);
    const indicated =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none' ||
      // A control whose wrapper draws the ring (:focus-within / :has(:focus-visible)).
      [...document.querySelectorAll(':has(> :focus-visible)')].some((wrapper) => {
        const around = getComputedStyle(wrapper);
        return (around.outlineStyle !== 'none' && parseFloat(around.outlineWidth) > 0) || around.boxShadow !== 'none';
      });
    const rect = element.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + Math.min(rect.height / 2, 12), 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const unobscured = top !== null && (element.contains(top) || top.contains(element) || top === element);
    const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    const name = (element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '').trim();
    return { name, tag: element.tagName.toLowerCase(), indicated, unobscured };
  });
}

/** Presses Tab until the focused element's name matches, checking every stop on the way; fails after `limit` stops. */
async function tabTo(page: Page, target: RegExp, limit = 80): Promise<void> {
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    expect(state.indicated, `focus ring on ${state.tag} "${state.name}"`).toBe(true);
    expect(state.unobscured, `${state.tag} "${state.name}" hidden under a bar`).toBe(true);
    if (target.test(state.name)) return;
  }
  throw new Error(`${String(target)} not reached in ${limit} Tab stops`);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`keyboard only at ${viewport.width} px: home to a transfer between my accounts, reviewed and confirmed once`, async ({
    page,
    request,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const before = await balances(request, 'personal@demo.test');
    await apiSignIn(page, 'personal@demo.test', { to: '/home' });
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Paula/ })).toBeVisible({ timeout: 30_000 });
    await page.locator('body').focus();

    // The skip link is the first stop, and it takes the focus to the page's content.
    await page.keyboard.press('Tab');
    expect((await focusState(page)).name).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    // The quick action "Between my accounts" on home, in the content's order.
    await tabTo(page, /^Between my accounts$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/transfer\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer between my accounts' })).toBeVisible();

    await tabTo(page, /^From account$/);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('From account')).not.toHaveValue('');
    await tabTo(page, /^To account$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, /^Amount$/);
    await page.keyboard.type('12');
    await tabTo(page, /^Review$/);
    await page.keyboard.press('Enter');

    const review = page.getByRole('region', { name: 'Check and confirm' });
    await expect(review).toContainText('Total charged');
    await tabTo(page, /^Transfer$/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Done: the money was sent.')).toBeVisible({ timeout: 20_000 });
    const after = await balances(request, 'personal@demo.test');
    expect(Math.round((after.USD! - before.USD!) * 100)).toBe(-1_230);
  });
}

test('pointer targets of the main screens are at least 24 by 24 px, or spaced as if they were (2.5.8)', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await apiSignIn(page, 'personal@demo.test', { to: '/home' });
  for (const path of ['/home', '/transfer/p2p', '/history', '/setting']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.wallet-skeleton')).toHaveCount(0, { timeout: 30_000 });
    const small = await page.evaluate(() => {
      const targets = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')];
      const visible = targets.filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      });
      const rects = visible.map((element) => element.getBoundingClientRect());
      return visible
        .map((element, index) => ({ element, rect: rects[index]! }))
        .filter(({ element, rect }) => {
          if (rect.width >= 24 && rect.height >= 24) return false;
          // Inline links in a sentence are exempt (2.5.8 "Inline").
          if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') return false;
          // The spacing exception: a 24 px circle on the target's centre meets no other target.
          const cx = rect.left + rect.width / 2;
          const cy = rect.top + rect.height / 2;
          return rects.some((other, at) => {
            if (other === rect || visible[at] === element) return false;
            const nx = Math.max(other.left, Math.min(cx, other.right));
            const ny = Math.max(other.top, Math.min(cy, other.bottom));
            return Math.hypot(nx - cx, ny - cy) < 12;
          });
        })
        .map(
          ({ element, rect }) =>
            `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        );
    });
    expect(small, `small targets on ${path}`).toEqual([]);
  }
});

test('reflow at 320 px, also with the text spacing of 1.4.12: no screen scrolls sideways (1.4.10, 1.4.12)', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  await apiSignIn(page, 'personal@demo.test', { to: '/home' });
  for (const path of ['/home', '/transfer/p2p', '/transfer/account', '/history', '/cards', '/setting']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.wallet-skeleton')).toHaveCount(0, { timeout: 30_000 });
    for (const spaced of [false, true]) {
      if (spaced) {
        // A constructed style sheet: the portal's CSP refuses an inline <style>, as it should.
        await page.evaluate(() => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(
            '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
          );
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        });
        expect(
          await page
            .locator('main h1')
            .first()
            .evaluate((h1) => getComputedStyle(h1).wordSpacing),
        ).not.toBe('0px');
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(
        overflow,
        `${path} ${spaced ? 'with text spacing' : ''} scrolls sideways by ${overflow} px`,
      ).toBeLessThanOrEqual(0);
    }
  }
});
