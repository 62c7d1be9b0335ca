import { hkdfSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { lagosDay } from '@app/shared';
import { Redis } from 'ioredis';
import { createAccountNames } from './adapters/account-names.ts';
import { type Clock, movableClock, systemClock } from './adapters/clock.ts';
import { dbFileStore } from './adapters/file-store.ts';
import { createDbLimiter, createRedisLimiter, spend } from './adapters/limiter.ts';
import { createMailer, type Mailer } from './adapters/mail.ts';
import { createNinVerifier } from './adapters/nin-verifier.ts';
import { createOidcClient, type OidcClient } from './adapters/oidc.ts';
import type { PaymentProvider } from './adapters/payments.ts';
import { createPayouts, type PayoutProvider } from './adapters/payouts.ts';
import { paystackPayments } from './adapters/paystack.ts';
import { s3FileStore } from './adapters/s3-file-store.ts';
import { sandboxPayments } from './adapters/sandbox-payments.ts';
import { createSmsSender, type SmsSender } from './adapters/sms.ts';
import { createPushSender, type PushSender } from './adapters/web-push.ts';
import { createWhatsAppSender, type WhatsAppSender } from './adapters/whatsapp.ts';
import type { Config } from './config.ts';
import { createDatabase, type Db, type DialectName, unitOfWork } from './db/database.ts';
import { sha256 } from './lib/crypto.ts';
import { keptKey } from './lib/kept-key.ts';
import { argon2Passwords, type Passwords } from './lib/passwords.ts';
import { sealer } from './lib/sealed.ts';
import { accountService } from './modules/account/account.service.ts';
import { attachmentsRepository } from './modules/attachments/attachments.repository.ts';
import { attachmentsService } from './modules/attachments/attachments.service.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import type { VendorSession } from './modules/auth/auth.service.ts';
import { authService } from './modules/auth/auth.service.ts';
import { codesRepository } from './modules/auth/codes.repository.ts';
import { codesService } from './modules/auth/codes.service.ts';
import { oidcService } from './modules/auth/oidc.service.ts';
import { signInGuard } from './modules/auth/sign-in-guard.ts';
import { bookingMoves } from './modules/bookings/booking-moves.ts';
import type { BookingsContext } from './modules/bookings/bookings.context.ts';
import { presentByIds } from './modules/bookings/bookings.presenter.ts';
import { bookingsRepository } from './modules/bookings/bookings.repository.ts';
import { bookingsListCache } from './modules/bookings/bookings-list-cache.ts';
import { bookingsForCustomer } from './modules/bookings/for-customer.ts';
import type { RescheduleContext } from './modules/bookings/reschedule.context.ts';
import { answerProposal } from './modules/bookings/use-cases/answer-proposal.ts';
import { completeAtCheckout } from './modules/bookings/use-cases/complete-at-checkout.ts';
import { completeOverdue } from './modules/bookings/use-cases/complete-overdue.ts';
import { customerMove } from './modules/bookings/use-cases/customer-move.ts';
import { rescheduleTimes } from './modules/bookings/use-cases/reschedule-times.ts';
import { showProposal } from './modules/bookings/use-cases/show-proposal.ts';
import { businessRepository } from './modules/business/business.repository.ts';
import { businessService } from './modules/business/business.service.ts';
import { calendarFeedRepository } from './modules/calendar-feed/calendar-feed.repository.ts';
import type { CalendarFeedContext } from './modules/calendar-feed/context.ts';
import { catalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import type { CatalogueContext } from './modules/catalogue/context.ts';
import { shopOffers } from './modules/catalogue/use-cases/shop-offers.ts';
import { chatRepository } from './modules/chat/chat.repository.ts';
import { chatService } from './modules/chat/chat.service.ts';
import { checkoutRepository } from './modules/checkout/checkout.repository.ts';
import type { CheckoutContext } from './modules/checkout/context.ts';
import { clientPast } from './modules/clients/client-misses.ts';
import { clientsRepository } from './modules/clients/clients.repository.ts';
import type { ClientsContext } from './modules/clients/context.ts';
import type { CustomerContext } from './modules/customer/context.ts';
import { customerRepository } from './modules/customer/customer.repository.ts';
import { authenticate } from './modules/customer/use-cases/authenticate.ts';
import { requestCancelAll } from './modules/customer/use-cases/request-cancel.ts';
import { review } from './modules/customer/use-cases/review.ts';
import { disputesRepository } from './modules/disputes/disputes.repository.ts';
import { disputesService } from './modules/disputes/disputes.service.ts';
import { idempotencyRepository } from './modules/idempotency/idempotency.repository.ts';
import { idempotencyService } from './modules/idempotency/idempotency.service.ts';
import { identityRepository } from './modules/identity/identity.repository.ts';
import { identityService } from './modules/identity/identity.service.ts';
import { legalService } from './modules/legal/legal.service.ts';
import { notificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsService } from './modules/notifications/notifications.service.ts';
import { outboxService } from './modules/outbox/outbox.service.ts';
import type { PaymentsContext, RefundsContext, WebhooksContext } from './modules/payments/context.ts';
import { paymentsRepository } from './modules/payments/payments.repository.ts';
import { createRefundSender } from './modules/payments/refund-sender.ts';
import { confirmPayment } from './modules/payments/use-cases/confirm-payment.ts';
import { flushRefunds } from './modules/payments/use-cases/flush-refunds.ts';
import { openCheckout } from './modules/payments/use-cases/open-checkout.ts';
import { paymentStatus } from './modules/payments/use-cases/payment-status.ts';
import { recordRefundOutcome } from './modules/payments/use-cases/record-refund-outcome.ts';
import { stuckRefunds } from './modules/payments/use-cases/stuck-refunds.ts';
import { erasureRepository } from './modules/privacy/erasure.repository.ts';
import { exportRepository } from './modules/privacy/export.repository.ts';
import { privacyService } from './modules/privacy/privacy.service.ts';
import { pushRepository } from './modules/push/push.repository.ts';
import { pushService } from './modules/push/push.service.ts';
import { socketEventBus } from './modules/realtime/events.ts';
import { closeRevokedSockets, createRealtimeServer } from './modules/realtime/realtime.server.ts';
import { clientMessagesRepository } from './modules/reminders/client-messages.repository.ts';
import { clientMessagesService } from './modules/reminders/client-messages.service.ts';
import { consentsRepository } from './modules/reminders/consents.repository.ts';
import { consentsService } from './modules/reminders/consents.service.ts';
import { createMessageQueue, type MessageQueue } from './modules/reminders/message-queue.ts';
import { reviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsService } from './modules/reviews/reviews.service.ts';
import { breaksOf, daysOffOf, hoursOf, scheduleRepository } from './modules/schedule/schedule.repository.ts';
import { scheduleService } from './modules/schedule/schedule.service.ts';
import { auditRepository } from './modules/security/audit.repository.ts';
import { securityService } from './modules/security/security.service.ts';
import { settingsRepository } from './modules/settings/settings.repository.ts';
import { settingsService } from './modules/settings/settings.service.ts';
import { shopRepository } from './modules/shop/shop.repository.ts';
import { shopService } from './modules/shop/shop.service.ts';
import { shopClientsRepository } from './modules/shop/shop-clients.repository.ts';
import { shopClientsService } from './modules/shop/shop-clients.service.ts';
import { shopImages } from './modules/shop/shop-images.ts';
import { shopVisitsService } from './modules/shop/shop-visits.service.ts';
import { visitDataService } from './modules/shop/visit-data.service.ts';
import { visitsRepository } from './modules/shop/visits.repository.ts';
import { staffRepository, teamOf } from './modules/staff/staff.repository.ts';
import { staffService } from './modules/staff/staff.service.ts';
import { verificationService } from './modules/verification/verification.service.ts';
import type { WaitlistContext } from './modules/waitlist/context.ts';
import type { WaitlistForShop } from './modules/waitlist/index.ts';
import { slotsFreed } from './modules/waitlist/offer-next.ts';
import { declineOffer, takeOffer } from './modules/waitlist/use-cases/answer-offer.ts';
import { joinWaitlist } from './modules/waitlist/use-cases/join-waitlist.ts';
import { showOffer } from './modules/waitlist/use-cases/show-offer.ts';
import { waitlistRepository } from './modules/waitlist/waitlist.repository.ts';
import { accountNameLookup } from './modules/wallet/account-name.ts';
import type { WalletContext } from './modules/wallet/context.ts';
import { insertLedger, keptByBooking, walletSums } from './modules/wallet/ledger.repository.ts';
import { createPayoutsInFlight } from './modules/wallet/payouts-in-flight.ts';
import { applyTransferEvent } from './modules/wallet/use-cases/apply-transfer-event.ts';
import { listWithdrawals } from './modules/wallet/use-cases/list-withdrawals.ts';
import { settleWithdrawal } from './modules/wallet/use-cases/settle-withdrawal.ts';
import { stuckPayouts } from './modules/wallet/use-cases/stuck-payouts.ts';
import { walletRepository } from './modules/wallet/wallet.repository.ts';

/** Adapters a test may replace. */
export interface Overrides {
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsSender;
  whatsapp?: WhatsAppSender;
  push?: PushSender;
  oidc?: OidcClient;
  payouts?: PayoutProvider;
  payments?: PaymentProvider;
  log?: (message: string, error: unknown) => void;
  /** What is worth a look but is no fault of ours (a refused webhook call). */
  warn?: (message: string) => void;
  /** How passwords are hashed: argon2id at production's cost unless a test makes it cheaper. */
  passwords?: Passwords;
}

/** The composition root: builds adapters, repositories, services and use-case contexts once per app. */
export function createContainer(config: Config, overrides: Overrides = {}) {
  const clock =
    overrides.clock ?? (config.TEST_CLOCK_FILE ? movableClock(config.TEST_CLOCK_FILE) : systemClock);
  const { db, dialect } = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  const limiter = redis ? createRedisLimiter(redis, clock) : createDbLimiter(db, clock);
  // The kept data key: seals NINs at rest, and opt-out links' keys are derived from it.
  const dataKey = keptKey(config.NIN_ENCRYPTION_KEY, join(config.DATA_DIR, 'keys', 'nin.key'));
  // Uploaded images and attachments, shared by every instance: the bucket when set, else the database.
  const files = config.S3_BUCKET
    ? s3FileStore({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
      })
    : dbFileStore(db, clock);
  const mailer = overrides.mailer ?? createMailer(config, clock);
  const sms = overrides.sms ?? createSmsSender(config, clock);
  const whatsapp = overrides.whatsapp ?? createWhatsAppSender(config, clock);
  const oidc =
    overrides.oidc ??
    createOidcClient(config, new URL('/api/auth/oidc/callback', config.PUBLIC_URL).toString());

  const users = authRepository(db);
  const business = businessRepository(db);
  const guard = signInGuard({ limiter, clock });
  const passwords = overrides.passwords ?? argon2Passwords();
  // Realtime needs auth before the unit of work exists; auth opens transactions only later, on requests.
  // Issue 37: the append-only security log, written by auth, settings, the wallet and identity.
  const security = securityService({ audit: auditRepository(db), clock });
  const auth = authService({
    users,
    guard,
    clock,
    transact: (work) => transact(work),
    audit: security,
    passwords,
  });
  // Not listening yet: server.ts (or a test) attaches it to REALTIME_PORT.
  const realtime = createRealtimeServer(auth, {
    origins: [config.PUBLIC_URL, ...config.CORS_ORIGINS].map((url) => new URL(url).origin),
    redisUrl: config.REDIS_URL,
  });
  let realtimeServer: Server | undefined;
  let stopRevocationChecks = () => {};
  const events = socketEventBus(realtime);
  const schedules = scheduleRepository(db);
  // The slot checks read the schedule's and the team's own queries under the vendor's lock.
  const waitlistRows = waitlistRepository(db);
  const bookingRows = bookingsRepository(db, {
    schedule: { hoursOf, breaksOf, daysOffOf },
    team: { teamOf },
    waitlist: waitlistRows,
  });
  const staffRows = staffRepository(db);
  const schedule = scheduleService({ schedule: schedules, clock });
  const log = overrides.log ?? (() => {});
  const warn = overrides.warn ?? (() => {});

  // Messages written with the change they announce, sent after commit.
  const outbox = outboxService({
    db,
    clock,
    log,
    deliverers: () => ({
      realtime: ({ userId, event, data }) => events.publish(userId, event, data),
      bookings: async ({ userId, event, ids }) => {
        for (const booking of await presentByIds(db, bookingRows, userId, ids))
          events.publish(userId, event, booking);
      },
      mail: (mail) => mailer.send(mail),
      sms: (message) => sms.send(message),
      push: (message) => push.deliver(message),
      whatsapp: (message) => whatsapp.send(message),
    }),
  });
  // Web Push to the vendor's devices (issue 34); a booking's push tells it as it stands when sent.
  const push = pushService({
    push: pushRepository(db),
    sender: overrides.push ?? createPushSender(config),
    outbox,
    clock,
    describeBooking: async (userId, bookingId) => {
      const [booking] = await presentByIds(db, bookingRows, userId, [bookingId]);
      return booking
        ? {
            client: booking.enduser?.first_name ?? '',
            service: booking.service_name,
            startsAt: booking.starts_at,
          }
        : null;
    },
  });
  const notifications = notificationsService({
    notifications: notificationsRepository(db),
    outbox,
    push,
    clock,
  });
  // The client's confirmations and reminders: BullMQ's delayed jobs with Redis, else instances poll the table.
  let messageQueue: MessageQueue | null = null;
  const consents = consentsService({
    db,
    transact: (work) => transact(work),
    consents: consentsRepository,
    clock,
    // Opt-out links are signed with a key derived from the kept data key: the same on every instance.
    linkKey: Buffer.from(hkdfSync('sha256', dataKey, '', 'client opt-out links', 32)),
    publicUrl: config.PUBLIC_URL,
  });
  const clientMessages = clientMessagesService({
    db,
    transact: (work) => transact(work),
    messages: clientMessagesRepository(dialect),
    clock,
    whatsapp,
    sms,
    mailer,
    queue: () => messageQueue,
    // Called only when a message is sent, after the shop's booking pages below are made.
    visitLink: (bookingId, profileLink) => visits.issue(bookingId, profileLink),
    consents,
    log,
  });
  if (config.REDIS_URL)
    messageQueue = createMessageQueue({
      redisUrl: config.REDIS_URL,
      name: config.MESSAGES_QUEUE,
      deliver: async (id, attempt) => {
        await clientMessages.deliverQueued(id, attempt);
        // A failed attempt was rescheduled: its next attempt gets its own job.
        await clientMessages.enqueue();
      },
      log,
    });
  const paymentRows = paymentsRepository();
  // The ledger's one write, for whatever moves money: bookings' moves, payments and the wallet.
  const ledger = { insertLedger };
  const moves = bookingMoves({
    bookings: bookingRows,
    ledger,
    refunds: paymentRows,
    outbox,
    messages: clientMessages,
    // Called only inside a transaction, once the waitlist's context below is made.
    waitlist: slotsFreed(() => waitlist),
  });
  const customers = customerRepository(db);

  // Paystack with a secret key; else the embedded sandbox provider, served by this process.
  const sandbox =
    overrides.payments || config.PAYSTACK_SECRET_KEY
      ? null
      : sandboxPayments({ db, clock, publicUrl: config.PUBLIC_URL });
  const paymentProvider =
    overrides.payments ??
    sandbox?.provider ??
    paystackPayments({ baseUrl: config.PAYSTACK_BASE_URL, secretKey: config.PAYSTACK_SECRET_KEY ?? '' });
  const refundDeps = { db, payments: paymentRows, provider: paymentProvider, clock, log };
  const refunds: RefundsContext = { ...refundDeps, sender: createRefundSender(refundDeps) };
  // Every service transaction: after commit, the live updates go out before the answer; mail, SMS,
  // refunds and client messages are sent in the background (a request never waits on a provider).
  const transact = unitOfWork(db, async () => {
    await outbox.afterCommit();
    void flushRefunds(refunds);
    void clientMessages.kick();
  });
  const codes = codesService({ transact, codes: codesRepository(db), limiter, clock });
  const waitlist: WaitlistContext = {
    db,
    transact,
    waitlist: waitlistRows,
    bookings: bookingsForCustomer(bookingRows),
    moves,
    // Payments' context is made just below; a checkout is only asked for on a request.
    checkout: (request) => openCheckout(payments, request),
    past: clientPast(clientsRepository),
    outbox,
    clock,
    spend: (quotas) => spend(limiter, clock, quotas),
    publicUrl: config.PUBLIC_URL,
  };
  const payments: PaymentsContext = {
    db,
    transact,
    payments: paymentRows,
    bookings: bookingRows,
    ledger,
    provider: paymentProvider,
    outbox,
    notifications,
    messages: clientMessages,
    waitlist: slotsFreed(() => waitlist),
    clock,
    callbackUrl: config.PAYMENT_CALLBACK_URL ?? new URL('/pay/return', config.PUBLIC_URL).toString(),
    publicUrl: config.PUBLIC_URL,
    log,
  };
  // Requests that take effect once per Idempotency-Key: withdrawals, and actions queued offline.
  const idempotency = idempotencyService({ keys: idempotencyRepository(db), clock });
  const wallet: WalletContext = {
    db,
    transact,
    wallet: walletRepository(db),
    ledger,
    idempotency,
    users,
    payouts: overrides.payouts ?? createPayouts(config),
    accountNameOf: accountNameLookup({ accountNames: createAccountNames(config), limiter, clock, log }),
    notifications,
    clock,
    log,
    payoutsInFlight: createPayoutsInFlight(),
    audit: security,
    outbox,
  };

  // The provider's webhook: a charge, a refund's outcome or a payout's transfer, each verified and applied once.
  const webhooks: WebhooksContext = {
    provider: paymentProvider,
    limiter,
    clock,
    warn,
    confirmPayment: (input) => confirmPayment(payments, input),
    recordRefundOutcome: (input) => recordRefundOutcome(refunds, input),
    applyTransferEvent: (input) => applyTransferEvent(wallet, input),
  };

  const catalogue: CatalogueContext = { db, transact, catalogue: catalogueRepository(db), clock, files };

  const bookings: BookingsContext = {
    db,
    transact,
    idempotency,
    bookings: bookingRows,
    moves,
    notifications,
    clock,
    files,
    listCache: bookingsListCache(),
    staff: staffRows,
  };
  // Issue 35: the shop's own book; an ongoing booking completes with its checkout through bookings' port.
  const checkout: CheckoutContext = {
    db,
    transact,
    idempotency,
    book: checkoutRepository(db),
    completion: { complete: (input) => completeAtCheckout(bookings, input) },
    outbox,
    clock,
  };
  // Issue 36: the client book, merged from the bookings; its money through the book's and the ledger's ports.
  const clients: ClientsContext = {
    db,
    clients: clientsRepository,
    shopBook: { paidByBooking: checkout.book.paidByBooking },
    online: { keptByBooking },
    clock,
  };
  const reschedule: RescheduleContext = {
    db,
    transact,
    bookings: bookingRows,
    customers,
    moves,
    notifications,
    clock,
  };
  const customer: CustomerContext = {
    db,
    transact,
    customers,
    checkout: (request) => openCheckout(payments, request),
    offers: (vendorId) => shopOffers(catalogue, { vendorId }),
    schedule: schedules,
    past: clientPast(clientsRepository),
    bookings: bookingsForCustomer(bookingRows),
    staff: staffRows,
    moves,
    reschedule: {
      move: (input) => customerMove(reschedule, input),
      proposal: (input) => showProposal(reschedule, input),
      answer: (input) => answerProposal(reschedule, input),
    },
    notifications,
    idempotency,
    clock,
    guard,
    passwords,
    spend: (quotas) => spend(limiter, clock, quotas),
    perAddress: config.RATE_LIMIT_MAX > 0,
  };

  const chat = chatService({ transact, idempotency, chat: chatRepository(db), outbox, push, clock });
  // The client's own booking page (issue 33): the customer's use cases, through ports.
  const visits = shopVisitsService({
    links: visitsRepository(db),
    shops: shopRepository(db),
    reads: {
      tokenOwner: (token) => authenticate(customer, { token }),
      present: (vendorId, ids) => presentByIds(db, bookingRows, vendorId, ids),
      policy: (vendorId) => bookingRows.policy(vendorId),
      payment: (reference) => paymentStatus(payments, { reference }),
    },
    actions: {
      cancel: (input) => requestCancelAll(customer, input),
      move: (input) => customerMove(reschedule, input),
      times: (input) => rescheduleTimes(reschedule, input),
      answer: (input) => answerProposal(reschedule, input),
      review: (input) => review(customer, input),
    },
    chat: { conversation: chat.customerConversation, send: chat.customerSend },
    clock,
    publicUrl: config.PUBLIC_URL,
  });
  // Issue 37: a vendor's account deleted, and her clients' erasure requests.
  const rights = privacyService({
    db,
    transact,
    rows: erasureRepository,
    money: { sums: walletSums },
    audit: security,
    passwordMatches: passwords.matches,
    files,
    consents,
    clock,
    log,
  });
  const shopClients = shopClientsService({
    transact,
    clients: shopClientsRepository(db),
    shops: shopRepository(db),
    codes,
    limiter,
    clock,
    sms,
    whatsapp,
    log,
  });

  return {
    config,
    clock,
    db,
    dialect,
    /** The demo seed hashes its accounts' password with them. */
    passwords,
    /** Abuse limits' counters (Redis when REDIS_URL is set, else the database); app.ts's per-address ceiling uses them. */
    limiter,
    /** Uploaded images and attachments (app.ts serves /uploads from it). */
    files,
    /**
     * Who holds a session with a bearer token, for the general ceiling (counted per account, not
     * per token, which a sign-in mints); `vendorSession` is the vendor's row, already looked up
     * for this request (app.ts), so the token costs one query.
     */
    sessionOwner: async (token: string, vendorSession: Promise<VendorSession | undefined>) => {
      const vendor = await vendorSession;
      if (vendor) return `vendor:${vendor.userId}`;
      const client = await customers.findTokenOwner(sha256(token));
      return client ? `customer:${client.id}` : null;
    },
    redis,
    realtime,
    auth,
    notifications,
    schedule,
    sandbox,
    payments,
    refunds,
    outbox,
    clientMessages,
    consents,
    /** A vendor's own data, exported (issue 37). */
    privacy: { db, rows: exportRepository, clock },
    rights,
    transact,
    webhooks,
    /** What the operator commands (npm run admin) do with bookings: the 48-hour completion sweep. */
    bookingsAdmin: { completeOverdue: () => completeOverdue(bookings) },
    /** What the operator commands (npm run admin) do with refunds. */
    refundsAdmin: { stuck: () => stuckRefunds(refunds) },
    /** The customer routes' look at one of their payments. */
    customerPayments: {
      statusForCustomer: (customerId: number, reference: string) =>
        paymentStatus(payments, { reference, customerId }),
    },
    bookings,
    checkout,
    clients,
    reschedule,
    customer,
    oidc: oidcService({ oidc, users, auth, clock, publicUrl: config.PUBLIC_URL }),
    verification: verificationService({ db, users, codes, auth, mailer, sms, clock }),
    account: accountService({ db, users, business, clock }),
    catalogue,
    settings: settingsService({
      db,
      transact,
      settings: settingsRepository(db),
      users,
      business,
      clock,
      publicUrl: config.PUBLIC_URL,
      guard,
      audit: security,
      passwords,
    }),
    security,
    chat,
    push,
    wallet,
    /** What the operator commands (npm run admin) do with payouts. */
    walletAdmin: {
      listWithdrawals: (status?: 'pending' | 'processing' | 'paid' | 'failed') =>
        listWithdrawals(wallet, { status }),
      stuckPayouts: () => stuckPayouts(wallet),
      settle: (id: number, outcome: { status: 'paid' | 'failed'; reason?: string }) =>
        settleWithdrawal(wallet, { id, ...outcome }),
    },
    business: businessService({ db, transact, business, schedule, clock, files }),
    reviews: reviewsService({ reviews: reviewsRepository(db), clock }),
    disputes: disputesService({
      transact,
      disputes: disputesRepository(db),
      notifications,
      clock,
      files,
    }),
    legal: legalService({ db, clock }),
    /** Issue 36: the waitlist that refills freed slots. */
    waitlist,
    /** Issue 36: secret iCalendar links for the shop's and each team member's phone calendar. */
    calendarFeed: {
      transact,
      feeds: calendarFeedRepository(db),
      clock,
      publicUrl: config.PUBLIC_URL,
    } satisfies CalendarFeedContext,
    identity: identityService({
      transact,
      identity: identityRepository(db),
      notifications,
      audit: security,
      clock,
      nins: sealer(dataKey, 'nin'),
      verifier: createNinVerifier(config),
    }),
    staff: staffService({ transact, staff: staffRows, clock, files }),
    attachments: attachmentsService({ attachments: attachmentsRepository(db), files }),
    /**
     * The public shop page (issue 33): what it shows comes through the other modules' ports; its
     * clients are known by a code to their phone and book through the customer API.
     */
    shop: {
      clients: shopClients,
      pages: shopService({
        shops: shopRepository(db),
        catalogue: { offers: (vendorId) => shopOffers(catalogue, { vendorId }) },
        schedule: schedules,
        staff: staffRows,
        reviews: reviewsRepository(db),
        business,
        publicUrl: config.PUBLIC_URL,
      }),
      visits,
      visitData: visitDataService({ visits, clients: shopClients, privacy: rights.client }),
      waitlist: {
        join: (profileLink, body, ip) => joinWaitlist(waitlist, { profileLink, body, ip }),
        offer: (token) => showOffer(waitlist, { token }),
        answer: (token, answer) =>
          answer === 'take' ? takeOffer(waitlist, { token }) : declineOffer(waitlist, { token }),
        today: () => lagosDay(clock.now()),
      } satisfies WaitlistForShop,
      images: shopImages({ uploads: attachmentsService({ attachments: attachmentsRepository(db), files }) }),
    },
    /** Starts realtime on its own port (REALTIME_PORT, or any free one with 0); answers the port. */
    async listenRealtime(port: number, host?: string) {
      const server = createServer();
      realtime.attach(server);
      realtimeServer = server;
      stopRevocationChecks = closeRevokedSockets(realtime, users.liveTokenIds);
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      stopRevocationChecks();
      await messageQueue?.close();
      await clientMessages.settled();
      await Promise.all([refunds.sender.settled(), wallet.payoutsInFlight.settled(), outbox.settled()]);
      if (realtimeServer) await new Promise((resolve) => realtime.close(resolve));
      await db.destroy();
      files.close();
      redis?.disconnect();
    },
  };
}

export type Container = ReturnType<typeof createContainer>;
export type { Db, DialectName };
