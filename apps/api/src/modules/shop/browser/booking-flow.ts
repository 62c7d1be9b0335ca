import {
  ApiError,
  CONSENT_TEXTS,
  type CustomerBookingBody,
  clockTime,
  SERIES_MESSAGES,
  type SeriesRepeat,
  SHOP_MESSAGES,
  type ShopCodeChannel,
  seriesDates,
  shopDuration,
  shopNaira,
  shopPrice,
  toE164,
  visitItems,
  visitStartTimes,
} from '@app/shared';
import { html } from 'htm/preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { BookingData } from '../page/index.ts';
import { api, calls, problemOf } from './api.ts';
import { RepeatVisits, type VisitVerdict } from './repeat-visits.ts';
import { SeeBooking } from './see-booking.ts';
import { pendingPayment, session } from './session.ts';

type Service = BookingData['services'][number];
type Step = 'when' | 'details' | 'code' | 'deposit' | 'done';
type Days = { date: string; times: string[] }[];
type Booked = Awaited<ReturnType<typeof api.call<typeof calls.book>>>;

const lagosMonth = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
});
const dayLabel = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-NG', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const asDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** This Lagos month and the next, 'YYYY-MM': the times a client chooses from. */
function months(): string[] {
  const [year, month] = lagosMonth.format(new Date()).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return [`${year}-${String(month).padStart(2, '0')}`, next];
}

/** The visit's free start times over two months: each service's free times (the API's own rule), one after another. */
async function loadTimes(shop: BookingData, services: Service[], staffId: number | null): Promise<Days> {
  const perMonth = await Promise.all(
    months().map(async (month) => {
      const answers = await Promise.all(
        services.map((service) =>
          api.call(calls.slots, {
            params: { profileLink: shop.link },
            query: { service_id: service.id, month, ...(staffId === null ? {} : { staff_id: staffId }) },
          }),
        ),
      );
      return visitStartTimes(
        answers.map((answer, i) => ({ minutes: services[i]!.minutes, days: answer.days })),
      );
    }),
  );
  return perMonth.flat().filter((day) => day.times.length > 0);
}

function Header({ id, title, onBack }: { id: string; title: string; onBack: () => void }) {
  return html`<header>
    <button type="button" class="back" aria-label="Back" onClick=${onBack}>←</button>
    <h2 id=${id} tabindex="-1">${title}</h2>
  </header>`;
}

/** What the visit costs and what is paid now. */
function Summary({
  services,
  homeFee,
  visits = 1,
}: {
  services: Service[];
  homeFee: number;
  visits?: number;
}) {
  const total = services.reduce((sum, s) => sum + s.price, 0) + homeFee;
  const deposit = services.reduce((sum, s) => sum + s.deposit, 0);
  const exact = services.every((s) => s.durationType === 'Fixed');
  return html`<table class="sum" style="margin-top:16px">
      <tbody>
        ${services.map(
          (s) =>
            html`<tr><td>${s.name} <span class="m">· ${shopDuration(s.minutes)}</span></td><td>${shopPrice(s.price, s.durationType) ?? 'At the shop'}</td></tr>`,
        )}
        ${homeFee ? html`<tr><td>Home service fee</td><td>${shopNaira(homeFee)}</td></tr>` : null}
        <tr><td>${visits > 1 ? `Each of ${visits} visits` : 'Total'}</td><td>${exact ? '' : 'about '}${shopNaira(total)}</td></tr>
      </tbody>
    </table>
    ${
      deposit && visits > 1
        ? html`<p class="m" style="margin-top:8px">You pay ${shopNaira(deposit * visits)} now, on the payment page: a ${shopNaira(deposit)} deposit for each visit. The rest at each visit.</p>`
        : deposit
          ? html`<p class="m" style="margin-top:8px">You pay a ${shopNaira(deposit)} deposit now, on the payment page; the rest at your visit.</p>`
          : html`<p class="m" style="margin-top:8px">Nothing to pay now: you pay at your visit.</p>`
    }`;
}

/**
 * The booking steps over the shop page: a team member (or anyone available), a day and a free
 * time, where, who the client is; then a code to their phone, the booking, and the deposit's
 * checkout when one is due.
 */
function Booking({ shop, services, close }: { shop: BookingData; services: Service[]; close: () => void }) {
  const known = session.get();
  const [step, setStep] = useState<Step>('when');
  const team = shop.staff.filter((m) => services.every((s) => m.serviceIds.includes(s.id)));
  const [staffId, setStaffId] = useState<number | null>(null);
  const [days, setDays] = useState<Days | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const homeOk = shop.homeFee !== null && (services.every((s) => s.homeService) || !shop.atShop);
  const [atHome, setAtHome] = useState(!shop.atShop);
  const [form, setForm] = useState({
    name: known?.name ?? '',
    phone: known?.phone ?? '',
    email: '',
    address: '',
    note: '',
    code: '',
  });
  // NDPA s.26: reminders are the client's own choice, so the box starts unticked.
  const [reminders, setReminders] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  // Issue 36: one service, at a shop that takes repeat visits online, may be booked as a series.
  const canRepeat = shop.repeat && services.length === 1;
  const [repeat, setRepeatTo] = useState<SeriesRepeat | null>(null);
  const [verdicts, setVerdicts] = useState<VisitVerdict[] | null>(null);
  // One key per look at the dates: a second tap on 'Book' books the series once.
  const [seriesKey, setSeriesKey] = useState('');
  const setRepeat = (next: SeriesRepeat | null) => {
    setRepeatTo(next);
    setVerdicts(null);
  };
  const freeVisits = (verdicts ?? []).filter((v) => v.problem === null);
  const visits = repeat ? freeVisits.length : 1;
  // Each step is announced: focus goes to its heading (the sheet covers the page it came from).
  useEffect(() => document.getElementById('sheet-h')?.focus(), [step]);

  useEffect(() => {
    setDays(null);
    setProblem(null);
    loadTimes(shop, services, staffId).then(
      (found) => {
        setDays(found);
        setDay((chosen) =>
          chosen && found.some((d) => d.date === chosen) ? chosen : (found[0]?.date ?? null),
        );
      },
      (error) => setProblem(problemOf(error)),
    );
  }, [staffId]);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onInput: (event: Event) => setForm({ ...form, [name]: (event.target as HTMLInputElement).value }),
  });

  /** Runs a call, showing its failure; 409 (the time was taken meanwhile) goes back to the times. */
  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error));
      // A visit of the series taken meanwhile: look at the dates again, from the same time.
      if (error instanceof ApiError && error.status === 409 && repeat) setVerdicts(null);
      else if (error instanceof ApiError && error.status === 409) {
        setTime(null);
        setStep('when');
        setDays(await loadTimes(shop, services, staffId).catch(() => []));
      }
      if (error instanceof ApiError && error.status === 401) session.set(null);
    } finally {
      setBusy(false);
    }
  }

  /** Each date of the series with Free or why not, as the shop's rules judge it now. */
  async function checkDates() {
    const dates = seriesDates(day!, repeat!);
    if (dates.length < 2)
      throw new Error(repeat!.count == null ? SERIES_MESSAGES.untilBeforeStart : SERIES_MESSAGES.count);
    const answer = await api.call(calls.seriesPreview, {
      params: { profileLink: shop.link },
      body: {
        service_id: services[0]!.id,
        ...(staffId === null ? {} : { staff_id: staffId }),
        visits: dates.map((date) => ({ date, time: time! })),
      },
    });
    setVerdicts(answer.visits);
    setSeriesKey(`${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  }

  async function book() {
    const details: Omit<CustomerBookingBody, 'items'> = {
      vendor_id: shop.vendorId,
      service_location: atHome ? "At Client's Location" : "At Vendor's Location",
      ...(atHome ? { service_address: form.address.trim() } : {}),
      ...(form.note.trim() ? { comment: form.note.trim() } : {}),
      reminders,
      // Back from the deposit's checkout to this shop's page, which shows where the payment stands.
      return_path: `/shop/${encodeURIComponent(shop.link)}`,
    };
    const answer = repeat
      ? await api.call(
          calls.bookSeries,
          {
            body: {
              ...details,
              service_id: services[0]!.id,
              ...(staffId === null ? {} : { staff_id: staffId }),
              every_weeks: repeat.everyWeeks,
              visits: freeVisits.map(({ date, time }) => ({ date, time })),
            },
          },
          { headers: { 'Idempotency-Key': seriesKey } },
        )
      : await api.call(calls.book, {
          body: { ...details, items: visitItems(day!, time!, services, staffId) },
        });
    if (answer.payment) {
      // The checkout is the provider's page; coming back, the shop page tells where the payment stands.
      pendingPayment.set(shop.link, {
        reference: answer.payment.reference,
        link: shop.link,
        bookingId: answer.bookings[0]!.id,
        visit: `${services.map((s) => s.name).join(', ')} · ${longDay.format(asDay(day!))} at ${clockTime(time!)}${visits > 1 ? ` and ${visits - 1} more visits` : ''}`,
      });
      // Issue 36: a deposit the client's missed bookings asked for is explained before she pays.
      if (answer.deposit_reason) {
        setBooked(answer);
        setStep('deposit');
        return;
      }
      window.location.assign(answer.payment.authorization_url);
      return;
    }
    setBooked(answer);
    setStep('done');
  }

  function details(event: Event) {
    event.preventDefault();
    const phone = toE164(form.phone);
    if (form.name.trim().length < 2) return setProblem('Enter your name');
    if (!phone) return setProblem(SHOP_MESSAGES.phone);
    if (atHome && form.address.trim().length < 5)
      return setProblem('Enter the address where the shop comes to you');
    if (repeat && !verdicts) return attempt(checkDates);
    if (repeat && !freeVisits.length) return setProblem('None of these dates is free: choose another time');
    const current = session.get();
    if (current && toE164(current.phone) === phone) return attempt(book);
    return attempt(async () => sendCode('sms'));
  }

  async function sendCode(channel: ShopCodeChannel) {
    const sent = await api.call(calls.sendCode, {
      params: { profileLink: shop.link },
      body: { phone: form.phone, channel },
    });
    setNotice(sent.message);
    setStep('code');
  }

  function confirm(event: Event) {
    event.preventDefault();
    return attempt(async () => {
      const proved = await api.call(calls.verify, {
        params: { profileLink: shop.link },
        body: {
          phone: form.phone,
          code: form.code.trim(),
          name: form.name.trim(),
          ...(form.email.trim() ? { email: form.email.trim() } : {}),
        },
      });
      session.set({ token: proved.token, name: form.name.trim(), phone: form.phone });
      await book();
    });
  }

  const back = () => {
    setProblem(null);
    if (step === 'when' || step === 'done') close();
    else setStep(step === 'code' ? 'details' : 'when');
  };
  const error = problem ? html`<p class="note er" role="alert">${problem}</p>` : null;
  const chosenDay = days?.find((d) => d.date === day);
  const deposit = services.reduce((sum, s) => sum + s.deposit, 0) * visits;
  const bookWords = repeat ? `Book ${visits} visits` : 'Book';

  if (step === 'deposit' && booked?.payment) {
    return html`<div class="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-h">
      <header><h2 id="sheet-h" tabindex="-1" style="padding-left:12px">A deposit holds your time</h2></header>
      <div class="w" style="padding:16px">
        <p class="note wa">${booked.deposit_reason}</p>
        <${Summary} services=${services} homeFee=${atHome ? (shop.homeFee ?? 0) : 0} />
        <a class="btn p wide" style="margin-top:16px" href=${booked.payment.authorization_url}>Pay ${shopNaira(Math.round(booked.payment.amount * 100))} deposit</a>
        <p class="m" style="margin-top:8px">Your time is held for 15 minutes while you pay.</p>
      </div>
    </div>`;
  }

  if (step === 'done' && booked) {
    const confirmed = booked.bookings.every((b) => b.booking_status === 'approved');
    return html`<div class="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-h">
      <header><h2 id="sheet-h" tabindex="-1" style="padding-left:12px">${confirmed ? 'You are booked' : 'Booking request sent'}</h2></header>
      <div class="w" style="padding:16px">
        <p class="note ok">
          ${
            repeat
              ? `${booked.bookings.length} visits, every ${repeat.everyWeeks === 1 ? 'week' : `${repeat.everyWeeks} weeks`}, at ${clockTime(time!)}: ${freeVisits.map((v) => longDay.format(asDay(v.date))).join('; ')}.${confirmed ? '' : ' The shop will confirm them. We will send you a message.'}`
              : confirmed
                ? `See you on ${longDay.format(asDay(day!))} at ${clockTime(time!)}.`
                : `The shop will confirm your visit on ${longDay.format(asDay(day!))} at ${clockTime(time!)}. We will send you a message.`
          }
        </p>
        <${Summary} services=${services} homeFee=${atHome ? (shop.homeFee ?? 0) : 0} visits=${visits} />
        <${SeeBooking} bookingId=${booked.bookings[0]!.id} />
        <button type="button" class="btn wide" style="margin-top:12px" onClick=${close}>Back to the shop</button>
      </div>
    </div>`;
  }

  return html`<div class="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-h">
    <${Header}
      id="sheet-h"
      title=${step === 'when' ? 'Choose a time' : step === 'details' ? 'Your details' : 'Confirm your number'}
      onBack=${back}
    />
    <div class="w" style="padding:0 16px 16px">
      ${
        step === 'when'
          ? html`
            ${
              team.length
                ? html`<h3>Who</h3>
                  <div class="days" role="group" aria-label="Team member">
                    ${[{ id: null, name: 'Anyone available' }, ...team].map(
                      (m) =>
                        html`<button type="button" class="btn" aria-pressed=${staffId === m.id} onClick=${() => setStaffId(m.id)}>${m.name}</button>`,
                    )}
                  </div>`
                : null
            }
            <h3>Day</h3>
            ${days === null && !problem ? html`<p class="m">Finding free times…</p>` : null}
            ${days && !days.length ? html`<p class="note wa">No free times in the next weeks. Try fewer services or another team member.</p>` : null}
            <div class="days" role="group" aria-label="Day">
              ${(days ?? []).map(
                (
                  d,
                ) => html`<button type="button" class="btn" aria-pressed=${d.date === day} aria-label=${longDay.format(asDay(d.date))} data-date=${d.date} onClick=${() => setDay(d.date)}>
                  ${dayLabel.format(asDay(d.date))}
                </button>`,
              )}
            </div>
            ${
              chosenDay
                ? html`<h3>Time</h3>
                  <div class="times" role="group" aria-label="Time">
                    ${chosenDay.times.map(
                      (t) =>
                        html`<button type="button" class="btn" aria-pressed=${t === time} onClick=${() => {
                          setTime(t);
                          setStep('details');
                        }}>${clockTime(t)}</button>`,
                    )}
                  </div>`
                : null
            }
            ${error}
          `
          : step === 'details'
            ? html`<form onSubmit=${details} novalidate>
              <p class="note">${longDay.format(asDay(day!))} at ${clockTime(time!)} · ${shopDuration(services.reduce((sum, s) => sum + s.minutes, 0))}</p>
              ${canRepeat ? html`<${RepeatVisits} repeat=${repeat} setRepeat=${setRepeat} verdicts=${verdicts} />` : null}
              ${
                shop.atShop && homeOk
                  ? html`<label class="opt"><input type="radio" name="where" checked=${!atHome} onChange=${() => setAtHome(false)} /> At the shop</label>
                    <label class="opt"><input type="radio" name="where" checked=${atHome} onChange=${() => setAtHome(true)} /> At my address (${shopNaira(shop.homeFee ?? 0)} home service fee)</label>`
                  : null
              }
              ${atHome ? html`<label>Your address<textarea rows="2" autocomplete="street-address" ...${field('address')}></textarea></label>` : null}
              <label>Your name<input autocomplete="name" ...${field('name')} /></label>
              <label>Phone number<input type="tel" inputmode="tel" autocomplete="tel" placeholder="0803 123 4567" ...${field('phone')} /></label>
              <label>E-mail (optional)<input type="email" autocomplete="email" ...${field('email')} /></label>
              <label>Note for the shop (optional)<textarea rows="2" maxlength="500" ...${field('note')}></textarea></label>
              <label class="opt"><input type="checkbox" name="reminders" checked=${reminders} onChange=${(event: Event) => setReminders((event.target as HTMLInputElement).checked)} /> ${CONSENT_TEXTS.booking_page}</label>
              <${Summary} services=${services} homeFee=${atHome ? (shop.homeFee ?? 0) : 0} visits=${visits} />
              ${error}
              <button type="submit" class="btn p wide" style="margin-top:16px" disabled=${busy}>
                ${
                  repeat && !verdicts
                    ? 'Check dates'
                    : session.get() && toE164(session.get()!.phone) === toE164(form.phone)
                      ? deposit
                        ? `${bookWords} and pay ${shopNaira(deposit)} deposit`
                        : bookWords
                      : 'Continue'
                }
              </button>
              ${session.get() ? null : html`<p class="m" style="margin-top:8px">We send a code to your phone to confirm it is yours.</p>`}
            </form>`
            : html`<form onSubmit=${confirm} novalidate>
              ${notice ? html`<p class="note" role="status">${notice}</p>` : null}
              <label>6-digit code<input inputmode="numeric" autocomplete="one-time-code" maxlength="6" ...${field('code')} /></label>
              ${error}
              <button type="submit" class="btn p wide" style="margin-top:16px" disabled=${busy}>
                ${deposit ? `Confirm and pay ${shopNaira(deposit)} deposit` : repeat ? `Confirm ${visits} visits` : 'Confirm booking'}
              </button>
              <p style="margin-top:12px;display:flex;gap:8px;flex-wrap:wrap">
                <button type="button" class="btn q" disabled=${busy} onClick=${() => attempt(() => sendCode('sms'))}>Text it again</button>
                <button type="button" class="btn q" disabled=${busy} onClick=${() => attempt(() => sendCode('whatsapp'))}>Send by WhatsApp</button>
              </p>
            </form>`
      }
    </div>
  </div>`;
}

/** Opens the booking steps over the page; closing them gives the page back as it was. */
export function openBooking(shop: BookingData, services: Service[]) {
  const host = document.createElement('div');
  document.body.append(host);
  const scrolled = window.scrollY;
  const close = () => {
    render(null, host);
    host.remove();
    window.scrollTo(0, scrolled);
  };
  render(html`<${Booking} shop=${shop} services=${services} close=${close} />`, host);
}
