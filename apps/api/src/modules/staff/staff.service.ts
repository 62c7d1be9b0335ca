import { lagosDay, STAFF_MESSAGES, type StaffBody, type StaffMember } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { FileStore } from '../../adapters/file-store.ts';
import type { Executor, Transact } from '../../db/database.ts';
import { lockVendor } from '../../db/locks.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import { decodeImage, deleteImages, withUploads } from '../../lib/images.ts';
import { type StaffRepository, type StaffRow, teamOf } from './staff.repository.ts';

/** A member's photo is cut square, like the logo. */
const PHOTO_CROP = { width: 512, height: 512 };

const conflict = (message: string) => new AppError('conflict', message, { success: false });

const present = (m: StaffRow): StaffMember => ({
  id: m.id,
  name: m.name,
  photo: m.photo_path,
  active: m.active,
  service_ids: m.service_ids,
  days: m.hours.map((h) => ({
    ...h,
    breaks: m.breaks
      .filter((b) => b.day === h.day)
      .map(({ start_time, end_time }) => ({ start_time, end_time })),
  })),
  days_off: m.daysOff,
});

/**
 * The vendor's team. Changes that could strand a customer take the vendor's lock, which every
 * booking takes too: a member is never made inactive or removed while a booking with them is
 * being made.
 */
export function staffService(deps: {
  transact: Transact;
  staff: StaffRepository;
  clock: Clock;
  files: FileStore;
}) {
  const { transact, staff, clock, files } = deps;
  const today = () => lagosDay(clock.now());

  /** The member as they now stand (days off from today on), or 404. */
  async function member(ex: Executor, userId: number, id: number) {
    const [row] = await teamOf(ex, userId, { ids: [id], fromDay: today() });
    if (!row) throw notFound(STAFF_MESSAGES.notFound);
    return row;
  }

  async function checkServices(ex: Executor, userId: number, body: StaffBody) {
    const ids = [...new Set(body.service_ids)];
    if ((await staff.countOwnServices(ex, userId, ids)) !== ids.length)
      throw unprocessable(STAFF_MESSAGES.chooseOwnServices, {
        service_ids: STAFF_MESSAGES.chooseOwnServices,
      });
  }

  /** Sets or clears the photo; the old file goes once the change is saved. */
  async function replacePhoto(userId: number, id: number, path: string | null) {
    const saved = await transact(async (trx) => {
      const before = await member(trx, userId, id);
      await staff.setPhoto(trx, userId, id, path, clock.now().toISOString());
      return { before, after: await member(trx, userId, id) };
    });
    if (saved.before.photo_path) await deleteImages(files, [saved.before.photo_path]);
    return present(saved.after);
  }

  return {
    async list(userId: number) {
      const rows = await staff.team(userId, today());
      return { success: true as const, staff: rows.map(present) };
    },

    async create(userId: number, body: StaffBody) {
      const row = await transact(async (trx) => {
        await checkServices(trx, userId, body);
        const id = await staff.insert(trx, userId, body, clock.now().toISOString());
        return member(trx, userId, id);
      });
      return { success: true as const, message: STAFF_MESSAGES.added, staff: present(row) };
    },

    /** Made inactive only once no upcoming booking is left with them. */
    async update(userId: number, id: number, body: StaffBody) {
      const row = await transact(async (trx) => {
        await lockVendor(trx, userId);
        const before = await member(trx, userId, id);
        await checkServices(trx, userId, body);
        if (!body.active) {
          const upcoming = await staff.countUpcoming(trx, id, clock.now().toISOString());
          if (upcoming) throw conflict(STAFF_MESSAGES.upcoming(before.name, upcoming));
        }
        await staff.update(trx, userId, id, body, clock.now().toISOString());
        return member(trx, userId, id);
      });
      return { success: true as const, message: STAFF_MESSAGES.saved, staff: present(row) };
    },

    /** Refused for anyone who ever held a booking: the booking keeps their name. */
    async remove(userId: number, id: number) {
      const removed = await transact(async (trx) => {
        await lockVendor(trx, userId);
        const row = await member(trx, userId, id);
        if (await staff.countBookings(trx, id)) throw conflict(STAFF_MESSAGES.hasBookings(row.name));
        await staff.remove(trx, userId, id);
        return row;
      });
      if (removed.photo_path) await deleteImages(files, [removed.photo_path]);
      return { success: true as const, message: STAFF_MESSAGES.removed };
    },

    /** Checked and cut before anything is written. */
    async setPhoto(userId: number, id: number, dataUrl: string) {
      const image = await decodeImage(dataUrl, 'image', PHOTO_CROP);
      const saved = await withUploads(files, [image], ([path]) => replacePhoto(userId, id, path ?? null));
      return { success: true as const, message: STAFF_MESSAGES.photoSaved, staff: saved };
    },

    async removePhoto(userId: number, id: number) {
      const saved = await replacePhoto(userId, id, null);
      return { success: true as const, message: STAFF_MESSAGES.photoRemoved, staff: saved };
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
