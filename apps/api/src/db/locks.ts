import type { Executor } from './database.ts';

/*
 * Row locks for changes that read before they write (a balance, free slots, an image cap), so
 * two at once run one after the other. A no-op update is a row lock on PostgreSQL and takes
 * SQLite's write lock at once instead of at the first write; both hold until the transaction ends.
 */

/** One vendor's money, slots and images. */
export const lockVendor = async (ex: Executor, userId: number) => {
  await ex
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
};

/** One customer's bookings, for the per-customer caps. */
export const lockCustomer = async (ex: Executor, customerId: number) => {
  await ex
    .updateTable('customers')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', customerId)
    .execute();
};
