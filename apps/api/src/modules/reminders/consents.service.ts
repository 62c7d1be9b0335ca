import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ClientConsent,
  CONSENT_TEXTS,
  type ConsentBasis,
  type ConsentChoice,
  type ConsentSource,
  type ConsentState,
  toE164,
} from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Db, Executor, Transact, Trx } from '../../db/database.ts';
import type { ConsentsRepository, NewConsent } from './consents.repository.ts';

type Contact = Awaited<ReturnType<ConsentsRepository['contacts']>>[number];
/** The phone (E.164) and e-mail messages reach the client on, as the sender picks them. */
export const contactOf = (
  row: Pick<Contact, 'client_phone' | 'customer_phone' | 'client_email' | 'customer_email'>,
) => ({
  phone: toE164(row.client_phone ?? row.customer_phone ?? ''),
  email: (row.client_email ?? row.customer_email)?.toLowerCase() ?? null,
});

/**
 * Clients' consent to messages (issue 37): recorded with each booking, withdrawn by the one-tap
 * link in a message (signed: HMAC of the booking id, nothing stored) or by a STOP reply, and read
 * when a message is sent and when the vendor opens the booking.
 */
export function consentsService(deps: {
  db: Db;
  transact: Transact;
  consents: ConsentsRepository;
  clock: Clock;
  /** Signs opt-out links; the same on every instance. */
  linkKey: Buffer;
  publicUrl: string;
}) {
  const { db, consents, clock } = deps;
  const sign = (bookingId: number) =>
    createHmac('sha256', deps.linkKey).update(`opt-out:${bookingId}`).digest().subarray(0, 16);

  /** The booking a link names, when its signature is ours. */
  function bookingOfToken(token: string): number | null {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return null;
    const id = Number(match[1]);
    const given = Buffer.from(match[2]!, 'base64url');
    return given.length === 16 && timingSafeEqual(given, sign(id)) ? id : null;
  }

  const row = (
    c: { user_id: number | null; booking_id: number | null; phone: string | null; email: string | null },
    source: ConsentSource,
    basis: ConsentBasis,
    state: ConsentState,
  ): NewConsent => ({
    ...c,
    source,
    basis,
    state,
    text: CONSENT_TEXTS[source],
    created_at: clock.now().toISOString(),
  });

  async function state(
    ex: Executor,
    vendorId: number,
    contact: { phone: string | null; email: string | null },
  ) {
    if (!contact.phone && !contact.email) return undefined;
    return consents.latest(ex, vendorId, contact.phone, contact.email);
  }

  /** The client's consent to the booking's shop withdrawn, for its phone and e-mail alike. */
  const withdraw = (
    trx: Trx,
    booking: Contact,
    source: Extract<ConsentSource, 'opt_out_link' | 'objection'>,
  ) =>
    consents.insert(trx, [
      row(
        { user_id: booking.user_id, booking_id: booking.id, ...contactOf(booking) },
        source,
        'consent',
        'withdrawn',
      ),
    ]);

  return {
    /**
     * Records each new booking's consent, in the booking's transaction. A withdrawal stands until
     * the client herself ticks the booking page's box again: a booking the vendor enters, or one
     * from her account, does not undo her STOP.
     */
    async record(trx: Trx, bookingIds: number[], choice: ConsentChoice) {
      const basis: ConsentBasis = choice.source === 'booking_page' ? 'consent' : 'contract';
      const rows: NewConsent[] = [];
      for (const b of await consents.contacts(trx, bookingIds)) {
        const contact = contactOf(b);
        if (!contact.phone && !contact.email) continue;
        if (basis === 'contract' && (await state(trx, b.user_id, contact))?.state === 'withdrawn') continue;
        rows.push(
          row(
            { user_id: b.user_id, booking_id: b.id, ...contact },
            choice.source,
            basis,
            choice.given ? 'given' : 'refused',
          ),
        );
      }
      await consents.insert(trx, rows);
    },

    /** The latest record for a booking's client, as the sender and the vendor read it. */
    state,

    /** The vendor's view of a booking's client consent. */
    async ofBooking(vendorId: number, bookingId: number): Promise<ClientConsent | null> {
      const [booking] = await consents.contacts(db, [bookingId]);
      if (!booking || booking.user_id !== vendorId) return null;
      const latest = await state(db, vendorId, contactOf(booking));
      return latest
        ? {
            state: latest.state,
            basis: latest.basis,
            source: latest.source,
            text: latest.text,
            recorded_at: latest.created_at,
          }
        : null;
    },

    /** The one-tap link in a booking's messages. */
    optOutLink: (bookingId: number) =>
      new URL(`/stop/${bookingId}.${sign(bookingId).toString('base64url')}`, deps.publicUrl).toString(),

    /** The shop a link stops messages from, or null for a link not ours (or a booking gone). */
    async shopOfLink(token: string) {
      const id = bookingOfToken(token);
      if (id === null) return null;
      const [booking] = await consents.contacts(db, [id]);
      return booking ? { booking, shop: booking.business_name || booking.full_name } : null;
    },

    /** The link's tap: the client's consent to this shop's messages is withdrawn. */
    async optOut(token: string) {
      const found = await this.shopOfLink(token);
      if (!found) return null;
      await deps.transact((trx) => withdraw(trx, found.booking, 'opt_out_link'));
      return found.shop;
    },

    /**
     * Her objection from her booking page (after its phone code), in the caller's transaction: the
     * link's withdrawal, for the booking's phone and e-mail, every channel.
     */
    async object(trx: Trx, bookingId: number) {
      const [booking] = await consents.contacts(trx, [bookingId]);
      if (booking) await withdraw(trx, booking, 'objection');
    },

    /**
     * A STOP reply from this number (WhatsApp or SMS, `source` says which): it names no shop, so it
     * counts for every one. A number no shop knows changes nothing.
     */
    async stopReply(phone: string, source: Extract<ConsentSource, 'stop_reply' | 'sms_stop_reply'>) {
      const e164 = toE164(phone.startsWith('+') ? phone : `+${phone}`);
      if (!e164 || !(await consents.known(db, e164))) return;
      await deps.transact((trx) =>
        consents.insert(trx, [
          row({ user_id: null, booking_id: null, phone: e164, email: null }, source, 'consent', 'withdrawn'),
        ]),
      );
    },
  };
}
export type ConsentsService = ReturnType<typeof consentsService>;
