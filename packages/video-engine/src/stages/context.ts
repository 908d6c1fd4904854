import type { FfmpegCapabilities } from '../ffmpeg/capabilities.ts';
import type { RenderStage } from '../progress.ts';
import type { RenderOptions } from '../render-options.ts';
import type { RenderSpec } from '../spec.ts';

/**
 * What every stage of a render reads. One object, so that each stage's signature names only
 * what it takes from the stages before it and what it hands on.
 */
export interface RenderContext {
  spec: RenderSpec;
  options: RenderOptions;
  /** Progress within a stage, mapped to the overall percent (progress.ts). */
  report: (stage: RenderStage, fraction: number) => void;
  ffmpegPath: string;
  caps: FfmpegCapabilities;
  /** The render's own temp dir: removed when the render ends, unless keepWorkDir. */
  workDir: string;
  /** ffmpeg bound to the render's abort signal and spawn hook; resolves with its stderr. */
  run: (args: string[], onOutTime?: (seconds: number) => void, inputs?: AsyncIterable<Buffer>[]) => Promise<string>;
  /** The footage clips' lengths in seconds by path, read while the narration is made. */
  clipSeconds?: Promise<ReadonlyMap<string, number>>;
}
