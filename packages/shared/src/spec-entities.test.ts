/**
 * SPEC §3 'Entities and their fields' and the shapes SPEC §7 reads, written out literally: every
 * field the spec names is in the answer the shared schema describes, and an answer without it is
 * refused. The samples are answers as the server sends them (our extra fields included).
 */
import { describe, expect, it } from 'vitest';
import { authSuccess, loginDisabled, userDetails, userDetailsResponse } from './auth/responses.ts';
import {
  bookingResponse,
  NOTIFICATION_TYPES,
  notificationResponse,
  SERVICE_LOCATIONS,
} from './bookings/schemas.ts';
import { averageRating, reviewResponse, userReviewsResponse } from './reviews/schemas.ts';
import { bankAccountResponse, lastMonthDiffResponse, walletResponse } from './wallet/schemas.ts';

type Schema = { safeParse: (value: unknown) => { success: boolean; data?: unknown } };

/** The sample parses to itself; without any one of the spec's fields it is refused. */
function expectFields(schema: Schema, sample: Record<string, unknown>, specFields: string[]) {
  expect(Object.keys(sample)).toEqual(expect.arrayContaining(specFields));
  const parsed = schema.safeParse(sample);
  expect(parsed.success).toBe(true);
  expect(parsed.data).toEqual(sample);
  for (const field of specFields) {
    const { [field]: _, ...without } = sample;
    expect(schema.safeParse(without).success, `without ${field}`).toBe(false);
  }
}

describe('SPEC §3 Booking (from the server)', () => {
  const booking = {
    id: 7,
    multiple_id: 'b5b0f0c2',
    service_name: 'Knotless Braids',
    servvice_date: '2026-11-21',
    service_time: '10:00',
    end_date: '2026-11-21',
    end_time: '12:00',
    booking_status: 'approved',
    service_amount: 25000,
    enduser: { first_name: 'Tolu', profile_image: null },
    service_comment: null,
    amount_paid: 5000,
    balance_received: 0,
    service_location: "At Vendor's Location",
    reviews: [{ id: 1, rating: 5, comment: 'Lovely' }],
    cancelcomment: [{ initiator: 'user', comment: 'Travelling', attachment: null }],
    serviceform: { service_duration_type: 'Starts at', virtual_appointment: false, service_price: 25000 },
    service_address: null,
    reference: 'BK-7',
    home_service_fee: 0,
    updated_at: '2026-11-20T09:00:00.000Z',
    deposit_kept: 0,
    deposit_refunded: 0,
    starts_at: '2026-11-21T09:00:00.000Z',
    ends_at: '2026-11-21T11:00:00.000Z',
  };

  it("has every field of the spec, 'servvice_date' spelled so", () => {
    expectFields(bookingResponse, booking, [
      'id',
      'multiple_id',
      'service_name',
      'servvice_date',
      'service_time',
      'end_date',
      'end_time',
      'booking_status',
      'service_amount',
      'enduser',
      'service_comment',
      'amount_paid',
      'balance_received',
      'service_location',
      'reviews',
      'cancelcomment',
      'serviceform',
      'service_address',
      'reference',
      'home_service_fee',
      'updated_at',
    ]);
  });

  it('enduser (first_name, profile_image), or none for a removed customer', () => {
    expectFields(bookingResponse.shape.enduser.unwrap(), booking.enduser, ['first_name', 'profile_image']);
    expect(bookingResponse.safeParse({ ...booking, enduser: null }).success).toBe(true);
  });

  it('serviceform: service_duration_type, virtual_appointment, service_price', () => {
    expectFields(bookingResponse.shape.serviceform, booking.serviceform, [
      'service_duration_type',
      'virtual_appointment',
      'service_price',
    ]);
  });

  it('cancel comments with initiator and comment; reviews', () => {
    expectFields(bookingResponse.shape.cancelcomment.element, booking.cancelcomment[0]!, [
      'initiator',
      'comment',
    ]);
    expectFields(bookingResponse.shape.reviews.element, booking.reviews[0]!, ['id', 'rating', 'comment']);
  });

  it("takes a walk-in's contact only in its own shape", () => {
    const walkIn = { ...booking, booked_by_vendor: { source: 'walk_in', phone: '08031234567', email: null } };
    expect(bookingResponse.parse(walkIn)).toEqual(walkIn);
    expect(bookingResponse.safeParse({ ...walkIn, booked_by_vendor: { source: 'walk_in' } }).success).toBe(
      false,
    );
  });

  it("service_location values: 'At Client's Location', 'At Vendor's Location'", () => {
    expect([...SERVICE_LOCATIONS]).toEqual(["At Client's Location", "At Vendor's Location"]);
  });
});

describe('SPEC §3 Notification', () => {
  it('id, type, title, description, status, created_at', () => {
    expectFields(
      notificationResponse,
      {
        id: 3,
        type: 'service',
        title: 'New booking request',
        description: 'Knotless Braids on Sat, 21 Nov 2026, 10:00 AM.',
        status: 'unread',
        created_at: '2026-11-20T09:00:00.000Z',
      },
      ['id', 'type', 'title', 'description', 'status', 'created_at'],
    );
  });

  it('SPEC §2: types with their own icon: service, reschedule, fund, security, completed (also complete), cancel', () => {
    expect([...NOTIFICATION_TYPES].sort()).toEqual(
      ['service', 'reschedule', 'fund', 'security', 'completed', 'complete', 'cancel'].sort(),
    );
  });
});

describe('SPEC §3 Review and §7 getUserReviews', () => {
  const review = {
    id: 4,
    comment: 'Great braids',
    rating: 5,
    created_at: '2026-11-20T09:00:00.000Z',
    enduser: { first_name: 'Tolu', last_name: 'Ade', profile_image: null },
    vendorcommentreview: [{ rating: 5, comment: 'Thank you, Tolu!' }],
  };

  it('id, comment, rating, enduser (first_name, last_name, profile_image), vendorcommentreview', () => {
    expectFields(reviewResponse, review, ['id', 'comment', 'rating', 'enduser', 'vendorcommentreview']);
    expectFields(reviewResponse.shape.enduser.unwrap(), review.enduser, [
      'first_name',
      'last_name',
      'profile_image',
    ]);
    expectFields(reviewResponse.shape.vendorcommentreview.element, review.vendorcommentreview[0]!, [
      'rating',
      'comment',
    ]);
  });

  it('holds at most the one reply', () => {
    expect(reviewResponse.safeParse({ ...review, vendorcommentreview: [] }).success).toBe(true);
    const two = [review.vendorcommentreview[0], review.vendorcommentreview[0]];
    expect(reviewResponse.safeParse({ ...review, vendorcommentreview: two }).success).toBe(false);
  });

  it("element 0 holds the reviews, 'total-rating' the rating", () => {
    const answer = { '0': [review], 'total-rating': 4.5, success: true };
    expectFields(userReviewsResponse, answer, ['0', 'total-rating']);
    expect(userReviewsResponse.safeParse({ ...answer, success: false }).success).toBe(false);
  });

  it('averages the ratings to one decimal, 0 when there are none', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(5, 1)).toBe(5);
  });
});

describe('SPEC §3 Wallet and §7 getUserWallet / lastMonthDiffWeb', () => {
  const figures = {
    account_balance: 1200.5,
    withdraw: 3000,
    withdraw_pending: 0,
    pending: 500,
    cancelled: 0,
  };

  it('balance (account_balance), withdrawn (withdraw), pending, cancelled, as data[0][0]', () => {
    const answer = { success: true, data: [[figures]] };
    expect(walletResponse.parse(answer)).toEqual(answer);
    expectFields(walletResponse.shape.data.element.element, figures, [
      'account_balance',
      'withdraw',
      'pending',
      'cancelled',
    ]);
    expect(walletResponse.safeParse({ ...answer, success: false }).success).toBe(false);
    expect(walletResponse.safeParse({ success: true, data: [[figures, figures]] }).success).toBe(false);
    expect(walletResponse.safeParse({ success: true, data: [] }).success).toBe(false);
  });

  it('the last-month difference as data.data[0], a whole percentage', () => {
    const answer = { success: true, data: { data: [12] } };
    expect(lastMonthDiffResponse.parse(answer)).toEqual(answer);
    expect(lastMonthDiffResponse.safeParse({ success: true, data: { data: [12.5] } }).success).toBe(false);
    expect(lastMonthDiffResponse.safeParse({ success: true, data: { data: [] } }).success).toBe(false);
    expect(lastMonthDiffResponse.safeParse({ success: false, data: { data: [1] } }).success).toBe(false);
  });
});

describe('SPEC §3 Bank account', () => {
  it('id, account_name, account_no, bank_name', () => {
    expectFields(
      bankAccountResponse,
      {
        id: 2,
        bank_code: '058',
        bank_name: 'Guaranty Trust Bank',
        account_no: '******6785',
        account_name: 'CHIOMA EZE',
        created_at: '2026-11-20T09:00:00.000Z',
        name_mismatch: false,
      },
      ['id', 'account_name', 'account_no', 'bank_name'],
    );
  });
});

describe('SPEC §3 Provider / user details and login result', () => {
  const user = {
    id: 1,
    full_name: 'Chioma Eze',
    sub_amount_to_pay: 0,
    businesscategory: [{ id: 1, category_name: 'Hair' }],
    register_status: true,
    email: 'chioma@example.ng',
    business_name: 'Chioma Braids',
    phone_number: '08030000001',
    business_address: '4 Awolowo Road, Ikoyi, Lagos',
    business_imagepath: [],
    business_description: null,
    profile_pic: '/avatar.png',
    home_service: true,
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
    gender: 'Female',
    bookingrule: {
      booking_window: 60,
      future_booking_window: 90,
      rescheduling: true,
      rescheduling_hours: 24,
      automatic_confirm_booking: false,
      avoid_gaps: false,
      clients_book_series: false,
    },
    email_verify_checker: true,
    phone_verify_checker: false,
    qrcode: null,
    nin_number: null,
    nationalid_check: false,
    reg_no: null,
    biz_reg_status: false,
    total_orders: 0,
    referral_code: 'CHIOMA1',
    created_at: '2026-11-20T09:00:00.000Z',
    nin_verified: false,
    email_verified: true,
    phone_verified: false,
    userBank: [],
  };

  it('has every field of the spec, and the settings-side names of the same data', () => {
    expectFields(userDetails, user, [
      'full_name',
      'sub_amount_to_pay',
      'businesscategory',
      'register_status',
      'email',
      'business_name',
      'phone_number',
      'business_address',
      'business_imagepath',
      'business_description',
      'profile_pic',
      'home_service',
      'my_place',
      'profile_link',
      'instagram',
      'facebook',
      'twitter',
      'businesshour',
      'workspaceimage',
      'homeservicefee',
      'paymentinfo',
      'email_notification',
      'search_visibility',
      'account_active',
      'gender',
      'bookingrule',
      'email_verify_checker',
      'phone_verify_checker',
      'qrcode',
      'nin_number',
      'nationalid_check',
      'reg_no',
      'biz_reg_status',
      'total_orders',
      'push_notification',
      'created_at',
      'nin_verified',
      'email_verified',
      'phone_verified',
      'userBank',
    ]);
  });

  it('businesscategory (id, category_name) and bookingrule (the five rules)', () => {
    expectFields(userDetails.shape.businesscategory.element, user.businesscategory[0]!, [
      'id',
      'category_name',
    ]);
    expectFields(userDetails.shape.bookingrule, user.bookingrule, [
      'booking_window',
      'future_booking_window',
      'rescheduling',
      'automatic_confirm_booking',
      'avoid_gaps',
    ]);
  });

  it('getuserdetails answers an array whose first element is an array holding the user', () => {
    expect(userDetailsResponse.parse([[user]])).toEqual([[user]]);
    expect(userDetailsResponse.safeParse([user]).success).toBe(false);
  });

  it('login: success with token, userId, registerStatus; or disabled', () => {
    expectFields(
      authSuccess,
      { success: true, message: 'sign in successful', token: 't0k3n', userId: 1, registerStatus: true },
      ['success', 'token', 'userId', 'registerStatus'],
    );
    expect(
      authSuccess.safeParse({ success: false, message: 'x', token: 't', userId: 1, registerStatus: true })
        .success,
    ).toBe(false);
    expectFields(loginDisabled, { success: false, disabled: true, message: 'Account Disabled' }, [
      'disabled',
    ]);
    expect(loginDisabled.safeParse({ success: true, disabled: true, message: 'x' }).success).toBe(false);
    expect(loginDisabled.safeParse({ success: false, disabled: false, message: 'x' }).success).toBe(false);
  });
});
