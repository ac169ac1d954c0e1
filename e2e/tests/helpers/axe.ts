import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeOptions {
  /** Wait until no animation runs first, for pages that slide or fade content in (a drawer, a map). */
  settle?: boolean;
  /**
   * Check that a control's accessible name contains its visible text (WCAG 2.5.3). axe leaves this rule
   * (`label-content-name-mismatch`) off as experimental; here it is on unless a spec passes false.
   */
  nameContainsLabel?: boolean;
}

/** The serious and critical axe violations on the page as it is drawn now, one line per node, for a readable failure. */
export async function seriousViolations(
  page: Page,
  { settle = false, nameContainsLabel = true }: AxeOptions = {},
): Promise<string[]> {
  if (settle) await page.waitForFunction(() => document.getAnimations().length === 0);
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (nameContainsLabel)
    builder = builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${page.url()} ${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`,
      ),
    );
}
