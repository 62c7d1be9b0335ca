import { type ClientMisses, contactKeys, mergeClients } from '@app/shared';
import type { Executor } from '../../db/database.ts';
import { lateCancelled, missesOf } from './client-book.ts';
import type { ClientsRepository, ContactRow } from './clients.repository.ts';
import type { ClientPast } from './index.ts';

/** Stands for the contact being asked about among the shop's bookings (no booking has id 0). */
const ASKED = 0;

/**
 * The misses of the client a contact belongs to: the contact joins the shop's bookings as one more
 * row and the client book's merge says whose it is, so a number written another way, or an e-mail
 * shared with a walk-in the vendor typed, finds the same client. A contact with no key is nobody's.
 */
export async function clientMisses(
  repo: ClientsRepository,
  ex: Executor,
  vendorId: number,
  contact: { phone: string | null; email: string | null },
): Promise<ClientMisses> {
  if (contactKeys(contact).length === 0) return { no_shows: 0, late_cancellations: 0 };
  const rows = await repo.contacts(ex, vendorId);
  const asked: ContactRow = {
    id: ASKED,
    starts_at: '',
    status: 'asked',
    client_name: null,
    first_name: null,
    last_name: null,
    phone: contact.phone,
    email: contact.email,
  };
  const client = mergeClients([...rows, asked]).find((c) => c.rows.includes(asked));
  const own = client?.rows.filter((r) => r !== asked) ?? [];
  if (own.length === 0) return { no_shows: 0, late_cancellations: 0 };
  return missesOf(own, await lateCancelled(repo, ex, vendorId, own));
}

/** The clients module's `ClientPast` port. */
export const clientPast = (repo: ClientsRepository): ClientPast => ({
  misses: (ex, vendorId, contact) => clientMisses(repo, ex, vendorId, contact),
});
