import { describe, expect, it } from 'vitest';
import { isStopReply, mayMessage } from './consent.ts';
import {
  CLIENT_MESSAGE_KINDS,
  DEFAULT_REMINDER_SETTINGS,
  type MessageState,
  messageApplies,
  type PlannedMessage,
  planClientMessages,
  quietPeriodAt,
  type ReminderSettings,
  retryDelayMs,
  sendTime,
} from './rules.ts';

/*
 * The rules in words (issue 15, reminders):
 * - A client gets a message when the booking is confirmed, and reminders 24 hours and 2 hours
 *   before it (the vendor may choose other hours, up to three).
 * - Quiet hours (21:00–07:00 Lagos by default) move every message that falls inside them, the
 *   confirmation included, to their end (issue 36); a reminder of an appointment that starts
 *   before they end goes out just before they begin, or not at all when that has passed; a
 *   cancellation, rejection or new time of such an appointment goes at once (she must know
 *   before she sets out).
 * - A reminder whose time has already passed is not sent, nor one that would go out (nearly) with
 *   the confirmation: less than an hour after it.
 * - The client is told of a rejection, a cancellation, a refund and a proposed new time (with the
 *   link to her booking page, where she answers it).
 * - A booking moved to another time: the old reminders are cancelled, new ones planned, and the
 *   client told of the new time once (or simply confirmed, if they were never told the old one).
 * - A cancelled booking: its reminders never go out; the client is told once, if they had been
 *   told it was confirmed.
 * - Retries wait 1, 2, 4 … minutes, at most 30.
 */

/** Lagos is UTC+1 all year. */
const lagos = (dateTime: string) => new Date(`${dateTime}:00+01:00`);
const iso = (dateTime: string) => lagos(dateTime).toISOString();
const settings = (changes: Partial<ReminderSettings> = {}): ReminderSettings => ({
  ...DEFAULT_REMINDER_SETTINGS,
  ...changes,
});

/** Applies a plan to the messages, as the server does, marking the given kinds sent. */
function apply(messages: MessageState[], plan: { cancel: number[]; add: PlannedMessage[] }) {
  let next = messages.map((m) => (plan.cancel.includes(m.id) ? { ...m, status: 'cancelled' as const } : m));
  next = [
    ...next,
    ...plan.add.map((m, i) => ({ ...m, id: messages.length + i + 1, status: 'scheduled' as const })),
  ];
  return next;
}
const sent = (messages: MessageState[]) => messages.map((m) => ({ ...m, status: 'sent' as const }));
const summary = (plan: { add: PlannedMessage[] }) => plan.add.map((m) => [m.kind, m.offset_hours, m.due_at]);

describe('a newly approved booking', () => {
  const now = lagos('2026-11-25T10:00');
  const booking = { status: 'approved', start: iso('2026-11-27T14:00') };

  it('gets a confirmation now and reminders 24 and 2 hours before', () => {
    const plan = planClientMessages(booking, [], settings(), now);
    expect(plan.cancel).toEqual([]);
    expect(summary(plan)).toEqual([
      ['confirmation', null, now.toISOString()],
      ['reminder', 24, iso('2026-11-26T14:00')],
      ['reminder', 2, iso('2026-11-27T12:00')],
    ]);
    expect(plan.add.every((m) => m.booking_start === booking.start)).toBe(true);
  });

  it('uses the hours the vendor chose', () => {
    const plan = planClientMessages(booking, [], settings({ reminder_hours: [48, 5] }), now);
    expect(summary(plan).slice(1)).toEqual([
      ['reminder', 48, iso('2026-11-25T14:00')],
      ['reminder', 5, iso('2026-11-27T09:00')],
    ]);
  });

  it('skips a reminder whose time has already passed', () => {
    const soon = { status: 'approved', start: iso('2026-11-25T15:00') };
    expect(summary(planClientMessages(soon, [], settings(), now))).toEqual([
      ['confirmation', null, now.toISOString()],
      ['reminder', 2, iso('2026-11-25T13:00')],
    ]);
  });

  it('plans nothing more when planned again (idempotent)', () => {
    const planned = apply([], planClientMessages(booking, [], settings(), now));
    expect(planClientMessages(booking, planned, settings(), now)).toEqual({ cancel: [], add: [] });
    const later = new Date(now.getTime() + 3_600_000);
    expect(planClientMessages(booking, sent(planned), settings(), later)).toEqual({ cancel: [], add: [] });
  });

  it('tells nothing to the client of a booking not yet approved', () => {
    for (const status of ['pending', 'awaiting payment', 'expired'])
      expect(planClientMessages({ ...booking, status }, [], settings(), now)).toEqual({
        cancel: [],
        add: [],
      });
  });

  it('plans nothing when the vendor turned every channel off', () => {
    const off = settings({ whatsapp: false, sms: false, email: false });
    expect(planClientMessages(booking, [], off, now)).toEqual({ cancel: [], add: [] });
  });
});

describe('quiet hours (21:00–07:00 Lagos by default)', () => {
  const now = lagos('2026-11-25T10:00');
  const reminderAt = (start: string, s = settings()) =>
    planClientMessages({ status: 'approved', start: iso(start) }, [], s, now).add.find(
      (m) => m.offset_hours === 2,
    )?.due_at;

  it('a reminder due in quiet hours waits until they end', () => {
    // 08:00 appointment: 2 hours before is 06:00, quiet until 07:00.
    expect(reminderAt('2026-11-27T08:00')).toBe(iso('2026-11-27T07:00'));
    expect(reminderAt('2026-11-27T07:30')).toBe(iso('2026-11-27T07:00'));
  });

  it('goes out just before quiet hours begin when the appointment starts before they end', () => {
    // 06:30 appointment: 04:30 is quiet, and 07:00 is after the start: the evening before, 20:59.
    expect(reminderAt('2026-11-27T06:30')).toBe(iso('2026-11-26T20:59'));
    // 23:00 appointment: 21:00 is quiet, the next morning too late: 20:59 the same evening.
    expect(reminderAt('2026-11-27T23:00')).toBe(iso('2026-11-27T20:59'));
  });

  it('a booking made in them after the moment before them is confirmed at their end, without the reminder', () => {
    const late = lagos('2026-11-25T22:00');
    const plan = planClientMessages(
      { status: 'approved', start: iso('2026-11-26T01:30') },
      [],
      settings(),
      late,
    );
    expect(summary(plan)).toEqual([['confirmation', null, iso('2026-11-26T07:00')]]);
  });

  it('a confirmation made at night waits for the morning when the appointment is later', () => {
    const night = lagos('2026-11-25T23:15');
    const plan = planClientMessages(
      { status: 'approved', start: iso('2026-11-26T15:00') },
      [],
      settings(),
      night,
    );
    expect(plan.add[0]).toMatchObject({ kind: 'confirmation', due_at: iso('2026-11-26T07:00') });
  });

  it('is the vendor’s own hours, or none when turned off', () => {
    expect(reminderAt('2026-11-27T08:00', settings({ quiet_start: '22:00', quiet_end: '05:30' }))).toBe(
      iso('2026-11-27T06:00'),
    );
    expect(reminderAt('2026-11-27T12:00', settings({ quiet_start: '09:00', quiet_end: '11:00' }))).toBe(
      iso('2026-11-27T11:00'),
    );
    expect(reminderAt('2026-11-27T08:00', settings({ quiet_hours_enabled: false }))).toBe(
      iso('2026-11-27T06:00'),
    );
  });

  it('knows the quiet period an instant falls in, across midnight', () => {
    expect(quietPeriodAt(lagos('2026-11-26T02:10'), settings())).toEqual({
      begins: lagos('2026-11-25T21:00'),
      ends: lagos('2026-11-26T07:00'),
    });
    expect(quietPeriodAt(lagos('2026-11-26T21:00'), settings())?.ends).toEqual(lagos('2026-11-27T07:00'));
    expect(quietPeriodAt(lagos('2026-11-26T07:00'), settings())).toBeNull();
    expect(quietPeriodAt(lagos('2026-11-26T20:59'), settings())).toBeNull();
  });

  it('tells at once, even in quiet hours, that an appointment before they end is off or moved', () => {
    // A 06:00 appointment cancelled at 23:00: 07:00 would be after it.
    const due = lagos('2026-11-26T23:00');
    for (const kind of ['cancelled', 'rejected', 'rescheduled'] as const)
      expect(sendTime(kind, due, lagos('2026-11-27T06:00'), due, settings())).toEqual(due);
    // The same news of a 10:00 appointment waits until 07:00.
    expect(sendTime('cancelled', due, lagos('2026-11-27T10:00'), due, settings())).toEqual(
      lagos('2026-11-27T07:00'),
    );
  });

  it('sendTime leaves a message outside quiet hours as it is', () => {
    const due = lagos('2026-11-26T12:00');
    expect(
      sendTime('reminder', due, lagos('2026-11-26T14:00'), lagos('2026-11-25T10:00'), settings()),
    ).toEqual(due);
  });
});

describe('issue 36: quiet hours, passed and duplicate reminders, in the issue’s words', () => {
  const at = (now: string, start: string) =>
    summary(planClientMessages({ status: 'approved', start: iso(start) }, [], settings(), lagos(now)));

  it('a 05:35 booking accepted at 01:35: the confirmation at 07:00, no ‘2 hours before’ reminder', () => {
    // 03:35 falls in quiet hours and the appointment is before their end; 20:59 the evening
    // before has passed; and at 07:00 it would duplicate the confirmation.
    expect(at('2026-11-26T01:35', '2026-11-26T05:35')).toEqual([
      ['confirmation', null, iso('2026-11-26T07:00')],
    ]);
  });

  it('a booking accepted at 20:59 for 08:00 the next day: confirmed at once, reminded at 07:00', () => {
    // 20:59 is not quiet; the 24-hour reminder has passed; 06:00 is quiet and moves to 07:00,
    // ten hours after the confirmation, so it is no duplicate.
    expect(at('2026-11-25T20:59', '2026-11-26T08:00')).toEqual([
      ['confirmation', null, iso('2026-11-25T20:59')],
      ['reminder', 2, iso('2026-11-26T07:00')],
    ]);
  });

  it('a reminder due in quiet hours goes at 07:00, unless its appointment is before then', () => {
    expect(at('2026-11-24T10:00', '2026-11-26T08:30')).toContainEqual([
      'reminder',
      2,
      iso('2026-11-26T07:00'),
    ]);
    // 06:45: 04:45 is quiet and 07:00 too late; 20:59 the evening before is still ahead.
    expect(at('2026-11-24T10:00', '2026-11-26T06:45')).toContainEqual([
      'reminder',
      2,
      iso('2026-11-25T20:59'),
    ]);
  });

  it('a reminder less than an hour after the confirmation duplicates it and is dropped', () => {
    // Accepted at 10:00 for 12:30: the ‘2 hours before’ would go at 10:30.
    expect(at('2026-11-25T10:00', '2026-11-25T12:30')).toEqual([
      ['confirmation', null, iso('2026-11-25T10:00')],
    ]);
    // For 13:00: 11:00 is an hour after, no duplicate.
    expect(at('2026-11-25T10:00', '2026-11-25T13:00')).toEqual([
      ['confirmation', null, iso('2026-11-25T10:00')],
      ['reminder', 2, iso('2026-11-25T11:00')],
    ]);
    // Accepted at 01:35 for 09:00: both would go at 07:00.
    expect(at('2026-11-26T01:35', '2026-11-26T09:00')).toEqual([
      ['confirmation', null, iso('2026-11-26T07:00')],
    ]);
  });
});

describe('the client is told of a rejection, a proposal and a refund (issue 36)', () => {
  const now = lagos('2026-11-25T10:00');
  const start = iso('2026-11-27T14:00');

  it('a rejected request: one rejection; paid, then the refund notice; in quiet hours, at their end', () => {
    const rejected = { status: 'rejected', start, refunded: true };
    const plan = planClientMessages(rejected, [], settings(), now);
    expect(summary(plan)).toEqual([
      ['rejected', null, now.toISOString()],
      ['refund', null, now.toISOString()],
    ]);
    expect(planClientMessages(rejected, apply([], plan), settings(), now)).toEqual({ cancel: [], add: [] });
    expect(summary(planClientMessages(rejected, [], settings(), lagos('2026-11-25T23:00')))).toEqual([
      ['rejected', null, iso('2026-11-26T07:00')],
      ['refund', null, iso('2026-11-26T07:00')],
    ]);
  });

  it('a proposed time: one message announcing it, cancelled unsent when the proposal is answered', () => {
    const proposed = iso('2026-11-27T16:00');
    const waiting = { status: 'pending', start, proposed };
    const plan = planClientMessages(waiting, [], settings(), now);
    expect(plan.add).toEqual([
      { kind: 'proposed', offset_hours: null, booking_start: proposed, due_at: now.toISOString() },
    ]);
    const planned = apply([], plan);
    expect(planClientMessages(waiting, planned, settings(), now)).toEqual({ cancel: [], add: [] });
    expect(planClientMessages({ status: 'pending', start }, planned, settings(), now).cancel).toEqual([1]);
  });
});

describe('a booking moved to another time', () => {
  const now = lagos('2026-11-25T10:00');
  const before = { status: 'approved', start: iso('2026-11-27T14:00') };
  const after = { status: 'approved', start: iso('2026-11-28T11:00') };

  it('cancels the old reminders, plans new ones and tells the client of the new time once', () => {
    const planned = apply([], planClientMessages(before, [], settings(), now));
    const told = planned.map((m) => (m.kind === 'confirmation' ? { ...m, status: 'sent' as const } : m));
    const plan = planClientMessages(after, told, settings(), now);
    expect(plan.cancel.sort()).toEqual(told.filter((m) => m.kind === 'reminder').map((m) => m.id));
    expect(summary(plan)).toEqual([
      ['rescheduled', null, now.toISOString()],
      ['reminder', 24, iso('2026-11-27T11:00')],
      ['reminder', 2, iso('2026-11-28T09:00')],
    ]);
    expect(planClientMessages(after, apply(told, plan), settings(), now)).toEqual({ cancel: [], add: [] });
  });

  it('confirms the new time instead when the first confirmation had not gone out', () => {
    const planned = apply([], planClientMessages(before, [], settings(), now));
    const plan = planClientMessages(after, planned, settings(), now);
    expect(plan.cancel).toHaveLength(3);
    expect(plan.add[0]?.kind).toBe('confirmation');
  });

  it('moved back to a time already announced: nothing new is said', () => {
    const planned = sent(apply([], planClientMessages(before, [], settings(), now)));
    expect(planClientMessages(before, planned, settings(), now).add).toEqual([]);
  });
});

describe('a cancelled booking', () => {
  const now = lagos('2026-11-25T10:00');
  const approved = { status: 'approved', start: iso('2026-11-27T14:00') };
  const cancelled = { ...approved, status: 'cancelled' };

  it('cancels its reminders and tells the client once, when they were told it was confirmed', () => {
    const planned = apply([], planClientMessages(approved, [], settings(), now));
    const told = planned.map((m) => (m.kind === 'confirmation' ? { ...m, status: 'sent' as const } : m));
    const plan = planClientMessages(cancelled, told, settings(), now);
    expect(plan.cancel).toEqual(told.filter((m) => m.kind === 'reminder').map((m) => m.id));
    expect(summary(plan)).toEqual([['cancelled', null, now.toISOString()]]);
    expect(planClientMessages(cancelled, apply(told, plan), settings(), now)).toEqual({
      cancel: [],
      add: [],
    });
  });

  it('says nothing when the client was never told (the confirmation is cancelled unsent)', () => {
    const planned = apply([], planClientMessages(approved, [], settings(), now));
    const plan = planClientMessages(cancelled, planned, settings(), now);
    expect(plan.cancel).toHaveLength(3);
    expect(plan.add).toEqual([]);
  });

  it('reminders of a booking that left approved (a cancellation asked for) are cancelled, and come back if it returns', () => {
    const planned = sent(apply([], planClientMessages(approved, [], settings(), now))).map((m) =>
      m.kind === 'reminder' ? { ...m, status: 'scheduled' as const } : m,
    );
    const asked = planClientMessages(
      { ...approved, status: 'cancellation requested user' },
      planned,
      settings(),
      now,
    );
    expect(asked.cancel).toHaveLength(2);
    expect(asked.add).toEqual([]);
    const back = planClientMessages(approved, apply(planned, asked), settings(), now);
    expect(summary(back).map(([kind, hours]) => [kind, hours])).toEqual([
      ['reminder', 24],
      ['reminder', 2],
    ]);
  });
});

describe('what still applies at send time', () => {
  const start = iso('2026-11-27T14:00');
  it('a reminder or confirmation only while approved at the start it announces; a cancellation only while cancelled', () => {
    const reminder = { kind: 'reminder' as const, booking_start: start };
    expect(messageApplies(reminder, { status: 'approved', start })).toBe(true);
    expect(messageApplies(reminder, { status: 'approved', start: iso('2026-11-27T15:00') })).toBe(false);
    expect(messageApplies(reminder, { status: 'cancelled', start })).toBe(false);
    expect(messageApplies(reminder, { status: 'ongoing', start })).toBe(false);
    expect(messageApplies({ kind: 'cancelled', booking_start: start }, { status: 'cancelled', start })).toBe(
      true,
    );
    expect(messageApplies({ kind: 'cancelled', booking_start: start }, { status: 'approved', start })).toBe(
      false,
    );
  });
});

describe('retries', () => {
  it('wait 1, 2, 4, 8 … minutes after each failed attempt, at most 30', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 30, 30]);
  });
});

describe('a refund and the client’s consent (issue 37)', () => {
  const now = lagos('2026-11-25T10:00');
  const refunded = { status: 'cancelled', start: iso('2026-11-27T14:00'), refunded: true };

  it('a refunded payment gets one refund notice, even with every channel off, and nothing plans it twice', () => {
    const off = settings({ whatsapp: false, sms: false, email: false });
    const plan = planClientMessages(refunded, [], off, now);
    expect(summary(plan)).toEqual([['refund', null, now.toISOString()]]);
    expect(planClientMessages(refunded, apply([], plan), off, now)).toEqual({ cancel: [], add: [] });
    expect(messageApplies({ kind: 'refund', booking_start: refunded.start }, refunded)).toBe(true);
  });

  it('after a withdrawal only what she must be told goes; an unticked box stops reminders, not the confirmation', () => {
    const kinds = CLIENT_MESSAGE_KINDS;
    const allowed = (state: Parameters<typeof mayMessage>[1]) => kinds.filter((k) => mayMessage(k, state));
    expect(allowed('withdrawn')).toEqual(['rescheduled', 'cancelled', 'refund', 'rejected']);
    expect(allowed('refused')).toEqual([
      'confirmation',
      'rescheduled',
      'cancelled',
      'refund',
      'rejected',
      'proposed',
    ]);
    expect(allowed('given')).toEqual([...kinds]);
    expect(allowed(null)).toEqual([...kinds]);
  });

  it('STOP is read as carriers and WhatsApp users write it', () => {
    for (const reply of ['STOP', 'stop', ' Stop. ', 'UNSUBSCRIBE', 'stop reminders'])
      expect(isStopReply(reply)).toBe(true);
    for (const reply of ['stop by at 3?', 'cancel', 'hello']) expect(isStopReply(reply)).toBe(false);
  });
});
