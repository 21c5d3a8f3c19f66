// The join address as a QR code, drawn as one SVG path (no image, no inline script or style: the
// strict CSP holds). The `qrcode` package computes the modules; each dark one is a 1x1 square.
import { create } from 'qrcode/lib/core/qrcode';

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** The dark modules as one path, offset by the quiet zone. */
  d: string;
  /** The whole square's side, quiet zone included (the viewBox). */
  side: number;
}

export const QUIET_ZONE = 4;

export function qrPath(text: string): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) parts.push(`M${c + QUIET_ZONE} ${r + QUIET_ZONE}h1v1h-1z`);
  return { size: modules.size, d: parts.join(''), side: modules.size + 2 * QUIET_ZONE };
}
