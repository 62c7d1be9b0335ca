import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: never meaningful
 * in a form field, invisible on screen, and NUL is refused by PostgreSQL.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The one string schema of every request field: text without control characters. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !CONTROL_CHARACTERS.test(value), MSG.controlCharacters);

/** Record ids are 32-bit serials on PostgreSQL: anything larger names no record. */
export const MAX_ID = 2_147_483_647;

/** An id in a body: a number, or its digits as text (form posts, PHP and mobile clients). */
export const recordId = () =>
  formNumber(
    z.number({ error: MSG.invalidId }).int(MSG.invalidId).positive(MSG.invalidId).max(MAX_ID, MSG.invalidId),
  );

/** An id in a path: digits in the URL, coerced. */
export const idParam = z.coerce
  .number({ error: MSG.invalidId })
  .int(MSG.invalidId)
  .positive(MSG.invalidId)
  .max(MAX_ID, MSG.invalidId);

export const idParams = z.object({ id: idParam });
/**
 * An action that must happen once (a withdrawal, a booking action or chat message queued offline):
 * a retry with the same key gets the first answer again, and nothing changes twice.
 */
export const idempotencyHeaders = z.object({ 'idempotency-key': text().min(8).max(100).optional() });
export const userIdParams = z.object({ userId: idParam });

/** The body of every error answer: the message to show, and per-field messages when a form was wrong. */
export const errorResponse = z.looseObject({
  success: z.literal(false).optional(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * A number that may arrive as text: form fields (urlencoded or multipart) are always strings,
 * and apps written for the original server send `"5"` in JSON too. Only plain decimal text is
 * turned into a number; anything else — `''`, `'abc'`, `'5 stars'` — goes on unchanged so the
 * wrapped schema refuses it with its own messages, word for word.
 */
export const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    schema,
  );

/**
 * A boolean that may arrive as a form field: `'1'`/`'true'` and `'0'`/`'false'` (what Laravel's
 * `boolean` rule took, plus the words), also as the numbers 1 and 0; anything else goes on
 * unchanged for the wrapped schema to refuse.
 */
export const formBoolean = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    const word = typeof value === 'string' ? value.trim().toLowerCase() : value;
    if (word === '1' || word === 'true' || word === 1) return true;
    if (word === '0' || word === 'false' || word === 0) return false;
    return value;
  }, schema);
