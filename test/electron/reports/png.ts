// Just enough of PNG to look at a rendered page: the size, and how much of it is not white.
// Reads what pdftoppm and Chromium write (8-bit grey, RGB or RGBA, not interlaced).
import { inflateSync } from 'node:zlib';

export interface PngInfo {
  width: number;
  height: number;
  /** Share of pixels darker than near-white, 0 to 1. */
  inkShare: number;
}

const SIGNATURE = '89504e470d0a1a0a';

export function isPng(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 8)).toString('hex') === SIGNATURE;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function readPng(bytes: Uint8Array): PngInfo {
  const buf = Buffer.from(bytes);
  if (!isPng(buf)) throw new Error('not a PNG file');
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < buf.length;) {
    const len = buf.readUInt32BE(at);
    const type = buf.toString('ascii', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[data[9]] ?? 0;
      if (depth !== 8 || channels === 0 || data[12] !== 0) throw new Error('unsupported PNG (need 8-bit, not interlaced)');
    } else if (type === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const prev = new Uint8Array(stride);
  const cur = new Uint8Array(stride);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      const x = row[i];
      cur[i] = (filter === 0 ? x : filter === 1 ? x + a : filter === 2 ? x + b : filter === 3 ? x + ((a + b) >> 1) : x + paeth(a, b, c)) & 255;
    }
    for (let px = 0; px < width; px++) {
      const o = px * channels;
      const lightest = channels >= 3 ? Math.min(cur[o], cur[o + 1], cur[o + 2]) : cur[o];
      if (lightest < 235) ink++;
    }
    prev.set(cur);
  }
  return { width, height, inkShare: ink / (width * height) };
}
