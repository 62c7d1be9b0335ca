import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, type QrCode } from './qr.ts';

/** Draws the code as a scanner would see it: RGBA pixels, `scale` per module, a 4-module quiet zone. */
function pixels(code: QrCode, scale = 4) {
  const width = (code.size + 8) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  code.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((y + 4) * scale + dy) * width + (x + 4) * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
      }
    });
  });
  return { data, width };
}

describe('the shop QR code', () => {
  it.each([
    'https://provider.example/shop/glow-beauty-studio',
    `https://provider.example/shop/${'a'.repeat(120)}`,
    'Ọ̀ṣọ́ Hair & Beauty — Lekki',
  ])('scans back to exactly what was encoded: %s', (text) => {
    const code = encodeQr(text);
    const { data, width } = pixels(code);
    expect(jsQR(data, width, width)?.data).toBe(text);
  });

  it('grows its version with the text and keeps a square of modules', () => {
    const short = encodeQr('https://provider.example/s/1');
    const long = encodeQr(`https://provider.example/shop/${'b'.repeat(200)}`);
    expect(long.version).toBeGreaterThan(short.version);
    expect(short.modules).toHaveLength(short.size);
    expect(short.size).toBe(17 + 4 * short.version);
  });
});
