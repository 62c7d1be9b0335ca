import sharp from 'sharp';
import type { Image } from '../lib/images.ts';

/** The demo's pictures, made here (nothing is downloaded): soft shapes with a photo's grain, as phones upload JPEGs. */
const picture = async (width: number, height: number, [from, to]: [string, string], shapes: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 10 },
    },
  })
    .png()
    .toBuffer();
  const bytes = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { bytes, ext: 'jpg' } satisfies Image;
};

const circles = (width: number, height: number, colour: string, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const x = ((i * 37 + 11) % 100) / 100;
    const y = ((i * 53 + 29) % 100) / 100;
    return `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(((i % 4) + 2) * width * 0.04)}" fill="${colour}" fill-opacity="0.35"/>`;
  }).join('');

/** A cover (the studio), a logo, and four workspace photos, at the sizes a vendor's phone uploads. */
export async function demoImages() {
  const [cover, logo, ...workspace] = await Promise.all([
    picture(1600, 900, ['#5b2ecc', '#e64980'], circles(1600, 900, '#ffffff', 9)),
    picture(
      600,
      600,
      ['#f4f0fe', '#c7b4f5'],
      `<text x="300" y="390" font-size="300" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#5b2ecc">G</text>`,
    ),
    picture(1200, 1200, ['#f08c00', '#ffd43b'], circles(1200, 1200, '#ffffff', 6)),
    picture(1200, 1200, ['#0ca678', '#96f2d7'], circles(1200, 1200, '#212529', 5)),
    picture(1200, 1200, ['#1c7ed6', '#a5d8ff'], circles(1200, 1200, '#ffffff', 7)),
    picture(1200, 1200, ['#c92a2a', '#ffc9c9'], circles(1200, 1200, '#ffffff', 4)),
  ]);
  return { cover: cover!, logo: logo!, workspace };
}
