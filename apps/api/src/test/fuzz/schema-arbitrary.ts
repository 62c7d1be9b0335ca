import fc from 'fast-check';
import type { Fuzzed } from './nasty.ts';
import { NASTY_STRINGS } from './nasty.ts';
import type { JsonSchema } from './openapi.ts';

/** Values worth trying for a field of this name (real ids, a date the vendor is open…), if any. */
export type Hints = (field: string) => fc.Arbitrary<Fuzzed> | undefined;

/** Long enough to pass most minimums, short enough to keep the run fast. */
const CAP = 40;

/**
 * Mostly-valid values for a JSON schema: the fuzzer's starting point, so requests get past validation
 * and into the services; the mutations then break them. Hints supply most values of the fields they name.
 */
export function arbitraryFor(schema: JsonSchema, hints: Hints, field = ''): fc.Arbitrary<Fuzzed> {
  const hinted = field ? hints(field) : undefined;
  const plain = plainArbitrary(schema, hints);
  const withHint = hinted
    ? fc.oneof({ arbitrary: hinted, weight: 3 }, { arbitrary: plain, weight: 1 })
    : plain;
  return schema.nullable ? fc.oneof({ arbitrary: withHint, weight: 4 }, fc.constant(null)) : withHint;
}

function plainArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<Fuzzed> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as Fuzzed[]));
  if (schema.const !== undefined) return fc.constant(schema.const as Fuzzed);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => arbitraryFor(s, hints)));
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, hints);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.max(min, Math.min(schema.maxItems ?? 5, 5));
      return fc.array(arbitraryFor(schema.items ?? {}, hints), { minLength: min, maxLength: max });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue() as fc.Arbitrary<Fuzzed>;
  }
}

function objectArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<Fuzzed> {
  const properties = Object.entries(schema.properties ?? {})
    // `not: {}` is zod's z.never(): a field that must be absent.
    .filter(([, s]) => !(s.not && Object.keys(s.not).length === 0));
  const model: Record<string, fc.Arbitrary<Fuzzed>> = {};
  for (const [name, s] of properties) model[name] = arbitraryFor(s, hints, name);
  const required = (schema.required ?? []).filter((name) => name in model);
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Fuzzed>;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<Fuzzed> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? CAP, CAP));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    const pattern = safeRegExp(schema.pattern);
    // fast-check cannot generate from lookaheads (the password rule): one value that matches does.
    if (pattern?.source.includes('(?=')) return fc.constant('Secret@123');
    if (pattern) return fc.stringMatching(pattern, { size: 'small' });
  }
  const nastyFitting = NASTY_STRINGS.filter((s) => s.length >= minLength && s.length <= maxLength);
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength }), weight: 4 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }), weight: 1 },
    ...(nastyFitting.length ? [{ arbitrary: fc.constantFrom(...nastyFitting), weight: 1 }] : []),
  );
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/**
 * Small numbers mostly; sometimes anywhere the schema allows, up to 2^53, since a value zod accepts
 * can still overflow a 32-bit column.
 */
function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<Fuzzed> {
  const min = (schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0);
  const max = Math.max(min, Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER));
  const small = { min, max: Math.min(max, min + 1_000) };
  const whole = fc.oneof(
    { arbitrary: fc.integer(small), weight: 4 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
  );
  if (integer) return whole;
  return fc.oneof(whole, fc.double({ min, max: small.max, noNaN: true, noDefaultInfinity: true }));
}
