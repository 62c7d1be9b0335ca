import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Queries behind the public shop page: the vendor found by its link (whatever its state, so a
 * restricted shop can say so), and the services it offers. Booking rules and free times come from
 * the customer side through ports (container.ts), never from here.
 */
export const shopRepository = (db: Db) => ({
  vendorByLink: (profileLink: string) =>
    db
      .selectFrom('users')
      .leftJoin('business_categories', 'business_categories.id', 'users.business_category_id')
      .select([
        'users.id',
        'users.business_name',
        'users.business_description',
        'users.business_address',
        'users.logo_path',
        'users.cover_path',
        'users.profile_link',
        'users.home_service',
        'users.my_place',
        'users.home_service_fee',
        'users.register_status',
        'users.disabled',
        'users.account_active',
        'users.search_visibility',
        'users.rescheduling',
        'users.rescheduling_hours',
        'users.clients_book_series',
        'users.free_cancel_hours',
        'users.late_cancel_fee_percent',
        'users.no_show_fee_percent',
        'users.missed_deposit_after',
        'users.missed_deposit_percent',
        'users.missed_deposit_late_cancels',
        'users.instagram',
        'users.facebook',
        'users.twitter',
        'business_categories.category_name',
      ])
      .where('users.profile_link', '=', profileLink)
      .executeTakeFirst(),

  /**
   * Shops that take bookings and chose to be found ('Show my shop in search'), by name; `search`
   * (lower case) narrows them to names that contain it, its % and _ taken as themselves.
   */
  listed: (search: string | null, limit: number) => {
    let query = db
      .selectFrom('users')
      .leftJoin('business_categories', 'business_categories.id', 'users.business_category_id')
      .select([
        'users.business_name',
        'users.profile_link',
        'users.business_address',
        'users.my_place',
        'business_categories.category_name',
      ])
      .where('users.register_status', '=', 1)
      .where('users.disabled', '=', 0)
      .where('users.account_active', '=', 0)
      .where('users.search_visibility', '=', 1)
      .where('users.business_name', 'is not', null);
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
      query = query.where(sql<boolean>`lower(${sql.ref('users.business_name')}) like ${pattern} escape '\\'`);
    }
    return query.orderBy('users.business_name').orderBy('users.id').limit(limit).execute();
  },

  /** The services on offer, by category then name. */
  services: (vendorId: number) =>
    db
      .selectFrom('services')
      .select([
        'id',
        'name',
        'category',
        'description',
        'duration_minutes',
        'duration_type',
        'price',
        'home_service',
        'deposit_type',
        'deposit_value',
      ])
      .where('user_id', '=', vendorId)
      .where('deleted_at', 'is', null)
      .orderBy('category')
      .orderBy('name')
      .execute(),
});

export type ShopRepository = ReturnType<typeof shopRepository>;
