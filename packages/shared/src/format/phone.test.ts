import { describe, expect, it } from 'vitest';
import { formatLocalPhone, telLink, toE164, whatsAppLink } from './phone.ts';

describe('Nigerian phone numbers in E.164', () => {
  it.each([
    ['08031234567', 'local with its trunk 0'],
    ['0803 123 4567', 'spaces'],
    ['0803-123-4567', 'dashes'],
    ['(0803) 123.4567', 'brackets and dots'],
    ['+2348031234567', 'E.164 already'],
    ['+234 803 123 4567', 'international with spaces'],
    ['2348031234567', 'country code without +'],
    ['002348031234567', '00 instead of +'],
    ['+234 (0) 803 123 4567', 'the trunk 0 kept after the country code'],
    ['8031234567', 'the national number alone'],
    ['  08031234567  ', 'surrounding blanks'],
  ])('reads %s (%s)', (input) => expect(toE164(input)).toBe('+2348031234567'));

  it.each([
    ['07012345678', '+2347012345678'],
    ['0905 555 0101', '+2349055550101'],
    ['0811-000-2222', '+2348110002222'],
  ])('reads the other mobile ranges: %s', (input, e164) => expect(toE164(input)).toBe(e164));

  it.each([
    ['', 'nothing'],
    ['0803123456', 'a digit short'],
    ['080312345678', 'a digit too many'],
    ['+2358031234567', 'another country'],
    ['+08031234567', 'a + without a country code'],
    ['08631234567', 'not a mobile range'],
    ['0803 123 456a', 'a letter'],
    ['0803+1234567', 'a + in the middle'],
    ['call me', 'words'],
  ])('refuses %j (%s)', (input) => expect(toE164(input)).toBeNull());

  it('builds the call and WhatsApp links', () => {
    expect(telLink('0803 123 4567')).toBe('tel:+2348031234567');
    expect(whatsAppLink('0803 123 4567')).toBe('https://wa.me/2348031234567');
    expect(telLink('12')).toBeNull();
    expect(whatsAppLink('12')).toBeNull();
  });

  it('shows the number as it is read locally', () => {
    expect(formatLocalPhone('+234 803-123-4567')).toBe('0803 123 4567');
    expect(formatLocalPhone('not a phone')).toBeNull();
  });
});
