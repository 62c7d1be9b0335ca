/** The NIN: exactly 11 digits (Nigeria's National Identification Number). */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ninBody, VNIN_MESSAGE } from './schemas.ts';

describe('NIN', () => {
  it('takes 11 digits, trimmed', () => {
    expect(ninBody.parse({ nin_number: ' 12345678901 ' })).toEqual({ nin_number: '12345678901' });
  });

  it.each([undefined, 12345678901, '', '1234567890', '123456789012', '1234567890a', 'a12345678901'])(
    "refuses %j with 'NIN must be 11 digits'",
    (nin) => {
      expect(ninBody.safeParse({ nin_number: nin }).error?.issues[0]?.message).toBe(MSG.ninDigits);
    },
  );

  it('takes a 16-character virtual NIN in capitals, and refuses one with other characters', () => {
    expect(ninBody.parse({ nin_number: ' ab12cd34ef56gh78 ' })).toEqual({ nin_number: 'AB12CD34EF56GH78' });
    expect(ninBody.safeParse({ nin_number: 'AB12CD34EF56GH7-' }).error?.issues[0]?.message).toBe(
      VNIN_MESSAGE,
    );
  });
});
