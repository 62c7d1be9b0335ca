/**
 * Where a checkout may send the payer back: a path of this product's own site, never another
 * origin (an open redirect would let a link lend our name to anyone's page). Relative to our
 * origin it must stay on it: no scheme, no '//' or '/\' (a browser reads both as another host), no
 * control characters or backslashes.
 */
export function isOwnPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return false;
  if ([...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false;
  try {
    const base = 'http://own.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
