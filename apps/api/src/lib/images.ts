import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIMITS, MSG } from '@app/shared';
import { badRequest } from './errors.ts';

const SIGNATURES = [
  { ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
] as const;

export interface Image {
  bytes: Buffer;
  ext: string;
}

/** Decodes a base64 data URL and checks by content (not by name) that it is a JPG or PNG within the size limit. */
export function decodeImage(dataUrl: string, field: string): Image {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  const kind = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  if (!kind || bytes.length > LIMITS.imageMaxBytes) {
    throw badRequest(MSG.badImage, { errors: { [field]: MSG.badImage } });
  }
  return { bytes, ext: kind.ext };
}

async function saveFile(dir: string, { bytes, ext }: Image) {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(join(dir, name), bytes);
  return name;
}

/** Public images (business pictures) under DATA_DIR/uploads, served at /uploads/. */
export async function saveImages(dataDir: string, images: Image[]): Promise<string[]> {
  const names = await Promise.all(images.map((image) => saveFile(join(dataDir, 'uploads'), image)));
  return names.map((name) => `/uploads/${name}`);
}

/** Private attachments (cancellations, disputes) under DATA_DIR/attachments; answers the file name. */
export const saveAttachment = (dataDir: string, image: Image) =>
  saveFile(join(dataDir, 'attachments'), image);

export async function deleteImages(dataDir: string, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((p) => unlink(join(dataDir, 'uploads', p.replace('/uploads/', ''))).catch(() => {})),
  );
}
