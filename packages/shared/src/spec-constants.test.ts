/**
 * SPEC §9 'Business constants and limits' and the codes and tokens DESIGN §4 settles, written out
 * literally: the shared constants must say the same.
 */
import { describe, expect, it } from 'vitest';
import {
  ABUSE_LIMITS,
  CURRENCY,
  DETAILS_FORMAT,
  FEES,
  LIMITS,
  SECURITY,
  TIME_FORMAT,
  TIME_ZONE,
} from './constants.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('SPEC §9', () => {
  it('Currency: NGN. Time zone: Africa/Lagos. Time format hh:mm A; details format ddd, DD MMM YYYY, hh:mm A', () => {
    expect(CURRENCY).toBe('NGN');
    expect(TIME_ZONE).toBe('Africa/Lagos');
    expect(TIME_FORMAT).toBe('hh:mm A');
    expect(DETAILS_FORMAT).toBe('ddd, DD MMM YYYY, hh:mm A');
  });

  it('Withdrawal: fee 5 percent of the balance; 7.5 percent computed (of the fee, DESIGN §4); disabled below 1000', () => {
    expect(FEES).toEqual({ withdrawalFeeRate: 0.05, vatRateOfFee: 0.075 });
    expect(LIMITS.withdrawMinBalance).toBe(1000);
  });

  it('Start from 2 minutes before the start; Cancel blocked from 5 minutes before', () => {
    expect(LIMITS.startLeadMinutes).toBe(2);
    expect(LIMITS.cancelBlockMinutes).toBe(5);
  });

  it('balance step 500', () => {
    expect(LIMITS.balanceStep).toBe(500);
  });

  it('Review rating 1 to 5, reply at least 10 characters; verification codes 6 digits', () => {
    expect(LIMITS.ratingMin).toBe(1);
    expect(LIMITS.ratingMax).toBe(5);
    expect(LIMITS.reviewReplyMin).toBe(10);
    expect(LIMITS.codeLength).toBe(6);
  });

  it('Full name max 40; phone min 10; password min 6', () => {
    expect(LIMITS.fullNameMax).toBe(40);
    expect(LIMITS.phoneMin).toBe(10);
    expect(LIMITS.passwordMin).toBe(6);
  });

  // The screen constants of §9 (clock refresh, progress bar, alert timeout, dialog widths, desktop
  // threshold, slides, skeleton rows) are the web app's: apps/web/src/lib/screen.test.ts.
});

describe('DESIGN §4 and ours', () => {
  it('codes live 10 minutes, take 5 wrong tries, one send per 60 s; tokens expire after 30 idle days', () => {
    expect(SECURITY).toEqual({
      codeTtlMs: 10 * MINUTE,
      codeMaxWrongTries: 5,
      codeResendMs: 60 * SECOND,
      tokenIdleTtlMs: 30 * DAY,
      resetTicketTtlMs: 10 * MINUTE,
    });
  });

  it('awaiting review turns completed after 48 hours; images at most 2 MB, six business images', () => {
    expect(LIMITS.reviewGraceHours).toBe(48);
    expect(LIMITS.imageMaxBytes).toBe(2_097_152);
    expect(LIMITS.businessImagesMax).toBe(6);
  });

  it('counts abuse in real spans of time: minutes, hours and days', () => {
    expect(ABUSE_LIMITS.dayMs).toBe(86_400_000);
    expect(ABUSE_LIMITS.hourMs).toBe(3_600_000);
    expect(ABUSE_LIMITS.signIn).toMatchObject({
      pairLockBaseMs: MINUTE,
      pairLockMaxMs: HOUR,
      accountLockBaseMs: MINUTE,
      accountLockMaxMs: 15 * MINUTE,
      failureWindowMs: DAY,
      ipWindowMs: 15 * MINUTE,
      knownAddressMs: 30 * DAY,
    });
  });

  it('locks a sign-in pair before the whole account, and the account before an address shared by many', () => {
    const { pairFreeFailures, accountFreeFailures, ipMaxFailures } = ABUSE_LIMITS.signIn;
    expect(pairFreeFailures).toBe(5);
    expect(pairFreeFailures).toBeLessThan(accountFreeFailures);
    expect(accountFreeFailures).toBeLessThan(ipMaxFailures);
  });
});
