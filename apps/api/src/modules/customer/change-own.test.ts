import { describe, expect, it } from 'vitest';
import { StaleBookings } from '../bookings/index.ts';
import { changeOwnTogether, type OwnChange } from './change-own.ts';
import type { CustomerContext } from './context.ts';

/**
 * A context whose transaction keeps its writes apart and applies them only if the work succeeds,
 * as the database does: what `committed` holds is what a client would find afterwards.
 */
function fakeContext(staleIds: number[]) {
  const committed: string[] = [];
  let transactions = 0;
  const ctx = {
    transact: async (work: (trx: string[]) => Promise<unknown>) => {
      transactions++;
      const writes: string[] = [];
      const result = await work(writes);
      committed.push(...writes);
      return result;
    },
    moves: {
      move: async (trx: string[], move: { ids: number[] }) => {
        if (move.ids.some((id) => staleIds.includes(id))) throw new StaleBookings();
        trx.push(`moved ${move.ids.join()}`);
      },
    },
    notifications: { record: async (trx: string[], _vendor: number, type: string) => void trx.push(type) },
    bookings: { present: async (_trx: unknown, _vendor: number, ids: number[]) => ids.map((id) => ({ id })) },
  } as unknown as CustomerContext;
  return { ctx, committed, transactions: () => transactions };
}

const cancel = (id: number): OwnChange => ({
  booking: { id, user_id: 7 },
  move: {
    scope: { customer_id: 3 },
    from: ['approved'],
    changes: { status: 'cancellation_requested', updated_at: '2026-11-28T10:00:00.000Z' },
  },
  alert: { type: 'cancel', title: 'Cancellation requested', description: `#${id}` },
});

describe('changeOwnTogether: several of a customer’s bookings changed as one', () => {
  it('changes them all in one transaction and answers each as it now stands', async () => {
    const { ctx, committed, transactions } = fakeContext([]);
    const answered = await changeOwnTogether(ctx, [cancel(1), cancel(2)], 'stale');
    expect(answered).toEqual([{ id: 1 }, { id: 2 }]);
    expect(transactions()).toBe(1);
    expect(committed).toEqual(['moved 1', 'cancel', 'moved 2', 'cancel']);
  });

  it('changes none when one of them was changed meanwhile, answering a conflict (409) with the stale message', async () => {
    const { ctx, committed } = fakeContext([2]);
    await expect(changeOwnTogether(ctx, [cancel(1), cancel(2)], 'Too late')).rejects.toMatchObject({
      code: 'conflict',
      message: 'Too late',
    });
    expect(committed).toEqual([]);
  });
});
