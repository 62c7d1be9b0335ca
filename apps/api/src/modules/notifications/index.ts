// The public face of the vendor's alerts: what other modules use of them, written out here
// (importing it loads nothing).
import type { Executor } from '../../db/database.ts';

/** `push` (issue 34): what a client did about the booking `bookingId` names, worth a push to the vendor's phone. */
export type AlertOptions = { email?: boolean; bookingId?: number; push?: boolean };

export type NotificationType = 'service' | 'reschedule' | 'fund' | 'security' | 'completed' | 'cancel';

/**
 * Records an alert for the vendor inside the caller's transaction, shown live (with `email: true`
 * e-mailed, with `push: true` pushed to the vendor's devices: it must name its booking) after
 * commit: notifications.service.ts's `record`, handed out by container.ts.
 */
export interface VendorNotifications {
  record(
    ex: Executor,
    userId: number,
    type: NotificationType,
    title: string,
    description: string,
    options?: AlertOptions,
  ): Promise<void>;
}
