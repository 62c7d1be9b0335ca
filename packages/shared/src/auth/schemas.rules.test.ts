/**
 * The sign-up, sign-in and code rules beyond SPEC §5's own (spec-messages.test.ts): the limits the
 * database sets, the shapes of the API bodies, and how a confirmation mismatch is told.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  businessNameRule,
  checkTokenBody,
  emailBody,
  GENDERS,
  loginBody,
  oidcCallbackQuery,
  oidcStartQuery,
  passwordRule,
  phoneRule,
  referralCodeRule,
  registerPartOneBody,
  resetPasswordBody,
  resetPasswordForm,
  sendPhoneCodeBody,
  signUpStepTwoForm,
  socialCompletionForm,
  socialRemainsBody,
} from './schemas.ts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Parsed) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]);
const first = (result: Parsed) => result.error?.issues[0]?.message;

describe('text fields', () => {
  it("tells a missing value 'Value is required' and a value of another type 'Value must be text'", () => {
    expect(first(businessNameRule.safeParse(undefined))).toBe(MSG.required);
    expect(first(businessNameRule.safeParse(null))).toBe(MSG.required);
    expect(first(businessNameRule.safeParse(42))).toBe('Value must be text');
  });

  it('holds a business name of 80 characters, not 81; trims it', () => {
    expect(businessNameRule.parse(` ${'B'.repeat(80)} `)).toBe('B'.repeat(80));
    expect(first(businessNameRule.safeParse('B'.repeat(81)))).toBe('The maximum length allowed is 80');
  });

  it('keeps a referral code of at most 32 characters, optional', () => {
    expect(referralCodeRule.parse(undefined)).toBeUndefined();
    expect(referralCodeRule.parse(` ${'R'.repeat(32)} `)).toBe('R'.repeat(32));
    expect(referralCodeRule.safeParse('R'.repeat(33)).success).toBe(false);
    expect(referralCodeRule.parse('')).toBe('');
  });
});

describe('phone numbers', () => {
  it('take digits and spaces, optionally after a leading +, 10 to 16 characters', () => {
    for (const phone of ['08031234567', '+2348031234567', '0803 123 4567', '0803123456', '+234 803 123 45']) {
      expect(phoneRule.safeParse(phone).success, phone).toBe(true);
    }
    expect(first(phoneRule.safeParse('0'.repeat(17)))).toBe('The maximum length allowed is 16');
    expect(phoneRule.safeParse('0'.repeat(16)).success).toBe(true);
  });

  it.each([
    '0803-123-4567',
    'x08031234567',
    '08031234567x',
    '0803+1234567',
    '++2348031234567',
    'phone 0803123',
  ])("refuses %j with 'Enter digits only, optionally starting with +'", (phone) => {
    expect(first(phoneRule.safeParse(phone))).toBe('Enter digits only, optionally starting with +');
  });
});

describe('passwords', () => {
  it('refuses more than 128 characters', () => {
    const long = `Aa1#${'x'.repeat(125)}`;
    expect(long).toHaveLength(129);
    expect(first(passwordRule.safeParse(long))).toBe('The maximum length allowed is 128');
    expect(passwordRule.safeParse(long.slice(0, 128)).success).toBe(true);
  });

  it('tells every character rule that fails, each once', () => {
    expect(issues(passwordRule.safeParse('      '))).toEqual([
      ['', MSG.passwordUpper],
      ['', MSG.passwordLower],
      ['', MSG.passwordDigit],
    ]);
    expect(first(passwordRule.safeParse(undefined))).toBe(MSG.required);
    expect(first(passwordRule.safeParse(''))).toBe(MSG.required);
  });

  it('login takes any password up to 128 characters', () => {
    expect(loginBody.safeParse({ email: 'a@b.ng', password: 'x' }).success).toBe(true);
    expect(loginBody.safeParse({ email: 'a@b.ng', password: 'x'.repeat(129) }).success).toBe(false);
    expect(first(loginBody.safeParse({ email: 'a@b.ng' }))).toBe(MSG.required);
  });
});

describe('confirmations', () => {
  it('sign-up: a missing confirmation is only required', () => {
    const { cPassword: _, ...rest } = {
      fullName: 'Ngozi Obi',
      businessName: 'Ngozi Nails',
      phoneNum: '08012345678',
      gender: 'Female',
      password: 'Strong#1',
      cPassword: '',
    };
    expect(issues(signUpStepTwoForm.safeParse(rest))).toEqual([['cPassword', MSG.required]]);
  });

  it("tells a confirmation or a code that was not sent at all 'Value is required'", () => {
    expect(issues(resetPasswordForm.safeParse({ password: 'Strong#1' }))).toEqual([
      ['cPassword', MSG.required],
    ]);
    expect(
      issues(resetPasswordBody.safeParse({ reset_token: 't', password: 'Strong#1', c_password: undefined })),
    ).toEqual([['c_password', MSG.required]]);
    expect(
      issues(
        registerPartOneBody.safeParse({
          email: 'a@b.ng',
          full_name: 'Ngozi Obi',
          business_name: 'Ngozi Nails',
          phone_number: '08012345678',
          gender: 'Female',
          password: 'Strong#1',
        }),
      ),
    ).toEqual([['c_password', MSG.required]]);
    expect(issues(checkTokenBody.safeParse({ userid: 1 }))).toEqual([['token', MSG.required]]);
  });

  it('says nothing of the match when the form is not an object at all', () => {
    expect(issues(resetPasswordForm.safeParse('Strong#1'))).toHaveLength(1);
    expect(issues(resetPasswordForm.safeParse(null))).toHaveLength(1);
  });

  it('the password-reset body: a reset ticket, a password and its confirmation', () => {
    const body = { reset_token: 't'.repeat(128), password: 'Strong#1', c_password: 'Strong#1' };
    expect(resetPasswordBody.parse(body)).toEqual(body);
    expect(issues(resetPasswordBody.safeParse({ ...body, c_password: 'Strong#2' }))).toEqual([
      ['c_password', MSG.passwordsDiffer],
    ]);
    expect(issues(resetPasswordBody.safeParse({ ...body, c_password: '' }))).toEqual([
      ['c_password', MSG.required],
    ]);
    expect(issues(resetPasswordBody.safeParse({ ...body, reset_token: 't'.repeat(129) }))).toHaveLength(1);
    expect(issues(resetPasswordBody.safeParse({ ...body, password: 'weak' }))).toContainEqual([
      'password',
      MSG.passwordMin,
    ]);
  });

  it('the registration body compares password and c_password', () => {
    const body = {
      email: 'Ngozi@Example.ng',
      full_name: 'Ngozi Obi',
      business_name: 'Ngozi Nails',
      phone_number: '08012345678',
      gender: 'Female',
      password: 'Strong#1',
      c_password: 'Strong#1',
    };
    expect(registerPartOneBody.parse(body)).toMatchObject({ email: 'ngozi@example.ng' });
    expect(issues(registerPartOneBody.safeParse({ ...body, c_password: 'Strong#1 ' }))).toEqual([
      ['c_password', MSG.passwordsDiffer],
    ]);
  });
});

describe('API bodies', () => {
  it('genders: Male, Female, Other', () => {
    expect([...GENDERS]).toEqual(['Male', 'Female', 'Other']);
    expect(
      first(socialCompletionForm.safeParse({ businessName: 'B', phoneNum: '08012345678', gender: 'x' })),
    ).toBe(MSG.required);
  });

  it('social completion and its API body need the business name, phone and gender', () => {
    const body = { business_name: 'Ngozi Nails', phone_number: '08012345678', gender: 'Other' };
    expect(socialRemainsBody.parse(body)).toEqual(body);
    expect(issues(socialRemainsBody.safeParse({}))).toEqual([
      ['business_name', MSG.required],
      ['phone_number', MSG.required],
      ['gender', MSG.required],
    ]);
    expect(
      socialCompletionForm.parse({ businessName: 'Ngozi Nails', phoneNum: '08012345678', gender: 'Male' }),
    ).toEqual({ businessName: 'Ngozi Nails', phoneNum: '08012345678', gender: 'Male' });
  });

  it('an e-mail body and a phone body', () => {
    expect(emailBody.parse({ email: ' A@B.NG ' })).toEqual({ email: 'a@b.ng' });
    expect(first(emailBody.safeParse({}))).toBe(MSG.required);
    expect(first(emailBody.safeParse({ email: `${'a'.repeat(250)}@b.ng` }))).toBe(MSG.invalidEmail);
    expect(sendPhoneCodeBody.parse({ phone_number: '08012345678' })).toEqual({ phone_number: '08012345678' });
    expect(first(sendPhoneCodeBody.safeParse({}))).toBe(MSG.required);
  });

  it('checktoken: the user id (a number) or, resetting a password, the e-mail; a 6-digit token', () => {
    expect(checkTokenBody.parse({ _method: 'patch', userid: 12, token: '123456' })).toEqual({
      _method: 'patch',
      userid: '12',
      token: '123456',
    });
    expect(checkTokenBody.parse({ userid: ' ada@example.ng ', token: '123456' }).userid).toBe(
      'ada@example.ng',
    );
    expect(checkTokenBody.safeParse({ userid: 'a'.repeat(255), token: '123456' }).success).toBe(false);
    expect(checkTokenBody.safeParse({ userid: 'a'.repeat(254), token: '123456' }).success).toBe(true);
    expect(checkTokenBody.safeParse({ userid: '', token: '123456' }).success).toBe(false);
    expect(issues(checkTokenBody.safeParse({ userid: 12, token: '12345' }))).toEqual([
      ['token', MSG.codeDigits],
    ]);
  });

  it('the sign-in with a provider: a referral code to start; a code, state, error or issuer back', () => {
    expect(oidcStartQuery.parse({ ref: 'R'.repeat(32) })).toEqual({ ref: 'R'.repeat(32) });
    expect(oidcStartQuery.safeParse({ ref: 'R'.repeat(33) }).success).toBe(false);
    const back = {
      code: 'c'.repeat(2048),
      state: 's'.repeat(256),
      error: 'e'.repeat(256),
      iss: 'i'.repeat(2048),
    };
    expect(oidcCallbackQuery.parse(back)).toEqual(back);
    for (const [field, max] of [
      ['code', 2048],
      ['state', 256],
      ['error', 256],
      ['iss', 2048],
    ] as const) {
      expect(oidcCallbackQuery.safeParse({ [field]: 'x'.repeat(max + 1) }).success, field).toBe(false);
    }
    expect(oidcCallbackQuery.parse({})).toEqual({});
  });
});
