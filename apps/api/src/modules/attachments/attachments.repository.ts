import type { Db } from '../../db/database.ts';

/** Whether a private file belongs to the vendor: one of its cancellations' or disputes' attachments. */
export const attachmentsRepository = (db: Db) => ({
  ownedBy: async (userId: number, name: string) => {
    const [cancellation, dispute] = await Promise.all([
      db
        .selectFrom('booking_cancellations')
        .innerJoin('bookings', 'bookings.id', 'booking_cancellations.booking_id')
        .select('booking_cancellations.id')
        .where('bookings.user_id', '=', userId)
        .where('booking_cancellations.attachment', '=', name)
        .executeTakeFirst(),
      db
        .selectFrom('disputes')
        .select('id')
        .where('user_id', '=', userId)
        .where('attachment', '=', name)
        .executeTakeFirst(),
    ]);
    return Boolean(cancellation ?? dispute);
  },
});

export type AttachmentsRepository = ReturnType<typeof attachmentsRepository>;
