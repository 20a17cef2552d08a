import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  // Only the violations are collected in detail (axe's resultTypes): the passes and the inapplicable rules are not
  // listed node by node, so there is less to gather and send back. The rules run and fail exactly as before.
  // (options() replaces the builder's options, so it comes before withTags, which adds runOnly to them.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A page without frames is checked in one axe.run in the page itself; the frame-by-frame mode (which opens a
    // blank page to combine the frames' results) is for pages with frames, whose contents it must reach.
    .setLegacyMode(page.frames().length === 1);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
