import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices (reported, never failed on). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * WCAG 2.5.3 (label in name, level A): axe ships it as experimental, off unless asked for. A control
 * whose accessible name leaves out its visible words cannot be spoken to by voice control.
 */
const EXPERIMENTAL = { 'label-content-name-mismatch': { enabled: true } };

/** Only these impacts fail a check; moderate and minor findings are listed but let it pass. */
const FAILING = new Set(['critical', 'serious']);

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';

export interface AxeFinding {
  id: string;
  impact: Impact;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

export interface AxeReport {
  name: string;
  url: string;
  findings: AxeFinding[];
  /** Number of offending elements by impact. */
  counts: Record<Impact, number>;
  /** How long axe took. */
  ms: number;
}

/**
 * Runs axe on the page as it is now and sums the violations up: the whole page, or only `include`
 * (a CSS selector, e.g. an open dialog whose page underneath was checked on its own already).
 */
export async function scanAccessibility(page: Page, name: string, include?: string): Promise<AxeReport> {
  // Settled screen only: the top progress bar and dialog transitions would otherwise be caught mid-fade.
  await page
    .locator('[role="progressbar"][data-visible]')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(250);
  const started = Date.now();
  const builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'], rules: EXPERIMENTAL })
    // axe.run in the page itself: the app has no frames, and the default mode opens a blank page
    // for every check to merge the frames' results, which doubles the time a check takes.
    .setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const findings = results.violations.map((v) => {
    const impact = (v.impact ?? 'minor') as Impact;
    counts[impact] += v.nodes.length;
    return {
      id: v.id,
      impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' >> '),
        html: n.html.length > 160 ? `${n.html.slice(0, 157)}...` : n.html,
        summary: (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' '),
      })),
    };
  });
  return { name, url: page.url(), findings, counts, ms: Date.now() - started };
}

/** A developer-readable list: rule, impact, what it means, and each offending element with the fix axe asks for. */
export function formatReport(report: AxeReport, impacts: ReadonlySet<string> = FAILING): string {
  const lines = [`axe on '${report.name}' (${report.url}):`];
  for (const f of report.findings.filter((x) => impacts.has(x.impact))) {
    lines.push(`- [${f.impact}] ${f.id}: ${f.help} (${f.nodes.length} element(s); ${f.helpUrl})`);
    for (const n of f.nodes.slice(0, 8)) {
      lines.push(`    ${n.target}`, `      ${n.html}`, `      ${n.summary}`);
    }
    if (f.nodes.length > 8) lines.push(`    … and ${f.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/**
 * Asserts that axe (WCAG 2.x A/AA) finds no critical or serious violation on the page as it is now.
 * On failure it throws with every such violation: rule id, impact, the elements' selectors and axe's
 * summary of how to fix each. Resolves the full report (moderate and minor findings included).
 */
export async function expectAccessible(page: Page, name: string, include?: string): Promise<AxeReport> {
  const report = await scanAccessibility(page, name, include);
  if (report.counts.critical + report.counts.serious > 0) {
    throw new Error(
      `${report.counts.critical} critical and ${report.counts.serious} serious accessibility violations\n${formatReport(report)}`,
    );
  }
  return report;
}
