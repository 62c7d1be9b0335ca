import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { createAccountNames } from './adapters/account-names.ts';
import { type Clock, movableClock, systemClock } from './adapters/clock.ts';
import { dbFileStore } from './adapters/file-store.ts';
import { createDbLimiter, createRedisLimiter } from './adapters/limiter.ts';
import { createMailer, type Mailer } from './adapters/mail.ts';
import { createOidcClient, type OidcClient } from './adapters/oidc.ts';
import type { PaymentProvider } from './adapters/payments.ts';
import { createPayouts, type PayoutProvider } from './adapters/payouts.ts';
import { paystackPayments } from './adapters/paystack.ts';
import { s3FileStore } from './adapters/s3-file-store.ts';
import { sandboxPayments } from './adapters/sandbox-payments.ts';
import { createSmsSender, type SmsSender } from './adapters/sms.ts';
import { createWhatsAppSender, type WhatsAppSender } from './adapters/whatsapp.ts';
import type { Config } from './config.ts';
import { createDatabase, type Db, type DialectName, unitOfWork } from './db/database.ts';
import { sha256 } from './lib/crypto.ts';
import { accountService } from './modules/account/account.service.ts';
import { attachmentsRepository } from './modules/attachments/attachments.repository.ts';
import { attachmentsService } from './modules/attachments/attachments.service.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { authService } from './modules/auth/auth.service.ts';
import { codesRepository } from './modules/auth/codes.repository.ts';
import { codesService } from './modules/auth/codes.service.ts';
import { oidcService } from './modules/auth/oidc.service.ts';
import { signInGuard } from './modules/auth/sign-in-guard.ts';
import { bookingMoves } from './modules/bookings/booking-moves.ts';
import { presentBookings } from './modules/bookings/bookings.presenter.ts';
import { bookingsRepository } from './modules/bookings/bookings.repository.ts';
import { bookingsService } from './modules/bookings/bookings.service.ts';
import { bookingsListCache } from './modules/bookings/bookings-list-cache.ts';
import { rescheduleService } from './modules/bookings/reschedule.service.ts';
import { businessRepository } from './modules/business/business.repository.ts';
import { businessService } from './modules/business/business.service.ts';
import { catalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { catalogueService } from './modules/catalogue/catalogue.service.ts';
import { chatRepository } from './modules/chat/chat.repository.ts';
import { chatService } from './modules/chat/chat.service.ts';
import { customerRepository } from './modules/customer/customer.repository.ts';
import { customerService } from './modules/customer/customer.service.ts';
import { disputesRepository } from './modules/disputes/disputes.repository.ts';
import { disputesService } from './modules/disputes/disputes.service.ts';
import { idempotencyRepository } from './modules/idempotency/idempotency.repository.ts';
import { idempotencyService } from './modules/idempotency/idempotency.service.ts';
import { identityRepository } from './modules/identity/identity.repository.ts';
import { identityService } from './modules/identity/identity.service.ts';
import { notificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsService } from './modules/notifications/notifications.service.ts';
import { outboxService } from './modules/outbox/outbox.service.ts';
import { paymentsRepository } from './modules/payments/payments.repository.ts';
import { paymentsService } from './modules/payments/payments.service.ts';
import { refundsService } from './modules/payments/refunds.service.ts';
import { webhooksService } from './modules/payments/webhooks.service.ts';
import { socketEventBus } from './modules/realtime/events.ts';
import { closeRevokedSockets, createRealtimeServer } from './modules/realtime/realtime.server.ts';
import { clientMessagesRepository } from './modules/reminders/client-messages.repository.ts';
import { clientMessagesService } from './modules/reminders/client-messages.service.ts';
import { createMessageQueue, type MessageQueue } from './modules/reminders/message-queue.ts';
import { reviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsService } from './modules/reviews/reviews.service.ts';
import { scheduleReads } from './modules/schedule/index.ts';
import { scheduleRepository } from './modules/schedule/schedule.repository.ts';
import { scheduleService } from './modules/schedule/schedule.service.ts';
import { settingsRepository } from './modules/settings/settings.repository.ts';
import { settingsService } from './modules/settings/settings.service.ts';
import { shopRepository } from './modules/shop/shop.repository.ts';
import { shopService } from './modules/shop/shop.service.ts';
import { shopClientsRepository } from './modules/shop/shop-clients.repository.ts';
import { shopClientsService } from './modules/shop/shop-clients.service.ts';
import { shopImages } from './modules/shop/shop-images.ts';
import { teamSchedules } from './modules/staff/index.ts';
import { staffRepository } from './modules/staff/staff.repository.ts';
import { staffService } from './modules/staff/staff.service.ts';
import { verificationService } from './modules/verification/verification.service.ts';
import { ledgerWriter } from './modules/wallet/index.ts';
import { walletRepository } from './modules/wallet/wallet.repository.ts';
import { walletService } from './modules/wallet/wallet.service.ts';

/** Adapters a test may replace. */
export interface Overrides {
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsSender;
  whatsapp?: WhatsAppSender;
  oidc?: OidcClient;
  payouts?: PayoutProvider;
  payments?: PaymentProvider;
  log?: (message: string, error: unknown) => void;
  /** What is worth a look but is no fault of ours (a refused webhook call). */
  warn?: (message: string) => void;
}

/** The composition root: builds adapters, repositories and services once per app. */
export function createContainer(config: Config, overrides: Overrides = {}) {
  const clock =
    overrides.clock ?? (config.TEST_CLOCK_FILE ? movableClock(config.TEST_CLOCK_FILE) : systemClock);
  const { db, dialect } = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  const limiter = redis ? createRedisLimiter(redis, clock) : createDbLimiter(db, clock);
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
  // Realtime needs auth before the unit of work exists; auth opens transactions only later, on requests.
  const auth = authService({ users, guard, clock, transact: (work) => transact(work) });
  // Not listening yet: server.ts (or a test) attaches it to REALTIME_PORT.
  const realtime = createRealtimeServer(auth, {
    origins: [config.PUBLIC_URL, ...config.CORS_ORIGINS].map((url) => new URL(url).origin),
    redisUrl: config.REDIS_URL,
  });
  let realtimeServer: Server | undefined;
  let stopRevocationChecks = () => {};
  const events = socketEventBus(realtime);
  const schedules = scheduleRepository(db);
  const bookingRows = bookingsRepository(db, { schedule: scheduleReads, team: teamSchedules });
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
        const rows = await bookingRows.findMany(db, userId, ids);
        for (const booking of await presentBookings(db, bookingRows, rows))
          events.publish(userId, event, booking);
      },
      mail: (mail) => mailer.send(mail),
      sms: (message) => sms.send(message),
    }),
  });
  const notifications = notificationsService({ notifications: notificationsRepository(db), outbox, clock });
  // The client's confirmations and reminders: BullMQ's delayed jobs with Redis, else instances poll the table.
  let messageQueue: MessageQueue | null = null;
  const clientMessages = clientMessagesService({
    db,
    transact: (work) => transact(work),
    messages: clientMessagesRepository(dialect),
    clock,
    whatsapp,
    sms,
    mailer,
    queue: () => messageQueue,
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
  const moves = bookingMoves({
    bookings: bookingRows,
    ledger: ledgerWriter,
    refunds: paymentRows,
    outbox,
    messages: clientMessages,
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
  const refunds = refundsService({ db, payments: paymentRows, provider: paymentProvider, clock, log });
  // Every service transaction: after commit, the live updates go out before the answer; mail, SMS,
  // refunds and client messages are sent in the background (a request never waits on a provider).
  const transact = unitOfWork(db, async () => {
    await outbox.afterCommit();
    void refunds.flush();
    void clientMessages.kick();
  });
  const codes = codesService({ transact, codes: codesRepository(db), limiter, clock });
  const payments = paymentsService({
    db,
    transact,
    payments: paymentRows,
    bookings: bookingRows,
    ledger: ledgerWriter,
    provider: paymentProvider,
    outbox,
    notifications,
    messages: clientMessages,
    clock,
    callbackUrl: config.PAYMENT_CALLBACK_URL ?? new URL('/pay/return', config.PUBLIC_URL).toString(),
    log,
  });
  // Requests that take effect once per Idempotency-Key: withdrawals, and actions queued offline.
  const idempotency = idempotencyService({ keys: idempotencyRepository(db), clock });
  const wallet = walletService({
    db,
    transact,
    wallet: walletRepository(db),
    idempotency,
    users,
    payouts: overrides.payouts ?? createPayouts(config),
    accountNames: createAccountNames(config),
    limiter,
    notifications,
    clock,
    log,
  });

  const catalogue = catalogueService({
    db,
    transact,
    catalogue: catalogueRepository(db),
    clock,
    files,
  });

  return {
    config,
    clock,
    db,
    dialect,
    /** Abuse limits' counters (Redis when REDIS_URL is set, else the database); app.ts's per-address ceiling uses them. */
    limiter,
    /** Uploaded images and attachments (app.ts serves /uploads from it). */
    files,
    /** Who holds a session with a bearer token, for the general ceiling (counted per account, not per token, which a sign-in mints). */
    sessionOwner: async (token: string) => {
      const hash = sha256(token);
      const vendor = await users.findTokenOwner(hash);
      if (vendor) return `vendor:${vendor.userId}`;
      const client = await customers.findTokenOwner(hash);
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
    transact,
    webhooks: webhooksService({
      provider: paymentProvider,
      payments,
      refunds,
      wallet,
      limiter,
      clock,
      warn,
    }),
    bookings: bookingsService({
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
    }),
    reschedule: rescheduleService({
      db,
      transact,
      bookings: bookingRows,
      customers,
      moves,
      notifications,
      clock,
    }),
    customer: customerService({
      db,
      transact,
      customers,
      payments,
      catalogue,
      schedule: schedules,
      bookings: bookingRows,
      staff: staffRows,
      moves,
      notifications,
      clock,
      guard,
      limiter,
      perAddress: config.RATE_LIMIT_MAX > 0,
    }),
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
    }),
    chat: chatService({ transact, idempotency, chat: chatRepository(db), outbox, clock }),
    wallet,
    business: businessService({ db, transact, business, schedule, clock, files }),
    reviews: reviewsService({ reviews: reviewsRepository(db), clock }),
    disputes: disputesService({
      transact,
      disputes: disputesRepository(db),
      notifications,
      clock,
      files,
    }),
    identity: identityService({ transact, identity: identityRepository(db), notifications, clock }),
    staff: staffService({ transact, staff: staffRows, clock, files }),
    attachments: attachmentsService({ attachments: attachmentsRepository(db), files }),
    /**
     * The public shop page (issue 33): what it shows comes through the other modules' ports; its
     * clients are known by a code to their phone and book through the customer API.
     */
    shop: {
      clients: shopClientsService({
        transact,
        clients: shopClientsRepository(db),
        shops: shopRepository(db),
        codes,
        limiter,
        clock,
        sms,
        whatsapp,
        log,
      }),
      pages: shopService({
        shops: shopRepository(db),
        catalogue,
        schedule: schedules,
        staff: staffRows,
        reviews: reviewsRepository(db),
        business,
        publicUrl: config.PUBLIC_URL,
      }),
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
      await Promise.all([refunds.settled(), wallet.payoutsSettled(), outbox.settled()]);
      if (realtimeServer) await new Promise((resolve) => realtime.close(resolve));
      await db.destroy();
      files.close();
      redis?.disconnect();
    },
  };
}

export type Container = ReturnType<typeof createContainer>;
export type { Db, DialectName };
