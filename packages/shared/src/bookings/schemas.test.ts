import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { blockedTimeBody, walkInBody } from './schemas.ts';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('walk-in form', () => {
  const valid = {
    source: 'walk_in',
    service_id: 3,
    date: '2026-11-21',
    time: '10:00',
    client_name: ' Ada ',
    client_phone: '08031234567',
  };

  it('takes a blank e-mail as none and trims the name', () => {
    const parsed = walkInBody.parse({ ...valid, client_email: '  ' });
    expect(parsed).toMatchObject({ client_name: 'Ada', client_email: '' });
    expect(walkInBody.parse({ ...valid, client_email: 'Ada@Example.NG' }).client_email).toBe(
      'ada@example.ng',
    );
  });

  it('tells every wrong field in one round', () => {
    const result = walkInBody.safeParse({
      source: 'email',
      date: '',
      time: '9am',
      client_name: ' ',
      client_phone: '0803',
      client_email: 'ada@',
    });
    expect(fieldErrors(result)).toEqual({
      source: 'Choose walk-in or phone',
      service_id: 'Choose a service',
      date: 'Choose a date',
      time: 'Choose a time',
      client_name: MSG.required,
      client_phone: MSG.phoneMin,
      client_email: MSG.invalidEmail,
    });
  });
});

describe('blocked time form', () => {
  it('wants the end after the start, told with the other fields’ errors', () => {
    const result = blockedTimeBody.safeParse({ date: 'x', start_time: '11:00', end_time: '11:00' });
    expect(fieldErrors(result)).toEqual({
      date: 'Choose a date',
      end_time: 'The end must be after the start',
    });
    expect(
      blockedTimeBody.safeParse({ date: '2026-11-21', start_time: '11:00', end_time: '11:01' }).success,
    ).toBe(true);
  });

  it('says nothing about the order while a time is itself wrong', () => {
    const result = blockedTimeBody.safeParse({ date: '2026-11-21', start_time: '', end_time: '10:00' });
    expect(fieldErrors(result)).toEqual({ start_time: 'Choose a time' });
  });
});
