import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIMITS, MSG } from '@app/shared';
import sharp from 'sharp';
import { badRequest } from './errors.ts';

const SIGNATURES = [
  { format: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
] as const;

/** Stored images are at most this wide and this high; larger ones are scaled down. */
export const IMAGE_MAX_DIMENSION = 2000;
/** What we agree to decode at all (about 64 megapixels, a 2 MB file cannot honestly hold more). */
const MAX_INPUT_PIXELS = 8000 * 8000;

/** An image as we store it: decoded and re-encoded by us, without metadata. */
export interface Image {
  bytes: Buffer;
  ext: 'png' | 'jpg';
}

const refuse = (field: string) => badRequest(MSG.badImage, { errors: { [field]: MSG.badImage } });

/** A shape an image is cut to (a logo's square, a cover's band): at most this size, never enlarged. */
export interface Crop {
  width: number;
  height: number;
}

/** The largest box of the crop's shape the picture fills, no larger than the crop itself. */
function cropBox(picture: { width: number; height: number }, crop: Crop) {
  const scale = Math.min(1, picture.width / crop.width, picture.height / crop.height);
  return {
    width: Math.max(1, Math.round(crop.width * scale)),
    height: Math.max(1, Math.round(crop.height * scale)),
    fit: 'cover' as const,
  };
}

/**
 * Reads a base64 data URL as a JPG or PNG of at most 2 MB (by content, never by name), decodes
 * it and encodes it again: JPEG stays JPEG, PNG stays PNG. What rides along in the file — bytes
 * after the image, EXIF (GPS), comments, colour profiles — is not carried over; the EXIF
 * orientation is applied to the pixels first so photos stay upright. With `crop` the centre of
 * the picture is cut to that shape. Anything that does not decode is refused with MSG.badImage.
 */
export async function decodeImage(dataUrl: string, field: string, crop?: Crop): Promise<Image> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const input = Buffer.from(base64, 'base64');
  const kind = SIGNATURES.find((s) => s.bytes.every((b, i) => input[i] === b));
  if (!kind || input.length > LIMITS.imageMaxBytes) throw refuse(field);
  try {
    // 'error', not 'warning': phones write JPEGs libjpeg warns about; re-encoding is what makes them safe.
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format, autoOrient } = await image.metadata();
    if (format !== kind.format) throw refuse(field);
    const pipeline = image.rotate().resize(
      crop
        ? cropBox(autoOrient, crop)
        : {
            width: IMAGE_MAX_DIMENSION,
            height: IMAGE_MAX_DIMENSION,
            fit: 'inside',
            withoutEnlargement: true,
          },
    );
    const bytes = await (kind.format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85 })).toBuffer();
    return { bytes, ext: kind.format === 'png' ? 'png' : 'jpg' };
  } catch {
    throw refuse(field);
  }
}

/** Decodes the images of one request one after another (`images.0`, `images.1`, …): a few MB of pixels at a time. */
export async function decodeImages(dataUrls: string[], field = 'images'): Promise<Image[]> {
  const images: Image[] = [];
  for (const [i, dataUrl] of dataUrls.entries()) images.push(await decodeImage(dataUrl, `${field}.${i}`));
  return images;
}

async function writeFiles(dir: string, images: Image[]): Promise<string[]> {
  if (!images.length) return [];
  await mkdir(dir, { recursive: true });
  const names = images.map(({ ext }) => `${randomBytes(16).toString('hex')}.${ext}`);
  try {
    await Promise.all(images.map((image, i) => writeFile(join(dir, names[i]!), image.bytes, { flag: 'wx' })));
  } catch (error) {
    await removeFiles(dir, names);
    throw error;
  }
  return names;
}

const removeFiles = (dir: string, names: string[]) =>
  Promise.all(names.map((name) => unlink(join(dir, name)).catch(() => {}))).then(() => {});

/**
 * Writes the images and runs `work` (the database change) with their file names; when `work`
 * throws — refused, not found, over a cap, or its transaction failed — the files go again, so a
 * request that changes nothing leaves nothing on disk.
 */
async function withFiles<T>(dir: string, images: Image[], work: (names: string[]) => Promise<T>): Promise<T> {
  const names = await writeFiles(dir, images);
  try {
    return await work(names);
  } catch (error) {
    await removeFiles(dir, names);
    throw error;
  }
}

const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');
const toPath = (name: string) => `/uploads/${name}`;
/** Only names we generate: nothing that leaves the uploads directory. */
const fromPath = (path: string) => /^\/uploads\/([a-f0-9]{32}\.(?:png|jpg))$/.exec(path)?.[1];

/** Public images (business, workspace and service pictures) under DATA_DIR/uploads, served at `/uploads/<name>`. */
export const withUploads = <T>(dataDir: string, images: Image[], work: (paths: string[]) => Promise<T>) =>
  withFiles(uploadsDir(dataDir), images, (names) => work(names.map(toPath)));

/** A private attachment (cancellation, dispute) under DATA_DIR/attachments; `work` gets its file name, or null without one. */
export const withAttachment = <T>(
  dataDir: string,
  image: Image | null,
  work: (name: string | null) => Promise<T>,
) => withFiles(join(dataDir, 'attachments'), image ? [image] : [], (names) => work(names[0] ?? null));

/** Removes public images whose rows are gone (after the change that removed them committed). */
export async function deleteImages(dataDir: string, paths: string[]): Promise<void> {
  const names = paths.map(fromPath).filter((name) => name !== undefined);
  await removeFiles(uploadsDir(dataDir), names);
}
