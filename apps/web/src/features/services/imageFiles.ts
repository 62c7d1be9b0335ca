import { LIMITS, MSG } from '@app/shared';
import { alert } from '../../lib/alert.ts';

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

/** Only .jpg/.jpeg/.png files of at most 2 MB; tells the user when some were left out. */
export function acceptableImages(files: FileList | File[] | null): File[] {
  const list = files ? [...files] : [];
  const good = list.filter((f) => TYPES.has(f.type) && EXT.test(f.name) && f.size <= LIMITS.imageMaxBytes);
  if (good.length < list.length) alert('negative', MSG.badImage);
  return good;
}
