import { describe, expect, it } from 'vitest';
import { idParam, MAX_ID, recordId, text } from './common.ts';
import { MSG } from './messages.ts';
import { businessInfoBody } from './settings/schemas.ts';

describe('request text', () => {
  it('refuses NUL, other C0 controls and DEL, and keeps tabs and line breaks', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', 'del\u007f']) {
      const result = text().safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.controlCharacters);
    }
    for (const good of ['Braids\tand nails\r\nLagos', 'Ẹ kú àárọ̀ 💇🏾‍♀️', 'مرحبا']) {
      expect(text().safeParse(good).success).toBe(true);
    }
  });
});

describe('ids', () => {
  it('accepts 1 to 2³¹−1 only, the range of a PostgreSQL serial', () => {
    expect(recordId().safeParse(MAX_ID).success).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 2 ** 53, Number.NaN]) {
      expect(recordId().safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(idParam.parse('42')).toBe(42);
    for (const bad of ['2147483648', 'abc', '', '1e3x', '-1']) {
      expect(idParam.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('social links', () => {
  it('take web links only', () => {
    const link = businessInfoBody.shape.instagram;
    for (const good of ['https://instagram.com/glow', 'http://glow.ng', '', null, undefined]) {
      expect(link.safeParse(good).success, String(good)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>hi</b>',
      'ftp://glow.ng',
      'instagram.com/glow',
    ]) {
      expect(link.safeParse(bad).success, bad).toBe(false);
    }
  });
});
