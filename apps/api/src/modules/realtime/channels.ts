import { createHmac, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../lib/crypto.ts';

/**
 * The one private channel of a vendor: `private-vendor.{id}`, which laravel-echo names
 * `echo.private('vendor.' + id)`.
 */
export const vendorChannel = (userId: number) => `private-vendor.${userId}`;

/**
 * Channel authorisation signed with the hash of the caller's own bearer token, so any API instance
 * can sign and any realtime instance can check it without a shared secret. laravel-echo clients do
 * not need it (they send their bearer token at `subscribe`); our older clients still send it.
 */
export const signChannel = (token: string, socketId: string, channel: string) =>
  createHmac('sha256', sha256(token)).update(`${socketId}:${channel}`).digest('hex');

export const channelSignatureValid = (
  token: string,
  socketId: string,
  channel: string,
  signature: string,
) => {
  const expected = Buffer.from(signChannel(token, socketId, channel), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
};
