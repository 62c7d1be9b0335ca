import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A 6-digit code from the CSPRNG, leading zeros kept. */
export const sixDigitCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');
