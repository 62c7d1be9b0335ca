/** Every message of SPEC §5 and §8, word for word. */
export const MSG = {
  required: 'Value is required',
  numeric: 'Value must be numeric',
  invalidEmail: 'Value is not a valid email address',
  fullNameMax: 'The maximum length allowed is 40',
  phoneMin: 'This field should be at least 10 characters long',
  passwordsDiffer: 'The value must be equal to the other value',
  termsRequired: 'You must accept the terms and conditions',
  passwordMin: 'Password must be at least 6 characters',
  passwordUpper: 'Password must contain an uppercase letter',
  passwordLower: 'Password must contain a lowercase letter',
  passwordDigit: 'Password must contain a digit',
  passwordSpecial: 'Password must contain a special character',
  codeDigits: 'Token must be 6 digits',

  unauthenticated: 'Unauthenticated.',
  networkError: 'Network Error',
  noInternet: 'No internet connection',
  kindlyLogin: 'Kindly login',
  somethingWrong: 'Something went wrong',
  offline: 'You are currently offline',
  noActivities: 'No Activities',
  tokenIncorrect: 'Token incorrect',
  loginIncorrect: 'email/password incorrect',
  accountDisabled: 'Account Disabled',
  accountExists: 'You have an account already',

  signUpSuccess: 'sign up successful',
  signInSuccess: 'sign in successful',
  socialSignInSuccess: 'Sign In successful',
  tokenSentEmail: 'Token sent to your email',
  tokenSentPhone: 'Token sent to your Phone Number',
  tokenAccepted: 'Token accepted',
  copied: 'Copied',

  // Our own, for what the spec leaves open.
  emailAvailable: 'Email is available',
  tooManySignIns: 'Too many sign-in attempts. Try again later.',
  tooManyTries: 'Too many wrong tries. Request a new token.',
  passwordReset: 'Password reset successful. Sign in with your new password.',
  resetExpired: 'This reset link has expired. Start again.',
  businessSaved: 'Business details saved',
  detailsSaved: 'Details saved',
  notFound: 'Not found',
  forbidden: 'You cannot access this resource',
  badImage: 'Images must be JPG or PNG files of at most 2 MB',
  phoneInUse: 'This phone number is used by another account',
} as const;

export const waitBeforeResend = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting another token`;
