import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical WCAG 2 A/AA violations on the page as it is now, in words a person can act on. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
