/**
 * SPEC §3 display redaction at its edges, and phone numbers with something before or after them.
 */
import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';
import { redactAccountNo, redactEmail, redactNin, redactPhone, redactRegNo } from './redact.ts';

describe('redaction: a phone keeps its first 5 digits, a NIN its first 4, a registration number its first 2 and last 2, an e-mail its first letter', () => {
  it.each([
    [redactPhone, '080312', '08031*'],
    [redactPhone, '08031', '08031'],
    [redactPhone, '', ''],
    [redactNin, '12345', '1234*'],
    [redactNin, '1234', '1234'],
    [redactRegNo, 'RC123', 'RC*23'],
    [redactRegNo, 'RC12', 'RC12'],
    [redactRegNo, 'RC1', 'RC1'],
    [redactRegNo, 'BN12345678', 'BN******78'],
  ])('%o(%j) is %j', (redact, value, shown) => {
    expect(redact(value)).toBe(shown);
  });

  it.each([
    ['ada@example.ng', 'a**@example.ng'],
    ['a@example.ng', 'a@example.ng'],
    ['ab@example.ng', 'a*@example.ng'],
    // Not an address: still only the first letter shows.
    ['adaeze', 'a*****'],
    ['@example.ng', '@**********'],
    ['', ''],
  ])('e-mail %j is %j', (email, shown) => {
    expect(redactEmail(email)).toBe(shown);
  });

  it('shows a bank account number as its last four digits', () => {
    expect(redactAccountNo('0123456785')).toBe('******6785');
    expect(redactAccountNo('6785')).toBe('******6785');
  });
});

describe('phone numbers with something around them', () => {
  it.each([
    'x+2348031234567',
    '+2348031234567x',
    'a2348031234567',
    '2348031234567b',
    'x08031234567',
    '08031234567x',
    'x8031234567',
    '8031234567x',
    '18031234567',
    '080312345670',
  ])('refuses %j', (phone) => {
    expect(toE164(phone)).toBeNull();
  });

  it('drops blanks only around and inside the number', () => {
    expect(toE164('\t0803 123 4567\n')).toBe('+2348031234567');
  });
});
