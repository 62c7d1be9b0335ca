import { bookingsResponse } from '@app/shared';
import { z } from 'zod';
import { forbidden } from '../../../lib/errors.ts';
import type { BookingsContext } from '../bookings.context.ts';
import { presentBookings } from '../bookings.presenter.ts';
import type { ListRequest } from '../bookings-list-cache.ts';

/**
 * Every booking, as the JSON bytes of the SPEC answer in the encoding the request accepts, or
 * a 304 when it already holds them. The version is read before the list (see the cache); the
 * list is checked and serialised once per version, the way the route's schema would.
 */
export async function allBookings(
  ctx: BookingsContext,
  input: { userId: number; requestedId: number; request: ListRequest },
) {
  const { userId } = input;
  if (userId !== input.requestedId) throw forbidden();
  const version = await ctx.bookings.listVersion(userId);
  return ctx.listCache.answer(
    userId,
    version,
    async () => {
      const bookings = await presentBookings(ctx.db, ctx.bookings, await ctx.bookings.list(userId));
      return JSON.stringify(z.encode(bookingsResponse, { success: true as const, bookings }));
    },
    input.request,
  );
}
