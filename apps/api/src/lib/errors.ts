/**
 * What went wrong, in the domain's words. The error handler's table (`lib/error-handler.ts`)
 * gives each its HTTP status; nothing else maps a code to a status.
 */
export type ErrorCode =
  /** The request cannot be used as sent: an unreadable body or image, a malformed list, a wrong or expired code. */
  | 'invalid_request'
  /** Values the form may not have, told per field (`errors`). */
  | 'invalid_input'
  /** No valid sign-in: a missing or unknown token, wrong credentials, a webhook's bad signature. */
  | 'unauthenticated'
  /** No account has this e-mail (checkemail's answer for a new address, SPEC §7). */
  | 'no_account'
  /** The resource belongs to someone else. */
  | 'forbidden'
  /** The account may not do this now: disabled, paused under review, or not verified enough. */
  | 'account_restricted'
  | 'not_found'
  /** The thing's state refuses the change: a booking in another status, already done, changed meanwhile. */
  | 'conflict'
  /** The time cannot be booked: taken, blocked, closed, or outside the booking rules. */
  | 'slot_unavailable'
  /** Not at this time: too early to start, too late to cancel. */
  | 'wrong_time'
  /** The balance does not cover what the action needs. */
  | 'insufficient_balance'
  /** The body, or a form's parts, exceed what is accepted. */
  | 'too_large'
  /** A limit on attempts or requests was reached (Retry-After says when to come back). */
  | 'rate_limited'
  /** A provider (bank lookup, payments) did not answer; try again later. */
  | 'provider_unavailable'
  /** Our side failed (e.g. a code could not be delivered). */
  | 'internal';

/** The one error type of the API: a domain code and the message to show; the handler maps the code to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields merged into the JSON body (e.g. `errors`, `disabled`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) =>
  new AppError('invalid_request', message, body);
export const unprocessable = (message: string, errors: Record<string, string>) =>
  new AppError('invalid_input', message, { errors });
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const forbidden = (message = 'You cannot access this resource') => new AppError('forbidden', message);
/** The thing's state refuses the change (a booking in another status, changed meanwhile). */
export const conflict = (message: string) => new AppError('conflict', message, { success: false });

/** A limit was reached: 429 with the message to show and a Retry-After header (seconds). */
export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super('rate_limited', message, { success: false });
  }
}

/** Whole seconds until `until` on `clock`, at least 1: what Retry-After says. */
export const secondsUntil = (clock: { now(): Date }, until: Date) =>
  Math.max(1, Math.ceil((until.getTime() - clock.now().getTime()) / 1000));
