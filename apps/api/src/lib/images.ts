import { randomBytes } from 'node:crypto';
import { LIMITS, MSG } from '@app/shared';
import sharp from 'sharp';
import type { FileStore } from '../adapters/file-store.ts';
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

/** Every name a stored image gets: random, so never reused, with its type's extension. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;
export const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

async function putFiles(files: FileStore, folder: string, images: Image[]): Promise<string[]> {
  const names = images.map(({ ext }) => `${randomBytes(16).toString('hex')}.${ext}`);
  try {
    await Promise.all(
      images.map((image, i) => files.put(`${folder}/${names[i]}`, image.bytes, CONTENT_TYPES[image.ext])),
    );
  } catch (error) {
    await removeFiles(files, folder, names);
    throw error;
  }
  return names;
}

/** Best effort: a file left behind is never referenced again, and the change it served stands. */
const removeFiles = (files: FileStore, folder: string, names: string[]) =>
  Promise.all(names.map((name) => files.delete(`${folder}/${name}`).catch(() => {}))).then(() => {});

/**
 * Stores the images and runs `work` (the database change) with their file names; when `work`
 * throws — refused, not found, over a cap, or its transaction failed — the files go again, so a
 * request that changes nothing leaves nothing stored.
 */
async function withFiles<T>(
  files: FileStore,
  folder: string,
  images: Image[],
  work: (names: string[]) => Promise<T>,
): Promise<T> {
  const names = await putFiles(files, folder, images);
  try {
    return await work(names);
  } catch (error) {
    await removeFiles(files, folder, names);
    throw error;
  }
}

const toPath = (name: string) => `/uploads/${name}`;
/** Only names we generate. */
const fromPath = (path: string) => {
  const name = path.slice('/uploads/'.length);
  return path.startsWith('/uploads/') && STORED_NAME.test(name) ? name : undefined;
};

/**
 * Public images (business, workspace and service pictures), stored as 'uploads/<name>' and
 * served at `/uploads/<name>` (uploads.routes.ts). A name is never reused, so its bytes never change.
 */
export const withUploads = <T>(files: FileStore, images: Image[], work: (paths: string[]) => Promise<T>) =>
  withFiles(files, 'uploads', images, (names) => work(names.map(toPath)));

/** A private attachment (cancellation, dispute), stored as 'attachments/<name>'; `work` gets its name, or null without one. */
export const withAttachment = <T>(
  files: FileStore,
  image: Image | null,
  work: (name: string | null) => Promise<T>,
) => withFiles(files, 'attachments', image ? [image] : [], (names) => work(names[0] ?? null));

/** Removes public images whose rows are gone (after the change that removed them committed). */
export async function deleteImages(files: FileStore, paths: string[]): Promise<void> {
  const names = paths.map(fromPath).filter((name) => name !== undefined);
  await removeFiles(files, 'uploads', names);
}
