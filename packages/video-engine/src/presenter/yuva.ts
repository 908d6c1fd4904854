/**
 * RGBA to yuva420p (BT.601 limited range, what the overlay filter blends in), so ffmpeg takes the
 * presenter's frames as they are: letting swscale convert them cost more than the warp itself.
 * `out` holds size * size * 2.5 bytes (Y, U, V, A planes); `size` is even. Given the previous
 * frame and its conversion, only row pairs that changed are converted again (most of a talking
 * frame is the same picture as the one before).
 */
export function rgbaToYuva420p(rgba: Uint8Array, size: number, out: Uint8Array, prev?: { rgba: Uint8Array; yuva: Uint8Array }): void {
  const n = size * size;
  const half = size / 2;
  const uOff = n;
  const vOff = n + (n >> 2);
  const aOff = n + (n >> 1);
  const stride = size * 4;
  if (prev) out.set(prev.yuva);
  for (let cy = 0; cy < half; cy++) {
    const a0 = 2 * cy * stride;
    if (prev && equalRows(rgba, prev.rgba, a0, a0 + 2 * stride)) continue;
    for (let row = 2 * cy; row < 2 * cy + 2; row++) {
      for (let x = 0, i = row * size, o = row * stride; x < size; x++, i++, o += 4) {
        out[i] = 16 + ((66 * rgba[o]! + 129 * rgba[o + 1]! + 25 * rgba[o + 2]! + 128) >> 8);
        out[aOff + i] = rgba[o + 3]!;
      }
    }
    for (let cx = 0; cx < half; cx++) {
      const a = a0 + cx * 8;
      const b = a + stride;
      const r = rgba[a]! + rgba[a + 4]! + rgba[b]! + rgba[b + 4]!;
      const g = rgba[a + 1]! + rgba[a + 5]! + rgba[b + 1]! + rgba[b + 5]!;
      const bl = rgba[a + 2]! + rgba[a + 6]! + rgba[b + 2]! + rgba[b + 6]!;
      const c = cy * half + cx;
      out[uOff + c] = 128 + ((-38 * r - 74 * g + 112 * bl + 512) >> 10);
      out[vOff + c] = 128 + ((112 * r - 94 * g - 18 * bl + 512) >> 10);
    }
  }
}

/** Bytes [from, to) of two frames are the same (a native compare, far cheaper than converting). */
function equalRows(a: Uint8Array, b: Uint8Array, from: number, to: number): boolean {
  return Buffer.from(a.buffer, a.byteOffset + from, to - from).equals(Buffer.from(b.buffer, b.byteOffset + from, to - from));
}
