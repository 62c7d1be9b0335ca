import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { WaitlistEntriesTable, WaitlistOffersTable } from '../../db/schema.ts';

/** Queries of the waitlist (issue 36); every read is scoped to the vendor, or to an offer's token. */
export const waitlistRepository = (db: Db) => ({
  /** The vendor's entries, first joined first, with their service's name. */
  entries: (ex: Executor, userId: number) =>
    ex
      .selectFrom('waitlist_entries as e')
      .innerJoin('services as s', 's.id', 'e.service_id')
      .selectAll('e')
      .select('s.name as service_name')
      .where('e.user_id', '=', userId)
      .where('e.status', '!=', 'removed')
      .orderBy('e.id')
      .execute(),
  offersOf: (ex: Executor, userId: number) =>
    ex
      .selectFrom('waitlist_offers')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
  /** Those waiting for a service on a Lagos day. */
  waitingFor: (ex: Executor, userId: number, serviceId: number, day: string) =>
    ex
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('service_id', '=', serviceId)
      .where('status', '=', 'waiting')
      .where('from_date', '<=', day)
      .where('to_date', '>=', day)
      .orderBy('id')
      .execute(),
  /** What one number is waiting for at the shop. */
  waitingOf: (ex: Executor, userId: number, phone: string) =>
    ex
      .selectFrom('waitlist_entries')
      .select(['service_id', 'from_date', 'to_date'])
      .where('user_id', '=', userId)
      .where('client_phone', '=', phone)
      .where('status', '=', 'waiting')
      .execute(),
  /** The entries already offered one slot (whatever they answered). */
  offeredSlot: (ex: Executor, userId: number, staffId: number | null, startsAt: string) => {
    const q = ex
      .selectFrom('waitlist_offers')
      .select('entry_id')
      .where('user_id', '=', userId)
      .where('starts_at', '=', startsAt);
    return (staffId === null ? q.where('staff_id', 'is', null) : q.where('staff_id', '=', staffId)).execute();
  },
  insertEntry: (ex: Executor, row: Insertable<WaitlistEntriesTable>) =>
    ex.insertInto('waitlist_entries').values(row).returning('id').executeTakeFirstOrThrow(),
  removeEntry: (ex: Executor, userId: number, id: number) =>
    ex
      .updateTable('waitlist_entries')
      .set({ status: 'removed' })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'waiting')
      .executeTakeFirst(),
  markBooked: (ex: Executor, id: number) =>
    ex.updateTable('waitlist_entries').set({ status: 'booked' }).where('id', '=', id).execute(),
  insertOffer: (ex: Executor, row: Insertable<WaitlistOffersTable>) =>
    ex.insertInto('waitlist_offers').values(row).returning('id').executeTakeFirstOrThrow(),
  /** An offer by its link's token, with what its page shows. */
  offerByToken: (ex: Executor, tokenHash: string) =>
    ex
      .selectFrom('waitlist_offers as o')
      .innerJoin('waitlist_entries as e', 'e.id', 'o.entry_id')
      .innerJoin('services as s', 's.id', 'e.service_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .selectAll('o')
      .select([
        'e.service_id',
        'e.customer_id',
        'e.client_name',
        'e.client_phone',
        's.name as service_name',
        's.duration_type',
        's.virtual_appointment',
        's.price as service_price',
        's.deposit_type',
        's.deposit_value',
        'u.business_name as shop',
        'u.missed_deposit_after',
        'u.missed_deposit_percent',
        'u.missed_deposit_late_cancels',
      ])
      .where('o.token_hash', '=', tokenHash)
      .executeTakeFirst(),
  /**
   * Ends an offer still holding its slot (`offered`), freeing its hold key; answers whether it did,
   * so of two racing answers (or an answer and the sweep) only one wins.
   */
  closeOffer: async (ex: Executor, id: number, status: 'taken' | 'declined' | 'expired', at: string) => {
    const r = await ex
      .updateTable('waitlist_offers')
      .set({ status, hold_key: null, answered_at: at })
      .where('id', '=', id)
      .where('status', '=', 'offered')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
  /** An offer closed by its taker becomes 'taken', naming the booking it made. */
  markTaken: (ex: Executor, id: number, bookingId: number) =>
    ex
      .updateTable('waitlist_offers')
      .set({ status: 'taken', booking_id: bookingId })
      .where('id', '=', id)
      .execute(),
  /** A shop taking bookings, by its page's link. */
  shopByLink: (link: string) =>
    db
      .selectFrom('users')
      .select('id')
      .where('profile_link', '=', link)
      .where('register_status', '=', 1)
      .where('disabled', '=', 0)
      // As the shop page's takesBookings: a shop whose account is being closed takes no bookings.
      .where('account_active', '=', 0)
      .executeTakeFirst(),
  /** Live offers of an entry (to end when it leaves the waitlist). */
  liveOffersOf: (ex: Executor, entryId: number) =>
    ex
      .selectFrom('waitlist_offers as o')
      .innerJoin('waitlist_entries as e', 'e.id', 'o.entry_id')
      .selectAll('o')
      .select('e.service_id')
      .where('o.entry_id', '=', entryId)
      .where('o.status', '=', 'offered')
      .execute(),
  /** Offers whose hold is over, oldest first, for the sweep. */
  dueOffers: (now: string, limit: number) =>
    db
      .selectFrom('waitlist_offers as o')
      .innerJoin('waitlist_entries as e', 'e.id', 'o.entry_id')
      .selectAll('o')
      .select('e.service_id')
      .where('o.status', '=', 'offered')
      .where('o.expires_at', '<=', now)
      .orderBy('o.expires_at')
      .limit(limit)
      .execute(),
  /** Whether a live offer holds this key (every offer is made under the vendor's lock). */
  isHeld: async (ex: Executor, key: string) =>
    (await ex.selectFrom('waitlist_offers').select('id').where('hold_key', '=', key).executeTakeFirst()) !==
    undefined,
  /** Slots held by live offers near a window: they are taken for every other booking. */
  heldSlots: (ex: Executor, userId: number, window: { from: string; to: string }, now: string) =>
    ex
      .selectFrom('waitlist_offers')
      .select(['starts_at', 'ends_at', 'staff_id'])
      .where('user_id', '=', userId)
      .where('status', '=', 'offered')
      .where('expires_at', '>', now)
      .where('starts_at', '<=', window.to)
      .where('ends_at', '>=', window.from)
      .execute(),
  /**
   * The shop's hold length and name, and whether its client messages go by WhatsApp (the
   * reminders' settings; a shop that never saved them keeps the default, on).
   */
  holdMinutes: (ex: Executor, userId: number) =>
    ex
      .selectFrom('users')
      .leftJoin('reminder_settings as r', 'r.user_id', 'users.id')
      .select(['users.waitlist_hold_minutes', 'users.business_name', 'r.whatsapp'])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow(),
  saveHoldMinutes: (ex: Executor, userId: number, minutes: number) =>
    ex.updateTable('users').set({ waitlist_hold_minutes: minutes }).where('id', '=', userId).execute(),
  service: (ex: Executor, userId: number, serviceId: number) =>
    ex
      .selectFrom('services')
      .select(['id', 'name'])
      .where('id', '=', serviceId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
});

export type WaitlistRepository = ReturnType<typeof waitlistRepository>;
