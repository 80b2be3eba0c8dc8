import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2 A and AA checks (axe-core) on the page as it is. */
function runAxe(page: Page) {
  // Legacy mode: axe runs once in the page itself. The default runs it in every frame and then
  // opens a blank page to merge the frames' results (for cross-origin frames, which the site
  // has none of): twice the time for the same findings (/home 1.9-2.2 s against 1.0 s, the
  // same violations and passes on /home, /tournament/CA and /candidate/1).
  return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true).analyze();
}

const isSerious = (violation: { impact?: string | null }) =>
  violation.impact === 'serious' || violation.impact === 'critical';

/**
 * The serious or critical violations on the page as it is now, one line per element, for
 * specs that check a state the axe suite does not open.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations
    .filter(isSerious)
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
    );
}

/**
 * A serious or critical violation fails, lesser ones are listed in the report as annotations.
 */
export async function expectNoSeriousViolations(page: Page) {
  const results = await runAxe(page);
  const serious = results.violations.filter(isSerious);
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
