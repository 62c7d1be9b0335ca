import { MSG } from '@app/shared';
import type { FastifyRequest } from 'fastify';

const paused = MSG.accountUnderReview;

/**
 * The writes an account under review (account_active, set by an operator) may not make, with
 * what it is told: money leaving, where it goes, and everything its public shop shows. Bookings,
 * chat, alerts, its own password and verification stay open, so customers are still served and
 * the vendor can do what the review asks. The one list; `requireVendor` applies it.
 */
const PAUSED_UNDER_REVIEW: Record<string, string> = {
  'POST /api/withdrawalrequest': MSG.withdrawalsPaused,
  'POST /api/bankaccounts': paused,
  'DELETE /api/bankaccounts/:id': paused,
  'POST /api/businesssetup': paused,
  'POST /api/vendaddsocialremains': paused,
  'POST /api/services': paused,
  'PUT /api/services/:id': paused,
  'DELETE /api/services/:id': paused,
  'POST /api/bundles': paused,
  'PUT /api/bundles/:id': paused,
  'DELETE /api/bundles/:id': paused,
  'POST /api/addons': paused,
  'PUT /api/addons/:id': paused,
  'DELETE /api/addons/:id': paused,
  'POST /api/workspace-images': paused,
  'PUT /api/workspace-images/order': paused,
  'DELETE /api/workspace-images/:id': paused,
  'PUT /api/settings/business': paused,
  'PUT /api/settings/hours': paused,
  'POST /api/settings/days-off': paused,
  'DELETE /api/settings/days-off/:id': paused,
  'PUT /api/settings/location': paused,
  'POST /api/settings/boost': paused,
  'PUT /api/settings/cancellation-policy': paused,
  'PUT /api/settings/booking-rules': paused,
};

/** The message refusing this request while the account is under review, or undefined when it is allowed. */
export const pausedUnderReview = (request: FastifyRequest) =>
  PAUSED_UNDER_REVIEW[`${request.method} ${request.routeOptions.url}`];
