import { describe, expect, it } from 'vitest';
import { redactEmail, redactNin, redactPhone, redactRegNo } from './redact.ts';

describe('display redaction (SPEC §3)', () => {
  it('keeps the first 5 digits of a phone', () => expect(redactPhone('08031234567')).toBe('08031******'));
  it('keeps the first 4 of a NIN', () => expect(redactNin('12345678901')).toBe('1234*******'));
  it('keeps the first 2 and last 2 of a registration number', () =>
    expect(redactRegNo('RC1234567')).toBe('RC*****67'));
  it('keeps the first letter of an e-mail', () =>
    expect(redactEmail('ada@example.ng')).toBe('a**@example.ng'));
  it('leaves values too short to mask', () => expect(redactPhone('0803')).toBe('0803'));
});
