import { describe, expect, it } from 'vitest';
import { clientMatches, contactKeys, emailKey, mergeClients, phoneKey } from './rules.ts';

describe('client merge keys', () => {
  it('writes one Nigerian number one way, however it was typed', () => {
    const typed = [
      '0803 123 4567',
      '+234 803-123-4567',
      '2348031234567',
      '(0803) 123-4567',
      '00234 803 123 4567',
    ];
    expect(new Set(typed.map(phoneKey))).toEqual(new Set(['phone:2348031234567']));
    // Not a Nigerian mobile: its digits still name it; too short or absent names nothing.
    expect(phoneKey('+44 20 7946 0958')).toBe('phone:442079460958');
    expect(phoneKey('12-34')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('writes an e-mail in lower case and refuses what is not one', () => {
    expect(emailKey('  Amina@Example.COM ')).toBe('email:amina@example.com');
    expect(emailKey('amina')).toBeNull();
    expect(contactKeys({ phone: '08031234567', email: 'a@b.ng' })).toEqual([
      'phone:2348031234567',
      'email:a@b.ng',
    ]);
  });
});

describe('mergeClients', () => {
  it('joins bookings sharing a phone or an e-mail, transitively, and keeps name-only walk-ins apart', () => {
    const clients = mergeClients([
      { id: 1, phone: null, email: 'Amina@example.com' },
      { id: 2, phone: '+234 803 123 4567', email: 'amina@example.com' },
      { id: 3, phone: '08031234567', email: null },
      { id: 4, phone: '0905 555 0000', email: null },
      { id: 5, phone: null, email: null },
      { id: 6, phone: null, email: null },
    ]);
    expect(clients.map((c) => [c.key, c.rows.map((r) => r.id)])).toEqual([
      ['phone:2348031234567', [1, 2, 3]],
      ['phone:2349055550000', [4]],
      ['booking:5', [5]],
      ['booking:6', [6]],
    ]);
    expect(clients[0]!.keys.sort()).toEqual(['email:amina@example.com', 'phone:2348031234567']);
  });

  it('joins two clients when a later booking names both their contacts', () => {
    const clients = mergeClients([
      { id: 1, phone: '08031234567', email: null },
      { id: 2, phone: null, email: 'b@x.ng' },
      { id: 3, phone: '0803 123 4567', email: 'B@x.ng' },
    ]);
    expect(clients).toHaveLength(1);
    expect(clients[0]!.rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('clientMatches', () => {
  const amina = { names: ['Amina Bello'], keys: ['phone:2348031234567', 'email:amina@example.com'] };
  it.each(['amina', 'BELLO', 'example.com', '0803 123', '+234 803 123 4567', '8031234567', ''])(
    'finds Amina by %j',
    (search) => expect(clientMatches(amina, search)).toBe(true),
  );
  it.each(['tunde', '0905', '234', '12'])('does not find her by %j', (search) =>
    expect(clientMatches(amina, search)).toBe(false),
  );
});
