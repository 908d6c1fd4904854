import type { PhonemeTiming, TtsEngine, WordTiming } from './tts/types.ts';
import type { TtsCredentials } from './tts/factory.ts';
import type { EncoderPlan, RenderPlan } from './plan.ts';
import type { RenderStage } from './progress.ts';
import type { LoudnessReport } from './audio/loudness.ts';
import type { NarrationCache } from './scene-narration.ts';
import type { PlanDesigns, SegmentCache } from './segment-cache.ts';

export interface RenderOptions {
  onProgress?: (stage: RenderStage, percent: number) => void;
  signal?: AbortSignal;
  /** Overrides the engine named in the spec (e.g. a configured cloud engine or a test fake). */
  tts?: TtsEngine;
  /** Keys for cloud engines when `tts` is not given. */
  ttsCredentials?: TtsCredentials;
  /** Defaults to resolveFfmpeg() (FFMPEG_PATH, PATH, @ffmpeg-installer). */
  ffmpegPath?: string;
  /** Parent for the engine's temp dir (default: the OS temp dir). */
  tmpDir?: string;
  /** Scenes per ffmpeg pass; bounds ffmpeg memory on long videos (default: all if ≤ 10, else 6). */
  maxScenesPerChunk?: number;
  /**
   * One pass per script scene, each a segment with the same encode parameters, joined by stream
   * copy with the cross-fades kept (segments.ts): the render graph's unit. Default: passes by size.
   */
  segments?: boolean;
  /** Keeps encoded segments between renders (with `segments`): an unchanged scene is not encoded again. */
  segmentCache?: SegmentCache;
  /** Keeps each scene's narration between renders: only scenes whose words or voice changed are spoken again. */
  narrationCache?: NarrationCache;
  /** Mixed into the narration cache's keys: what else decides the voice (e.g. whose speech credentials). */
  narrationSalt?: string;
  encoder?: Partial<EncoderPlan>;
  /**
   * Passes of a short video (up to a minute or so) encoded at once, split at scene changes and
   * joined by stream copy (segments.ts laneChunks). Default: 2 with two or more cores and 20 s or
   * more of video, else 1.
   */
  lanes?: number;
  /** How scenes change (default: 'crossfade' when the ffmpeg build supports it, else 'dip'). */
  transition?: 'crossfade' | 'dip';
  /** Font directory for libass (default: links to the shipped fonts this render needs). */
  fontsDir?: string;
  /** Where generated assets shared by renders (built-in music beds, drawn designs) are kept (default: OS temp). */
  cacheDir?: string;
  /** Leave the temp dir (backgrounds, ASS, WAV) in place for debugging. */
  keepWorkDir?: boolean;
  /**
   * Encodes every chunk's part file (`plan.chunks[i].partPath`, see `encodeChunk`), for a caller
   * that shares the passes of a long video among several workers. Called only when the video has
   * more than one chunk, and not for a short video's lanes (this machine's cores encode those at
   * once); the engine joins the parts and adds the sound afterwards. Default: the engine runs the
   * passes itself, in order (lanes at once). With `designs`, the designed backgrounds are not
   * drawn yet: the caller draws a chunk's (`designs.drawFor`) before its files are read, and names
   * them by `designs.keys` (so a segment found in a cache needs none drawn).
   */
  encodeParts?: (plan: RenderPlan, onFraction: (fraction: number) => void, designs?: PlanDesigns) => Promise<void>;
  /** Instrumentation: called with the pid of every ffmpeg started (the benchmark samples memory). */
  onFfmpegSpawn?: (pid: number) => void;
}

export interface RenderResult {
  videoPath: string;
  thumbnailPath: string;
  srtPath: string;
  vttPath: string;
  durationSec: number;
  width: number;
  height: number;
  /** Every spoken word on the video timeline (ms). */
  words: WordTiming[];
  /** Every speech sound on the video timeline (ms); empty when the voice engine gave none. */
  phonemes: PhonemeTiming[];
  /** How the sound was finished, and what it cost. */
  audio: {
    /** The levelled mix's measurement and the last pass's result (audio/loudness.ts). */
    loudness: LoudnessReport;
    /** Wall time of the loudness passes. */
    loudnessMs: number;
    /** Time spent aligning cloud-voice audio with its text (0 when the engine gave timings). */
    alignmentMs: number;
  };
  /** Time spent drawing the motion-graphics backgrounds (ms). */
  designMs: number;
  /** Credits (author, licence) of the scene visuals the video shows, each once. */
  credits: string[];
  /** Time spent rendering the talking presenter's clip (ms; 0 without one). */
  presenterMs: number;
  /** CPU time of the same drawing (ms): steadier than wall time on a loaded machine. */
  presenterCpuMs: number;
  /** Where the presenter was drawn (video pixels; square box), when there was one. */
  presenterBox?: { x: number; y: number; width: number; height: number };
  /** Where the talking presenter was drawn when: one box per span (intro-outro has three). */
  presenterSpans?: { x: number; y: number; width: number; height: number; fromSec: number; toSec: number }[];
}
