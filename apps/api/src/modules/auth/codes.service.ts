import { timingSafeEqual } from 'node:crypto';
import { MSG, SECURITY, waitBeforeResend } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Limiter } from '../../adapters/limiter.ts';
import { sha256, sixDigitCode } from '../../lib/crypto.ts';
import { badRequest, tooMany } from '../../lib/errors.ts';
import type { CodesRepository } from './codes.repository.ts';

type Channel = 'email' | 'sms';

const hashCode = (channel: Channel, target: string, code: string) => sha256(`${channel}:${target}:${code}`);
const sendKey = (channel: Channel, target: string) => `code-send:${channel}:${target}`;
const tryKey = (channel: Channel, target: string) => `code-try:${channel}:${target}`;

/**
 * One-time 6-digit codes: stored hashed, single use, 10 minutes, 5 tries, one send a minute per target.
 * Sends and tries are counted per target even when no account stands behind it, so answers look alike.
 */
export function codesService(deps: { codes: CodesRepository; limiter: Limiter; clock: Clock }) {
  const { codes, limiter, clock } = deps;
  return {
    /** Rate-limits, then (only when `userId` is known) stores a fresh code and hands it to `deliver`. */
    async send(
      channel: Channel,
      target: string,
      userId: number | null,
      deliver: (code: string) => Promise<void>,
    ) {
      const { count, resetAt } = await limiter.hit(sendKey(channel, target), SECURITY.codeResendMs);
      if (count > 1) {
        const seconds = Math.max(1, Math.ceil((resetAt.getTime() - clock.now().getTime()) / 1000));
        throw tooMany(waitBeforeResend(seconds));
      }
      await limiter.reset(tryKey(channel, target));
      if (userId === null) return;
      const code = sixDigitCode();
      const now = clock.now();
      await codes.replaceCode({
        channel,
        target,
        user_id: userId,
        code_hash: hashCode(channel, target, code),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SECURITY.codeTtlMs).toISOString(),
      });
      await deliver(code);
    },

    /** Consumes the live code for the target or throws 'Token incorrect' (429 after five tries). */
    async verify(channel: Channel, target: string, code: string) {
      const { count } = await limiter.hit(tryKey(channel, target), SECURITY.codeTtlMs);
      if (count > SECURITY.codeMaxWrongTries) throw tooMany(MSG.tooManyTries);
      const now = clock.now().toISOString();
      const live = await codes.latestLiveCode(channel, target, now);
      const expected = Buffer.from(live?.code_hash ?? '0'.repeat(64), 'hex');
      const given = Buffer.from(hashCode(channel, target, code), 'hex');
      if (!live || !timingSafeEqual(expected, given) || !(await codes.useCode(live.id, now))) {
        throw badRequest(MSG.tokenIncorrect, { success: false });
      }
      await limiter.reset(tryKey(channel, target));
      return live;
    },
  };
}

export type CodesService = ReturnType<typeof codesService>;
