import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  // Only the violations are collected in detail (axe's resultTypes): the passes and the inapplicable rules are not
  // gathered node by node, which is most of axe's time on a large page. The rules run and fail exactly as before.
  // (options() replaces the builder's options, so it comes before withTags, which adds runOnly to them.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
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
