import { fromLagos, lagosDateTime, lagosWeekday } from '@app/shared';
import type { HttpClient } from './http.ts';

/** What an acknowledged (2xx) answer promised; each must still hold after the crashes. */
export type Fact =
  | { kind: 'booking'; id: number; vendorId: number; customerId: number; atLeast: string }
  | { kind: 'charged'; reference: string }
  | { kind: 'paid'; reference: string; bookingIds: number[] }
  | { kind: 'review'; bookingId: number }
  | { kind: 'withdrawal'; id: number; vendorId: number }
  | {
      kind: 'chat';
      id: number;
      vendorId: number;
      customerId: number;
      sender: 'vendor' | 'customer';
      message: string;
    };

export interface Ack {
  /** The request, e.g. 'POST /api/customer/bookings'. */
  request: string;
  facts: Fact[];
}

export type Headers = Record<string, string>;
export interface Slot {
  date: string;
  time: string;
}

export interface Vendor {
  id: number;
  auth: Headers;
  bankAccountId: number;
  services: { paid: number; free: number };
  slots: Iterator<Slot>;
  /** The Idempotency-Key of a withdrawal whose answer was lost: retried as is. */
  withdrawalKey: string | null;
}

export interface Customer {
  id: number;
  auth: Headers;
}

/** The client's view of a booking: the status of the last acknowledged change. */
export interface TrackedBooking {
  id: number;
  vendor: Vendor;
  customer: Customer;
  /** kobo */
  deposit: number;
  status: string;
  /** Moved to start now, so the vendor can start it, complete it, or mark a no-show. */
  startable: boolean;
  /** An answer was lost or refused: the customer re-reads it before anyone acts on it. */
  unsure: boolean;
}

/** A deposit to pay on the sandbox checkout, then to see confirmed. */
export interface Checkout {
  reference: string;
  customer: Customer;
  bookings: TrackedBooking[];
  charged: boolean;
  settled: boolean;
}

export interface World {
  http: HttpClient;
  vendors: Vendor[];
  customers: Customer[];
  bookings: TrackedBooking[];
  checkouts: Checkout[];
  acks: Ack[];
  running: boolean;
}

export const newWorld = (http: HttpClient): World => ({
  http,
  vendors: [],
  customers: [],
  bookings: [],
  checkouts: [],
  acks: [],
  running: true,
});

export const SERVICE_MINUTES = 30;
const SLOT_STEP_MS = SERVICE_MINUTES * 60_000;
/** Default opening hours (SPEC): Monday to Saturday, 09:00–18:00 Lagos. */
const OPEN = { from: '09:00', to: '18:00' };
const SUNDAY = 6;

/**
 * Free half-hour slots of one vendor, from the day after tomorrow (clear of the 60-minute notice
 * and of today's end) to well inside the 90-day booking window; each slot is handed out once,
 * so customers never race for a slot and a refusal means something else.
 */
export function* futureSlots(now: Date): Generator<Slot> {
  for (let day = 2; day < 85; day += 1) {
    const { date } = lagosDateTime(new Date(now.getTime() + day * 86_400_000));
    if (lagosWeekday(fromLagos(date, '12:00')) === SUNDAY) continue;
    const close = fromLagos(date, OPEN.to).getTime();
    for (
      let start = fromLagos(date, OPEN.from).getTime();
      start + SLOT_STEP_MS <= close;
      start += SLOT_STEP_MS
    )
      yield { date, time: lagosDateTime(start).time };
  }
}
