import { MSG } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import { sha256 } from '../../lib/crypto.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { IdempotencyRepository } from './idempotency.repository.ts';
import type { IdempotencyService, Keep } from './index.ts';

/**
 * Requests that must take effect once: a withdrawal, and the booking actions and chat messages the
 * web app queues while offline and replays when the connection returns (issue 16).
 */
export function idempotencyService(deps: { keys: IdempotencyRepository; clock: Clock }): IdempotencyService {
  const { keys, clock } = deps;
  return {
    /**
     * Runs `work` once per Idempotency-Key of the user. A request sent again with the key gets the
     * first answer and changes nothing; the key sent with another request is refused. `work` calls
     * `keep` inside the transaction of its change. When two requests with one key race, the loser's
     * change fails (the booking moved, the balance was spent, or the key's primary key is taken)
     * and rolls back; it then answers the winner's answer. Without a key, `work` just runs.
     */
    async once<T>(
      userId: number,
      key: string | undefined,
      request: unknown,
      work: (keep: Keep) => Promise<T>,
    ): Promise<T> {
      if (key === undefined) return work(async () => {});
      const requestHash = sha256(JSON.stringify(request));
      const stored = async () => {
        const row = await keys.find(userId, key);
        if (row && row.request_hash !== requestHash)
          throw unprocessable(MSG.idempotencyKeyReused, { 'idempotency-key': MSG.idempotencyKeyReused });
        return row && (JSON.parse(row.body) as T);
      };
      const first = await stored();
      if (first !== undefined) return first;
      const keep: Keep = (trx, answer, status = 200) =>
        keys.store(trx, {
          user_id: userId,
          key,
          request_hash: requestHash,
          status_code: status,
          body: JSON.stringify(answer),
          created_at: clock.now().toISOString(),
        });
      try {
        return await work(keep);
      } catch (error) {
        const twin = await stored();
        if (twin !== undefined) return twin;
        throw error;
      }
    },
  };
}
