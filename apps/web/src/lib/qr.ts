/**
 * A small QR Code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1–10,
 * all eight masks evaluated with the standard penalty rules. Enough for a shop link.
 */

/** Per version (index = version): [error-correction codewords per block, blocks of group 1, data codewords per group-1 block, blocks of group 2 (data codewords one more)]. */
const ECC_M: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, 0, 0, 0],
  [10, 1, 16, 0],
  [16, 1, 28, 0],
  [26, 1, 44, 0],
  [18, 2, 32, 0],
  [24, 2, 43, 0],
  [16, 4, 27, 0],
  [18, 4, 31, 0],
  [22, 2, 38, 2],
  [22, 3, 36, 2],
  [26, 4, 43, 1],
];

const ALIGNMENT: ReadonlyArray<readonly number[]> = [
  [],
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

const MAX_VERSION = 10;
/** Format bits of error-correction level M. */
const LEVEL_M_BITS = 0;

const dataCapacity = (version: number) => {
  const [, g1, d1, g2] = ECC_M[version] ?? [0, 0, 0, 0];
  return g1 * d1 + g2 * (d1 + 1);
};

/** GF(256) multiplication modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = gfMultiply(result[j] ?? 0, root);
      if (j + 1 < degree) result[j] = (result[j] ?? 0) ^ (result[j + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    for (let i = 0; i < divisor.length; i += 1)
      result[i] = (result[i] ?? 0) ^ gfMultiply(divisor[i] ?? 0, factor);
  }
  return result;
}

/** Mode, count, bytes, terminator and padding, as data codewords of the given version. */
function encodeData(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  const capacityBits = dataCapacity(version) * 8;
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) push(pad, 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let byte = 0;
    for (let j = 0; j < 8; j += 1) byte = (byte << 1) | (bits[i + j] ?? 0);
    codewords.push(byte);
  }
  return codewords;
}

/** Splits into blocks, appends Reed–Solomon codewords and interleaves. */
function addEccAndInterleave(data: readonly number[], version: number): number[] {
  const [eccLength, g1, d1, g2] = ECC_M[version] ?? [0, 0, 0, 0];
  const divisor = rsDivisor(eccLength);
  const blocks: number[][] = [];
  const eccs: number[][] = [];
  let offset = 0;
  for (let i = 0; i < g1 + g2; i += 1) {
    const length = i < g1 ? d1 : d1 + 1;
    const block = data.slice(offset, offset + length);
    offset += length;
    blocks.push(block);
    eccs.push(rsRemainder(block, divisor));
  }
  const result: number[] = [];
  for (let i = 0; i <= d1; i += 1) {
    for (const block of blocks) if (i < block.length) result.push(block[i] ?? 0);
  }
  for (let i = 0; i < eccLength; i += 1) {
    for (const ecc of eccs) result.push(ecc[i] ?? 0);
  }
  return result;
}

class Grid {
  readonly size: number;
  readonly modules: boolean[][];
  readonly reserved: boolean[][];

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.reserved = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }

  get(x: number, y: number) {
    return this.modules[y]?.[x] === true;
  }

  /** A function-pattern module (x = column, y = row). */
  fn(x: number, y: number, dark: boolean) {
    const row = this.modules[y];
    const reservedRow = this.reserved[y];
    if (!row || !reservedRow || x < 0 || x >= this.size) return;
    row[x] = dark;
    reservedRow[x] = true;
  }

  drawFunctionPatterns() {
    const { size } = this;
    for (let i = 0; i < size; i += 1) {
      this.fn(6, i, i % 2 === 0);
      this.fn(i, 6, i % 2 === 0);
    }
    this.finder(3, 3);
    this.finder(size - 4, 3);
    this.finder(3, size - 4);
    const positions = ALIGNMENT[this.version] ?? [];
    const last = positions.length - 1;
    positions.forEach((px, i) => {
      positions.forEach((py, j) => {
        if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
        for (let dy = -2; dy <= 2; dy += 1)
          for (let dx = -2; dx <= 2; dx += 1)
            this.fn(px + dx, py + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      });
    });
    this.drawFormat(0); // reserves the format areas; redrawn with the chosen mask
    this.drawVersion();
  }

  finder(cx: number, cy: number) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < this.size && y >= 0 && y < this.size)
          this.fn(x, y, distance !== 2 && distance !== 4);
      }
    }
  }

  drawFormat(mask: number) {
    const data = (LEVEL_M_BITS << 3) | mask;
    let rem = data;
    for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) !== 0;
    const { size } = this;
    for (let i = 0; i <= 5; i += 1) this.fn(8, i, bit(i));
    this.fn(8, 7, bit(6));
    this.fn(8, 8, bit(7));
    this.fn(7, 8, bit(8));
    for (let i = 9; i < 15; i += 1) this.fn(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i += 1) this.fn(size - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i += 1) this.fn(8, size - 15 + i, bit(i));
    this.fn(8, size - 8, true);
  }

  drawVersion() {
    if (this.version < 7) return;
    let rem = this.version;
    for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (this.version << 12) | rem;
    for (let i = 0; i < 18; i += 1) {
      const dark = ((bits >>> i) & 1) !== 0;
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.fn(a, b, dark);
      this.fn(b, a, dark);
    }
  }

  drawCodewords(codewords: readonly number[]) {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vert = 0; vert < size; vert += 1) {
        for (let j = 0; j < 2; j += 1) {
          const x = right - j;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? size - 1 - vert : vert;
          const row = this.modules[y];
          if (!row || this.reserved[y]?.[x]) continue;
          if (i < codewords.length * 8) {
            row[x] = (((codewords[i >>> 3] ?? 0) >>> (7 - (i & 7))) & 1) !== 0;
            i += 1;
          }
        }
      }
    }
  }

  applyMask(mask: number) {
    for (let y = 0; y < this.size; y += 1) {
      const row = this.modules[y];
      if (!row) continue;
      for (let x = 0; x < this.size; x += 1) {
        if (this.reserved[y]?.[x]) continue;
        let invert: boolean;
        switch (mask) {
          case 0:
            invert = (x + y) % 2 === 0;
            break;
          case 1:
            invert = y % 2 === 0;
            break;
          case 2:
            invert = x % 3 === 0;
            break;
          case 3:
            invert = (x + y) % 3 === 0;
            break;
          case 4:
            invert = (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
            break;
          case 5:
            invert = ((x * y) % 2) + ((x * y) % 3) === 0;
            break;
          case 6:
            invert = (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
            break;
          default:
            invert = (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
        }
        if (invert) row[x] = !row[x];
      }
    }
  }

  /** The four penalty rules of the standard (N1 = 3, N2 = 3, N3 = 40, N4 = 10). */
  penalty(): number {
    const { size } = this;
    let score = 0;
    const line = (at: (i: number) => boolean) => {
      let run = 1;
      for (let i = 1; i <= size; i += 1) {
        if (i < size && at(i) === at(i - 1)) run += 1;
        else {
          if (run >= 5) score += 3 + (run - 5);
          run = 1;
        }
      }
      // Finder-like 1:1:3:1:1 with four light modules on one side (outside the symbol counts as light).
      const value = (i: number) => (i < 0 || i >= size ? false : at(i));
      const core = [true, false, true, true, true, false, true];
      for (let i = 0; i + 7 <= size; i += 1) {
        if (!core.every((dark, k) => value(i + k) === dark)) continue;
        const before = [1, 2, 3, 4].every((k) => !value(i - k));
        const after = [0, 1, 2, 3].every((k) => !value(i + 7 + k));
        if (before) score += 40;
        if (after) score += 40;
      }
    };
    for (let y = 0; y < size; y += 1) line((x) => this.get(x, y));
    for (let x = 0; x < size; x += 1) line((y) => this.get(x, y));
    for (let y = 0; y < size - 1; y += 1) {
      for (let x = 0; x < size - 1; x += 1) {
        const c = this.get(x, y);
        if (c === this.get(x + 1, y) && c === this.get(x, y + 1) && c === this.get(x + 1, y + 1)) score += 3;
      }
    }
    let dark = 0;
    for (const row of this.modules) for (const m of row) if (m) dark += 1;
    const total = size * size;
    const k = Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1;
    score += Math.max(0, k) * 10;
    return score;
  }
}

export type QrCode = { size: number; modules: boolean[][]; version: number; mask: number };

/** Encodes text (UTF-8, byte mode, level M). Throws when the text does not fit version 10. */
export function encodeQr(text: string): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  for (; version <= MAX_VERSION; version += 1) {
    const needed = 4 + (version < 10 ? 8 : 16) + bytes.length * 8;
    if (needed <= dataCapacity(version) * 8) break;
  }
  if (version > MAX_VERSION) throw new Error('Text too long for a QR code');
  const codewords = addEccAndInterleave(encodeData(bytes, version), version);

  let best: Grid | null = null;
  let bestMask = 0;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 8; mask += 1) {
    const grid = new Grid(version);
    grid.drawFunctionPatterns();
    grid.drawCodewords(codewords);
    grid.applyMask(mask);
    grid.drawFormat(mask);
    const score = grid.penalty();
    if (score < bestScore) {
      best = grid;
      bestMask = mask;
      bestScore = score;
    }
  }
  const grid = best as Grid;
  return { size: grid.size, modules: grid.modules, version, mask: bestMask };
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
