import type { Booking } from '../features/bookings/model.ts';

/** An approved booking of a ₦10,000 service with a ₦3,000 deposit paid, starting an hour from now. */
export function bookingFixture(patch: Partial<Booking> = {}): Booking {
  const start = new Date(Date.now() + 60 * 60_000);
  return {
    id: 7,
    reference: 'BK-7',
    multiple_id: 'M-7',
    title: 'Silk Press · Ada',
    service_name: 'Silk Press',
    start,
    end: new Date(start.getTime() + 60 * 60_000),
    status: 'approved',
    booking_amount: 10_000,
    endUser: 'Ada',
    endUserImg: '/default-avatar.svg',
    endUserId: null,
    endUserPhone: null,
    source: null,
    backgroundColor: '#f59e0b',
    userComment: null,
    amount_paid: 3_000,
    balance_received: 0,
    deposit_kept: 0,
    deposit_refunded: 0,
    home_service_fee: 0,
    service_location: "At Vendor's Location",
    service_address: null,
    service_time: '10:00',
    cancelComment: [],
    review: [],
    serviceform: { service_duration_type: 'Fixed', virtual_appointment: false, service_price: 10_000 },
    updated_at: start.toISOString(),
    ...patch,
  };
}
