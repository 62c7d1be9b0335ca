/**
 * The messages of SPEC §5 (validation) and §8 (error catalogue, success messages), copied word
 * for word, checked against MSG and against the shared rules that must produce them.
 */
import { describe, expect, it } from 'vitest';
import {
  codeRule,
  loginBody,
  signUpStepOneForm,
  signUpStepTwoForm,
  socialCompletionForm,
} from './auth/schemas.ts';
import { CANCEL_TOO_LATE } from './bookings/state-machine.ts';
import { DISPUTE_OTHER, DISPUTE_REASONS, disputeBody } from './disputes/schemas.ts';
import { MSG, waitBeforeResend } from './messages.ts';
import { reviewReplyBody } from './reviews/schemas.ts';

// ---- SPEC §5, word for word ----
const SPEC_5 = {
  reviewCommentRequired: 'comment is required',
  reviewCommentMin: 'comment must be above 10 characters',
  ratingMin: 'Rating must be greater than zero',
  verificationRequired: 'Please complete your NIN, Email, and Phone verification to proceed with withdrawal.',
  invalidEmail: 'Value is not a valid email address',
  fullNameMax: 'The maximum length allowed is 40',
  phoneMin: 'This field should be at least 10 characters long',
  passwordsDiffer: 'The value must be equal to the other value',
  required: 'Value is required',
  numeric: 'Value must be numeric',
} as const;

// ---- SPEC §8, word for word ----
const SPEC_8_ERRORS = {
  networkError: 'Network Error',
  noInternet: 'No internet connection',
  unauthenticated: 'Unauthenticated.',
  kindlyLogin: 'Kindly login',
  somethingWrong: 'Something went wrong',
  responseFailed: 'Response could not be sent',
  withdrawalFailed: 'Something Went Wrong',
  tokenIncorrect: 'Token incorrect',
  loginIncorrect: 'email/password incorrect',
  accountDisabled: 'Account Disabled',
  accountExists: 'You have an account already',
  offline: 'You are currently offline',
  noActivities: 'No Activities',
} as const;
const SPEC_8_SUCCESS = {
  bookingAccepted: 'Booking Accepted',
  bookingRejected: 'Booking Rejected',
  bookingsAccepted: 'Bookings Accepted',
  bookingUpdated: 'Booking updated',
  bookingsUpdated: 'Bookings Updated',
  enterBalance: 'Enter Booking Balance',
  cancellationAccepted: 'Cancellation Request accepted',
  cancellationRejected: 'Cancellation Request rejected',
  responseSent: 'Response Sent',
  withdrawalSubmitted: 'Withdrawal Request Submitted',
  tokenSentEmail: 'Token sent to your email',
  tokenSentPhone: 'Token sent to your Phone Number',
  tokenAccepted: 'Token accepted',
  signUpSuccess: 'sign up successful',
  signInSuccess: 'sign in successful',
  socialSignInSuccess: 'Sign In successful',
  copied: 'Copied',
} as const;

describe('messages, word for word', () => {
  it.each(Object.entries({ ...SPEC_5, ...SPEC_8_ERRORS, ...SPEC_8_SUCCESS }))('MSG.%s is %j', (key, text) => {
    expect(MSG[key as keyof typeof MSG]).toBe(text);
  });

  it("SPEC §4: 'You can't cancel a service 5 minutes from starting'", () => {
    expect(CANCEL_TOO_LATE).toBe("You can't cancel a service 5 minutes from starting");
  });

  it('every message says something: no blank, no stray spaces', () => {
    for (const [key, text] of Object.entries(MSG)) {
      expect(text.trim(), key).toBe(text);
      expect(text.length, key).toBeGreaterThan(1);
    }
    expect(waitBeforeResend(42)).toBe('Please wait 42 seconds before requesting another token');
  });

  it('tells the two withdrawal refusals of the spec apart from the generic failure', () => {
    // 'Something went wrong' (booking actions) and 'Something Went Wrong' (withdrawal) are both
    // in SPEC §8, differing only in case.
    expect(MSG.withdrawalFailed).not.toBe(MSG.somethingWrong);
    expect(MSG.withdrawalFailed.toLowerCase()).toBe(MSG.somethingWrong.toLowerCase());
  });
});

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messageFor = (result: Parsed, field: string) =>
  result.error?.issues.find((issue) => String(issue.path[0]) === field)?.message;

describe('SPEC §5 review reply: comment required, at least 10 characters; rating at least 1', () => {
  const reply = (comment: unknown, rating: unknown = 5) => reviewReplyBody.safeParse({ comment, rating });

  it("refuses a missing or blank comment with 'comment is required'", () => {
    expect(messageFor(reply(''), 'comment')).toBe('comment is required');
    expect(messageFor(reply('    '), 'comment')).toBe('comment is required');
    expect(messageFor(reply(undefined), 'comment')).toBe('comment is required');
  });

  it("refuses 9 characters with 'comment must be above 10 characters', takes exactly 10", () => {
    expect(messageFor(reply('123456789'), 'comment')).toBe('comment must be above 10 characters');
    // Spaces around the text do not count.
    expect(messageFor(reply('  123456789  '), 'comment')).toBe('comment must be above 10 characters');
    expect(reply('1234567890').success).toBe(true);
  });

  it("refuses a rating of 0 or none with 'Rating must be greater than zero', takes 1 to 5", () => {
    expect(messageFor(reply('Thank you so much!', 0), 'rating')).toBe('Rating must be greater than zero');
    expect(messageFor(reviewReplyBody.safeParse({ comment: 'Thank you so much!' }), 'rating')).toBe(
      'Rating must be greater than zero',
    );
    for (const rating of [1, 2, 3, 4, 5]) expect(reply('Thank you so much!', rating).success).toBe(true);
  });

  it('keeps the rating on the 1 to 5 scale of SPEC §9, in whole stars', () => {
    expect(messageFor(reply('Thank you so much!', 6), 'rating')).toBe('Rating must be at most 5');
    expect(messageFor(reply('Thank you so much!', 4.5), 'rating')).toBe('Rating must be a whole number');
    // A form field arrives as text.
    expect(reviewReplyBody.parse({ comment: 'Thank you so much!', rating: '4' }).rating).toBe(4);
  });
});

describe('SPEC §5 dispute: a reason, one of four options or Other with free text', () => {
  it('offers the four reasons of the spec, and Other', () => {
    expect([...DISPUTE_REASONS]).toEqual([
      "Customer's satisfaction",
      'Change of Location',
      'Change of Price',
      'Abusive Client',
    ]);
    expect(DISPUTE_OTHER).toBe('Other');
  });

  it('requires the reason', () => {
    expect(messageFor(disputeBody.safeParse({ comment: ' ' }), 'comment')).toBe(MSG.disputeReasonRequired);
    expect(disputeBody.safeParse({ comment: 'Abusive Client' }).success).toBe(true);
  });
});

describe('SPEC §5 token verification: 6 digits, required', () => {
  it.each([
    ['', 'Value is required'],
    ['12345', MSG.codeDigits],
    ['1234567', MSG.codeDigits],
    ['12345a', MSG.codeDigits],
  ])('%j: %s', (code, message) => {
    expect(codeRule.safeParse(code).error?.issues[0]?.message).toBe(message);
  });

  it('takes six digits', () => {
    expect(codeRule.parse(' 012345 ')).toBe('012345');
  });
});

describe('SPEC §5 sign-up, social completion and login', () => {
  const step2 = {
    fullName: 'Ngozi Obi',
    businessName: 'Ngozi Nails',
    phoneNum: '08012345678',
    gender: 'Female',
    password: 'Strong#1',
    cPassword: 'Strong#1',
  };

  it("step 1: e-mail required and valid ('Value is not a valid email address'); terms accepted", () => {
    expect(messageFor(signUpStepOneForm.safeParse({ email: '', terms: true }), 'email')).toBe(
      'Value is required',
    );
    expect(messageFor(signUpStepOneForm.safeParse({ email: 'ngozi@', terms: true }), 'email')).toBe(
      'Value is not a valid email address',
    );
    expect(messageFor(signUpStepOneForm.safeParse({ email: 'a@b.ng' }), 'terms')).toBe(MSG.termsRequired);
  });

  it("step 2: full name of 40 taken, 41 refused with 'The maximum length allowed is 40'", () => {
    expect(signUpStepTwoForm.safeParse({ ...step2, fullName: 'N'.repeat(40) }).success).toBe(true);
    expect(messageFor(signUpStepTwoForm.safeParse({ ...step2, fullName: 'N'.repeat(41) }), 'fullName')).toBe(
      'The maximum length allowed is 40',
    );
  });

  it("step 2: phone of 10 taken, 9 refused with 'This field should be at least 10 characters long'", () => {
    expect(signUpStepTwoForm.safeParse({ ...step2, phoneNum: '0801234567' }).success).toBe(true);
    expect(messageFor(signUpStepTwoForm.safeParse({ ...step2, phoneNum: '080123456' }), 'phoneNum')).toBe(
      'This field should be at least 10 characters long',
    );
  });

  it('step 2: every field required', () => {
    for (const field of ['fullName', 'businessName', 'phoneNum', 'gender', 'password', 'cPassword']) {
      expect(messageFor(signUpStepTwoForm.safeParse({ ...step2, [field]: '' }), field), field).toBe(
        'Value is required',
      );
    }
  });

  it('password: 6 characters taken, 5 refused; each of upper, lower, digit and special needed', () => {
    const password = (value: string) =>
      messageFor(signUpStepTwoForm.safeParse({ ...step2, password: value, cPassword: value }), 'password');
    expect(password('Ab#1cd')).toBeUndefined();
    expect(password('Ab#1c')).toBe(MSG.passwordMin);
    expect(password('ab#1cd')).toBe(MSG.passwordUpper);
    expect(password('AB#1CD')).toBe(MSG.passwordLower);
    expect(password('Ab#xcd')).toBe(MSG.passwordDigit);
    expect(password('Ab21cd')).toBe(MSG.passwordSpecial);
  });

  it("confirmation must equal the password: 'The value must be equal to the other value'", () => {
    expect(messageFor(signUpStepTwoForm.safeParse({ ...step2, cPassword: 'Strong#2' }), 'cPassword')).toBe(
      'The value must be equal to the other value',
    );
  });

  it('social completion: business name, phone (min 10) and gender required', () => {
    const result = socialCompletionForm.safeParse({ businessName: '', phoneNum: '080', gender: '' });
    expect(messageFor(result, 'businessName')).toBe('Value is required');
    expect(messageFor(result, 'phoneNum')).toBe('This field should be at least 10 characters long');
    expect(messageFor(result, 'gender')).toBe('Value is required');
  });

  it('login: e-mail valid and required, password required', () => {
    expect(messageFor(loginBody.safeParse({ email: '', password: 'x' }), 'email')).toBe('Value is required');
    expect(messageFor(loginBody.safeParse({ email: 'x', password: 'x' }), 'email')).toBe(
      'Value is not a valid email address',
    );
    expect(messageFor(loginBody.safeParse({ email: 'a@b.ng', password: '' }), 'password')).toBe(
      'Value is required',
    );
  });
});
