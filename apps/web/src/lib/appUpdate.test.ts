import { describe, expect, it } from 'vitest';
import { keepEachOnce } from './appUpdate.ts';

const entry = (path: string, origin = location.origin) => ({ name: `${origin}${path}` }) as PerformanceEntry;

describe("a first visit keeps the app's files for offline use (issue 34)", () => {
  it("asks the cache for each of the app's files once, though the cache's own fetches are seen again", async () => {
    const asked: string[][] = [];
    const keep = keepEachOnce({ addAll: async (urls) => void asked.push([...(urls as string[])]) });

    keep([entry('/assets/index-a.js'), entry('/assets/index-a.js'), entry('/assets/app-b.css')]);
    // What the page sees next: the cache's fetches of the same files, a new chunk, an API call and
    // another site's file.
    keep([
      entry('/assets/index-a.js'),
      entry('/assets/app-b.css'),
      entry('/assets/Calendar-c.js'),
      entry('/api/getVendorNotice'),
      entry('/assets/font.woff2', 'https://fonts.example.com'),
    ]);
    keep([entry('/assets/Calendar-c.js')]);

    expect(asked).toEqual([
      [`${location.origin}/assets/index-a.js`, `${location.origin}/assets/app-b.css`],
      [`${location.origin}/assets/Calendar-c.js`],
    ]);
  });

  it('asks nothing again after a refusal (no room, no network): the next page load tries', async () => {
    let calls = 0;
    const keep = keepEachOnce({
      addAll: async () => {
        calls += 1;
        throw new Error('QuotaExceededError');
      },
    });
    keep([entry('/assets/index-a.js')]);
    await Promise.resolve();
    keep([entry('/assets/index-a.js')]);
    expect(calls).toBe(1);
  });
});
