import {
  type ApiClient,
  accountApi,
  authApi,
  type BookingResponse,
  bookingsApi,
  catalogueApi,
  checkAction,
  createApiClient,
  customerApi,
  DURATION_TYPES,
  LIMITS,
  lagos,
  needsBalance,
  type ServiceResponse,
  SLOT_HOLDING_STATUSES,
  scheduleApi,
  settingsApi,
  type UserDetails,
  verificationApi,
} from '@app/shared';
import type { Page } from 'playwright-core';
import { apiClient } from './api.ts';
import type { RunningServer } from './server.ts';

export type Credentials = { email: string; password: string };

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** Lagos wall-clock facts about an instant. */
export const lagosParts = (instant: Date) => {
  const l = lagos(instant);
  return {
    date: l.format('YYYY-MM-DD'),
    time: l.format('HH:mm'),
    /** Monday 0 … Sunday 6, as business hours number days. */
    weekday: (l.day() + 6) % 7,
  };
};

/**
 * The next whole minute at least `leadSeconds` away: a booking there is in the future for the
 * server and, being under 2 minutes away, can be started at once.
 */
export const soonStart = (now = new Date(), leadSeconds = 40): Date =>
  new Date(Math.ceil((now.getTime() + leadSeconds * 1000) / MINUTE) * MINUTE);

/** Minutes from `start` to 23:59 of its Lagos day, the latest a business day can close. */
const minutesLeftInDay = (start: Date) =>
  lagos(start).hour(23).minute(59).second(0).millisecond(0).diff(lagos(start), 'minute');

/** The shortest service the catalogue takes. */
const MIN_SERVICE_MINUTES = 5;

/**
 * The time limit of a test that books with `roomNow` and needs `dayMinutes` of the Lagos day: a
 * few minutes' work, plus the wait for the next day when it runs in the day's last minutes.
 */
export const nowTimeout = (dayMinutes = MIN_SERVICE_MINUTES): number => (dayMinutes + 3) * MINUTE;
export const NOW_TIMEOUT = nowTimeout();

/**
 * A vendor's side of the product through its own API (as the dashboard's pages call it), for
 * what a journey sets up around the screens it tests: verified contacts, booking rules, opening
 * hours, services, and bookings moved out of the way.
 */
export function vendorApi(
  server: RunningServer,
  session: { token: string; userId: number },
  /** Who the customer of a paid booking is, to approve the vendor's cancel (see freeSlot). */
  customers?: (booking: BookingResponse) => Credentials,
) {
  const { token, userId } = session;
  const api: ApiClient = createApiClient({ baseUrl: `${server.url}/api`, token: () => token });

  const details = async () => {
    const found = (await api.call(accountApi.details, { params: { userId } }))[0]?.[0];
    if (!found) throw new Error(`no details for vendor ${userId}`);
    return found;
  };
  const bookings = async () => (await api.call(bookingsApi.all, { params: { userId } })).bookings;
  const service = async (name: string): Promise<ServiceResponse> => {
    const { data } = await api.call(catalogueApi.services, { params: { userId } });
    const found = data.find((s) => s.name === name);
    if (!found) throw new Error(`the vendor has no service '${name}'`);
    return found;
  };

  const self = {
    token,
    userId,
    /** The typed client, signed in as this vendor. */
    api,
    details,
    bookings,
    service,

    /**
     * Verifies the e-mail and the phone as the Verify dialogs do, with the codes the server wrote to
     * its outbox, so the dialogs do not cover the pages (e2e/journeys/money.ts verifies through the dialogs).
     * `email: false` leaves the e-mail alone: a code sent to it holds the next one back for a minute.
     */
    async verifyContacts(which: { email?: boolean; phone?: boolean } = {}): Promise<void> {
      const { email = true, phone = true } = which;
      const me = await details();
      if (email && !me.email_verify_checker) {
        await api.call(verificationApi.sendEmailCode, { body: { email: me.email } });
        await api.call(verificationApi.checkEmailCode, {
          body: { _method: 'patch', userid: String(userId), token: server.lastCode(me.email) },
        });
      }
      if (phone && !me.phone_verify_checker) {
        await api.call(verificationApi.sendPhoneCode, { body: { phone_number: me.phone_number } });
        await api.call(verificationApi.checkPhoneCode, {
          body: { _method: 'patch', userid: String(userId), token: server.lastCode(me.phone_number) },
        });
      }
      const after = await details();
      if ((email && !after.email_verify_checker) || (phone && !after.phone_verify_checker))
        throw new Error(`the contacts of ${me.email} are still unverified`);
    },

    /** Saves the Advance settings' booking rules, changing only those given. */
    async setBookingRules(changes: Partial<UserDetails['bookingrule']>): Promise<void> {
      const { bookingrule } = await details();
      await api.call(settingsApi.bookingRules, { body: { ...bookingrule, ...changes } });
    },

    /** Opens the Lagos weekday (0 = Monday) from 00:00 to 23:59 with no breaks; the other days stay. */
    async openAllDay(weekday: number): Promise<void> {
      const { data } = await api.call(scheduleApi.hours, { params: { userId } });
      const hhmm = (time: string) => time.slice(0, 5);
      const days = (data[0] ?? [])
        .filter((d) => d.day !== weekday)
        .map((d) => ({
          day: d.day,
          open_time: hhmm(d.open_time),
          close_time: hhmm(d.close_time),
          breaks: d.breaks.map((b) => ({ start_time: hhmm(b.start_time), end_time: hhmm(b.end_time) })),
        }));
      days.push({ day: weekday, open_time: '00:00', close_time: '23:59', breaks: [] });
      await api.call(settingsApi.hours, { body: { days } });
    },

    /** Saves one of the vendor's services with `changes`, the rest as it is (as the service form does). */
    async updateService(
      name: string,
      changes: Partial<{
        duration_minutes: number;
        deposit_type: ServiceResponse['deposit_type'];
        deposit_value: number;
      }>,
    ): Promise<void> {
      const found = await service(name);
      // The answer's duration_type is any text; the form sends back one of DURATION_TYPES.
      const durationType = DURATION_TYPES.find((t) => t === found.duration_type);
      if (!durationType) throw new Error(`'${name}' has an unknown duration type '${found.duration_type}'`);
      const minutes = changes.duration_minutes ?? found.duration_minutes;
      await api.call(catalogueApi.updateService, {
        params: { id: found.id },
        body: {
          name: found.name,
          category: found.category,
          description: found.description,
          duration_hours: Math.floor(minutes / 60),
          duration_minutes: minutes % 60,
          duration_type: durationType,
          price: found.price,
          virtual_appointment: found.virtual_appointment,
          home_service: found.home_service,
          // No images sent: the service keeps its own.
          images: [],
          addon_ids: found.addons.map((a) => a.id),
          deposit_type: changes.deposit_type ?? found.deposit_type,
          deposit_value: changes.deposit_value ?? found.deposit_value,
        },
      });
    },

    /**
     * Moves the vendor's bookings that hold any of [from, to) out of the way, as the vendor would
     * from the Appointment Details: rejects requests, cancels approved bookings (a paid one then
     * needs its customer's approval: `customers` says who that is), marks started ones no-shows,
     * completes ongoing ones, accepts customers' cancellation requests.
     */
    async freeSlot(from: Date, to: Date) {
      const holding = (list: BookingResponse[]) =>
        list.filter(
          (b) =>
            SLOT_HOLDING_STATUSES.includes(b.booking_status as never) &&
            new Date(b.starts_at) < to &&
            new Date(b.ends_at) > from,
        );
      for (const booking of holding(await bookings())) {
        await moveAside(booking);
      }
      const left = holding(await bookings());
      if (left.length) {
        throw new Error(
          `still holding ${from.toISOString()}–${to.toISOString()}: ${left.map((b) => `#${b.id} ${b.booking_status}`).join(', ')}`,
        );
      }
    },

    /**
     * Room for a customer's booking of `serviceName` that starts now (the next whole minute at
     * least `leadSeconds` ahead, so it can be started at once): no minimum notice, the start's
     * whole Lagos day open, the service at most `maxMinutes` long and over by 23:59, and the
     * vendor's bookings in the way moved aside. Between 23:54 and midnight no service fits before
     * closing, so it waits for the next day (up to 6 minutes, once in a while).
     */
    async roomNow(
      serviceName: string,
      options: { maxMinutes?: number; leadSeconds?: number; dayMinutes?: number } = {},
    ) {
      const lead = options.leadSeconds ?? 40;
      // Minutes of today the journey needs from the start: its bookings and the screens that show
      // them as today's (give the test `nowTimeout(dayMinutes)` for the wait past midnight).
      const needed = Math.max(options.dayMinutes ?? 0, MIN_SERVICE_MINUTES);
      // By the server's clock, which a journey may have moved ahead of this machine's.
      let start = soonStart(server.now(), lead);
      while (minutesLeftInDay(start) < needed) {
        // Past midnight, not just close to it: screens of 'today' opened next must show the new day.
        const midnight = lagos(start).add(1, 'day').startOf('day').valueOf();
        await sleep(midnight - server.now().getTime() + 1000);
        start = soonStart(server.now(), lead);
      }
      const at = lagosParts(start);
      const current = await service(serviceName);
      const minutes = Math.min(
        options.maxMinutes ?? current.duration_minutes,
        current.duration_minutes,
        minutesLeftInDay(start),
      );
      await self.setBookingRules({ booking_window: 0 });
      await self.openAllDay(at.weekday);
      if (minutes !== current.duration_minutes)
        await self.updateService(serviceName, { duration_minutes: minutes });
      await self.freeSlot(start, new Date(start.getTime() + minutes * MINUTE));
      return { start, at, minutes };
    },
  };

  /** One booking out of [from, to): see freeSlot. */
  async function moveAside(booking: BookingResponse): Promise<void> {
    const id = booking.id;
    const untilStart = new Date(booking.starts_at).getTime() - server.now().getTime();
    switch (booking.booking_status) {
      case 'pending':
        await api.call(bookingsApi.reject, { params: { id } });
        return;
      case 'approved': {
        // What the state machine lets the vendor do now: a no-show only once the grace after the
        // start has passed; from 2 minutes before the start until then, it is started and finished.
        const times = {
          status: booking.booking_status,
          start: new Date(booking.starts_at),
          end: new Date(booking.ends_at),
          noShowGraceMinutes: (await api.call(settingsApi.cancellationPolicy)).data.no_show_grace_minutes,
        };
        if (checkAction('noShow', times, server.now()).allowed) {
          await api.call(bookingsApi.noShow, { params: { id } });
        } else if (checkAction('start', times, server.now()).allowed) {
          await api.call(bookingsApi.start, { params: { id } });
          await complete(booking);
        } else if (untilStart > LIMITS.cancelBlockMinutes * MINUTE + 10_000) {
          await api.call(bookingsApi.cancel, {
            params: { id },
            body: { comment: 'The time is needed for another appointment.' },
          });
          const after = (await bookings()).find((b) => b.id === id);
          if (after?.booking_status === 'cancellation requested vendor') await customerApproves(after);
        } else {
          // Too close to cancel: start it when allowed (2 minutes before), then finish it.
          await sleep(untilStart - LIMITS.startLeadMinutes * MINUTE + 1000);
          await api.call(bookingsApi.start, { params: { id } });
          await complete(booking);
        }
        return;
      }
      case 'ongoing':
        await complete(booking);
        return;
      case 'cancellation requested user':
        await api.call(bookingsApi.decideCancel, { params: { id, decision: 'accept' } });
        return;
      case 'cancellation requested vendor':
        await customerApproves(booking);
        return;
      default:
        throw new Error(`booking #${id} is ${booking.booking_status}: nothing moves it aside`);
    }

    async function customerApproves(b: BookingResponse) {
      if (!customers) throw new Error(`booking #${b.id} waits for its customer to approve the cancel`);
      const customer = apiClient(server.url);
      const { token: customerToken } = await customer.call(customerApi.login, { body: customers(b) });
      await customer.call(
        customerApi.answerCancel,
        { params: { id: b.id }, body: { accept: true } },
        { token: customerToken },
      );
    }
  }

  /** Completes an ongoing booking, with the least balance the price leaves when one is asked. */
  async function complete(booking: BookingResponse): Promise<void> {
    const id = booking.id;
    if (!needsBalance(booking.serviceform.service_duration_type)) {
      await api.call(bookingsApi.complete, { params: { id } });
      return;
    }
    const balance = Math.max(0, booking.serviceform.service_price - booking.amount_paid);
    await api.call(bookingsApi.completeWithBalance, { params: { id, balance } });
  }

  return self;
}

export type VendorApi = ReturnType<typeof vendorApi>;

/** A vendor signed in through the API. */
export async function signInVendor(
  server: RunningServer,
  credentials: Credentials,
  customers?: (booking: BookingResponse) => Credentials,
): Promise<VendorApi> {
  const { token, userId } = await apiClient(server.url).call(authApi.login, { body: credentials });
  return vendorApi(server, { token, userId }, customers);
}

/** The vendor a page is signed in as (the session the web app keeps in local storage). */
export async function vendorOfPage(server: RunningServer, page: Page): Promise<VendorApi> {
  const stored = await page.evaluate<string | null>("localStorage.getItem('user')");
  const user = stored ? (JSON.parse(stored) as { userId?: number; token?: string }) : {};
  if (!user.token || !user.userId) throw new Error(`the page at ${page.url()} is not signed in`);
  return vendorApi(server, { token: user.token, userId: user.userId });
}
