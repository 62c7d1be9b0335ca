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
  bookingAccepted: 'Booking Accepted',
  bookingRejected: 'Booking Rejected',
  bookingsAccepted: 'Bookings Accepted',
  bookingUpdated: 'Booking updated',
  bookingsUpdated: 'Bookings Updated',
  enterBalance: 'Enter Booking Balance',
  cancellationAccepted: 'Cancellation Request accepted',
  cancellationRejected: 'Cancellation Request rejected',
  bookingNotFound: 'Booking not found',
  accountUnderReview: 'Your account is under review, so this change is paused',
  withdrawalsPaused: 'Your account is under review, so withdrawals are paused',
  withdrawalSubmitted: 'Withdrawal Request Submitted',
  withdrawalFailed: 'Something Went Wrong',
  verificationRequired: 'Please complete your NIN, Email, and Phone verification to proceed with withdrawal.',
  balanceTooLowToWithdraw: 'Your balance must be at least ₦1,000 to withdraw',
  bankAccountNotFound: 'Choose one of your bank accounts',
  balanceTooLow: 'The balance must be at least the price minus what was paid',
  groupNeedsBalance: 'Enter the balance for each service whose price varies',

  // Our own, for what the spec leaves open.
  emailAvailable: 'Email is available',
  tooManySignIns: 'Too many sign-in attempts. Try again later.',
  tooManyTries: 'Too many wrong tries. Request a new token.',
  // Abuse limits (429, with a Retry-After header in seconds).
  tooManyRequests: 'Too many requests from your network. Please wait a moment and try again.',
  tooManyPasswordTries: 'Too many wrong passwords. Try again later.',
  tooManyCodeSends: 'Too many tokens requested. Try again later.',
  tooManyCodeTries: 'Too many wrong tokens today. Try again later.',
  tooManyOpenBookings:
    'You have too many bookings with this business waiting for confirmation or payment. Wait for them to be confirmed or cancel some first.',
  tooManyBookings: 'You have made too many bookings in the last hour. Try again later.',
  passwordReset: 'Password reset successful. Sign in with your new password.',
  resetExpired: 'This reset link has expired. Start again.',
  businessSaved: 'Business details saved',
  detailsSaved: 'Details saved',
  notFound: 'Not found',
  forbidden: 'You cannot access this resource',
  badImage: 'Images must be JPG or PNG files of at most 2 MB',
  businessImagesFull: 'You can keep at most 6 business images',
  workspaceImagesFull: 'You can keep at most 6 brief-case images. Remove one to add another.',
  serviceImagesFull: 'Your services can hold at most 100 images in all. Remove some to add more.',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  coverSaved: 'Cover photo saved',
  coverRemoved: 'Cover photo removed',
  phoneInUse: 'This phone number is used by another account',
  controlCharacters: 'Remove the invisible control characters from this text',
  invalidId: 'Give a valid id',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request',

  // Working through outages (issue 16).
  actionQueued: 'Saved offline: it will be sent when you are back online',
  actionWaiting: 'Waiting to be sent',
  actionSending: 'Sending…',
  messageSent: 'Message sent',
  updateReady: 'A new version is ready',
  badJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request is too large',
  unsupportedMediaType: 'Send the request body as JSON, form fields or multipart form data',
  headersTooLarge: 'The request headers are too large',
  badRequest: 'The request could not be read',

  // Reviews, disputes, NIN.
  reviewCommentRequired: 'comment is required',
  reviewCommentMin: 'comment must be above 10 characters',
  reviewCommentMax: 'The maximum length allowed is 1000',
  ratingMin: 'Rating must be greater than zero',
  ratingMax: 'Rating must be at most 5',
  ratingWhole: 'Rating must be a whole number',
  responseSent: 'Response Sent',
  responseFailed: 'Response could not be sent',
  alreadyReplied: 'You have replied to this review already',
  reviewNotFound: 'Review not found',
  disputeSubmitted: 'Dispute submitted',
  disputeAlreadyOpen: 'This booking already has an open dispute. We will reply to it first.',
  disputeReasonRequired: 'Choose a reason for the dispute',
  disputeCommentMax: 'The maximum length allowed is 1000',
  noBookingWithReference: 'No booking with this reference',
  ninDigits: 'NIN must be 11 digits',
  ninSaved: 'NIN saved',
  badMultipart: 'The form data could not be read',
  multipartTooManyParts: 'The form has too many fields or files',
} as const;

export const waitBeforeResend = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting another token`;

/**
 * Moving a booking to another time (state-machine.ts RESCHEDULE_TRANSITIONS, checkReschedule):
 * what the customer and the vendor are told when a move is refused, and what a done move says.
 * A new time that the slot rules refuse answers the slot's own message (slots.ts SLOT_MESSAGES).
 */
export const RESCHEDULE_MESSAGES = {
  /** The vendor's booking rule 'rescheduling' is off: customers cannot move bookings themselves. */
  off: 'This business does not allow rescheduling',
  /** The rule's notice: a customer's move is allowed until exactly `hours` hours before the start. */
  tooLate: (hours: number) =>
    hours === 0
      ? 'Bookings can be rescheduled only before they start'
      : `Bookings can be rescheduled up to ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start`,
  /** The vendor proposes or moves, and the customer accepts, only before the appointment starts. */
  started: 'This booking has already started',
  wrongStatus: (status: string) => `This booking is ${status.toLowerCase()}, so it cannot be rescheduled`,
  sameTime: 'Choose a different time from the current one',
  /** One proposal at a time: the vendor withdraws it before proposing another. */
  proposalPending: 'A new time is already proposed. Withdraw it first',
  noProposal: 'No new time is waiting for an answer',
  /** The booking changed while the customer's move was being made. */
  changed: 'This booking has changed. Please try again',
  moved: 'Booking rescheduled',
  proposed: 'New time proposed',
  withdrawn: 'Proposal withdrawn',
  declined: 'Proposal declined',
} as const;

/** Issue 16: when data read offline was last loaded from the server (`when` as the screen words it). */
export const lastUpdated = (when: string) => `Last updated ${when}`;
