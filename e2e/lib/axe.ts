import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * WCAG 2 A and AA checks (axe-core) on the page as it is: a serious or critical violation
 * fails, lesser ones are listed in the report as annotations.
 */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  for (const minor of results.violations.filter((violation) => !serious.includes(violation))) {
    test.info().annotations.push({
      type: `axe ${minor.impact}`,
      description: `${minor.id}: ${minor.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    });
  }
  // One line per offending element, so the failure says what to fix where.
  const report = serious.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
  expect(report).toEqual([]);
  // Every image says what it shows, or says it is decoration (alt="").
  await expect(page.locator('img:not([alt])')).toHaveCount(0);
}
