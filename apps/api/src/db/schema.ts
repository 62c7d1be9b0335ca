import type {
  AuditKind,
  ClientMessageKind,
  ClientMessageStatus,
  ConsentBasis,
  ConsentSource,
  ConsentState,
  MessageChannel,
  PrivacyRequestKind,
} from '@app/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Booleans are stored as 0/1 integers and times as ISO-8601 UTC strings so one query runs on both dialects. */
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  full_name: string;
  business_name: string | null;
  phone_number: string | null;
  gender: string | null;
  referral_code: string;
  referred_by: string | null;
  profile_link: string;
  profile_pic: string | null;
  /** Public paths (/uploads/…) of the business's logo and cover photo. */
  logo_path: string | null;
  cover_path: string | null;
  register_status: Generated<Flag>;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  /** Sealed (lib/sealed.ts): never the plain number once start-up has sealed older rows. */
  nin_number: string | null;
  /** The NIN as SPEC shows it (first 4 digits). */
  nin_shown: string | null;
  /** Keyed digest of the NIN: the same number resubmitted keeps its verification. */
  nin_digest: string | null;
  nin_verified: Generated<Flag>;
  account_active: Generated<Flag>;
  disabled: Generated<Flag>;
  business_category_id: number | null;
  business_address: string | null;
  business_description: string | null;
  home_service: Generated<Flag>;
  my_place: Generated<Flag>;
  home_service_fee: Generated<number>;
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
  reg_no: string | null;
  biz_reg_status: Generated<Flag>;
  email_notification: Generated<Flag>;
  push_notification: Generated<Flag>;
  search_visibility: Generated<Flag>;
  booking_window: Generated<number>;
  future_booking_window: Generated<number>;
  rescheduling: Generated<Flag>;
  /** Hours before the start until which a customer may move a booking. */
  rescheduling_hours: Generated<number>;
  automatic_confirm_booking: Generated<Flag>;
  /** Whether clients may book a series of visits from the booking page (issue 36). */
  clients_book_series: Generated<Flag>;
  /** Minutes a waitlist offer holds its freed slot (issue 36). */
  waitlist_hold_minutes: Generated<number>;
  avoid_gaps: Generated<Flag>;
  free_cancel_hours: Generated<number>;
  late_cancel_fee_percent: Generated<number>;
  no_show_fee_percent: Generated<number>;
  /** Minutes after the start before a no-show may be marked (issue 35). */
  no_show_grace_minutes: Generated<number>;
  /** Issue 36: after this many misses (0: never) every service asks `missed_deposit_percent` of its price. */
  missed_deposit_after: Generated<number>;
  missed_deposit_percent: Generated<number>;
  /** 1: late cancellations count as misses along with no-shows. */
  missed_deposit_late_cancels: Generated<Flag>;
  created_at: string;
  updated_at: string;
  /** Set when she deleted her account (issue 37): the row is a tombstone, nothing personal left. */
  deleted_at: Generated<string | null>;
}

export interface BusinessCategoriesTable {
  id: Generated<number>;
  category_name: string;
}

export interface BusinessImagesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'business' | 'workspace' | 'portfolio';
  path: string;
  caption: string | null;
  position: Generated<number>;
  created_at: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  /** The browser's User-Agent at sign-in, to name the device (issue 37). */
  user_agent: string | null;
  /** The address it signed in from, shown coarse as the session's place. */
  ip: string | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  target: string;
  user_id: number | null;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ResetTicketsTable {
  id: Generated<number>;
  user_id: number;
  ticket_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  expires_at: string;
}

export interface OauthStatesTable {
  state_hash: string;
  nonce: string;
  /** PKCE: sent to the issuer with the code, never to the browser. */
  code_verifier: string | null;
  ref: string | null;
  created_at: string;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  profile_image: string | null;
  phone_number: string | null;
  created_at: string;
}

export interface CustomerTokensTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: string;
}

/** A phone number a one-time code proved a customer's (the shop page, issue 33). */
export interface ClientPhonesTable {
  phone: string;
  customer_id: number;
  verified_at: string;
}

/** A booking page link's key, hashed (issue 33). */
export interface VisitLinksTable {
  token_hash: string;
  booking_id: number;
  created_at: string;
}

export interface ServicesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  category: string | null;
  description: string | null;
  duration_minutes: number;
  duration_type: string;
  /** kobo */
  price: number;
  virtual_appointment: Generated<Flag>;
  home_service: Generated<Flag>;
  deposit_type: Generated<'none' | 'fixed' | 'percent'>;
  /** kobo for 'fixed', a whole percent for 'percent' */
  deposit_value: Generated<number>;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface BusinessHoursTable {
  id: Generated<number>;
  user_id: number;
  /** 0 = Monday … 6 = Sunday */
  day: number;
  open_time: string;
  close_time: string;
}

export interface BusinessBreaksTable {
  id: Generated<number>;
  user_id: number;
  day: number;
  start_time: string;
  end_time: string;
}

export interface DaysOffTable {
  id: Generated<number>;
  user_id: number;
  date: string;
  reason: string | null;
}

export interface BookingsTable {
  id: Generated<number>;
  user_id: number;
  customer_id: number | null;
  service_id: number | null;
  multiple_id: string;
  reference: string;
  service_name: string;
  duration_type: string;
  virtual_appointment: Generated<Flag>;
  starts_at: string;
  ends_at: string;
  status: string;
  /** kobo, like every amount below */
  service_price: number;
  amount_paid: Generated<number>;
  balance_received: Generated<number>;
  home_service_fee: Generated<number>;
  service_location: string;
  service_address: string | null;
  service_comment: string | null;
  /** the deposit this booking asks for, and the part of the paid deposit the vendor kept */
  deposit_due: Generated<number>;
  deposit_kept: Generated<number>;
  /** while 'awaiting payment': when the slot is freed */
  hold_expires_at: string | null;
  /** 'online' from the customer API; a walk-in or phone booking the vendor made carries its client's contact */
  source: Generated<'online' | 'walk_in' | 'phone'>;
  client_name: string | null;
  client_phone: string | null;
  client_email: string | null;
  /** The team member it is with; null: the vendor's own. */
  staff_id: Generated<number | null>;
  /** The recurring series it is a visit of (issue 36); null: a single booking. */
  series_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** Recurring visits (issue 36): what links a series' bookings, each a normal booking. */
export interface BookingSeriesTable {
  id: Generated<number>;
  user_id: number;
  every_weeks: number;
  created_at: string;
}

export interface BlockedTimesTable {
  id: Generated<number>;
  user_id: number;
  starts_at: string;
  ends_at: string;
  reason: string | null;
  /** The team member whose time it blocks; null: the whole business. */
  staff_id: number | null;
  created_at: string;
}

export interface StaffTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** A public path under /uploads. */
  photo_path: string | null;
  active: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface StaffServicesTable {
  staff_id: number;
  service_id: number;
}

export interface StaffHoursTable {
  id: Generated<number>;
  staff_id: number;
  /** 0 = Monday … 6 = Sunday */
  day: number;
  open_time: string;
  close_time: string;
}

export interface StaffBreaksTable {
  id: Generated<number>;
  staff_id: number;
  day: number;
  start_time: string;
  end_time: string;
}

export interface StaffDaysOffTable {
  id: Generated<number>;
  staff_id: number;
  date: string;
}

export interface BookingCancellationsTable {
  id: Generated<number>;
  booking_id: number;
  initiator: 'vendor' | 'user';
  comment: string;
  attachment: string | null;
  created_at: string;
}

/** One move of a booking's time: a customer's own ('moved'), or the vendor's proposal and its answer. */
export interface BookingReschedulesTable {
  id: Generated<number>;
  booking_id: number;
  proposed_by: 'customer' | 'vendor';
  status: 'moved' | 'proposed' | 'accepted' | 'declined' | 'withdrawn';
  from_starts_at: string;
  from_ends_at: string;
  starts_at: string;
  ends_at: string;
  created_at: string;
  answered_at: string | null;
}

export interface ReviewsTable {
  id: Generated<number>;
  booking_id: number;
  user_id: number;
  customer_id: number | null;
  rating: number;
  comment: string;
  created_at: string;
}

/** Moves with every write that changes a vendor's presented booking lists (kept by triggers). */
export interface BookingListVersionsTable {
  user_id: number;
  version: number;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  description: string;
  status: 'unread' | 'read';
  created_at: string;
  /** The booking the alert is about, opened from it (issue 34); null for an alert about none. */
  booking_id: number | null;
}

export interface BankAccountsTable {
  id: Generated<number>;
  user_id: number;
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  /** 1: the bank's holder name matched neither the vendor's nor the business's; confirmed anyway. */
  name_mismatch: Generated<Flag>;
  deleted_at: string | null;
  created_at: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  bank_account_id: number;
  /** kobo, like every amount below */
  amount: number;
  fee: number;
  vat: number;
  payout: number;
  status: 'pending' | 'processing' | 'paid' | 'failed';
  provider_reference: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

export type LedgerBucket = 'pending' | 'balance' | 'withdrawn' | 'cancelled';

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  booking_id: number | null;
  withdrawal_id: number | null;
  kind: 'booking_paid' | 'released' | 'fee_kept' | 'refunded' | 'withdrawal' | 'withdrawal_failed';
  bucket: LedgerBucket;
  /** kobo, signed */
  amount: number;
  created_at: string;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** SHA-256 of the request the key was first used with. */
  request_hash: string;
  status_code: number;
  body: string;
  created_at: string;
}

export type OutboxTopic = 'realtime' | 'bookings' | 'mail' | 'sms' | 'push' | 'whatsapp';

export interface OutboxTable {
  id: Generated<number>;
  topic: OutboxTopic;
  /** JSON of the message. */
  payload: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  available_at: string;
  last_error: string | null;
  created_at: string;
}

/** A vendor's device that takes Web Push (issue 34). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url: the payload is encrypted to them. */
  p256dh: string;
  auth: string;
  created_at: string;
}

/** Issue 37: one security event of a vendor's account; append-only (triggers refuse UPDATE/DELETE). */
export interface AuditEventsTable {
  id: Generated<number>;
  user_id: number;
  kind: AuditKind;
  detail: string;
  ip: string | null;
  created_at: string;
}

/** A secret iCalendar feed (issue 36): the vendor's whole shop (`staff_id` null) or one team member's. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  user_id: number;
  staff_id: number | null;
  /** SHA-256 of the token in the feed's address; the token itself is never kept. */
  token_hash: string;
  created_at: string;
}

/** A client waiting for a freed slot of a service on a day or range of days (issue 36), first joined first. */
export interface WaitlistEntriesTable {
  id: Generated<number>;
  user_id: number;
  service_id: number;
  customer_id: number | null;
  client_name: string;
  client_phone: string;
  /** Lagos days, YYYY-MM-DD, inclusive. */
  from_date: string;
  to_date: string;
  /** 'waiting' | 'booked' | 'removed' */
  status: string;
  /** 'client' (the shop page) or 'vendor' (the dashboard) */
  added_by: string;
  created_at: string;
}

/** A freed slot offered to one waiting client, held for them until `expires_at` (issue 36). */
export interface WaitlistOffersTable {
  id: Generated<number>;
  user_id: number;
  entry_id: number;
  staff_id: number | null;
  starts_at: string;
  ends_at: string;
  /** SHA-256 of the token in the offer's link. */
  token_hash: string;
  /** 'offered' | 'taken' | 'declined' | 'expired' */
  status: string;
  /** Set (unique) only while the offer holds its slot: one holder per slot across instances. */
  hold_key: string | null;
  offered_at: string;
  expires_at: string;
  answered_at: string | null;
  booking_id: number | null;
}

/** A message to a booking's client (issue 15); the row is the record of truth, whichever dispatcher sends it. */
export interface ClientMessagesTable {
  id: Generated<number>;
  booking_id: number;
  user_id: number;
  kind: ClientMessageKind;
  offset_hours: number | null;
  /** The booking's start when planned: a message announces this start only. */
  booking_start: string;
  due_at: string;
  status: ClientMessageStatus;
  next_attempt_at: string;
  channel: MessageChannel | null;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: string | null;
  queued_attempt: number | null;
  created_at: string;
  updated_at: string;
}

/** A client's consent to messages, or its withdrawal (issue 37); append-only, the latest decides. */
export interface ClientConsentsTable {
  id: Generated<number>;
  /** The vendor; null for a STOP reply, which counts for every shop. */
  user_id: number | null;
  booking_id: number | null;
  /** E.164 */
  phone: string | null;
  email: string | null;
  source: ConsentSource;
  basis: ConsentBasis;
  state: ConsentState;
  /** The words shown, or the basis, when it was recorded. */
  text: string;
  created_at: string;
}

export interface ReminderSettingsTable {
  user_id: number;
  /** JSON array of hours before the start */
  reminder_hours: string;
  quiet_hours_enabled: Flag;
  quiet_start: string;
  quiet_end: string;
  whatsapp: Flag;
  sms: Flag;
  email: Flag;
  updated_at: string;
}

export interface DisputesTable {
  id: Generated<number>;
  user_id: number;
  booking_id: number | null;
  reference: string;
  comment: string;
  attachment: string | null;
  status: 'open' | 'resolved';
  resolution: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReviewRepliesTable {
  id: Generated<number>;
  review_id: number;
  user_id: number;
  rating: number;
  comment: string;
  created_at: string;
}

export interface AddonsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** kobo */
  price: number;
  duration_minutes: number;
  deleted_at: string | null;
  created_at: string;
}

export interface ServiceAddonsTable {
  service_id: number;
  addon_id: number;
}

export interface BundlesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  description: string | null;
  /** kobo */
  price: number;
  deleted_at: string | null;
  created_at: string;
}

export interface BundleServicesTable {
  bundle_id: number;
  service_id: number;
}

export interface ServiceImagesTable {
  id: Generated<number>;
  service_id: number;
  path: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  user_id: number;
  customer_id: number;
  sender: 'vendor' | 'customer';
  message: string;
  read_at: string | null;
  created_at: string;
}

export interface BoostRequestsTable {
  id: Generated<number>;
  user_id: number;
  plan: string;
  status: string;
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  reference: string;
  user_id: number;
  customer_id: number | null;
  multiple_id: string;
  /** kobo */
  amount: number;
  currency: string;
  /** 'initialized' until the provider answers; 'success' once, from a verified charge only */
  status: 'initialized' | 'success' | 'failed' | 'expired' | 'refunded';
  provider: 'paystack' | 'sandbox';
  authorization_url: string;
  provider_id: string | null;
  paid_at: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  booking_id: number | null;
  /** kobo */
  amount: number;
  /** 'pending' until the provider accepts it; 'sending' while one process holds it */
  status: 'pending' | 'sending' | 'processing' | 'processed' | 'failed';
  provider_reference: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** The charge refunded when it is not the one that paid the checkout (payment_transfers); null: the paying charge */
  charge_reference: string | null;
  created_at: string;
  updated_at: string;
}

/** A checkout's one-time transfer account at the provider (issue 35), a charge of its own. */
export interface PaymentTransfersTable {
  id: Generated<number>;
  payment_id: number;
  /** The transfer charge's own reference at the provider */
  reference: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  /** kobo asked */
  amount: number;
  expires_at: string;
  /**
   * 'open' until the provider confirms a transfer; then 'paid' (it paid the checkout) or 'refunded';
   * 'expired' when its checkout closed unpaid (money arriving after that is refunded)
   */
  status: 'open' | 'paid' | 'refunded' | 'expired';
  /** kobo the provider reports it took */
  received: number | null;
  provider_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface SandboxTransactionsTable {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  status: 'initialized' | 'success' | 'failed';
  refunded: Generated<number>;
  paid_at: string | null;
  created_at: string;
}

/** An uploaded image or attachment, when the database is the file store (adapters/file-store.ts). */
export interface StoredFilesTable {
  /** 'uploads/<name>' or 'attachments/<name>'. */
  key: string;
  content_type: string;
  bytes: Buffer;
  created_at: string;
}

/** The operator's own text of a legal page (issue 37), replacing the product's. */
export interface LegalTextsTable {
  page: string;
  text: string;
  updated_at: string;
}

/** Issue 35: the shop's own book, append-only (triggers refuse UPDATE and DELETE); kobo. */
export interface ShopBookEntriesTable {
  id: Generated<number>;
  user_id: number;
  booking_id: number;
  /** A correction (refund, void) names the checkout it corrects and carries negative amounts. */
  kind: 'checkout' | 'refund' | 'void';
  corrects_id: number | null;
  reason: string | null;
  /** JSON [{name, amount}] in kobo. */
  items: string;
  deposit: number;
  discount: number;
  due: number;
  tip: number;
  created_at: string;
}

/** Issue 36: the shop's private notes about a client, under the client's merge key (shared clients/rules.ts). */
export interface ClientNotesTable {
  user_id: number;
  client_key: string;
  notes: string;
  /** JSON array of strings. */
  tags: string;
  updated_at: string;
}

export interface ShopBookPaymentsTable {
  id: Generated<number>;
  entry_id: number;
  user_id: number;
  method: 'cash' | 'transfer' | 'pos' | 'other';
  amount: number;
  staff_id: number | null;
  staff_name: string | null;
  created_at: string;
}

/**
 * A client's request to one shop (issue 37): an erasure, carried out by the vendor, an operator or
 * the sweeper; a correction or an objection, carried out at once by her own page ('client').
 */
export interface PrivacyRequestsTable {
  id: Generated<number>;
  user_id: number;
  kind: Generated<PrivacyRequestKind>;
  booking_id: number | null;
  booking_reference: string | null;
  /** E.164; null once carried out. */
  phone: string | null;
  client_name: string;
  status: 'pending' | 'done';
  due_at: string;
  created_at: string;
  done_at: string | null;
  done_by: 'vendor' | 'operator' | 'sweeper' | 'client' | null;
}

export interface Database {
  users: UsersTable;
  business_categories: BusinessCategoriesTable;
  business_images: BusinessImagesTable;
  auth_tokens: AuthTokensTable;
  verification_codes: VerificationCodesTable;
  reset_tickets: ResetTicketsTable;
  rate_limits: RateLimitsTable;
  oauth_states: OauthStatesTable;
  customers: CustomersTable;
  customer_tokens: CustomerTokensTable;
  client_phones: ClientPhonesTable;
  visit_links: VisitLinksTable;
  services: ServicesTable;
  business_hours: BusinessHoursTable;
  business_breaks: BusinessBreaksTable;
  days_off: DaysOffTable;
  blocked_times: BlockedTimesTable;
  bookings: BookingsTable;
  booking_cancellations: BookingCancellationsTable;
  booking_reschedules: BookingReschedulesTable;
  reviews: ReviewsTable;
  booking_list_versions: BookingListVersionsTable;
  staff: StaffTable;
  staff_services: StaffServicesTable;
  staff_hours: StaffHoursTable;
  staff_breaks: StaffBreaksTable;
  staff_days_off: StaffDaysOffTable;
  notifications: NotificationsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox: OutboxTable;
  client_messages: ClientMessagesTable;
  client_consents: ClientConsentsTable;
  reminder_settings: ReminderSettingsTable;
  disputes: DisputesTable;
  review_replies: ReviewRepliesTable;
  addons: AddonsTable;
  service_addons: ServiceAddonsTable;
  bundles: BundlesTable;
  bundle_services: BundleServicesTable;
  service_images: ServiceImagesTable;
  chat_messages: ChatMessagesTable;
  boost_requests: BoostRequestsTable;
  payments: PaymentsTable;
  payment_transfers: PaymentTransfersTable;
  refunds: RefundsTable;
  sandbox_transactions: SandboxTransactionsTable;
  stored_files: StoredFilesTable;
  legal_texts: LegalTextsTable;
  push_subscriptions: PushSubscriptionsTable;
  calendar_feeds: CalendarFeedsTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_offers: WaitlistOffersTable;
  shop_book_entries: ShopBookEntriesTable;
  shop_book_payments: ShopBookPaymentsTable;
  client_notes: ClientNotesTable;
  audit_events: AuditEventsTable;
  privacy_requests: PrivacyRequestsTable;
  booking_series: BookingSeriesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Booking = Selectable<BookingsTable>;
export type NewBooking = Insertable<BookingsTable>;
