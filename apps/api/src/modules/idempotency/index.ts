// The public face of idempotency: what other modules use of it, written out here (importing it loads nothing).
import type { Trx } from '../../db/database.ts';

/** Stores the answer in the transaction of the change, so the key is kept only if the change commits. */
export type Keep = (trx: Trx, answer: unknown, status?: number) => Promise<void>;

/**
 * Requests that take effect once per Idempotency-Key (idempotency.service.ts, built in container.ts):
 * `once` runs `work` once per key of the user, and answers a request sent again with the first answer.
 */
export interface IdempotencyService {
  once<T>(
    userId: number,
    key: string | undefined,
    request: unknown,
    work: (keep: Keep) => Promise<T>,
  ): Promise<T>;
}
