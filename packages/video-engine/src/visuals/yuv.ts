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
  for (let i = 0, p = 0; i < width * height; i++, p += 3) {
    y[i] = Math.round(16 + (65.481 * (rgb[p] ?? 0) + 128.553 * (rgb[p + 1] ?? 0) + 24.966 * (rgb[p + 2] ?? 0)) / 255);
  }
  for (let cy = 0; cy < ch; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const p = ((cy * 2 + dy) * width + cx * 2 + dx) * 3;
        r += rgb[p] ?? 0;
        g += rgb[p + 1] ?? 0;
        b += rgb[p + 2] ?? 0;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      u[cy * cw + cx] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[cy * cw + cx] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
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
