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

/** An id in a JSON body. */
export const recordId = () =>
  z.number({ error: MSG.invalidId }).int(MSG.invalidId).positive(MSG.invalidId).max(MAX_ID, MSG.invalidId);

/** An id in a path: digits in the URL, coerced. */
export const idParam = z.coerce
  .number({ error: MSG.invalidId })
  .int(MSG.invalidId)
  .positive(MSG.invalidId)
  .max(MAX_ID, MSG.invalidId);

export const idParams = z.object({ id: idParam });
export const userIdParams = z.object({ userId: idParam });

/** The body of every error answer: the message to show, and per-field messages when a form was wrong. */
export const errorResponse = z.looseObject({
  success: z.literal(false).optional(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
