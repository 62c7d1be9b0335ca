/** Business constants and limits of SPEC §9 and DESIGN §4, used by both sides. */
export const CURRENCY = 'NGN';
export const TIME_ZONE = 'Africa/Lagos';
export const TIME_FORMAT = 'hh:mm A';
export const DETAILS_FORMAT = 'ddd, DD MMM YYYY, hh:mm A';

export const LIMITS = {
  fullNameMax: 40,
  phoneMin: 10,
  passwordMin: 6,
  codeLength: 6,
  reviewReplyMin: 10,
  ratingMin: 1,
  ratingMax: 5,
  balanceStep: 500,
  withdrawMinBalance: 1000,
  startLeadMinutes: 2,
  cancelBlockMinutes: 5,
  onboardingSlides: 3,
  todaySkeletonRows: 3,
  desktopMinWidth: 1100,
  disputeDialogWidth: 450,
  alertsDialogWidth: 400,
  businessImagesMax: 6,
  imageMaxBytes: 2 * 1024 * 1024,
  /** A booking awaiting review for this long without a dispute becomes completed (DESIGN §4). */
  reviewGraceHours: 48,
} as const;

export const TIMINGS = {
  alertMs: 3000,
  clockRefreshMs: 1000,
  progressMaxPercent: 90,
  progressRampTargetMs: 8000,
  progressTickMs: 1000,
  progressJitter: 0.5,
  progressHideMs: 200,
} as const;

/** DESIGN §4: codes and tokens. */
export const SECURITY = {
  codeTtlMs: 10 * 60 * 1000,
  codeMaxWrongTries: 5,
  codeResendMs: 60 * 1000,
  tokenIdleTtlMs: 30 * 24 * 60 * 60 * 1000,
  resetTicketTtlMs: 10 * 60 * 1000,
  signInMaxFailures: 10,
  signInWindowMs: 15 * 60 * 1000,
} as const;

export const FEES = {
  withdrawalFeeRate: 0.05,
  vatRateOfFee: 0.075,
} as const;
