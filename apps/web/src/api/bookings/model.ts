import type { BookingResponse, BookingSource } from '@app/shared';
import { eventColour } from '../../lib/statusColours.ts';

/** Shown when the customer's account no longer exists (SPEC §3). */
export const REMOVED_USER = 'User Removed';
export const DEFAULT_USER_IMAGE = '/default-avatar.svg';

/** SPEC §3 'calendar event / dashboard form' booking, built from the server shape. */
export type Booking = {
  id: number;
  reference: string;
  multiple_id: string;
  title: string;
  service_name: string;
  start: Date;
  end: Date;
  status: string;
  booking_amount: number;
  endUser: string;
  endUserImg: string;
  /** The customer's account, for the chat link; none for a walk-in's client. */
  endUserId: number | null;
  /** How to reach the client: the phone a customer gave, or the one the vendor took for a walk-in. */
  endUserPhone: string | null;
  /** How a booking the vendor made came in; null for a customer's own booking. */
  source: BookingSource | null;
  backgroundColor: string;
  userComment: string | null;
  /** The deposit a payment provider confirmed (NGN). */
  amount_paid: number;
  balance_received: number;
  /** Of the deposit: what the vendor kept (late cancellation, no-show) and what went back. */
  deposit_kept: number;
  deposit_refunded: number;
  home_service_fee: number;
  service_location: string;
  service_address: string | null;
  service_time: string;
  cancelComment: BookingResponse['cancelcomment'];
  review: BookingResponse['reviews'];
  serviceform: BookingResponse['serviceform'];
  updated_at: string;
  /** The team member it is with; null for the vendor's own booking. */
  staff: { id: number; name: string; photo: string | null } | null;
  /** The new time the vendor proposed, while it waits for the customer's answer. */
  proposal: { start: Date; end: Date } | null;
  /** The recurring series it is a visit of; null for a single booking. */
  seriesId: number | null;
};

export function toBooking(raw: BookingResponse): Booking {
  const endUser = raw.enduser?.first_name || REMOVED_USER;
  return {
    id: raw.id,
    reference: raw.reference,
    multiple_id: raw.multiple_id,
    title: `${raw.service_name} · ${endUser}`,
    service_name: raw.service_name,
    start: new Date(raw.starts_at),
    end: new Date(raw.ends_at),
    status: raw.booking_status,
    booking_amount: raw.service_amount,
    endUser,
    endUserImg: raw.enduser?.profile_image || DEFAULT_USER_IMAGE,
    endUserId: raw.enduser?.id ?? null,
    endUserPhone: raw.booked_by_vendor?.phone ?? raw.enduser?.phone_number ?? null,
    source: raw.booked_by_vendor?.source ?? null,
    backgroundColor: eventColour(raw.booking_status),
    userComment: raw.service_comment,
    amount_paid: raw.amount_paid,
    balance_received: raw.balance_received,
    deposit_kept: raw.deposit_kept,
    deposit_refunded: raw.deposit_refunded,
    home_service_fee: raw.home_service_fee,
    service_location: raw.service_location,
    service_address: raw.service_address,
    service_time: raw.service_time,
    cancelComment: raw.cancelcomment,
    review: raw.reviews,
    serviceform: raw.serviceform,
    updated_at: raw.updated_at,
    staff: raw.staff ?? null,
    proposal: raw.reschedule_proposal
      ? { start: new Date(raw.reschedule_proposal.starts_at), end: new Date(raw.reschedule_proposal.ends_at) }
      : null,
    seriesId: raw.series_id ?? null,
  };
}

export const byStart = (a: Booking, b: Booking) => a.start.getTime() - b.start.getTime();

/** The least balance the vendor may record: the price minus what was paid online, never negative (SPEC §4). */
export const minimumBalance = (booking: Booking) => Math.max(0, booking.booking_amount - booking.amount_paid);
