import { type DisputeBody, type DisputeStatus, MSG } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Transact } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { decodeImage, withAttachment } from '../../lib/images.ts';
import type { VendorNotifications } from '../notifications/index.ts';
import type { DisputesRepository } from './disputes.repository.ts';

/** Disputes a vendor raises about its bookings (SPEC §5, §6); an operator resolves them (DESIGN §4). */
export function disputesService(deps: {
  transact: Transact;
  disputes: DisputesRepository;
  notifications: VendorNotifications;
  clock: Clock;
  files: FileStore;
}) {
  const { transact, disputes, notifications, clock, files } = deps;
  const nowIso = () => clock.now().toISOString();

  return {
    /** Checks the booking and the image before writing anything; the file goes if the row cannot be written. */
    async raise(userId: number, reference: string, body: DisputeBody) {
      const booking = await disputes.bookingByReference(userId, reference);
      if (!booking)
        throw new AppError('not_found', MSG.noBookingWithReference, { error: true, success: false });
      const alreadyOpen = () =>
        new AppError('conflict', MSG.disputeAlreadyOpen, { error: true, success: false });
      if (Number(booking.open_disputes) > 0) throw alreadyOpen();
      const image = body.attachment ? await decodeImage(body.attachment, 'attachment') : null;
      // A concurrent second dispute loses on the one-open-per-booking index and leaves no file.
      await withAttachment(files, image, (attachment) =>
        transact(async (trx) => {
          await disputes.insert(trx, {
            user_id: userId,
            booking_id: booking.id,
            reference: booking.reference,
            comment: body.comment,
            attachment,
            created_at: nowIso(),
          });
        }),
      ).catch((error) => {
        throw isUniqueViolation(error) ? alreadyOpen() : error;
      });
      return { success: true as const, message: MSG.disputeSubmitted };
    },

    async list(userId: number) {
      return { success: true as const, data: await disputes.listForVendor(userId) };
    },

    /** Operator actions (npm run admin). */
    listAll: (status?: DisputeStatus) => disputes.listAll(status),
    find: (id: number) => disputes.find(id),
    resolve: (id: number, resolution: string) =>
      transact(async (trx) => {
        const resolved = await disputes.resolve(trx, id, resolution, nowIso());
        if (resolved) {
          await notifications.record(
            trx,
            resolved.user_id,
            'security',
            'Dispute resolved',
            `Your dispute about ${resolved.reference}: ${resolution}`,
          );
        }
        return resolved;
      }),
  };
}

export type DisputesService = ReturnType<typeof disputesService>;
