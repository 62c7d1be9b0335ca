import { LIMITS, MSG } from '@app/shared';
import { alert } from './alert.ts';

export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const TYPES = new Set(['image/jpeg', 'image/png']);
const EXT = /\.(jpe?g|png)$/i;

export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A .jpg/.jpeg/.png image of at most 2 MB (the server checks the bytes again). */
export const isAcceptableImage = (file: File) =>
  TYPES.has(file.type) && EXT.test(file.name) && file.size <= LIMITS.imageMaxBytes;

/** Only acceptable images; tells the user when some were left out. */
export function acceptableImages(files: FileList | File[] | null): File[] {
  const list = files ? [...files] : [];
  const good = list.filter(isAcceptableImage);
  if (good.length < list.length) alert('negative', MSG.badImage);
  return good;
}
