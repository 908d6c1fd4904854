import type { Pan } from './visuals/motion.ts';
import type { Chunk, FrameSpan } from './timeline.ts';

/** Everything the ffmpeg argument builders need, as plain data (no I/O). */
export interface RenderPlan {
  width: number;
  height: number;
  fps: number;
  totalFrames: number;
  /** Size of the prepared background frames (larger than the video, for panning). */
  oversize: { width: number; height: number };
  scenes: ScenePlan[];
  chunks: ChunkPlan[];
  /** Passes encoded at once (default 1; a short video's lanes, see segments.ts laneChunks). */
  lanes?: number;
  transition: TransitionPlan;
  presenter?: PresenterPlan;
  /** The brand logo watermarked on every frame (under the captions). */
  logo?: LogoPlan;
  audio: AudioPlan;
  encoder: EncoderPlan;
  /** Passed to libass so captions find their font without fontconfig setup. */
  fontsDir?: string;
  outputPath: string;
}

export interface ScenePlan extends FrameSpan {
  /** One-frame y4m background (gradient or prepared image) at `oversize`. */
  backgroundPath: string;
  pan: Pan;
  /** The script scene this shot belongs to: shots of one scene meet on a hard cut. */
  sceneIndex?: number;
  /** A footage clip played (scaled and cropped to fill, muted) instead of the background. */
  clip?: ClipRead;
}

/** Where a shot reads a footage clip from. */
export interface ClipRead {
  path: string;
  startSec: number;
  /**
   * The clip's length was known, so `startSec` lies inside it and the shot starts there to the
   * frame; otherwise it starts at the keyframe at or before `startSec` (movie's own seek).
   */
  exact?: boolean;
}

export interface ChunkPlan extends Chunk {
  /** ASS file holding the title and captions for this chunk's time range; absent = no text. */
  assPath?: string;
  /** sendcmd script animating the presenter during this chunk. */
  presenterCmdPath?: string;
  /** Video-only intermediate file; unused when the whole video is one chunk. */
  partPath: string;
  /** Segments (segments.ts): a transition pass; the shot before, drawn running on under its first fade-in. */
  leadIn?: number;
  /** Segments: frames of the first shot the transition pass before already drew. */
  skip?: number;
  /** A pass of a render in segments (its last shot paced as a single pass would, see scene-graph). */
  segment?: boolean;
  /** The frame of the video its scripts count from (default 0; a segment's own, see segment-clock.ts). */
  clockFrame?: number;
}

export interface TransitionPlan {
  /** Cross-fade between scenes, or dip through black (always used at chunk edges). */
  kind: 'crossfade' | 'dip';
  frames: number;
}

export interface PresenterPlan {
  imagePath: string;
  mouthOpenImagePath?: string;
  /** Top-left corner and width of the presenter, in video pixels. */
  x: number;
  y: number;
  width: number;
  /** How far the presenter rises while a word is spoken. */
  bobPx: number;
  /**
   * The talking presenter (presenter/prepass.ts), streamed into each pass as raw frames: one
   * placement per span of frames (e.g. full-frame for the intro and outro, a bubble between).
   * Replaces the stills when set.
   */
  talking?: PresenterSegment[];
}

export interface PresenterSegment {
  x: number;
  y: number;
  /** Side of the square, even. */
  size: number;
  fromFrame: number;
  toFrame: number;
}

export interface LogoPlan {
  /** PNG at its size on screen, opacity already in its alpha channel. */
  path: string;
  /** Top-left corner and size in video pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AudioPlan {
  narrationPath: string;
  music?: { path: string; volume: number };
  /** Length of the mix in seconds; music fades out over its last seconds. */
  durationSec?: number;
  /** sidechaincompress ducks music under the voice; without it music is just kept quiet. */
  duck: boolean;
  /**
   * `narrationPath` is the finished mix, already AAC at the encoder's rate and bitrate: the
   * video passes copy it instead of encoding sound on the thread that runs their filters.
   */
  encoded?: boolean;
}

export interface EncoderPlan {
  preset: string;
  crf: number;
  audioBitrate: string;
  sampleRate: number;
  threads?: number;
  /** x264 rc-lookahead frames (veryfast's default is 10). */
  lookahead?: number;
}

export const DEFAULT_ENCODER: EncoderPlan = { preset: 'veryfast', crf: 23, audioBitrate: '128k', sampleRate: 44100 };

/** x position that keeps an overlay entirely outside the frame. */
export const OFFSCREEN = -100000;
