import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { changePasswordBody } from '../settings/schemas.ts';
import { registerPartOneBody, resetPasswordForm, signUpStepTwoForm } from './schemas.ts';

const fields = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]);

describe('password confirmation (SPEC §5) is told with every other error', () => {
  it('sign-up step 2: the mismatch comes with the empty fields, not after them', () => {
    const found = fields(
      signUpStepTwoForm.safeParse({
        fullName: '',
        businessName: '',
        phoneNum: '',
        gender: null,
        password: 'Strong#1',
        cPassword: 'Strong#2',
      }),
    );
    expect(found).toContainEqual(['fullName', MSG.required]);
    expect(found).toContainEqual(['cPassword', MSG.passwordsDiffer]);
  });

  it('also beside a password that breaks its own rules', () => {
    const found = fields(resetPasswordForm.safeParse({ password: 'abc', cPassword: 'abd' }));
    expect(found).toContainEqual(['password', MSG.passwordMin]);
    expect(found).toContainEqual(['cPassword', MSG.passwordsDiffer]);
  });

  it('an empty confirmation is only required, and a matching one says nothing', () => {
    expect(fields(resetPasswordForm.safeParse({ password: 'Strong#1', cPassword: '' }))).toEqual([
      ['cPassword', MSG.required],
    ]);
    expect(resetPasswordForm.safeParse({ password: 'Strong#1', cPassword: 'Strong#1' }).success).toBe(true);
  });

  it('the API body tells c_password the same way', () => {
    const found = fields(registerPartOneBody.safeParse({ password: 'Strong#1', c_password: 'Other#1' }));
    expect(found).toContainEqual(['email', MSG.required]);
    expect(found).toContainEqual(['c_password', MSG.passwordsDiffer]);
  });

  it('changing the password: the mismatch comes with a missing current password', () => {
    const found = fields(
      changePasswordBody.safeParse({ current_password: '', password: 'Strong#1', c_password: 'Strong#2' }),
    );
    expect(found).toContainEqual(['current_password', MSG.required]);
    expect(found).toContainEqual(['c_password', MSG.passwordsDiffer]);
  });
});
