import type {
  bookingRulesBody,
  boostBody,
  businessInfoBody,
  changePasswordBody,
  dayOffBody,
  locationBody,
  notificationPrefsBody,
  personalBody,
} from '@app/shared';
import {
  BOOST_PLANS,
  type BusinessHoursBody,
  type CancellationPolicyBody,
  lagosDay,
  MSG,
  missedRuleProblem,
  nairaToKobo,
} from '@app/shared';
import type { z } from 'zod';
import type { Clock } from '../../adapters/clock.ts';
import type { Db, Transact } from '../../db/database.ts';
import type { UserUpdate } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import type { Passwords } from '../../lib/passwords.ts';
import type { Accounts, AuthedVendor, SignInLimits } from '../auth/index.ts';
import type { BusinessReads } from '../business/index.ts';
import type { AuditLog } from '../security/index.ts';
import type { SettingsRepository } from './settings.repository.ts';

const flag = (value: boolean) => (value ? 1 : 0);
const saved = { success: true as const, message: MSG.detailsSaved };

/** Every settings page's save, with the rules the pages cannot enforce alone. */
export function settingsService(deps: {
  /** For reads and writes outside any transaction. */
  db: Db;
  transact: Transact;
  settings: SettingsRepository;
  users: Accounts;
  business: BusinessReads;
  clock: Clock;
  publicUrl: string;
  /** Limits guesses at the current password like sign-in (per account, and per account and address). */
  guard: SignInLimits;
  /** A password change goes to the vendor's security log (issue 37). */
  audit: AuditLog;
  passwords: Passwords;
}) {
  const { db, transact, settings, users, business, clock, publicUrl, guard, audit, passwords } = deps;
  const nowIso = () => clock.now().toISOString();

  async function load(userId: number) {
    const user = await users.findUserById(userId);
    if (!user) throw notFound();
    return user;
  }
  async function update(userId: number, changes: UserUpdate) {
    await users.updateUser(db, userId, { ...changes, updated_at: nowIso() });
    return saved;
  }

  return {
    async businessInfo(userId: number, body: z.infer<typeof businessInfoBody>) {
      if (!(await business.findCategory(body.business_category))) {
        throw unprocessable('Choose a business category', {
          business_category: 'Choose a business category',
        });
      }
      return update(userId, {
        business_name: body.business_name,
        business_description: body.business_description ?? null,
        business_category_id: body.business_category,
        instagram: body.instagram || null,
        facebook: body.facebook || null,
        twitter: body.twitter || null,
      });
    },

    /** Replaces the week's opening hours and breaks in one go. */
    async hours(userId: number, body: BusinessHoursBody) {
      await transact(async (trx) => {
        await settings.deleteHours(trx, userId);
        await settings.insertHours(
          trx,
          body.days.map((d) => ({
            user_id: userId,
            day: d.day,
            open_time: d.open_time,
            close_time: d.close_time,
          })),
        );
        await settings.insertBreaks(
          trx,
          body.days.flatMap((d) => d.breaks.map((b) => ({ user_id: userId, day: d.day, ...b }))),
        );
      });
      return saved;
    },

    async addDayOff(userId: number, body: z.infer<typeof dayOffBody>) {
      if (body.date < lagosDay(clock.now()))
        throw unprocessable('Choose today or a later day', { date: 'Choose today or a later day' });
      try {
        const { id } = await settings.insertDayOff({
          user_id: userId,
          date: body.date,
          reason: body.reason ?? null,
        });
        return { success: true as const, message: 'Day off added', id };
      } catch (error) {
        if (isUniqueViolation(error))
          throw unprocessable('That day is already off', { date: 'That day is already off' });
        throw error;
      }
    },
    async deleteDayOff(userId: number, id: number) {
      if (!(await settings.deleteDayOff(userId, id))) throw notFound('Day off not found');
      return { success: true as const, message: 'Day off removed' };
    },

    location: (userId: number, body: z.infer<typeof locationBody>) =>
      update(userId, {
        business_address: body.business_address,
        home_service: flag(body.home_service),
        my_place: flag(body.my_place),
        home_service_fee: nairaToKobo(body.home_service_fee),
      }),

    boostPlans: async (userId: number) => ({
      success: true as const,
      plans: BOOST_PLANS,
      requests: await settings.boosts(userId),
    }),
    async requestBoost(userId: number, body: z.infer<typeof boostBody>) {
      const { id } = await settings.insertBoost({
        user_id: userId,
        plan: body.plan,
        status: 'requested',
        created_at: nowIso(),
      });
      return { success: true as const, message: 'Boost requested. We will contact you to confirm.', id };
    },

    bookingRules: (userId: number, body: z.infer<typeof bookingRulesBody>) =>
      update(userId, {
        booking_window: body.booking_window,
        future_booking_window: body.future_booking_window,
        rescheduling: flag(body.rescheduling),
        ...(body.rescheduling_hours === undefined ? {} : { rescheduling_hours: body.rescheduling_hours }),
        automatic_confirm_booking: flag(body.automatic_confirm_booking),
        avoid_gaps: flag(body.avoid_gaps),
        ...(body.clients_book_series === undefined
          ? {}
          : { clients_book_series: flag(body.clients_book_series) }),
      }),

    async cancellationPolicy(userId: number) {
      const user = await load(userId);
      return {
        success: true as const,
        data: {
          free_cancel_hours: user.free_cancel_hours,
          late_cancel_fee_percent: user.late_cancel_fee_percent,
          no_show_fee_percent: user.no_show_fee_percent,
          no_show_grace_minutes: user.no_show_grace_minutes,
          missed_deposit_after: user.missed_deposit_after,
          missed_deposit_percent: user.missed_deposit_percent,
          missed_deposit_late_cancels: Boolean(user.missed_deposit_late_cancels),
        },
      };
    },
    /** The misses' deposit rule is judged as it will be saved (a field left out keeps its value). */
    saveCancellationPolicy: async (userId: number, body: CancellationPolicyBody) => {
      const { missed_deposit_late_cancels: late, ...rest } = body;
      const user = await load(userId);
      const problem = missedRuleProblem({
        missed_deposit_after: body.missed_deposit_after ?? user.missed_deposit_after,
        missed_deposit_percent: body.missed_deposit_percent ?? user.missed_deposit_percent,
        missed_deposit_late_cancels: true,
      });
      if (problem) throw unprocessable(problem, { missed_deposit_percent: problem });
      await update(userId, {
        ...rest,
        ...(late === undefined ? {} : { missed_deposit_late_cancels: flag(late) }),
      });
      return { success: true as const, message: 'Cancellation policy saved' };
    },

    /** A new phone number must be verified again. */
    async personal(userId: number, body: z.infer<typeof personalBody>) {
      const user = await load(userId);
      const phoneChanged = user.phone_number !== body.phone_number;
      if (phoneChanged) {
        const holder = await users.findUserIdByPhone(body.phone_number);
        if (holder && holder.id !== userId)
          throw unprocessable(MSG.phoneInUse, { phone_number: MSG.phoneInUse });
      }
      return update(userId, { ...body, ...(phoneChanged ? { phone_verified_at: null } : {}) });
    },

    async referrals(userId: number) {
      const user = await load(userId);
      const referred = await settings.referred(user.referral_code);
      const link = new URL('/register', publicUrl);
      link.searchParams.set('ref', user.referral_code);
      return {
        success: true as const,
        code: user.referral_code,
        link: link.toString(),
        referred: referred.map((r) => ({
          business_name: r.business_name ?? 'New business',
          joined_at: r.created_at,
          completed: r.register_status === 1,
        })),
      };
    },

    notifications: (userId: number, body: z.infer<typeof notificationPrefsBody>) =>
      update(userId, {
        email_notification: flag(body.email_notification),
        push_notification: flag(body.push_notification),
        search_visibility: flag(body.search_visibility),
      }),

    /** Needs the current password; signs out every other session. */
    async changePassword(vendor: AuthedVendor, body: z.infer<typeof changePasswordBody>, ip: string) {
      const user = await load(vendor.userId);
      const { password_hash } = user;
      const right = await guard.attempt('password', `vendor:${user.id}`, true, ip, async () =>
        passwords.matches(password_hash, body.current_password),
      );
      if (!right) {
        throw new AppError('invalid_input', 'Your current password is not correct', {
          errors: { current_password: 'Your current password is not correct' },
        });
      }
      const passwordHash = await passwords.hash(body.password);
      await transact(async (trx) => {
        await users.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: nowIso() });
        await settings.deleteOtherTokens(trx, user.id, vendor.tokenId);
        await audit.record(trx, {
          userId: user.id,
          kind: 'password_changed',
          detail: 'Password changed in Settings; other devices signed out',
          ip,
        });
      });
      return { success: true as const, message: 'Password changed. Other devices have been signed out.' };
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
