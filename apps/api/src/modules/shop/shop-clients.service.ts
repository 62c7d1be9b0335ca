import {
  ABUSE_LIMITS,
  formatLocalPhone,
  MSG,
  phoneEmail,
  SECURITY,
  SHOP_MESSAGES,
  type ShopCodeChannel,
  type ShopVerifyBody,
  toE164,
} from '@app/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { Clock } from '../../adapters/clock.ts';
import { type Limiter, spend } from '../../adapters/limiter.ts';
import type { SmsSender } from '../../adapters/sms.ts';
import type { WhatsAppSender } from '../../adapters/whatsapp.ts';
import type { Transact } from '../../db/database.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { CodesService } from '../auth/index.ts';
import type { ShopRepository } from './shop.repository.ts';
import { takesBookings } from './shop.service.ts';
import type { ShopClientsRepository } from './shop-clients.repository.ts';

/** Codes to clients are kept apart from vendors' phone codes: the same number may be both. */
const targetOf = (phone: string) => `client:${phone}`;
/** Customers made by a code have no password: they sign in with a code again. */
const NO_PASSWORD = '!';

/**
 * The shop page's clients (issue 33): a one-time code to their phone (SMS or WhatsApp, through the
 * adapters: the outbox in the embedded default) proves it theirs, and makes them a customer the
 * first time. Their token then books through the customer API, whose booking limits apply.
 */
export function shopClientsService(deps: {
  transact: Transact;
  clients: ShopClientsRepository;
  shops: Pick<ShopRepository, 'vendorByLink'>;
  codes: CodesService;
  limiter: Limiter;
  clock: Clock;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
  log: (message: string, error: unknown) => void;
}) {
  const { transact, clients, shops, codes, limiter, clock, sms, whatsapp, log } = deps;

  async function openShop(link: string) {
    const vendor = await shops.vendorByLink(link);
    if (!vendor) throw notFound(SHOP_MESSAGES.notFound);
    if (!takesBookings(vendor)) throw notFound(SHOP_MESSAGES.notTaking);
    return vendor;
  }

  /** WhatsApp when asked for, falling back to SMS; a code that reached neither is the provider's failure. */
  async function deliver(phone: string, channel: ShopCodeChannel, shop: string, code: string) {
    const text = `${code} is your code to book with ${shop}. It expires in ${SECURITY.codeTtlMs / 60_000} minutes.`;
    if (channel === 'whatsapp') {
      try {
        return await whatsapp.send({
          to: phone,
          template: 'booking_code',
          language: 'en',
          parameters: [code, shop],
          text,
        });
      } catch (error) {
        log(`WhatsApp code to a client of ${shop} failed; sending it by SMS`, error);
      }
    }
    try {
      await sms.send({ to: phone, text });
    } catch (error) {
      log(`SMS code to a client of ${shop} failed`, error);
      throw new AppError(
        'provider_unavailable',
        'We could not send the code just now. Please try again in a moment.',
        {
          success: false,
        },
      );
    }
  }

  /** A code to the phone, within the shop's and the codes' own limits (the booking page's data request too). */
  async function sendTo(
    vendor: { id: number; business_name: string | null },
    phone: string,
    channel: ShopCodeChannel,
    ip: string,
  ) {
    const limits = ABUSE_LIMITS.shopCodes;
    const shopQuota = await spend(limiter, clock, [
      {
        key: `shop-code:${vendor.id}`,
        max: limits.perShopPerHour,
        windowMs: ABUSE_LIMITS.hourMs,
        message: MSG.tooManyCodeSends,
      },
      {
        key: `shop-code:ip:${normalizeIP(ip || 'unknown')}`,
        max: limits.perAddressPerHour,
        windowMs: ABUSE_LIMITS.hourMs,
        message: MSG.tooManyCodeSends,
      },
    ]);
    try {
      await codes.send('sms', targetOf(phone), { account: null, ip, anyone: true }, (code) =>
        deliver(phone, channel, vendor.business_name || 'the shop', code),
      );
    } catch (error) {
      // A code refused by its own limits (one a minute per number…) uses none of the shop's.
      if (error instanceof AppError && error.code === 'rate_limited') await shopQuota.giveBack();
      throw error;
    }
    return {
      success: true as const,
      message: SHOP_MESSAGES.codeSent(formatLocalPhone(phone) ?? phone, channel),
      resend_after: SECURITY.codeResendMs / 1000,
    };
  }

  /** The code sent to the phone, checked with its tries' limits; a wrong one is a 400 in the client's words. */
  const check = (phone: string, code: string) =>
    codes.verify('sms', targetOf(phone), code, null).catch((error: unknown) => {
      // The codes' own words are the vendor screens' ('Token incorrect'); a client reads plainer ones.
      throw error instanceof AppError && error.code === 'invalid_request'
        ? badRequest(SHOP_MESSAGES.wrongCode, { success: false })
        : error;
    });

  return {
    sendTo,
    check,

    async sendCode(link: string, body: { phone: string; channel: ShopCodeChannel }, ip: string) {
      return sendTo(await openShop(link), toE164(body.phone)!, body.channel, ip);
    },

    /** The right code answers the client's customer token, making the customer the first time. */
    async verify(link: string, body: ShopVerifyBody) {
      await openShop(link);
      const phone = toE164(body.phone)!;
      await check(phone, body.code);
      const now = clock.now().toISOString();
      const [first = '', ...rest] = body.name.split(/\s+/);
      const findOrMake = () =>
        transact(async (trx) => {
          const known = await clients.phoneOwner(trx, phone);
          if (known) return known;
          const email =
            body.email && !(await clients.emailTaken(trx, body.email)) ? body.email : phoneEmail(phone);
          const id = await clients.insertCustomer(trx, {
            email,
            first_name: first.slice(0, 60),
            last_name: rest.join(' ').slice(0, 60),
            password_hash: NO_PASSWORD,
            phone_number: phone,
            created_at: now,
          });
          await clients.insertPhone(trx, { phone, customer_id: id, verified_at: now });
          return { id, first_name: first };
        });
      // Two first verifications of one number at once: the second finds the customer the first made.
      const customer = await findOrMake().catch((error: unknown) => {
        if (isUniqueViolation(error)) return findOrMake();
        throw error;
      });
      const token = randomToken();
      await clients.insertToken(customer.id, sha256(token), now);
      return { success: true as const, token, userId: customer.id, first_name: customer.first_name };
    },
  };
}

export type ShopClientsService = ReturnType<typeof shopClientsService>;
