import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * Writes packed RGB pixels as a one-frame y4m in yuv420p (BT.601 limited range, what ffmpeg
 * assumes for y4m), so the render pass loops it with no decoding or conversion.
 */
export function writeRgbAsY4m(path: string, rgb: Buffer, width: number, height: number, fps: number): void {
  const y = Buffer.alloc(width * height);
  const cw = width >> 1;
  const ch = height >> 1;
  const u = Buffer.alloc(cw * ch);
  const v = Buffer.alloc(cw * ch);
  // Plain indexed loops: this runs once per designed shot on ~2.4 M pixels, and the earlier
  // iterator-based version spent ~0.5 s a shot (same arithmetic, same bytes out).
  const n = width * height;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    y[i] = Math.round(16 + (65.481 * rgb[p]! + 128.553 * rgb[p + 1]! + 24.966 * rgb[p + 2]!) / 255);
  }
  const row = width * 3;
  for (let cy = 0; cy < ch; cy++) {
    let p = cy * 2 * row;
    let o = cy * cw;
    for (let cx = 0; cx < cw; cx++, p += 6, o++) {
      const q = p + row;
      const r = (rgb[p]! + rgb[p + 3]! + rgb[q]! + rgb[q + 3]!) / 4;
      const g = (rgb[p + 1]! + rgb[p + 4]! + rgb[q + 1]! + rgb[q + 4]!) / 4;
      const b = (rgb[p + 2]! + rgb[p + 5]! + rgb[q + 2]! + rgb[q + 5]!) / 4;
      u[o] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[o] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii'));
    writeSync(fd, y);
    writeSync(fd, u);
    writeSync(fd, v);
  } finally {
    closeSync(fd);
  }
}
