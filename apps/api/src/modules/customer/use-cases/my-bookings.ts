import type { CustomerContext } from '../context.ts';

/** The customer's latest bookings, with every vendor. */
export async function myBookings(ctx: CustomerContext, input: { customerId: number }) {
  return { success: true as const, bookings: await ctx.customers.bookingsOfCustomer(input.customerId) };
}
