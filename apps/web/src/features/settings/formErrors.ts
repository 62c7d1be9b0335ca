import { MSG } from '@app/shared';
import { reportError } from '../../lib/api.ts';
import { applyServerErrors } from '../../lib/form.ts';

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
