import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** First directory on PATH holding an executable `name`. */
export function findOnPath(name: string, pathVar = process.env.PATH ?? ''): string | undefined {
  for (const dir of pathVar.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The npm-shipped static ffmpeg (an old build without ffprobe), if installed. */
export function bundledFfmpeg(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const mod = require('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    return typeof mod.path === 'string' && isExecutable(mod.path) ? mod.path : undefined;
  } catch {
    return undefined;
  }
}

/** FFMPEG_PATH, else `ffmpeg` on PATH, else @ffmpeg-installer/ffmpeg. */
export function resolveFfmpeg(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.FFMPEG_PATH?.trim();
  if (fromEnv) return fromEnv;
  const found = findOnPath('ffmpeg', env.PATH) ?? bundledFfmpeg();
  if (!found) throw new Error('ffmpeg not found: set FFMPEG_PATH, install ffmpeg, or install @ffmpeg-installer/ffmpeg');
  return found;
}

/**
 * FFPROBE_PATH, else an ffprobe beside the chosen ffmpeg, else `ffprobe` on PATH. Undefined
 * when there is none; probing then falls back to parsing `ffmpeg -i`.
 */
export function resolveFfprobe(ffmpegPath: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.FFPROBE_PATH?.trim();
  if (fromEnv) return fromEnv;
  const beside = join(dirname(ffmpegPath), 'ffprobe');
  if (ffmpegPath.includes('/') && isExecutable(beside)) return beside;
  return findOnPath('ffprobe', env.PATH);
}
