import { MSG } from '@app/shared';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';
import { isApiError, reportError } from './api.ts';

/**
 * Mantine form validation from a shared zod schema (mantine-form-zod-resolver): each field gets the
 * first message the schema gives for it, word for word, nested fields under their path
 * ('days.0.close_time').
 */
export const zodResolver = (schema: $ZodType) => zod4Resolver(schema, { errorPriority: 'first' });

/**
 * Moves `body.errors` of a failed call onto form fields, renaming API fields to form fields.
 * Returns true when at least one field got a message.
 */
export function applyServerErrors(
  error: unknown,
  setFieldError: (field: string, message: string) => void,
  fieldNames: Record<string, string> = {},
): boolean {
  if (!isApiError(error) || !error.body.errors) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.body.errors)) {
    const target = fieldNames[field] ?? field;
    setFieldError(target, String(message));
    applied = true;
  }
  return applied;
}

/**
 * A failed save: 400/422 field errors go next to their fields; anything else (a 403 'Your account is
 * under review, so this change is paused', a 409, a 500) shows the server's message as an alert.
 */
export function showSaveError(
  error: unknown,
  setFieldError: (field: string, message: string) => void,
  fieldNames: Record<string, string> = {},
) {
  if (applyServerErrors(error, setFieldError, fieldNames)) return;
  reportError(error, MSG.somethingWrong);
}

/** Turns a Mantine NumberInput value ('' while empty) into what the shared schemas expect. */
export const num = (value: number | string): number | undefined =>
  value === '' || value == null ? undefined : Number(value);
