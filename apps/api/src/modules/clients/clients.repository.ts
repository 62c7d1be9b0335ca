import { type CancellationPolicy, VENDOR_HIDDEN_STATUSES } from '@app/shared';
import type { Executor } from '../../db/database.ts';

/**
 * The client book's reads (issue 36): the vendor's bookings as contacts, and the shop's private
 * notes. Every query is scoped to the vendor.
 */
export const clientsRepository = {
  /**
   * Every booking the vendor sees (not a hold awaiting payment), oldest first, with the contact
   * it names: what the vendor typed for a walk-in or phone booking, else the customer's account.
   */
  contacts: (ex: Executor, vendorId: number) =>
    ex
      .selectFrom('bookings')
      .leftJoin('customers', 'customers.id', 'bookings.customer_id')
      .select((eb) => [
        'bookings.id',
        'bookings.starts_at',
        'bookings.status',
        'bookings.client_name',
        'customers.first_name',
        'customers.last_name',
        eb.fn.coalesce('bookings.client_phone', 'customers.phone_number').as('phone'),
        eb.fn.coalesce('bookings.client_email', 'customers.email').as('email'),
      ])
      .where('bookings.user_id', '=', vendorId)
      .where('bookings.status', 'not in', [...VENDOR_HIDDEN_STATUSES])
      .orderBy('bookings.id')
      .execute(),

  /** The vendor's bookings among `ids`, with their service, team member and source. */
  visits: (ex: Executor, vendorId: number, ids: number[]) =>
    ids.length
      ? ex
          .selectFrom('bookings')
          .leftJoin('staff', (join) =>
            join.onRef('staff.id', '=', 'bookings.staff_id').on('staff.user_id', '=', vendorId),
          )
          .select([
            'bookings.id',
            'bookings.reference',
            'bookings.starts_at',
            'bookings.service_name',
            'bookings.status',
            'bookings.source',
            'staff.name as staff_name',
          ])
          .where('bookings.user_id', '=', vendorId)
          .where('bookings.id', 'in', ids)
          .orderBy('bookings.starts_at', 'desc')
          .execute()
      : Promise.resolve([]),

  /** When the client asked to cancel each of these bookings of the vendor (their own requests only). */
  clientCancellations: (ex: Executor, vendorId: number, ids: number[]) =>
    ids.length
      ? ex
          .selectFrom('booking_cancellations')
          .innerJoin('bookings', 'bookings.id', 'booking_cancellations.booking_id')
          .select(['booking_cancellations.booking_id', 'booking_cancellations.created_at'])
          .where('bookings.user_id', '=', vendorId)
          .where('booking_cancellations.booking_id', 'in', ids)
          .where('booking_cancellations.initiator', '=', 'user')
          .execute()
      : Promise.resolve([]),

  /** The vendor's cancellation policy, whose free window tells a late cancellation. */
  cancellationPolicy: (ex: Executor, vendorId: number): Promise<CancellationPolicy> =>
    ex
      .selectFrom('users')
      .select(['free_cancel_hours', 'late_cancel_fee_percent', 'no_show_fee_percent'])
      .where('id', '=', vendorId)
      .executeTakeFirstOrThrow(),

  /** The vendor's notes kept under any of `keys`. */
  notes: (ex: Executor, vendorId: number, keys: string[]) =>
    keys.length
      ? ex
          .selectFrom('client_notes')
          .select(['client_key', 'notes', 'tags', 'updated_at'])
          .where('user_id', '=', vendorId)
          .where('client_key', 'in', keys)
          .execute()
      : Promise.resolve([]),

  saveNotes: (
    ex: Executor,
    row: { user_id: number; client_key: string; notes: string; tags: string; updated_at: string },
  ) =>
    ex
      .insertInto('client_notes')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['user_id', 'client_key']).doUpdateSet({
          notes: row.notes,
          tags: row.tags,
          updated_at: row.updated_at,
        }),
      )
      .execute(),
};

export type ClientsRepository = typeof clientsRepository;
export type ContactRow = Awaited<ReturnType<ClientsRepository['contacts']>>[number];
