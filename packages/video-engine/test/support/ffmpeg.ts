import { resolveFfmpeg as engineFfmpeg, resolveFfprobe as engineFfprobe } from '../../src/ffmpeg/resolve.ts';

// The tests run the ffmpeg the engine itself would pick (FFMPEG_PATH, else ffmpeg on PATH, else
// @ffmpeg-installer/ffmpeg) instead of a hard-coded /usr/bin/ffmpeg, so they run wherever the
// engine does. Tests of the npm build's limits ask for bundledFfmpeg() by name.

/** The ffmpeg the tests render and inspect with. */
export function resolveFfmpeg(): string {
  return engineFfmpeg();
}

/** The ffprobe beside that ffmpeg (or FFPROBE_PATH, or on PATH); undefined when there is none. */
export function resolveFfprobe(): string | undefined {
  return engineFfprobe(resolveFfmpeg());
}
