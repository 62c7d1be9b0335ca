/** Hostile values: the inputs that tend to find the gaps between validation, services and the database. */

/** A JSON token written verbatim: numbers JSON.stringify cannot produce (1e309 parses to Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A JSON-ish value as the fuzzer builds it: plain JSON plus verbatim tokens. */
export type Fuzzed = null | boolean | number | string | RawJson | Fuzzed[] | { [key: string]: Fuzzed };

/** Serialises like JSON.stringify, but writes RawJson tokens as they are. */
export function toJson(value: Fuzzed): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  // JSON.stringify(NaN) is 'null'; keep numbers as JSON writes them.
  return JSON.stringify(value);
}

const KB = 1024;

/** Strings that are long, not Latin, not printable, or look like code; all free of the leak markers. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t  ',
  'A'.repeat(100 * KB),
  '😀'.repeat(2000),
  '👩🏽‍🔧👨‍👩‍👧‍👦🏳️‍🌈',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'שלום',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z\u0335\u0321\u0322\u0348\u034Ea\u0334l\u0338g\u0337o\u0336',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001B[31m\u007F',
  '\r\n\r\nX-Injected: 1',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFFbom',
  '\u200B\u200C\u200D',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '1; WAITFOR DELAY',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent literally.
  '${7*7}{{7*7}}#{7*7}',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'true',
  '[]',
  '{}',
  '\\',
  '"',
  "'",
];

/** Numbers at and beyond the edges: negative, int32, double precision, non-integer. */
export const NASTY_NUMBERS: readonly Fuzzed[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  1.0000001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.0'),
  new RawJson('-0.0'),
  new RawJson('1E2'),
  new RawJson('1e-400'),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '12abc',
  ' 1 ',
];

/** A value of every JSON type, for fields that expect another one. */
export const WRONG_TYPES: readonly Fuzzed[] = [
  'text',
  '',
  1,
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { a: { b: { c: [] } } },
];

/** Path segments, already percent-encoded: out of range, not numbers, NUL, traversal, huge. */
export const NASTY_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '-0',
  'abc',
  '1.5',
  '1e3',
  '1e308',
  '+1',
  '0x1F',
  '%201',
  '1%20',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999999',
  '%00',
  '1%00',
  'a%00b',
  '%01%1F%7F',
  '%0D%0A',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%D8%00',
  '%FF%FE',
  '%ZZ',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e',
  '%27%20OR%201%3D1',
  '__proto__',
  'constructor',
  '1,2,3',
  ',,,',
  '1,-1,abc,%00',
  'a'.repeat(5000),
  '1'.repeat(400),
];

/** Query strings the routes never asked for, and a few they did, badly. */
export const NASTY_QUERIES: readonly string[] = [
  '?__proto__[admin]=1',
  '?constructor[prototype][x]=1',
  '?a=%00',
  '?a=%ZZ',
  '?a=1&a=2&a=3',
  `?q=${'a'.repeat(5000)}`,
  '?=&&=',
  '?reference=%00&code=%00&state=%00&ref=%00',
];

/** Bodies that are not JSON at all, or almost JSON. */
export const BAD_JSON: readonly string[] = [
  '{"a":',
  '{',
  '[',
  '"',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1} trailing',
  '{} {}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":"${'\\u0000'.repeat(100)}"}`,
  '{"a":"\\ud800"}',
  '{"a":"\\x00"}',
  'NaN',
  '-',
  '1e309',
];

/** Percent-encodes the UTF-8 bytes of any string; unlike encodeURIComponent, lone surrogates too. */
export const percentEncode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
