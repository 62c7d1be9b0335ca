import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ClientConsentsTable } from '../../db/schema.ts';

export type NewConsent = Insertable<ClientConsentsTable>;

/** Queries for clients' consent records (issue 37); each takes the executor it runs on. */
export const consentsRepository = {
  insert: (ex: Executor, rows: NewConsent[]) =>
    rows.length ? ex.insertInto('client_consents').values(rows).execute() : Promise.resolve([]),

  /** The client of each booking as messages reach her: the booking's own contact, else her account's. */
  contacts: (ex: Executor, bookingIds: number[]) =>
    bookingIds.length
      ? ex
          .selectFrom('bookings')
          .innerJoin('users', 'users.id', 'bookings.user_id')
          .leftJoin('customers', 'customers.id', 'bookings.customer_id')
          .select([
            'bookings.id',
            'bookings.user_id',
            'bookings.client_phone',
            'bookings.client_email',
            'customers.phone_number as customer_phone',
            'customers.email as customer_email',
            'users.business_name',
            'users.full_name',
          ])
          .where('bookings.id', 'in', bookingIds)
          .execute()
      : Promise.resolve([]),

  /**
   * Whether any shop knows this number (E.164): a consent recorded for it (every booking since
   * issue 37), a phone a code proved, or a booking's or account's number as typed before.
   */
  known: async (ex: Executor, e164: string) => {
    const written = [e164, e164.slice(1), `0${e164.slice(4)}`];
    const found = await ex
      .selectFrom('client_consents')
      .select('phone')
      .where('phone', '=', e164)
      .union(ex.selectFrom('client_phones').select('phone').where('phone', '=', e164))
      .union(ex.selectFrom('bookings').select('client_phone as phone').where('client_phone', 'in', written))
      .union(ex.selectFrom('customers').select('phone_number as phone').where('phone_number', 'in', written))
      .limit(1)
      .executeTakeFirst();
    return found !== undefined;
  },

  /** The latest record for this phone or e-mail that counts for the vendor (hers, or a STOP for every shop). */
  latest: (ex: Executor, vendorId: number, phone: string | null, email: string | null) =>
    ex
      .selectFrom('client_consents')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', vendorId), eb('user_id', 'is', null)]))
      .where((eb) =>
        eb.or([...(phone ? [eb('phone', '=', phone)] : []), ...(email ? [eb('email', '=', email)] : [])]),
      )
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
};
export type ConsentsRepository = typeof consentsRepository;
