import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export type A11yIssue = { id: string; impact: string; help: string; targets: string[] };

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices: the bar for every page and state. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every violation of those rules, whatever its impact. `scope`
 * limits the run to the page's own content: the chrome is the same on every page and is checked in
 * full once per language, which keeps a sweep of ~260 pages fast.
 */
export async function a11yIssues(page: Page, scope?: string): Promise<A11yIssue[]> {
  // Violations only (axe skips describing every passing node), and axe.run in the page itself: the
  // site embeds no frame, so the default's extra blank page per run to merge frames' results is pure
  // cost. Measured on a sweep batch: axe's share of a page fell from 3–4 s to 1.5–2.5 s.
  let builder = new AxeBuilder({ page })
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

export const formatIssues = (issues: A11yIssue[]) =>
  issues
    .map((issue) => `${issue.impact} ${issue.id}: ${issue.help} → ${issue.targets.join(', ')}`)
    .join('\n');
