import { notFound } from '../../lib/errors.ts';
import type { CustomerContext } from './context.ts';
import type { CustomerRepository } from './customer.repository.ts';

/** A shop as a client's booking reads it: its rules, deposit and series settings. */
export type Vendor = NonNullable<Awaited<ReturnType<CustomerRepository['vendorRules']>>>;

/** The shop a client books with: registered and not disabled, else 404. */
export async function openShop(ctx: CustomerContext, vendorId: number): Promise<Vendor> {
  const vendor = await ctx.customers.vendorRules(vendorId);
  if (vendor?.register_status !== 1 || vendor.disabled) throw notFound('Shop not found');
  return vendor;
}
