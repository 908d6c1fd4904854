/**
 * RGBA to yuva420p (BT.601 limited range, what the overlay filter blends in), so ffmpeg takes the
 * presenter's frames as they are: letting swscale convert them cost more than the warp itself.
 * `out` must hold size * size * 2.5 bytes (Y, U, V, A planes); `size` is even.
 */
export function rgbaToYuva420p(rgba: Uint8Array, size: number, out: Uint8Array): void {
  const n = size * size;
  const half = size / 2;
  const uOff = n;
  const vOff = n + (n >> 2);
  const aOff = n + (n >> 1);
  for (let i = 0, o = 0; i < n; i++, o += 4) {
    out[i] = (16 + ((66 * rgba[o]! + 129 * rgba[o + 1]! + 25 * rgba[o + 2]! + 128) >> 8)) | 0;
    out[aOff + i] = rgba[o + 3]!;
  }
  for (let cy = 0; cy < half; cy++) {
    for (let cx = 0; cx < half; cx++) {
      const a = (2 * cy * size + 2 * cx) * 4;
      const b = a + size * 4;
      const r = rgba[a]! + rgba[a + 4]! + rgba[b]! + rgba[b + 4]!;
      const g = rgba[a + 1]! + rgba[a + 5]! + rgba[b + 1]! + rgba[b + 5]!;
      const bl = rgba[a + 2]! + rgba[a + 6]! + rgba[b + 2]! + rgba[b + 6]!;
      const c = cy * half + cx;
      out[uOff + c] = 128 + ((-38 * r - 74 * g + 112 * bl + 512) >> 10);
      out[vOff + c] = 128 + ((112 * r - 94 * g - 18 * bl + 512) >> 10);
    }
  }
}
