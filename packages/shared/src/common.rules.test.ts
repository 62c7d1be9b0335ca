/**
 * The building blocks of every request schema: form values that arrive as text (numbers and
 * booleans, as Laravel took them), ids, and the error answer.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponse, formBoolean, formNumber, idParams, recordId, text, userIdParams } from './common.ts';
import { MSG } from './messages.ts';

describe('formNumber: plain decimal text becomes a number; anything else is left for the schema to refuse', () => {
  const rating = formNumber(z.number({ error: 'A number' }));

  it.each([
    ['5', 5],
    [' 5 ', 5],
    ['-3', -3],
    ['4.5', 4.5],
    ['4.55', 4.55],
    ['-0.125', -0.125],
    ['0', 0],
    ['\t12\n', 12],
    [7, 7],
  ])('%j is %d', (input, value) => {
    expect(rating.parse(input)).toBe(value);
  });

  it.each(['', ' ', 'abc', '5 stars', 'x5', '5.', '.5', '1e3', '--5', '5-', '4.5.1', '4.x', 'a 5'])(
    '%j stays text, so the number schema refuses it with its own message',
    (input) => {
      expect(rating.safeParse(input).error?.issues[0]?.message).toBe('A number');
    },
  );

  it('leaves non-text values to the schema', () => {
    expect(rating.safeParse(null).success).toBe(false);
    expect(rating.safeParse(true).success).toBe(false);
    // A list that would read as '5' is not text.
    expect(rating.safeParse([5]).success).toBe(false);
  });
});

describe("formBoolean: '1'/'true' and '0'/'false' (any case, any blanks), and 1 and 0", () => {
  const flag = formBoolean(z.boolean({ error: 'Yes or no' }));

  it.each([
    ['1', true],
    ['true', true],
    [' TRUE ', true],
    ['True', true],
    [1, true],
    [true, true],
    ['0', false],
    ['false', false],
    [' False', false],
    [0, false],
    [false, false],
  ])('%j is %s', (input, value) => {
    expect(flag.parse(input)).toBe(value);
  });

  it.each(['yes', 'no', '', '2', 'on', 2, -1, null])('%j is refused by the schema', (input) => {
    expect(flag.safeParse(input).error?.issues[0]?.message).toBe('Yes or no');
  });
});

describe('ids', () => {
  it('tells a wrong id in a body or a path with one message', () => {
    for (const bad of ['x', null, 0, 1.5, '0', '1.5', '2147483648', 2147483648]) {
      expect(recordId().safeParse(bad).error?.issues[0]?.message).toBe(MSG.invalidId);
    }
    // In a body too, digits as text name the same id (forms, PHP and mobile clients send them).
    expect(recordId().parse('3')).toBe(3);
    expect(recordId().parse(3)).toBe(3);
    for (const bad of ['x', '0', '2147483648', '1.5']) {
      expect(idParams.safeParse({ id: bad }).error?.issues[0]?.message).toBe(MSG.invalidId);
      expect(userIdParams.safeParse({ userId: bad }).error?.issues[0]?.message).toBe(MSG.invalidId);
    }
    expect(idParams.parse({ id: '7' })).toEqual({ id: 7 });
    expect(userIdParams.parse({ userId: '2147483647' })).toEqual({ userId: 2_147_483_647 });
  });
});

describe('request text', () => {
  it('tells a control character with its message and keeps the rest of the rules', () => {
    expect(text().max(3).safeParse('a\u0000').error?.issues[0]?.message).toBe(MSG.controlCharacters);
    expect(text({ error: 'Text please' }).safeParse(5).error?.issues[0]?.message).toBe('Text please');
    expect(text().parse('ok')).toBe('ok');
  });
});

describe('error answers', () => {
  it('carry the message, optionally success: false and per-field messages, and whatever else was sent', () => {
    expect(errorResponse.parse({ message: 'Nope' })).toEqual({ message: 'Nope' });
    const full = {
      success: false,
      message: 'Check the form',
      errors: { email: MSG.invalidEmail },
      error: true,
    };
    expect(errorResponse.parse(full)).toEqual(full);
    expect(errorResponse.safeParse({ success: true, message: 'x' }).success).toBe(false);
    expect(errorResponse.safeParse({ success: false }).success).toBe(false);
    expect(errorResponse.safeParse({ message: 'x', errors: { email: 3 } }).success).toBe(false);
  });
});
