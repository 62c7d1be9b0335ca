import type { Executor } from '../../db/database.ts';

/** The alerts the bookings and customer use cases record for a vendor. */
export type AlertType = 'service' | 'reschedule' | 'completed' | 'cancel';

/**
 * Records an alert for the vendor in the caller's transaction: the notifications module's
 * `record`, declared here as used so the use cases of bookings and of the customer side do not
 * import that module's service (and all it imports).
 */
export interface VendorAlerts {
  record(
    ex: Executor,
    vendorId: number,
    type: AlertType,
    title: string,
    description: string,
    options?: { email?: boolean },
  ): Promise<void>;
}
