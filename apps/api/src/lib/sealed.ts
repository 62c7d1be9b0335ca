import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Values kept unreadable at rest (issue 37: the NIN): AES-256-GCM with a fresh 96-bit IV each time,
 * so the same number never seals to the same text, and an HMAC-SHA-256 digest to tell whether two
 * numbers are the same without opening either. Both keys are derived (HKDF) from one configured
 * key, so sealing and comparing never share a key. A sealed value reads `v1.<iv>.<data>.<tag>`
 * (base64url): the version leaves room to move to another key or cipher.
 */
export interface Sealer {
  seal(plain: string): string;
  /** The plain value; throws when the sealed text was changed or sealed with another key. */
  open(sealed: string): string;
  digest(plain: string): string;
}

const VERSION = 'v1';
/** Whether a stored value is sealed (rows written before sealing hold the plain number). */
export const isSealed = (value: string) => value.startsWith(`${VERSION}.`);

export function sealer(key: Buffer, purpose: string): Sealer {
  if (key.length !== 32) throw new Error('A sealing key is 32 bytes');
  const derive = (use: string) =>
    Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `${purpose}:${use}`, 32));
  const cipherKey = derive('seal');
  const digestKey = derive('digest');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, data, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== VERSION || !iv || data === undefined || !tag) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', cipherKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    digest: (plain) => createHmac('sha256', digestKey).update(plain).digest('hex'),
  };
}
