const CHARS = '234567abcdefghijklmnopqrstuvwxyz';
let last = 0;
const clockId = Math.floor(Math.random() * 1024);

/**
 * A record key in atproto's TID form (13 base32-sortable characters: microseconds since the epoch
 * and a clock id), from the caller's clock; never the same twice in one process.
 */
export function nextTid(nowMs: number): string {
  last = Math.max(nowMs * 1000, last + 1);
  let n = (BigInt(last) << 10n) | BigInt(clockId);
  let out = '';
  for (let i = 0; i < 13; i++) {
    out = CHARS[Number(n & 31n)]! + out;
    n >>= 5n;
  }
  return out;
}
