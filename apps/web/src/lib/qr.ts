import { create } from 'qrcode';

export type QrCode = { size: number; modules: boolean[][]; version: number; mask: number };

/** Encodes text with error correction level M (readable when a printed code is a little worn). */
export function encodeQr(text: string): QrCode {
  const code = create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = code.modules;
  const modules = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => data[y * size + x] === 1),
  );
  return { size, modules, version: code.version, mask: code.maskPattern ?? 0 };
}

/** SVG path data ('M x y h1 v1 h-1 z' per dark module) with a quiet zone of `border` modules. */
export function qrPath(code: QrCode, border = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + border} ${y + border}h1v1h-1z`);
    });
  });
  return parts.join('');
}
