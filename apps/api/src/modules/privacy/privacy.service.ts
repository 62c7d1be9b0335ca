import {
  contactKeys,
  formatNaira,
  koboToNaira,
  lagosDateTime,
  PRIVACY_MESSAGES,
  type PrivacyRequest,
  RETENTION,
  toE164,
} from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Db, Transact } from '../../db/database.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuditLog } from '../security/index.ts';
import type { WalletBuckets } from '../wallet/index.ts';
import type { ErasureRepository } from './erasure.repository.ts';
import type { ClientPrivacy, MessageConsents } from './index.ts';

const DAY_MS = 86_400_000;
const when = (instant: string) => {
  const { date, time } = lagosDateTime(instant);
  return `${date} ${time}`;
};

/**
 * Issue 37, rights self-served (NDPA s.34–36): a vendor deletes her account; a client asks a shop
 * for her data and its erasure, carried out by the vendor, an operator, or the sweeper when due.
 */
export function privacyService(deps: {
  db: Db;
  transact: Transact;
  rows: ErasureRepository;
  /** The wallet's buckets (wallet's walletSums): no account is deleted with money in it. */
  money: WalletBuckets;
  audit: AuditLog;
  passwordMatches(stored: string | null, password: string): Promise<boolean>;
  files: Pick<FileStore, 'delete'>;
  consents: MessageConsents;
  clock: Clock;
  log: (message: string, error: unknown) => void;
}) {
  const { db, transact, rows, money, audit, clock, files, log } = deps;
  const nowIso = () => clock.now().toISOString();

  /** Carries out one request in its own transaction; false when it was already done. */
  async function carry(id: number, by: 'vendor' | 'operator' | 'sweeper', vendorId?: number) {
    return transact(async (trx) => {
      const request = await rows.request(trx, id);
      if (!request || (vendorId !== undefined && request.user_id !== vendorId))
        throw notFound(PRIVACY_MESSAGES.requestNotFound);
      if (request.status === 'done' || !request.phone) return false;
      const ids = await rows.clientBookingIds(trx, request.user_id, request.phone);
      const contacts = await rows.clientBookings(trx, ids);
      const keys = [
        ...new Set(
          contacts.flatMap((b) =>
            contactKeys({ phone: b.client_phone ?? request.phone, email: b.client_email }),
          ),
        ),
      ];
      await rows.eraseClient(trx, request.user_id, request.phone, ids, keys);
      return rows.markDone(trx, id, by, nowIso());
    });
  }

  const shown = (
    r: Awaited<ReturnType<ErasureRepository['requests']>>[number],
  ): PrivacyRequest & {
    user_id: number;
    done_by: string | null;
  } => ({
    id: r.id,
    kind: r.kind,
    user_id: r.user_id,
    booking_reference: r.booking_reference,
    client_name: r.client_name,
    phone: r.phone,
    status: r.status,
    due_at: r.due_at,
    created_at: r.created_at,
    done_at: r.done_at,
    done_by: r.done_by,
  });

  type Client = NonNullable<Awaited<ReturnType<ErasureRepository['clientOf']>>>;
  /** The booking's client, who must have a phone (her code went to it), and its E.164 form. */
  async function clientOf(bookingId: number): Promise<Client & { phone: string }> {
    const row = await rows.clientOf(db, bookingId);
    if (!row?.phone) throw conflict(PRIVACY_MESSAGES.noPhone);
    return { ...row, phone: toE164(row.phone) ?? row.phone };
  }
  /** A request on record: whose (her name and phone, until an erasure clears them) and which booking. */
  const requestOf = (row: Client & { phone: string }, name: string | null) => ({
    user_id: row.user_id,
    booking_id: row.id,
    booking_reference: row.reference,
    phone: row.phone,
    client_name: (name ?? 'Client').trim().slice(0, 120) || 'Client',
  });
  /** A correction or an objection: carried out by her own page as it is recorded. */
  const doneNow = (kind: 'correction' | 'objection') => {
    const now = nowIso();
    return {
      kind,
      status: 'done' as const,
      due_at: now,
      created_at: now,
      done_at: now,
      done_by: 'client' as const,
    };
  };
  const shopOf = (row: Client) => row.business_name || 'the shop';

  const client: ClientPrivacy = {
    async contactOf(bookingId) {
      const row = await rows.clientOf(db, bookingId);
      if (!row) return undefined;
      return {
        vendorId: row.user_id,
        shop: row.business_name || 'the shop',
        phone: row.phone ? (toE164(row.phone) ?? row.phone) : null,
      };
    },

    async dataOf(bookingId, erase) {
      const row = await clientOf(bookingId);
      const { phone } = row;
      const ids = await rows.clientBookingIds(db, row.user_id, phone);
      const [bookings, messages, chat, consents] = await Promise.all([
        rows.clientBookings(db, ids),
        rows.clientMessages(db, ids),
        rows.clientChat(db, row.user_id, row.customer_id),
        rows.clientConsents(db, row.user_id, phone),
      ]);
      let erasure: { status: 'pending' | 'done'; due_at: string } | null = null;
      let message = 'Your data with this shop';
      if (erase) {
        const now = clock.now();
        erasure = await transact(async (trx) => {
          const open = await rows.pendingRequestOf(trx, row.user_id, phone);
          if (open) return { status: open.status, due_at: open.due_at };
          const due = new Date(now.getTime() + RETENTION.clientErasureDays * DAY_MS).toISOString();
          await rows.insertRequest(trx, {
            ...requestOf(row, row.name),
            status: 'pending',
            due_at: due,
            created_at: now.toISOString(),
            done_at: null,
            done_by: null,
          });
          return { status: 'pending' as const, due_at: due };
        });
        message = PRIVACY_MESSAGES.requestRecorded(RETENTION.clientErasureDays);
      }
      return {
        success: true as const,
        message,
        data: { shop: shopOf(row), bookings, messages, chat, consents },
        erasure,
      };
    },

    async correct(bookingId, body) {
      const row = await clientOf(bookingId);
      await transact(async (trx) => {
        const ids = await rows.clientBookingIds(trx, row.user_id, row.phone);
        await rows.correctClient(trx, ids, body.name, body.email || null, nowIso());
        await rows.insertRequest(trx, { ...requestOf(row, body.name), ...doneNow('correction') });
      });
      return { success: true as const, message: PRIVACY_MESSAGES.corrected(shopOf(row)) };
    },

    async object(bookingId) {
      const row = await clientOf(bookingId);
      await transact(async (trx) => {
        await deps.consents.object(trx, bookingId);
        await rows.insertRequest(trx, { ...requestOf(row, row.name), ...doneNow('objection') });
      });
      return { success: true as const, message: PRIVACY_MESSAGES.objected(shopOf(row)) };
    },
  };

  return {
    client,

    /**
     * Deletes the vendor's account, refused (422) while money or bookings are open. Personal data
     * goes at once; the ledger, withdrawals, checkouts and payments stay for RETENTION, unlinked.
     */
    async deleteAccount(vendorId: number, body: { password: string }, ip: string) {
      const vendor = await rows.vendor(db, vendorId);
      if (!vendor || vendor.deleted_at) throw notFound();
      if (!(await deps.passwordMatches(vendor.password_hash, body.password)))
        throw unprocessable(PRIVACY_MESSAGES.wrongPassword, { password: PRIVACY_MESSAGES.wrongPassword });
      const refuse = (message: string) => unprocessable(message, { account: message });
      if ((await rows.withdrawalsInFlight(db, vendorId)) > 0)
        throw refuse(PRIVACY_MESSAGES.withdrawalInFlight);
      const sums = await money.sums(db, vendorId);
      const left = sums.balance + sums.pending;
      if (left > 0) throw refuse(PRIVACY_MESSAGES.moneyLeft(formatNaira(koboToNaira(left))));
      const open = await rows.openBookings(db, vendorId);
      if (open.length) {
        const list = open
          .slice(0, 5)
          .map((b) => `${b.reference} (${b.status}, ${when(b.starts_at)})`)
          .join(', ');
        throw refuse(PRIVACY_MESSAGES.openBookings(open.length > 5 ? `${list} and more` : list));
      }
      const images = await rows.imagePaths(db, vendorId);
      await transact(async (trx) => {
        await rows.eraseVendor(
          trx,
          { id: vendorId, email: vendor.email, phone: vendor.phone_number },
          nowIso(),
        );
        await audit.record(trx, {
          userId: vendorId,
          kind: 'account_deleted',
          detail: `Account deleted; financial records kept ${RETENTION.financialYears} years without personal data`,
          ip,
        });
      });
      // The files after the commit: a failed delete leaves an unreachable file, never a broken row.
      for (const path of images)
        await files.delete(path.slice(1)).catch((error: unknown) => log(`could not delete ${path}`, error));
      return { success: true as const, message: PRIVACY_MESSAGES.deleted };
    },

    async requests(vendorId: number | null) {
      return (await rows.requests(db, vendorId)).map(shown);
    },

    /** The vendor's (or, without vendorId, an operator's) carrying out of one request now. */
    async carry(id: number, by: 'vendor' | 'operator', vendorId?: number) {
      if (!(await carry(id, by, vendorId))) throw conflict(PRIVACY_MESSAGES.requestDone);
      return { success: true as const, message: PRIVACY_MESSAGES.carried };
    },

    /** The sweeper: every request past its due time, carried out. Answers how many. */
    async carryDue() {
      let done = 0;
      for (const { id } of await rows.dueRequests(db, nowIso())) if (await carry(id, 'sweeper')) done += 1;
      return done;
    },
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
