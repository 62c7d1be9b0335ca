import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DialectName } from './database.ts';
import { authMigration } from './migrations/0001_auth.ts';
import { bookingsMigration } from './migrations/0002_bookings.ts';
import { moneyMigration } from './migrations/0003_money.ts';
import { businessMigration } from './migrations/0004_business.ts';
import { paymentsMigration } from './migrations/0005_payments.ts';
import { robustnessMigration } from './migrations/0006_robustness.ts';
import { securityMigration } from './migrations/0007_security.ts';
import { walkInsMigration } from './migrations/0008_walk_ins.ts';
import { profileImagesMigration } from './migrations/0009_profile_images.ts';
import { customerPhoneMigration } from './migrations/0010_customer_phone.ts';
import { bookingListVersionsMigration } from './migrations/0011_booking_list_versions.ts';
import { staffMigration } from './migrations/0012_staff.ts';
import { rescheduleMigration } from './migrations/0013_reschedule.ts';
import { remindersMigration } from './migrations/0014_reminders.ts';
import { storedFilesMigration } from './migrations/0015_stored_files.ts';
import { clientPhonesMigration } from './migrations/0016_client_phones.ts';
import { visitLinksMigration } from './migrations/0017_visit_links.ts';
import { notificationBookingsMigration } from './migrations/0018_notification_bookings.ts';
import { pushSubscriptionsMigration } from './migrations/0019_push_subscriptions.ts';
import { shopBookMigration } from './migrations/0020_shop_book.ts';
import { ninAtRestMigration } from './migrations/0021_nin_at_rest.ts';
import { legalTextsMigration } from './migrations/0022_legal_texts.ts';
import { clientNotesMigration } from './migrations/0023_client_notes.ts';
import { calendarFeedsMigration } from './migrations/0024_calendar_feeds.ts';
import { clientConsentsMigration } from './migrations/0025_client_consents.ts';
import { waitlistMigration } from './migrations/0026_waitlist.ts';
import { accountSecurityMigration } from './migrations/0027_account_security.ts';
import { paymentTransfersMigration } from './migrations/0028_payment_transfers.ts';
import { fairnessMigration } from './migrations/0029_fairness.ts';
import { bookingSeriesMigration } from './migrations/0030_booking_series.ts';
import { privacyRequestsMigration } from './migrations/0031_privacy_requests.ts';
import { privacyRequestKindsMigration } from './migrations/0032_privacy_request_kinds.ts';
import { clientSeriesMigration } from './migrations/0033_client_series.ts';
import { missedDepositMigration } from './migrations/0034_missed_deposit.ts';
import type { Database } from './schema.ts';

/** Every migration in order; each takes the dialect because id columns differ. */
const migrations = (dialect: DialectName): Record<string, Migration> => ({
  '0001_auth': authMigration(dialect),
  '0002_bookings': bookingsMigration(dialect),
  '0003_money': moneyMigration(dialect),
  '0004_business': businessMigration(dialect),
  '0005_payments': paymentsMigration(dialect),
  '0006_robustness': robustnessMigration(dialect),
  '0007_security': securityMigration(),
  '0008_walk_ins': walkInsMigration(dialect),
  '0009_profile_images': profileImagesMigration(),
  '0010_customer_phone': customerPhoneMigration(),
  '0011_booking_list_versions': bookingListVersionsMigration(dialect),
  '0012_staff': staffMigration(dialect),
  '0013_reschedule': rescheduleMigration(dialect),
  '0014_reminders': remindersMigration(dialect),
  '0015_stored_files': storedFilesMigration(dialect),
  '0016_client_phones': clientPhonesMigration(),
  '0017_visit_links': visitLinksMigration(),
  '0018_notification_bookings': notificationBookingsMigration(),
  '0019_push_subscriptions': pushSubscriptionsMigration(dialect),
  '0020_shop_book': shopBookMigration(dialect),
  '0021_nin_at_rest': ninAtRestMigration(dialect),
  '0022_legal_texts': legalTextsMigration(),
  '0023_client_notes': clientNotesMigration(),
  '0024_calendar_feeds': calendarFeedsMigration(dialect),
  '0025_client_consents': clientConsentsMigration(dialect),
  '0026_waitlist': waitlistMigration(dialect),
  '0027_account_security': accountSecurityMigration(dialect),
  '0028_payment_transfers': paymentTransfersMigration(dialect),
  '0029_fairness': fairnessMigration(),
  '0030_booking_series': bookingSeriesMigration(dialect),
  '0031_privacy_requests': privacyRequestsMigration(dialect),
  '0032_privacy_request_kinds': privacyRequestKindsMigration(),
  '0033_client_series': clientSeriesMigration(),
  '0034_missed_deposit': missedDepositMigration(),
});

export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  // Kysely looks for its own tables across every schema; pin them to ours so a shared server works.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
