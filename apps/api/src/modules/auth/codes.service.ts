import { timingSafeEqual } from 'node:crypto';
import { ABUSE_LIMITS, MSG, SECURITY, waitBeforeResend } from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { Clock } from '../../adapters/clock.ts';
import { type Limiter, type Quota, spend } from '../../adapters/limiter.ts';
import type { Transact } from '../../db/database.ts';
import { sha256, sixDigitCode } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/errors.ts';
import type { CodesRepository } from './codes.repository.ts';
import type { CodesService, Requester } from './index.ts';

type Channel = 'email' | 'sms';

const C = ABUSE_LIMITS.codes;
const hashCode = (channel: Channel, target: string, code: string) => sha256(`${channel}:${target}:${code}`);
const tryKey = (channel: Channel, target: string) => `code-try:${channel}:${target}`;

/**
 * One-time 6-digit codes: stored hashed, single use, 10 minutes, 5 tries each.
 * Sends: one a minute and 5 a day per target (e-mail address or phone number); 8 a day per
 * account; 5 SMS a day per account, 2 for an account less than a day old; per address 100 an
 * hour per channel (a carrier NAT's users) and 20 SMS an hour for accounts less than a day old.
 * Wrong tries: besides the 5 per code, 10 a day per target and per account, which a new code does
 * not give back. Counted per target even when no account stands behind it, so answers look alike.
 */
export function codesService(deps: {
  transact: Transact;
  codes: CodesRepository;
  limiter: Limiter;
  clock: Clock;
}): CodesService {
  const { transact, codes, limiter, clock } = deps;

  const sendQuotas = (channel: Channel, target: string, by: Requester): Quota[] => {
    const from = normalizeIP(by.ip || 'unknown');
    const { account } = by;
    const isNew =
      account !== null && clock.now().getTime() - new Date(account.createdAt).getTime() < C.newAccountMs;
    return [
      {
        key: `code-send:${channel}:${target}`,
        max: 1,
        windowMs: SECURITY.codeResendMs,
        message: waitBeforeResend,
      },
      {
        key: `code-send-day:${channel}:${target}`,
        max: C.perTargetPerDay,
        windowMs: ABUSE_LIMITS.dayMs,
        message: MSG.tooManyCodeSends,
      },
      {
        key: `code-send-hour:${channel}:ip:${from}`,
        max: C.perAddressPerHour,
        windowMs: ABUSE_LIMITS.hourMs,
        message: MSG.tooManyCodeSends,
      },
      ...(account
        ? [
            {
              key: `code-send-day:account:${account.id}`,
              max: C.perAccountPerDay,
              windowMs: ABUSE_LIMITS.dayMs,
              message: MSG.tooManyCodeSends,
            },
          ]
        : []),
      // Texts cost money: an account may not pump them to one number after another, and a burst of
      // fresh accounts from one address gets a small allowance each and together.
      ...(channel === 'sms' && account
        ? [
            {
              key: `code-send-day:sms:account:${account.id}`,
              max: isNew ? C.smsPerNewAccountPerDay : C.smsPerAccountPerDay,
              windowMs: ABUSE_LIMITS.dayMs,
              message: MSG.tooManyCodeSends,
            },
          ]
        : []),
      ...(channel === 'sms' && isNew
        ? [
            {
              key: `code-send-hour:sms-new:ip:${from}`,
              max: C.newAccountSmsPerAddressPerHour,
              windowMs: ABUSE_LIMITS.hourMs,
              message: MSG.tooManyCodeSends,
            },
          ]
        : []),
    ];
  };

  const tryQuotas = (channel: Channel, target: string, accountId: number | null): Quota[] => [
    {
      key: tryKey(channel, target),
      max: SECURITY.codeMaxWrongTries,
      windowMs: SECURITY.codeTtlMs,
      message: MSG.tooManyTries,
    },
    {
      key: `code-try-day:${channel}:${target}`,
      max: C.wrongTriesPerDay,
      windowMs: ABUSE_LIMITS.dayMs,
      message: MSG.tooManyCodeTries,
    },
    ...(accountId !== null
      ? [
          {
            key: `code-try-day:${channel}:account:${accountId}`,
            max: C.wrongTriesPerDay,
            windowMs: ABUSE_LIMITS.dayMs,
            message: MSG.tooManyCodeTries,
          },
        ]
      : []),
  ];

  return {
    /** Rate-limits, then (only when an account stands behind it, or for `anyone`) stores a fresh code and hands it to `deliver`. */
    async send(channel: Channel, target: string, by: Requester, deliver: (code: string) => Promise<void>) {
      await spend(limiter, clock, sendQuotas(channel, target, by));
      // A new code gets its own 5 tries; the day's budget of wrong tries stays as it is.
      await limiter.reset(tryKey(channel, target));
      if (!by.account && !by.anyone) return;
      const userId = by.account?.id ?? null;
      const code = sixDigitCode();
      const now = clock.now();
      // Only the newest code works: any earlier one for the target is spent with it.
      await transact(async (trx) => {
        await codes.useAllCodes(trx, channel, target, now.toISOString());
        await codes.insertCode(trx, {
          channel,
          target,
          user_id: userId,
          code_hash: hashCode(channel, target, code),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + SECURITY.codeTtlMs).toISOString(),
        });
      });
      await deliver(code);
    },

    /** Consumes the live code for the target or throws 'Token incorrect' (429 once the tries are spent). */
    async verify(channel: Channel, target: string, code: string, accountId: number | null) {
      const tries = await spend(limiter, clock, tryQuotas(channel, target, accountId));
      const now = clock.now().toISOString();
      const live = await codes.latestLiveCode(channel, target, now);
      const expected = Buffer.from(live?.code_hash ?? '0'.repeat(64), 'hex');
      const given = Buffer.from(hashCode(channel, target, code), 'hex');
      if (!live || !timingSafeEqual(expected, given) || !(await codes.useCode(live.id, now))) {
        throw badRequest(MSG.tokenIncorrect, { success: false });
      }
      // The right code is no wrong try.
      await tries.giveBack();
      await limiter.reset(tryKey(channel, target));
      return live;
    },
  };
}
