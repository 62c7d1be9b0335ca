import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reloadQueries } from './queryReload.ts';

/** A query under ['lists', 'a'] shown on a screen (an observer), whose answers the test hands out. */
function shownList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked: { answer: (value: string) => void; fail: () => void }[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['lists', 'a'],
    queryFn: () =>
      new Promise<string>((resolve, reject) =>
        asked.push({ answer: resolve, fail: () => reject(new Error('offline')) }),
      ),
  });
  const unsubscribe = observer.subscribe(() => {});
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { client, asked, observer, unsubscribe, settled };
}

describe('reloadQueries (a realtime (re)subscription: whatever happened before may be missing)', () => {
  it('asks again for a list already loaded', async () => {
    const { client, asked, observer, settled } = shownList();
    asked[0]!.answer('first');
    await settled();
    reloadQueries(client, ['lists']);
    await settled();
    expect(asked).toHaveLength(2);
    asked[1]!.answer('second');
    await settled();
    expect(observer.getCurrentResult().data).toBe('second');
  });

  it('asks again, once its answer is in, for a list whose first load was in flight', async () => {
    const { client, asked, observer, settled } = shownList();
    reloadQueries(client, ['lists']);
    await settled();
    // The query library shares a first load rather than restarting it.
    expect(asked).toHaveLength(1);
    asked[0]!.answer('from before');
    await settled();
    expect(asked).toHaveLength(2);
    asked[1]!.answer('from after');
    await settled();
    expect(observer.getCurrentResult().data).toBe('from after');
    expect(asked).toHaveLength(2);
  });

  it('asks again for a list whose first load, in flight, failed', async () => {
    const { client, asked, settled } = shownList();
    reloadQueries(client, ['lists']);
    asked[0]!.fail();
    await settled();
    expect(asked).toHaveLength(2);
  });

  it('leaves other queries alone', async () => {
    const { client, asked, settled } = shownList();
    asked[0]!.answer('first');
    await settled();
    reloadQueries(client, ['other']);
    await settled();
    expect(asked).toHaveLength(1);
  });
});
