/**
 * Booking forms at their edges: SPEC §5 cancellation (a comment, an optional attachment), and the
 * dates, times and lengths of the calendar's own forms (walk-in booking, blocked time).
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { blockedTimeBody, cancelBookingBody, walkInBody } from './schemas.ts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Parsed) => (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]);

describe('SPEC §5 cancellation: a comment is sent with an optional attachment', () => {
  it('needs the comment, trimmed, at most 500 characters', () => {
    expect(cancelBookingBody.parse({ comment: ' Shop closed today ' })).toEqual({
      comment: 'Shop closed today',
    });
    expect(issues(cancelBookingBody.safeParse({}))).toEqual([['comment', MSG.required]]);
    expect(issues(cancelBookingBody.safeParse({ comment: '   ' }))).toEqual([['comment', MSG.required]]);
    expect(cancelBookingBody.safeParse({ comment: 'c'.repeat(500) }).success).toBe(true);
    expect(issues(cancelBookingBody.safeParse({ comment: 'c'.repeat(501) }))).toEqual([
      ['comment', 'The maximum length allowed is 500'],
    ]);
  });

  it('takes an image attachment of up to 3,000,000 characters (a 2 MB image in base64), or none', () => {
    expect(cancelBookingBody.parse({ comment: 'x', attachment: null })).toEqual({
      comment: 'x',
      attachment: null,
    });
    expect(cancelBookingBody.safeParse({ comment: 'x', attachment: 'a'.repeat(3_000_000) }).success).toBe(
      true,
    );
    expect(cancelBookingBody.safeParse({ comment: 'x', attachment: 'a'.repeat(3_000_001) }).success).toBe(
      false,
    );
  });
});

describe('calendar forms: dates YYYY-MM-DD and times HH:mm (00:00 to 23:59)', () => {
  const block = (date: string, start_time: string, end_time = '23:59') =>
    blockedTimeBody.safeParse({ date, start_time, end_time });

  it.each(['2026-11-21 ', 'x2026-11-21', '2026-11-2', '21-11-2026', '2026/11/21', ''])(
    'refuses the date %j',
    (date) => {
      expect(issues(block(date, '10:00'))).toEqual([['date', 'Choose a date']]);
    },
  );

  it.each(['00:00', '09:05', '19:59', '23:00', '20:30'])('takes the time %s', (time) => {
    expect(block('2026-11-21', time).success).toBe(true);
  });

  it.each(['24:00', '23:60', '9:00', '09:5', 'x09:00', '09:00x', '29:00', '12:00:00'])(
    'refuses the time %j',
    (time) => {
      expect(issues(block('2026-11-21', time))).toEqual([['start_time', 'Choose a time']]);
    },
  );

  it('tells a missing date or time to choose one', () => {
    expect(issues(blockedTimeBody.safeParse({}))).toEqual([
      ['date', 'Choose a date'],
      ['start_time', 'Choose a time'],
      ['end_time', 'Choose a time'],
    ]);
  });

  it('does not compare the times while either is itself wrong, whatever their order', () => {
    expect(issues(block('2026-11-21', '25:00', '10:00'))).toEqual([['start_time', 'Choose a time']]);
    expect(issues(block('2026-11-21', '11:00', '9:00'))).toEqual([['end_time', 'Choose a time']]);
    expect(issues(block('2026-11-21', '11:00', '0:00'))).toEqual([['end_time', 'Choose a time']]);
    expect(issues(block('x', '11:00', '10:00'))).toEqual([
      ['date', 'Choose a date'],
      ['end_time', 'The end must be after the start'],
    ]);
    expect(issues(blockedTimeBody.safeParse(null))).toHaveLength(1);
    expect(issues(blockedTimeBody.safeParse('10:00-11:00'))).toHaveLength(1);
  });

  it('keeps a blocked time’s reason to 200 characters, trimmed', () => {
    const base = { date: '2026-11-21', start_time: '10:00', end_time: '11:00' };
    expect(blockedTimeBody.parse({ ...base, reason: ' Training ' }).reason).toBe('Training');
    expect(blockedTimeBody.safeParse({ ...base, reason: 'r'.repeat(200) }).success).toBe(true);
    expect(issues(blockedTimeBody.safeParse({ ...base, reason: 'r'.repeat(201) }))).toEqual([
      ['reason', 'The maximum length allowed is 200'],
    ]);
  });
});

describe('walk-in form lengths', () => {
  const valid = {
    source: 'phone',
    service_id: 3,
    date: '2026-11-21',
    time: '10:00',
    client_name: 'Ada',
    client_phone: '08031234567',
  };

  it('takes a client name of 60 characters and a note of 500, not more', () => {
    expect(
      walkInBody.safeParse({ ...valid, client_name: 'n'.repeat(60), note: 'n'.repeat(500) }).success,
    ).toBe(true);
    expect(issues(walkInBody.safeParse({ ...valid, client_name: 'n'.repeat(61) }))).toEqual([
      ['client_name', 'The maximum length allowed is 60'],
    ]);
    expect(issues(walkInBody.safeParse({ ...valid, note: ` ${'n'.repeat(501)} ` }))).toEqual([
      ['note', 'The maximum length allowed is 500'],
    ]);
    expect(walkInBody.parse({ ...valid, note: ' Cash ' }).note).toBe('Cash');
  });

  it('needs the client’s name', () => {
    expect(issues(walkInBody.safeParse({ ...valid, client_name: undefined }))).toEqual([
      ['client_name', MSG.required],
    ]);
  });

  it.each([0, 1.5, 2_147_483_648, '3'])("refuses the service %j with 'Choose a service'", (service_id) => {
    expect(issues(walkInBody.safeParse({ ...valid, service_id }))).toEqual([
      ['service_id', 'Choose a service'],
    ]);
  });
});
