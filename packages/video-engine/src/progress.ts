export type RenderStage = 'narration' | 'captions' | 'visuals' | 'encoding' | 'thumbnail' | 'done';

// Share of the overall percent per stage, from measured wall time: encoding dominates.
const RANGES: Record<RenderStage, [number, number]> = {
  narration: [0, 10],
  captions: [10, 12],
  visuals: [12, 15],
  encoding: [15, 97],
  thumbnail: [97, 99],
  done: [100, 100],
};

/** Maps (stage, fraction of that stage) to overall 0-100, never going backwards. */
export function progressReporter(onProgress?: (stage: RenderStage, percent: number) => void) {
  let last = -1;
  return (stage: RenderStage, fraction: number) => {
    const [a, b] = RANGES[stage];
    const pct = Math.round(a + (b - a) * Math.min(1, Math.max(0, fraction)));
    if (pct < last) return;
    last = pct;
    onProgress?.(stage, pct);
  };
}
