import fc from 'fast-check';
import {
  BAD_JSON,
  type Fuzzed,
  NASTY_NUMBERS,
  NASTY_STRINGS,
  RawJson,
  toJson,
  WRONG_TYPES,
} from './nasty.ts';

type Key = string | number;
type Slot = Key[];

/** Every place a value can be replaced, the value itself included (the empty path). */
function slotsOf(value: Fuzzed, at: Slot = []): Slot[] {
  const here = [at];
  if (value instanceof RawJson || value === null || typeof value !== 'object') return here;
  const children = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return here.concat(...children.map(([k, v]) => slotsOf(v, [...at, k])));
}

/** A copy of `value` with the slot at `path` replaced, or removed when `replacement` is undefined. */
function replaceAt(value: Fuzzed, path: Slot, replacement: Fuzzed | undefined): Fuzzed {
  if (path.length === 0) return replacement ?? null;
  if (value instanceof RawJson || value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [Key, ...Key[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = replaceAt(copy[head as number] ?? null, rest, replacement);
    if (rest.length === 0 && replacement === undefined) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy = { ...value };
  if (rest.length === 0 && replacement === undefined) delete copy[head];
  else setOwn(copy, String(head), replaceAt(value[head] ?? null, rest, replacement));
  return copy;
}

/** Defines the key as an own property even when it is `__proto__`. */
function setOwn(target: { [key: string]: Fuzzed }, key: string, value: Fuzzed) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const EXTRA_KEYS = [
  'extra',
  '__proto__',
  'constructor',
  'id',
  'user_id',
  'status',
  'amount_paid',
  'x'.repeat(1000),
];

type Mutation =
  | { kind: 'drop'; pick: number }
  | { kind: 'replace'; pick: number; with: Fuzzed }
  | { kind: 'extra'; pick: number; key: string; with: Fuzzed };

const hostile = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), with: hostile }),
  fc.record({
    kind: fc.constant('extra' as const),
    pick: fc.nat(),
    key: fc.constantFrom(...EXTRA_KEYS),
    with: hostile,
  }),
);

function apply(value: Fuzzed, m: Mutation): Fuzzed {
  const slots = slotsOf(value);
  if (m.kind === 'drop') {
    const removable = slots.filter((s) => s.length > 0);
    return removable.length ? replaceAt(value, removable[m.pick % removable.length]!, undefined) : value;
  }
  if (m.kind === 'replace') return replaceAt(value, slots[m.pick % slots.length]!, m.with);
  const objects = slots.filter((s) => isObject(valueAt(value, s)));
  if (!objects.length) return value;
  const path = objects[m.pick % objects.length]!;
  const target = { ...(valueAt(value, path) as { [key: string]: Fuzzed }) };
  setOwn(target, m.key, m.with);
  return replaceAt(value, path, target);
}

const isObject = (v: Fuzzed | undefined): boolean =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RawJson);

function valueAt(value: Fuzzed, path: Slot): Fuzzed | undefined {
  let current: Fuzzed | undefined = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || current instanceof RawJson) return undefined;
    current = Array.isArray(current) ? current[key as number] : current[key];
  }
  return current;
}

/** Valid-ish values, sometimes left alone, mostly broken in one to three places. */
export const mutated = (valid: fc.Arbitrary<Fuzzed>): fc.Arbitrary<Fuzzed> =>
  fc.oneof(
    { arbitrary: valid, weight: 3 },
    {
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([v, ms]) => ms.reduce(apply, v)),
      weight: 7,
    },
  );

/** How a body travels: its content type and bytes, both possibly wrong. */
export interface Wire {
  contentType?: string;
  payload?: string;
}

const XML = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>';
const MULTIPART = [
  '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\njunk\r\n--XyZ--\r\n',
  '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\u0001\r\n',
  'not multipart at all',
];
const JSON_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json-patch+json',
  'application/json;;;',
];

/** Flattens top-level fields into a form body, as a browser form would send them. */
function formOf(value: Fuzzed): string {
  if (!isObject(value)) return '%ZZ=1&&=&a';
  const entries = Object.entries(value as { [key: string]: Fuzzed });
  return new URLSearchParams(
    entries.map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : toJson(v)]),
  ).toString();
}

/** Puts a body value on the wire: as JSON mostly, else broken JSON or another content type. */
export const wireFor = (value: Fuzzed, hasBody: boolean): fc.Arbitrary<Wire> => {
  const json = toJson(value);
  const alternatives: fc.WeightedArbitrary<Wire>[] = [
    { arbitrary: fc.constant({ contentType: 'application/json', payload: '' }), weight: 1 },
    {
      arbitrary: fc
        .oneof(
          fc.constantFrom(...BAD_JSON),
          fc.nat({ max: Math.max(json.length - 1, 0) }).map((n) => json.slice(0, n)),
        )
        .map((payload) => ({ contentType: 'application/json', payload })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...JSON_TYPES).map((contentType) => ({ contentType, payload: json })),
      weight: 1,
    },
    { arbitrary: fc.constant({ contentType: 'text/plain', payload: json }), weight: 1 },
    { arbitrary: fc.constant({ contentType: 'application/xml', payload: XML }), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom('multipart/form-data; boundary=XyZ', 'multipart/form-data'),
          fc.constantFrom(...MULTIPART),
        )
        .map(([contentType, payload]) => ({ contentType, payload })),
      weight: 1,
    },
    {
      arbitrary: fc.constant({ contentType: 'application/x-www-form-urlencoded', payload: formOf(value) }),
      weight: 1,
    },
    { arbitrary: fc.constant({ payload: json }), weight: 1 },
    {
      arbitrary: fc.constant({ contentType: 'application/octet-stream', payload: '\u0000\u00ff\u0001' }),
      weight: 1,
    },
  ];
  // Routes without a body mostly get none; those with one mostly get well-formed JSON.
  const usual: Wire = hasBody ? { contentType: 'application/json', payload: json } : {};
  return fc.oneof({ arbitrary: fc.constant(usual), weight: hasBody ? 30 : 60 }, ...alternatives);
};
