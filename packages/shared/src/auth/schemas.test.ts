import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { codeRule, loginBody, passwordRule, signUpStepOneForm, signUpStepTwoForm } from './schemas.ts';

const firstMessage = (
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) => result.error?.issues.find((i) => i.path[0] === field)?.message;

const step2 = {
  fullName: 'Ngozi Obi',
  businessName: 'Ngozi Nails',
  phoneNum: '08012345678',
  gender: 'Female',
  password: 'Strong#1',
  cPassword: 'Strong#1',
};

describe('sign-up rules (SPEC §5)', () => {
  it('step 1 needs a valid e-mail and accepted terms', () => {
    expect(firstMessage(signUpStepOneForm.safeParse({ email: '', terms: true }), 'email')).toBe(MSG.required);
    expect(firstMessage(signUpStepOneForm.safeParse({ email: 'a@b', terms: true }), 'email')).toBe(
      MSG.invalidEmail,
    );
    expect(firstMessage(signUpStepOneForm.safeParse({ email: 'a@b.ng', terms: false }), 'terms')).toBe(
      MSG.termsRequired,
    );
    expect(signUpStepOneForm.parse({ email: ' A@B.ng ', terms: true }).email).toBe('a@b.ng');
  });

  it.each([
    ['fullName', 'x'.repeat(41), MSG.fullNameMax],
    ['fullName', '', MSG.required],
    ['businessName', '', MSG.required],
    ['phoneNum', '080123456', MSG.phoneMin],
    ['gender', '', MSG.required],
    ['password', 'Ab#1', MSG.passwordMin],
    ['password', 'abcdef#1', MSG.passwordUpper],
    ['password', 'ABCDEF#1', MSG.passwordLower],
    ['password', 'Abcdef#g', MSG.passwordDigit],
    ['password', 'Abcdef12', MSG.passwordSpecial],
    ['cPassword', 'Strong#2', MSG.passwordsDiffer],
  ])('step 2 refuses %s = %j with its message', (field, value, message) => {
    expect(firstMessage(signUpStepTwoForm.safeParse({ ...step2, [field]: value }), field)).toBe(message);
  });

  it('step 2 accepts a full name of exactly 40 and a phone of exactly 10', () => {
    expect(
      signUpStepTwoForm.safeParse({ ...step2, fullName: 'x'.repeat(40), phoneNum: '0801234567' }).success,
    ).toBe(true);
  });

  it('login needs a valid e-mail and a password; codes are 6 digits', () => {
    expect(firstMessage(loginBody.safeParse({ email: 'x', password: '' }), 'password')).toBe(MSG.required);
    expect(codeRule.safeParse('123456').success).toBe(true);
    expect(codeRule.safeParse('12345').success).toBe(false);
    expect(codeRule.safeParse('12345a').success).toBe(false);
    // As a JSON number (PHP and mobile clients): the leading zeros a number loses come back.
    expect(codeRule.parse(742103)).toBe('742103');
    expect(codeRule.parse(42103)).toBe('042103');
    for (const wrong of [1234567, -1, 12.5]) {
      expect(codeRule.safeParse(wrong).error?.issues[0]?.message).toBe(MSG.codeDigits);
    }
    expect(codeRule.safeParse('12a').error?.issues[0]?.message).toBe(MSG.codeDigits);
  });
});

describe('the password rule in the OpenAPI document', () => {
  it('is one pattern (tools refuse an allOf of patterns) that agrees with the rule', () => {
    const json = z.toJSONSchema(passwordRule, { io: 'input', unrepresentable: 'any' }) as {
      pattern?: string;
      allOf?: unknown;
    };
    expect(json.allOf).toBeUndefined();
    const pattern = new RegExp(json.pattern ?? '');
    for (const password of [
      'Secret@123',
      'abcdef',
      'ABCDEF1!',
      'abcdef1!',
      'Abcdefg!',
      'Abcdef12',
      'Ẹkọ́-2026A',
    ]) {
      expect(pattern.test(password), password).toBe(passwordRule.safeParse(password).success);
    }
  });
});
