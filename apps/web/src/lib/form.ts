import type { z } from 'zod';
import { isApiError } from './api.ts';

/**
 * Mantine form validator from a shared zod schema: the first issue of each top-level field becomes
 * that field's message, so the texts are the shared ones word for word.
 */
export function zodResolver(schema: z.ZodType) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (key === undefined) continue;
      const name = String(key);
      if (!(name in errors)) errors[name] = issue.message;
    }
    return errors;
  };
}

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
