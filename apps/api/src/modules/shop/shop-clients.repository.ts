import type { Db, Executor } from '../../db/database.ts';

/**
 * A shop page's clients: customers known by a phone a code proved theirs (client_phones). Written
 * here against the customer tables until the customer module offers finding and making a customer
 * by a verified phone; then these move there.
 */
export const shopClientsRepository = (db: Db) => ({
  /** The customer whose phone this is, proved by a code. */
  phoneOwner: (ex: Executor, phone: string) =>
    ex
      .selectFrom('client_phones')
      .innerJoin('customers', 'customers.id', 'client_phones.customer_id')
      .select(['customers.id', 'customers.first_name'])
      .where('client_phones.phone', '=', phone)
      .executeTakeFirst(),
  emailTaken: async (ex: Executor, email: string) =>
    Boolean(await ex.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst()),
  insertCustomer: async (
    ex: Executor,
    row: {
      email: string;
      first_name: string;
      last_name: string;
      password_hash: string;
      phone_number: string;
      created_at: string;
    },
  ) => (await ex.insertInto('customers').values(row).returning('id').executeTakeFirstOrThrow()).id,
  insertPhone: (ex: Executor, row: { phone: string; customer_id: number; verified_at: string }) =>
    ex.insertInto('client_phones').values(row).execute(),
  insertToken: (customerId: number, tokenHash: string, now: string) =>
    db
      .insertInto('customer_tokens')
      .values({ customer_id: customerId, token_hash: tokenHash, created_at: now })
      .execute(),
});

export type ShopClientsRepository = ReturnType<typeof shopClientsRepository>;
