/**
 * The answers the web app reads, one sample each, as the server sends them: each parses to itself
 * (no field dropped), and an answer that says `success: false` is not taken for a success (SPEC §7
 * reads `success` to decide what to show).
 */
import { describe, expect, it } from 'vitest';
import { messageResponse, successResponse, tokenAccepted } from './auth/responses.ts';
import {
  actionResponse,
  blockedTimeCreatedResponse,
  blockedTimesResponse,
  bookingsResponse,
  calendarSavedResponse,
  walkInResponse,
} from './bookings/schemas.ts';
import { idempotencyHeaders } from './common.ts';
import { disputeSubmittedResponse, disputesResponse } from './disputes/schemas.ts';
import { ninResponse } from './identity/schemas.ts';
import { reviewReplySentResponse } from './reviews/schemas.ts';
import {
  bankAccountAddedResponse,
  bankAccountNameResponse,
  bankAccountRemovedResponse,
  bankAccountsResponse,
  banksResponse,
  earningsReportQuery,
  earningsReportResponse,
  monthlyEarningsResponse,
  withdrawalSubmittedResponse,
  withdrawalsResponse,
} from './wallet/schemas.ts';

type Schema = { safeParse: (value: unknown) => { success: boolean; data?: unknown } };

const booking = {
  id: 7,
  multiple_id: 'b5b0f0c2',
  service_name: 'Wash & Set',
  servvice_date: '2026-11-21',
  service_time: '10:00',
  end_date: '2026-11-21',
  end_time: '11:00',
  booking_status: 'approved',
  service_amount: 8000,
  enduser: { first_name: 'Ada', profile_image: null },
  service_comment: null,
  amount_paid: 0,
  balance_received: 0,
  service_location: "At Vendor's Location",
  reviews: [],
  cancelcomment: [],
  serviceform: { service_duration_type: 'Fixed', virtual_appointment: false, service_price: 8000 },
  service_address: null,
  reference: 'BK-7',
  home_service_fee: 0,
  updated_at: '2026-11-20T09:00:00.000Z',
  deposit_kept: 0,
  deposit_refunded: 0,
  starts_at: '2026-11-21T09:00:00.000Z',
  ends_at: '2026-11-21T10:00:00.000Z',
};
const blockedTime = {
  id: 1,
  date: '2026-11-21',
  start_time: '15:00',
  end_time: '16:30',
  reason: 'Training',
  staff_id: null,
  starts_at: '2026-11-21T14:00:00.000Z',
  ends_at: '2026-11-21T15:30:00.000Z',
};
const withdrawal = {
  id: 3,
  amount: 20000,
  fee: 1000,
  payout: 19000,
  status: 'pending',
  bank_name: 'Guaranty Trust Bank',
  account_no: '******6785',
  created_at: '2026-11-20T09:00:00.000Z',
};
const bankAccount = {
  id: 2,
  bank_code: '058',
  bank_name: 'Guaranty Trust Bank',
  account_no: '******6785',
  account_name: 'CHIOMA EZE',
  created_at: '2026-11-20T09:00:00.000Z',
  name_mismatch: false,
};

const SUCCESSES: [string, Schema, Record<string, unknown>][] = [
  ['a message', successResponse, { success: true, message: 'Copied' }],
  ['a token accepted', tokenAccepted, { success: true, message: 'Token accepted', reset_token: 'r3s3t' }],
  ['the bookings', bookingsResponse, { success: true, bookings: [booking] }],
  ['a walk-in added', walkInResponse, { success: true, message: 'Booking added', booking }],
  ['the blocked times', blockedTimesResponse, { success: true, blocked_times: [blockedTime] }],
  [
    'a time blocked',
    blockedTimeCreatedResponse,
    { success: true, message: 'Time blocked', blocked_time: blockedTime },
  ],
  ['a calendar change saved', calendarSavedResponse, { success: true, message: 'Blocked time removed' }],
  ['a reply sent', reviewReplySentResponse, { success: true, message: 'Response Sent' }],
  ['a dispute submitted', disputeSubmittedResponse, { success: true, message: 'Dispute submitted' }],
  [
    'the disputes',
    disputesResponse,
    {
      success: true,
      data: [
        {
          id: 1,
          reference: 'BK-7',
          comment: 'Abusive Client',
          status: 'resolved',
          resolution: 'Refunded',
          attachment: null,
          created_at: '2026-11-20T09:00:00.000Z',
        },
      ],
    },
  ],
  ['a NIN saved', ninResponse, { success: true, message: 'NIN saved', nin_number: '1234*******' }],
  [
    'the monthly earnings',
    monthlyEarningsResponse,
    { success: true, data: [{ month: '2026-11', amount: 12500.5 }], total: 12500.5 },
  ],
  [
    'the earnings report',
    earningsReportResponse,
    {
      success: true,
      data: {
        period: '7d',
        total: 100,
        bars: [{ start: '2026-11-20', end: '2026-11-21', amount: 100 }],
        by_staff: [{ staff_id: 2, name: 'Ada', amount: 100 }],
      },
    },
  ],
  ['the withdrawals', withdrawalsResponse, { success: true, data: [withdrawal] }],
  [
    'a withdrawal submitted',
    withdrawalSubmittedResponse,
    { success: true, message: 'Withdrawal Request Submitted', withdrawal_id: 3 },
  ],
  ['the banks', banksResponse, { success: true, data: [{ code: '058', name: 'Guaranty Trust Bank' }] }],
  ['the bank accounts', bankAccountsResponse, { success: true, data: [bankAccount] }],
  [
    'an account name',
    bankAccountNameResponse,
    { success: true, account_name: 'CHIOMA EZE', name_matches: true },
  ],
  ['an account added', bankAccountAddedResponse, { success: true, message: 'Bank account added', id: 2 }],
  ['an account removed', bankAccountRemovedResponse, { success: true, message: 'Bank account removed' }],
];

describe.each(SUCCESSES)('the answer for %s', (_, schema, sample) => {
  it('parses to itself', () => {
    const parsed = schema.safeParse(sample);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(sample);
  });

  it('is not taken for a success when it says success: false, or nothing', () => {
    expect(schema.safeParse({ ...sample, success: false }).success).toBe(false);
    const { success: _, ...without } = sample;
    expect(schema.safeParse(without).success).toBe(false);
  });
});

describe('answers that may fail', () => {
  it('a booking action answers success, with a message and, on completion, the type', () => {
    for (const answer of [
      { success: true, message: 'Booking Accepted' },
      { success: false, message: 'Something went wrong' },
      { success: true, type: 'starts at' },
    ]) {
      expect(actionResponse.parse(answer)).toEqual(answer);
    }
    expect(actionResponse.safeParse({ message: 'x' }).success).toBe(false);
  });

  it('a plain message answer may carry success', () => {
    expect(messageResponse.parse({ message: 'Email is available' })).toEqual({
      message: 'Email is available',
    });
    expect(messageResponse.parse({ success: false, message: 'x' })).toEqual({ success: false, message: 'x' });
    expect(messageResponse.safeParse({ success: true }).success).toBe(false);
  });
});

describe('wallet requests', () => {
  it('report periods: 7d, 30d, 90d, 12m', () => {
    expect(earningsReportQuery.parse({ period: '90d' })).toEqual({ period: '90d' });
    expect(earningsReportQuery.safeParse({ period: '1y' }).success).toBe(false);
    expect(earningsReportQuery.safeParse({}).success).toBe(false);
  });

  it('an Idempotency-Key of 8 to 100 characters, or none', () => {
    expect(idempotencyHeaders.parse({})).toEqual({});
    expect(idempotencyHeaders.parse({ 'idempotency-key': 'k'.repeat(8) })).toEqual({
      'idempotency-key': 'k'.repeat(8),
    });
    expect(idempotencyHeaders.safeParse({ 'idempotency-key': 'k'.repeat(100) }).success).toBe(true);
    expect(idempotencyHeaders.safeParse({ 'idempotency-key': 'k'.repeat(7) }).success).toBe(false);
    expect(idempotencyHeaders.safeParse({ 'idempotency-key': 'k'.repeat(101) }).success).toBe(false);
  });

  it('withdrawals are pending, processing, paid or failed', () => {
    for (const status of ['pending', 'processing', 'paid', 'failed']) {
      expect(
        withdrawalsResponse.safeParse({ success: true, data: [{ ...withdrawal, status }] }).success,
      ).toBe(true);
    }
    expect(
      withdrawalsResponse.safeParse({ success: true, data: [{ ...withdrawal, status: 'sent' }] }).success,
    ).toBe(false);
  });
});
