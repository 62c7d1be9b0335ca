import {
  type ClientMisses,
  type ClientSummary,
  customerCancelOutcome,
  formatLocalPhone,
  koboToNaira,
  type MergedClient,
  mergeClients,
} from '@app/shared';
import type { Executor } from '../../db/database.ts';
import type { ClientsRepository, ContactRow } from './clients.repository.ts';
import type { ClientsContext } from './context.ts';

/** The ids among `rows` the client cancelled late, by the vendor's policy's free window. */
export async function lateCancelled(
  repo: ClientsRepository,
  ex: Executor,
  vendorId: number,
  rows: readonly ContactRow[],
) {
  const [cancellations, policy] = await Promise.all([
    repo.clientCancellations(
      ex,
      vendorId,
      rows.map((r) => r.id),
    ),
    repo.cancellationPolicy(ex, vendorId),
  ]);
  const statusOf = new Map(rows.map((r) => [r.id, r] as const));
  return new Set(
    cancellations
      .filter((c) => {
        const row = statusOf.get(c.booking_id);
        return (
          row &&
          CANCELLED_BY_CLIENT.includes(row.status) &&
          customerCancelOutcome(new Date(c.created_at), new Date(row.starts_at), policy) === 'late-cancel'
        );
      })
      .map((c) => c.booking_id),
  );
}

/** A client's no-shows and late cancellations among their bookings. */
export const missesOf = (rows: readonly ContactRow[], late: ReadonlySet<number>): ClientMisses => ({
  no_shows: rows.filter((r) => r.status === 'no show').length,
  late_cancellations: rows.filter((r) => late.has(r.id)).length,
});

/** Statuses of a booking that took place. */
const VISITED = ['ongoing', 'awaiting review', 'completed'];
/** A client's own cancellation, asked for or accepted. */
const CANCELLED_BY_CLIENT = ['cancelled', 'cancellation requested user'];

export type Client = MergedClient<ContactRow>;

const nameOf = (row: ContactRow) =>
  row.client_name ?? ([row.first_name, row.last_name].filter(Boolean).join(' ') || 'Client');

/** A phone as Nigerians read it when it is a Nigerian mobile, else as typed. */
export const shownPhone = (phone: string) => formatLocalPhone(phone) ?? phone.trim();

/** The vendor's clients, merged from their bookings (shared clients/rules.ts), latest booking first. */
export async function clientBook(ctx: ClientsContext, vendorId: number) {
  const rows = await ctx.clients.contacts(ctx.db, vendorId);
  const latest = (c: Client) => c.rows.reduce((at, r) => (r.starts_at > at ? r.starts_at : at), '');
  return mergeClients(rows)
    .map((client) => ({ client, latest: latest(client) }))
    .sort((a, b) => b.latest.localeCompare(a.latest))
    .map(({ client }) => client);
}

/** Every name the client's bookings give, for the search. */
export const namesOf = (client: Client) => [...new Set(client.rows.map(nameOf))];

/**
 * Clients as the book shows them: contact, counts, what they spent (the shop's book and the
 * online ledger, through their modules' ports) and the shop's tags; with each booking's money and
 * whether it was a late cancellation, for a client's history.
 */
export async function summarise(ctx: ClientsContext, vendorId: number, clients: Client[]) {
  const ids = clients.flatMap((c) => c.rows.map((r) => r.id));
  const [atChair, online, late, notes] = await Promise.all([
    ctx.shopBook.paidByBooking(ctx.db, vendorId, ids),
    ctx.online.keptByBooking(ctx.db, vendorId, ids),
    lateCancelled(
      ctx.clients,
      ctx.db,
      vendorId,
      clients.flatMap((c) => c.rows),
    ),
    ctx.clients.notes(
      ctx.db,
      vendorId,
      clients.flatMap((c) => c.keys),
    ),
  ]);
  const paid = (id: number) => (atChair.get(id) ?? 0) + (online.get(id) ?? 0);
  const summaries = clients.map((client) => {
    const newest = client.rows.at(-1)!;
    const withPhone = client.rows.findLast((r) => r.phone);
    const withEmail = client.rows.findLast((r) => r.email);
    // Notes may sit under any of the client's keys (a client merged later): the newest are theirs.
    const note = notes
      .filter((n) => client.keys.includes(n.client_key))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
    const summary: ClientSummary = {
      key: client.key,
      name: nameOf(newest),
      phone: withPhone?.phone ? shownPhone(withPhone.phone) : null,
      email: withEmail?.email?.trim() ?? null,
      bookings: client.rows.length,
      visits: client.rows.filter((r) => VISITED.includes(r.status)).length,
      last_booking_at: client.rows.reduce((at, r) => (r.starts_at > at ? r.starts_at : at), ''),
      total_spent: koboToNaira(client.rows.reduce((sum, r) => sum + paid(r.id), 0)),
      ...missesOf(client.rows, late),
      tags: note ? (JSON.parse(note.tags) as string[]) : [],
    };
    return { client, summary, notes: note?.notes ?? '' };
  });
  return { summaries, paid, late };
}

/**
 * The client one of whose keys is `key` (any contact of theirs), or whose booking 'booking:<id>'
 * names (Appointment Details links a booking to its client this way), or undefined.
 */
export function findClient(clients: Client[], key: string) {
  const booking = /^booking:(\d+)$/.exec(key)?.[1];
  return clients.find(
    (c) => c.keys.includes(key) || (booking && c.rows.some((r) => r.id === Number(booking))),
  );
}
