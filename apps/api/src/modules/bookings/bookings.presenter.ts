import {
  type BookingResponse,
  koboToNaira,
  lagosDateTime,
  MONEY_RETURNING_STATUSES,
  RESCHEDULE_TRANSITIONS,
} from '@app/shared';
import type { Executor } from '../../db/database.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

type Cancellation = Awaited<ReturnType<BookingsRepository['cancellationsOf']>>[number];
type Review = Awaited<ReturnType<BookingsRepository['reviewsOf']>>[number];
/** What presenting bookings reads beside their rows. */
export type PresenterReads = Pick<BookingsRepository, 'cancellationsOf' | 'reviewsOf' | 'waitingProposalsOf'>;

const byBooking = <T extends { booking_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.booking_id, [...(map.get(row.booking_id) ?? []), row]);
  return map;
};

/**
 * Bookings in the shape of SPEC §3, with their cancellations and reviews fetched in two queries,
 * not per row; read on `ex`: inside a transaction, the reads see (and wait for) its writes.
 */
export async function presentBookings(
  ex: Executor,
  repo: PresenterReads,
  rows: BookingRow[],
): Promise<BookingResponse[]> {
  const ids = rows.map((r) => r.id);
  const [cancellations, reviews, proposals] = await Promise.all([
    repo.cancellationsOf(ex, ids),
    repo.reviewsOf(ex, ids),
    repo.waitingProposalsOf(ex, ids),
  ]);
  const proposalBy = new Map(proposals.map((p) => [p.booking_id, p]));
  const canAnswer: readonly string[] = RESCHEDULE_TRANSITIONS.acceptProposal.from;
  const cancelsBy = byBooking<Cancellation>(cancellations);
  const reviewsBy = byBooking<Review>(reviews);
  return rows.map((row) => {
    const start = lagosDateTime(row.starts_at);
    const proposal = canAnswer.includes(row.status) ? proposalBy.get(row.id) : undefined;
    const end = lagosDateTime(row.ends_at);
    return {
      id: row.id,
      multiple_id: row.multiple_id,
      service_name: row.service_name,
      servvice_date: start.date,
      service_time: start.time,
      end_date: end.date,
      end_time: end.time,
      booking_status: row.status,
      service_amount: koboToNaira(row.service_price),
      // A walk-in's client has no account: their name stands where a customer's would.
      enduser:
        row.customer_first_name !== null
          ? {
              first_name: row.customer_first_name,
              profile_image: row.customer_image,
              id: row.customer_id ?? undefined,
              phone_number: row.customer_phone,
            }
          : row.client_name !== null
            ? { first_name: row.client_name, profile_image: null }
            : null,
      service_comment: row.service_comment,
      amount_paid: koboToNaira(row.amount_paid),
      balance_received: koboToNaira(row.balance_received),
      service_location: row.service_location,
      reviews: (reviewsBy.get(row.id) ?? []).map(({ id, rating, comment }) => ({ id, rating, comment })),
      cancelcomment: (cancelsBy.get(row.id) ?? []).map(({ initiator, comment, attachment }) => ({
        initiator,
        comment,
        attachment,
      })),
      serviceform: {
        service_duration_type: row.duration_type,
        virtual_appointment: row.virtual_appointment === 1,
        service_price: koboToNaira(row.service_price),
      },
      service_address: row.service_address,
      reference: row.reference,
      home_service_fee: koboToNaira(row.home_service_fee),
      updated_at: row.updated_at,
      deposit_kept: koboToNaira(row.deposit_kept),
      deposit_refunded: MONEY_RETURNING_STATUSES.includes(row.status)
        ? koboToNaira(Math.max(row.amount_paid - row.deposit_kept, 0))
        : 0,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      staff:
        row.staff_id !== null && row.staff_name !== null
          ? { id: row.staff_id, name: row.staff_name, photo: row.staff_photo }
          : null,
      // Only on the vendor's own bookings, so a customer's booking keeps exactly its SPEC shape.
      ...(row.source === 'online'
        ? {}
        : {
            booked_by_vendor: {
              source: row.source,
              phone: row.client_phone ?? '',
              email: row.client_email,
            },
          }),
      // Only on a series' visits (issue 36), so every other booking keeps its shape.
      ...(row.series_id === null ? {} : { series_id: row.series_id }),
      ...(proposal ? { reschedule_proposal: presentProposal(proposal) } : {}),
    };
  });
}

/** Bookings by id as they stand on `ex`: inside the transaction that changed them, for its answer. */
export const presentByIds = async (
  ex: Executor,
  repo: PresenterReads & Pick<BookingsRepository, 'findMany'>,
  vendorId: number,
  ids: number[],
) => presentBookings(ex, repo, await repo.findMany(ex, vendorId, ids));

/** A waiting proposal as the booking response and the customer API show it. */
export const presentProposal = (row: { starts_at: string; ends_at: string; created_at: string }) => {
  const start = lagosDateTime(row.starts_at);
  return {
    date: start.date,
    time: start.time,
    end_time: lagosDateTime(row.ends_at).time,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    created_at: row.created_at,
  };
};
