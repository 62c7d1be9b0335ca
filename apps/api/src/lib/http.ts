import { MSG } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthedVendor, SignInClient } from '../modules/auth/index.ts';
import { sendError } from './error-handler.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    vendor: AuthedVendor | null;
  }
}

/** The vendor of an authenticated route (set by `requireVendor`). */
export const vendorOf = (request: FastifyRequest): AuthedVendor => {
  if (!request.vendor) throw new Error('requireVendor must run before this handler');
  return request.vendor;
};

/** Where a sign-in comes from: its address and the browser's User-Agent (issue 37). */
export const clientOf = (request: FastifyRequest): SignInClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * 401 with exactly {"message":"Unauthenticated."} when the bearer token is missing or invalid.
 * Auth hooks answer it themselves, before any route's own error handler could add to the body.
 */
export const unauthenticated = (reply: FastifyReply) =>
  sendError(reply, new AppError('unauthenticated', MSG.unauthenticated));
