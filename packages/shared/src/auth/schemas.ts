import { z } from 'zod';
import { MAX_ID, recordId, text } from '../common.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';

/** A required string: 'Value is required' when missing or blank. */
const required = () =>
  text({ error: (issue) => (issue.input == null ? MSG.required : 'Value must be text') })
    .trim()
    .min(1, MSG.required);

export const GENDERS = ['Male', 'Female', 'Other'] as const;

export const emailRule = required().max(254, MSG.invalidEmail).email(MSG.invalidEmail).toLowerCase();
export const fullNameRule = required().max(LIMITS.fullNameMax, MSG.fullNameMax);
export const businessNameRule = required().max(80, 'The maximum length allowed is 80');
export const phoneRule = required()
  .min(LIMITS.phoneMin, MSG.phoneMin)
  .max(16, 'The maximum length allowed is 16')
  .regex(/^\+?[0-9 ]+$/, 'Enter digits only, optionally starting with +');
export const genderRule = z.enum(GENDERS, { error: MSG.required });
/** PHP and mobile clients send `null` for a referral code left empty. */
export const referralCodeRule = text()
  .trim()
  .max(32)
  .nullish()
  .transform((code) => code ?? undefined);
/** SPEC §5's character rules, each told with its own message, in this order. */
const PASSWORD_RULES: [RegExp, string][] = [
  [/[A-Z]/, MSG.passwordUpper],
  [/[a-z]/, MSG.passwordLower],
  [/[0-9]/, MSG.passwordDigit],
  [/[^A-Za-z0-9]/, MSG.passwordSpecial],
];
export const passwordRule = text({ error: MSG.required })
  .min(1, MSG.required)
  .min(LIMITS.passwordMin, MSG.passwordMin)
  .max(128, 'The maximum length allowed is 128')
  .superRefine((password, ctx) => {
    for (const [rule, message] of PASSWORD_RULES)
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message });
  })
  // The same rules as one pattern in the OpenAPI document: tools refuse an allOf of patterns.
  .meta({ pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9])' });
const codeText = text({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(new RegExp(`^\\d{${LIMITS.codeLength}}$`), MSG.codeDigits);
/**
 * A verification code: its digits as text, or as a JSON number (PHP and mobile clients send
 * `742103`), whose leading zeros the number lost and are put back.
 */
export const codeRule = z.preprocess(
  (code) =>
    typeof code === 'number'
      ? Number.isInteger(code) && code >= 0
        ? String(code).padStart(LIMITS.codeLength, '0')
        : String(code)
      : code,
  codeText,
);

/**
 * Adds the 'must equal' check on a confirmation field. It runs even when other fields fail (a
 * plain object refinement waits until every field passes), so a form shows the mismatch in the
 * same round as every other error; it stays silent while the confirmation has its own error
 * ('Value is required') so that field is told one thing at a time.
 */
export const confirmed = <T extends z.ZodRawShape>(shape: T, field: string, confirmation: string) =>
  z.object(shape).refine((value: Record<string, unknown>) => value[field] === value[confirmation], {
    path: [confirmation],
    message: MSG.passwordsDiffer,
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => {
        const at = issue.path?.[0];
        return at === undefined || at === confirmation;
      }),
  });

// ---- Web forms (field names of SPEC §3 registration data) ----
export const signUpStepOneForm = z.object({
  email: emailRule,
  terms: z.literal(true, { error: MSG.termsRequired }),
});
export const signUpStepTwoForm = confirmed(
  {
    fullName: fullNameRule,
    businessName: businessNameRule,
    phoneNum: phoneRule,
    gender: genderRule,
    referralCode: referralCodeRule,
    password: passwordRule,
    cPassword: text({ error: MSG.required }).min(1, MSG.required),
  },
  'password',
  'cPassword',
);
export const socialCompletionForm = z.object({
  businessName: businessNameRule,
  phoneNum: phoneRule,
  gender: genderRule,
});
export const resetPasswordForm = confirmed(
  { password: passwordRule, cPassword: text({ error: MSG.required }).min(1, MSG.required) },
  'password',
  'cPassword',
);

// ---- API bodies (field names of SPEC §7) ----
export const emailBody = z.object({ email: emailRule });
export const loginBody = z.object({
  email: emailRule,
  password: text({ error: MSG.required }).min(1, MSG.required).max(128),
});
export const registerPartOneBody = confirmed(
  {
    email: emailRule,
    full_name: fullNameRule,
    business_name: businessNameRule,
    phone_number: phoneRule,
    gender: genderRule,
    password: passwordRule,
    c_password: text({ error: MSG.required }).min(1, MSG.required),
    referralCode: referralCodeRule,
  },
  'password',
  'c_password',
);
export const socialRemainsBody = z.object({
  business_name: businessNameRule,
  phone_number: phoneRule,
  gender: genderRule,
});
/** checktoken / checksmstoken: `userid` is the user's id, or the e-mail address in the password-reset flow. */
export const checkTokenBody = z.object({
  _method: text().optional(),
  // Digits name a user by id: past PostgreSQL's 32-bit ids they name no one.
  userid: z
    .union([recordId(), required().max(254)])
    .transform(String)
    .refine((userid) => !/^\d+$/.test(userid) || Number(userid) <= MAX_ID, MSG.invalidId),
  token: codeRule,
});
export const sendPhoneCodeBody = z.object({ phone_number: phoneRule });
export const resetPasswordBody = confirmed(
  {
    reset_token: required().max(128),
    password: passwordRule,
    c_password: text({ error: MSG.required }).min(1, MSG.required),
  },
  'password',
  'c_password',
);

/** auth/oidc/start: `ref` is a referral code to keep for the account the sign-up creates. */
export const oidcStartQuery = z.object({ ref: text().max(32).optional() });
/** auth/oidc/callback: what the provider sends back (a code and the state, or an error). */
export const oidcCallbackQuery = z.object({
  code: text().max(2048).optional(),
  state: text().max(256).optional(),
  error: text().max(256).optional(),
  // RFC 9207: the issuer names itself, so a response from another provider is refused.
  iss: text().max(2048).optional(),
});

export type SignUpStepOneForm = z.infer<typeof signUpStepOneForm>;
export type SignUpStepTwoForm = z.infer<typeof signUpStepTwoForm>;
export type RegisterPartOneBody = z.infer<typeof registerPartOneBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type CheckTokenBody = z.infer<typeof checkTokenBody>;
