import { html } from 'htm/preact';
import type { ImageView } from './view.ts';

/** The widths images are served at (shop.images.ts makes each on first request, then keeps it). */
export const IMAGE_WIDTHS = [96, 192, 320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** An image's address at a width, as WebP; `og` is the 1200×630 JPEG link previews ask for. */
export const imageUrl = (name: string, width: ImageWidth | 'og') =>
  `/shop/img/${width === 'og' ? 'og' : `w${width}`}/${encodeURIComponent(name)}`;

/**
 * A stored image at the widths a phone needs (`sizes` says how wide it is drawn). Below the first
 * screen it loads only when scrolled near (`lazy`); the cover asks to come first.
 */
export function Picture(props: {
  image: ImageView;
  widths: ImageWidth[];
  sizes: string;
  lazy: boolean;
  class?: string;
  /** The drawn box, so nothing moves when the image arrives. */
  width: number;
  height: number;
}) {
  const { image, widths } = props;
  return html`<img
    class=${props.class}
    src=${imageUrl(image.name, widths[0]!)}
    srcset=${widths.map((w) => `${imageUrl(image.name, w)} ${w}w`).join(', ')}
    sizes=${props.sizes}
    alt=${image.alt}
    width=${props.width}
    height=${props.height}
    loading=${props.lazy ? 'lazy' : undefined}
    fetchpriority=${props.lazy ? undefined : 'high'}
    decoding="async"
  />`;
}
