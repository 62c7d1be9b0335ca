// The public face of the vendor's alerts: what other modules use of them, written out here
// (importing it loads nothing).
import type { Executor } from '../../db/database.ts';

export type NotificationType = 'service' | 'reschedule' | 'fund' | 'security' | 'completed' | 'cancel';

/**
 * Records an alert for the vendor inside the caller's transaction, pushed (and with `email: true`
 * e-mailed) after commit: notifications.service.ts's `record`, handed out by container.ts.
 */
export interface VendorNotifications {
  record(
    ex: Executor,
    userId: number,
    type: NotificationType,
    title: string,
    description: string,
    options?: { email?: boolean; bookingId?: number },
  ): Promise<void>;
}
