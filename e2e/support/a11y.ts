import type { Locator, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { type AxeReport, formatReport, scanAccessibility } from './axe.ts';
import { snap } from './browser.ts';
import { snapViewport } from './business.ts';

/** Every page is photographed at these widths (the dashboard's desktop threshold is 1100 px). */
export const WIDTHS = [1100, 1280, 1440] as const;
export const HEIGHT = 800;
/** What axe checks while dialogs are open: every open dialog (a confirmation sits over its dialog). */
export const DIALOGS = '[role="dialog"]';
export const MENU = '[role="menu"]';

/**
 * The accessibility journeys' tools (a11y.e2e.ts, a11y-public.e2e.ts): axe on a page or dialog, whose critical or
 * serious findings fail the test but let it carry on, screenshots at every width, and the file's
 * axe figures printed at its end. The journey is split in two files so the two run side by side.
 */
export function accessibilityKit() {
  const reports: AxeReport[] = [];

  /** Axe on the page as it is now; a critical or serious finding fails the test but lets it carry on. */
  async function audit(target: Page, name: string, include?: string): Promise<void> {
    const report = await scanAccessibility(target, name, include);
    reports.push(report);
    expect.soft(report.counts.critical + report.counts.serious, formatReport(report)).toBe(0);
  }

  /** Screenshots at every width, back to 1280 px afterwards. */
  async function shoot(target: Page, name: string): Promise<void> {
    for (const width of WIDTHS) {
      await target.setViewportSize({ width, height: HEIGHT });
      await target.waitForTimeout(200);
      await snap(target, `a11y-${name}-${width}`);
    }
    await target.setViewportSize({ width: 1280, height: HEIGHT });
  }

  /** A page: photographed at every width, then checked. */
  async function visitPage(target: Page, name: string): Promise<void> {
    await settle(target);
    await shoot(target, name);
    await audit(target, name);
  }

  /**
   * A dialog (or another state of a page) photographed at 1280 px, then checked. Axe looks at `scope`
   * only: the open dialogs by default, as the page beneath them was checked on its own.
   */
  async function visitDialog(
    target: Page,
    name: string,
    dialog?: Locator,
    scope: string | undefined = dialog ? DIALOGS : undefined,
  ): Promise<void> {
    await dialog?.waitFor();
    // Past the open transition (Mantine's modal fades in over 200 ms).
    await target.waitForTimeout(300);
    // A viewport picture: the dialog as a person sees it over the page (see snapViewport).
    if (dialog && scope !== DIALOGS && scope !== MENU) await dialog.scrollIntoViewIfNeeded();
    await snapViewport(target, `a11y-dialog-${name}`);
    await audit(target, `dialog: ${name}`, scope);
  }

  /**
   * Loading done: no progress bar, skeleton or loader left. The progress bar must go (one that
   * never did once cost this journey ten seconds a page, unnoticed); a skeleton may stay.
   */
  async function settle(target: Page): Promise<void> {
    await target
      .locator('[role="progressbar"][data-visible]')
      .waitFor({ state: 'detached', timeout: 10_000 });
    await target
      .locator('.mantine-Skeleton-root, .mantine-Loader-root')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
  }

  /** Opens a dashboard page by its address and waits for its header title. */
  async function openDashboard(target: Page, path: string, title: string): Promise<void> {
    await target.goto(path);
    await target.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await settle(target);
  }

  const dialog = (target: Page, name: string) => target.getByRole('dialog', { name });
  const closeDialog = async (d: Locator) => {
    await d.getByRole('button', { name: 'Close' }).first().click();
    await d.waitFor({ state: 'detached' });
  };
  /** Escape, then no dialog left, its fade-out included (a click meanwhile would hit its overlay). */
  const escapeDialog = async (target: Page) => {
    await target.keyboard.press('Escape');
    await target.locator(DIALOGS).first().waitFor({ state: 'detached' });
  };

  afterAll(async () => {
    if (reports.length) {
      const rows = reports.map(
        (r) =>
          `${r.name.padEnd(44)} critical ${r.counts.critical}  serious ${r.counts.serious}  moderate ${r.counts.moderate}  minor ${r.counts.minor}  (${r.ms} ms)${r.findings.length ? `  ${r.findings.map((f) => `${f.id}:${f.impact}`).join(' ')}` : ''}`,
      );
      console.log(`axe figures (elements per impact):\n${rows.join('\n')}`);
    }
  });

  return { audit, shoot, visitPage, visitDialog, settle, openDashboard, dialog, closeDialog, escapeDialog };
}
