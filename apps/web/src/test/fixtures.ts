import type { BookingResponse, ClientDetail, UserDetails } from '@app/shared';
import type { Booking } from '../api/bookings/model.ts';

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
    staff: null,
    proposal: null,
    seriesId: null,
    ...patch,
  };
}

/** getuserdetails' user: registered, active, with e-mail, phone and NIN all verified. */
export function userDetailsFixture(patch: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 1,
    full_name: 'Chioma Obi',
    sub_amount_to_pay: 0,
    businesscategory: [],
    register_status: true,
    email: 'chioma@example.com',
    business_name: 'Chioma Braids',
    phone_number: '08031234567',
    business_address: null,
    business_imagepath: [],
    business_description: null,
    profile_pic: '/default-avatar.svg',
    home_service: false,
    my_place: true,
    profile_link: 'chioma-braids',
    instagram: null,
    facebook: null,
    twitter: null,
    businesshour: [],
    workspaceimage: [],
    homeservicefee: 0,
    paymentinfo: [],
    email_notification: true,
    search_visibility: true,
    push_notification: true,
    account_active: false,
    gender: 'female',
    bookingrule: {
      booking_window: 0,
      future_booking_window: 0,
      rescheduling: false,
      rescheduling_hours: 24,
      automatic_confirm_booking: false,
      avoid_gaps: false,
      clients_book_series: false,
    },
    email_verify_checker: true,
    phone_verify_checker: true,
    qrcode: null,
    nin_number: '12345678901',
    nationalid_check: true,
    reg_no: null,
    biz_reg_status: false,
    total_orders: 0,
    referral_code: 'CHIOMA1',
    created_at: '2026-01-01T00:00:00.000Z',
    nin_verified: true,
    email_verified: true,
    phone_verified: true,
    userBank: [],
    ...patch,
  };
}

/** A pending booking as getallbookingsbydate answers it, starting `hours` from now. */
export function bookingResponseFixture(
  id: number,
  patch: Partial<BookingResponse> = {},
  hours = 26,
): BookingResponse {
  const start = new Date(Date.now() + hours * 60 * 60_000);
  const end = new Date(start.getTime() + 60 * 60_000);
  return {
    id,
    multiple_id: `M-${id}`,
    service_name: 'Silk Press',
    servvice_date: start.toISOString().slice(0, 10),
    service_time: start.toISOString().slice(11, 16),
    end_date: end.toISOString().slice(0, 10),
    end_time: end.toISOString().slice(11, 16),
    booking_status: 'pending',
    service_amount: 10_000,
    enduser: { first_name: 'Ada', profile_image: null },
    service_comment: null,
    amount_paid: 0,
    balance_received: 0,
    service_location: "At Vendor's Location",
    reviews: [],
    cancelcomment: [],
    serviceform: { service_duration_type: 'Fixed', virtual_appointment: false, service_price: 10_000 },
    service_address: null,
    reference: `BK-${id}`,
    home_service_fee: 0,
    updated_at: start.toISOString(),
    deposit_kept: 0,
    deposit_refunded: 0,
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    ...patch,
  };
}

/**
 * A client of the client book (issue 36): Amina Bello, reached by two numbers, one no-show by phone
 * and one paid walk-in; `visit` patches the walk-in, the second of her history.
 */
export function clientDetailFixture(
  patch: Partial<ClientDetail> = {},
  visit: Partial<ClientDetail['history'][number]> = {},
): ClientDetail {
  return {
    key: 'phone:2348031234567',
    name: 'Amina Bello',
    phone: '0803 123 4567',
    email: 'amina@example.ng',
    bookings: 2,
    visits: 1,
    last_booking_at: '2026-11-21T12:00:00.000Z',
    total_spent: 15_500,
    no_shows: 1,
    late_cancellations: 0,
    tags: ['VIP'],
    phones: ['0803 123 4567', '+44 20 7946 0958'],
    emails: ['amina@example.ng'],
    notes: 'Prefers mornings',
    history: [
      {
        booking_id: 8,
        reference: 'REF-8',
        starts_at: '2026-11-21T12:00:00.000Z',
        service_name: 'Knotless Braids',
        staff_name: 'Ada Obi',
        status: 'no show',
        source: 'phone',
        paid: 0,
        late_cancellation: false,
      },
      {
        booking_id: 5,
        reference: 'REF-5',
        starts_at: '2026-11-20T09:00:00.000Z',
        service_name: 'Wash & Set',
        staff_name: null,
        status: 'completed',
        source: 'walk_in',
        paid: 15_500,
        late_cancellation: false,
        ...visit,
      },
    ],
    ...patch,
  };
}
