/**
 * Main-thread work of one page load, from a DevTools trace (issue 34's side-by-side ratios): the
 * page's renderer main thread's tasks, by time on the CPU (the trace's thread time), so a machine
 * busy with other work (two shared cores) moves both pages of a ratio alike.
 */
import type { Page } from 'playwright-core';

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { processId?: number; url?: string; isOutermostMainFrame?: boolean } };
};

/**
 * The process the page's document committed in: the last main-frame commit of a web page in the
 * trace (a new page first commits about:blank, in another process). Chromium traces every
 * renderer, its own top-chrome WebUI too (measured: one busier than the reference page in some
 * loads), so the busiest renderer is not always the page's.
 */
function pageProcess(events: TraceEvent[]) {
  const commits = events.filter(
    (e) =>
      e.name === 'FrameCommittedInBrowser' &&
      e.args?.data?.isOutermostMainFrame &&
      /^https?:/.test(e.args.data.url ?? '') &&
      e.args.data.processId !== undefined,
  );
  return commits.at(-1)?.args?.data?.processId;
}

/**
 * The page's main thread in a trace: all its tasks' CPU time, and its long tasks (≥ 50 ms as
 * observed, the ones blocking time counts) by wall time and by time on the CPU. The page's
 * renderer is the one its document committed in; in a trace without that record, the busiest one
 * (a service worker's has one too, nearly idle).
 */
export function mainThreadTime(events: TraceEvent[]) {
  const page = pageProcess(events);
  const renderers = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          (page === undefined || e.pid === page),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== 'RunTask' || e.ph !== 'X' || !renderers.has(thread)) continue;
    const tasks = byThread.get(thread);
    if (tasks) tasks.push(e);
    else byThread.set(thread, [e]);
  }
  const wall = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const cpu = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  const tasks = [...byThread.values()].sort((a, b) => wall(b) - wall(a))[0] ?? [];
  const long = tasks.filter((t) => (t.dur ?? 0) >= 50_000);
  const ms = (us: number) => Math.round(us / 1000);
  return { wall: ms(wall(long)), cpu: ms(cpu(long)), allCpu: ms(cpu(tasks)) };
}

/**
 * Loads `url` in a new page of the page's context under a trace, until `ready` and the main thread
 * is next idle, and returns the main thread's CPU time (ms) for that load.
 */
export async function traceLoad(
  newPage: () => Promise<Page>,
  url: string,
  ready: (page: Page) => Promise<void>,
) {
  const page = await newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,__metadata',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await ready(page);
    await page.evaluate('new Promise((done) => requestIdleCallback(() => done(), { timeout: 2000 }))');
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadTime(events).allCpu;
  } finally {
    await page.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Pages loaded alternately in one browser, one unmeasured load each first (the HTTP cache and the
 * worker then hold the files, as on a provider's phone), then `runs` times each: every page's
 * figures (ms; main-thread CPU time, as `traceLoad` measures it, or what `load` answers).
 */
export async function alternate(runs: number, loads: (() => Promise<number>)[]): Promise<number[][]> {
  for (const load of loads) await load();
  const figures = loads.map(() => [] as number[]);
  for (let i = 0; i < runs; i += 1) for (const [j, load] of loads.entries()) figures[j]?.push(await load());
  return figures;
}

/**
 * A console.table row: two pages' median figures, every run's, and the ratio of the first to the
 * second beside its target (none: a figure printed for what it explains).
 */
export function ratioRow(
  pages: string,
  measured: number[],
  reference: number[],
  target?: number,
  metric = 'main-thread CPU',
) {
  const ratio = median(measured) / Math.max(1, median(reference));
  const verdict = target === undefined ? '' : ratio <= target ? ' ok' : ` (target ≤ ${target}×)`;
  return {
    pages,
    [`${metric} (ms, median)`]: `${median(measured)} / ${median(reference)}`,
    runs: `${measured.join(', ')} / ${reference.join(', ')}`,
    ratio: `${ratio.toFixed(2)}×${verdict}`,
  };
}

/** Two pages side by side (`alternate`): their ratio row. */
export async function sideBySide(
  runs: number,
  measured: { label: string; load: () => Promise<number> },
  reference: { label: string; load: () => Promise<number> },
  target: number,
  metric = 'main-thread CPU',
) {
  const [a = [], b = []] = await alternate(runs, [measured.load, reference.load]);
  return ratioRow(`${measured.label} / ${reference.label}`, a, b, target, metric);
}
