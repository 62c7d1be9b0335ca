import { MSG, type UserDetails } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Accounts } from '../auth/index.ts';
import type { BusinessReads } from '../business/index.ts';

/** Served by the web app (apps/web/public). */
export const DEFAULT_AVATAR = '/default-avatar.svg';

/** The account as getuserdetails shows it (SPEC §3), with secrets never leaving the server. */
function presentUser(
  user: User,
  category: { id: number; category_name: string } | undefined,
  images: { kind: string; path: string }[],
): UserDetails {
  const flag = (v: number) => v === 1;
  return {
    id: user.id,
    full_name: user.full_name,
    sub_amount_to_pay: 0,
    businesscategory: category ? [category] : [],
    register_status: flag(user.register_status),
    email: user.email,
    business_name: user.business_name ?? '',
    phone_number: user.phone_number ?? '',
    business_address: user.business_address,
    business_imagepath: images.filter((i) => i.kind === 'business').map((i) => i.path),
    business_description: user.business_description,
    profile_pic: user.profile_pic ?? DEFAULT_AVATAR,
    home_service: flag(user.home_service),
    my_place: flag(user.my_place),
    profile_link: user.profile_link,
    instagram: user.instagram,
    facebook: user.facebook,
    twitter: user.twitter,
    businesshour: [],
    workspaceimage: images.filter((i) => i.kind === 'workspace').map((i) => i.path),
    homeservicefee: user.home_service_fee / 100,
    paymentinfo: [],
    email_notification: flag(user.email_notification),
    search_visibility: flag(user.search_visibility),
    push_notification: flag(user.push_notification),
    account_active: flag(user.account_active),
    gender: user.gender,
    bookingrule: {
      booking_window: user.booking_window,
      future_booking_window: user.future_booking_window,
      rescheduling: flag(user.rescheduling),
      rescheduling_hours: user.rescheduling_hours,
      automatic_confirm_booking: flag(user.automatic_confirm_booking),
      avoid_gaps: flag(user.avoid_gaps),
      clients_book_series: flag(user.clients_book_series),
    },
    email_verify_checker: Boolean(user.email_verified_at),
    phone_verify_checker: Boolean(user.phone_verified_at),
    qrcode: null,
    nin_number: user.nin_shown,
    nationalid_check: flag(user.nin_verified),
    reg_no: user.reg_no,
    biz_reg_status: flag(user.biz_reg_status),
    total_orders: 0,
    referral_code: user.referral_code,
    created_at: user.created_at,
    nin_verified: flag(user.nin_verified),
    email_verified: Boolean(user.email_verified_at),
    phone_verified: Boolean(user.phone_verified_at),
    userBank: [],
  };
}

export function accountService(deps: { db: Db; users: Accounts; business: BusinessReads; clock: Clock }) {
  const { db, users, business, clock } = deps;
  return {
    /** A vendor may read only its own details. */
    async details(vendorId: number, requestedId: number) {
      if (vendorId !== requestedId) throw forbidden();
      const user = await users.findUserById(vendorId);
      if (!user) throw notFound();
      const [category, images] = await Promise.all([
        user.business_category_id ? business.findCategory(user.business_category_id) : undefined,
        business.imagesOf(user.id),
      ]);
      return [[presentUser(user, category, images)]];
    },

    /** Social sign-up's missing fields. */
    async completeSocial(
      vendorId: number,
      body: { business_name: string; phone_number: string; gender: string },
    ) {
      const holder = await users.findUserIdByPhone(body.phone_number);
      if (holder && holder.id !== vendorId)
        throw unprocessable(MSG.phoneInUse, { phone_number: MSG.phoneInUse });
      try {
        await users.updateUser(db, vendorId, { ...body, updated_at: clock.now().toISOString() });
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(MSG.phoneInUse, { phone_number: MSG.phoneInUse });
        throw error;
      }
      return { success: true as const, message: MSG.detailsSaved };
    },
  };
}
