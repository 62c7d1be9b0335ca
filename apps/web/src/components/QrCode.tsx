import { useMemo } from 'react';
import { encodeQr, qrPath } from '../lib/qr.ts';

/** A scannable QR code of `value`, drawn as SVG (dark modules on a white quiet zone). */
export function QrCode({ value, size = 180, label }: { value: string; size?: number; label?: string }) {
  const code = useMemo(() => {
    try {
      return encodeQr(value);
    } catch {
      return null;
    }
  }, [value]);
  if (!code) return null;
  const extent = code.size + 8;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      role="img"
      aria-label={label ?? `QR code for ${value}`}
      shapeRendering="crispEdges"
      data-qr-version={code.version}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={qrPath(code)} fill="#1a1523" />
    </svg>
  );
}
