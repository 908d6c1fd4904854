// glibc malloc settings for Reelforge's node processes (ADR 0055).
//
// Drawing a designed scene rasterises a 1296x2304 canvas with sharp (12 MB of RGBA) and converts
// it to YUV in JS. glibc raises its mmap threshold to the largest block freed so far, so after
// the first design those buffers come from the heap arenas of whichever thread made them, and
// the freed space is never handed back: the 10-minute render's node process grew to 490 MB while
// its JS heap stayed at 20 MB. A fixed 4 MB threshold keeps such buffers mmap()ed and returned
// on free: 235 MB. Other libcs ignore the variable; an operator's own GLIBC_TUNABLES wins.
export const NODE_MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=4194304';

/** `env` with the node malloc tunables, unless it already sets GLIBC_TUNABLES. */
export function withNodeMalloc(env = process.env) {
  return env.GLIBC_TUNABLES ? env : { ...env, GLIBC_TUNABLES: NODE_MALLOC_TUNABLES };
}
