import { notFound, unprocessable } from '../../lib/errors.ts';

/** A row of the vendor's catalogue that is not there, or not theirs (404). */
export const missing = (what: string) => notFound(`${what} not found`);
/** A limit reached, told on the field that would pass it (422). */
export const full = (message: string, field: string) => unprocessable(message, { [field]: message });
