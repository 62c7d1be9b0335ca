import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from './page/images.ts';

/** How many resized images a process keeps (a few hundred KB each at most): the busiest shops' pages. */
const KEPT = 400;

export type ImageSize = `w${ImageWidth}` | 'og';
export const IMAGE_SIZES: readonly ImageSize[] = [...IMAGE_WIDTHS.map((w) => `w${w}` as const), 'og'];

/**
 * The shop page's images as a phone on mobile data should get them: a stored upload (up to 2000 px,
 * JPEG or PNG) resized to the width drawn and sent as WebP; `og` is the 1200×630 JPEG that link
 * previews (WhatsApp, Facebook) read. Made on first request and kept in memory; a name never changes
 * its bytes (lib/images.ts), so browsers keep them for a year.
 */
export function shopImages(deps: { uploads: { upload(name: string): Promise<{ bytes: Buffer }> } }) {
  const kept = new Map<string, Promise<Buffer>>();

  async function make(size: ImageSize, name: string) {
    const { bytes } = await deps.uploads.upload(name);
    const image = sharp(bytes, { failOn: 'error' });
    if (size === 'og')
      return image
        .resize({ width: 1200, height: 630, fit: 'cover' })
        .jpeg({ quality: 75, mozjpeg: true })
        .toBuffer();
    const width = Number(size.slice(1));
    return image.resize({ width, withoutEnlargement: true }).webp({ quality: 60 }).toBuffer();
  }

  return {
    /** The image at that size, with its media type; the upload's own 404 when there is none. */
    async get(size: ImageSize, name: string) {
      const key = `${size}/${name}`;
      let made = kept.get(key);
      if (!made) {
        made = make(size, name);
        // A failure is not kept: the next request tries again.
        made.catch(() => kept.delete(key));
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, made);
      }
      return { bytes: await made, type: size === 'og' ? 'image/jpeg' : 'image/webp' };
    },
  };
}

export type ShopImages = ReturnType<typeof shopImages>;
