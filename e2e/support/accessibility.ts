import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { untilAtRest } from './at-rest.ts';

/**
 * axe's landmark rules, best practice rather than WCAG criteria, checked as well: with a dialog open
 * the page behind it must not show a second banner, nor landmarks of one name twice.
 */
const landmarkRules = [
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
];

/** Fails on any WCAG 2.2 A/AA or landmark violation on the page as it stands, once what moves has come to rest. */
export async function expectAccessible(page: Page): Promise<void> {
  await untilAtRest(page);
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(landmarkRules.map((rule) => [rule, { enabled: true }])) })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
