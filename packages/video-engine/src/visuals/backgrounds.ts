import { join } from 'node:path';
import type { SceneSpec } from '../spec.ts';
import { buildImagePrepArgs } from '../ffmpeg/args.ts';
import { runFfmpeg } from '../ffmpeg/run.ts';
import { PALETTES, writeGradientY4m } from './gradient.ts';

export interface BackgroundOptions {
  ffmpegPath: string;
  workDir: string;
  size: { width: number; height: number };
  fps: number;
  signal?: AbortSignal;
  onSpawn?: (pid: number) => void;
  onDone?: (done: number, total: number) => void;
}

/**
 * One background file per scene: the scene's image scaled to cover the frame, or a gradient
 * from the palette cycle. Files are shared between scenes using the same image or palette.
 */
export async function prepareBackgrounds(scenes: SceneSpec[], opts: BackgroundOptions): Promise<string[]> {
  const made = new Map<string, string>();
  const paths: string[] = [];
  for (const [i, scene] of scenes.entries()) {
    opts.signal?.throwIfAborted();
    const key = scene.imagePath ? `image:${scene.imagePath}` : `palette:${i % PALETTES.length}`;
    let path = made.get(key);
    if (!path) {
      path = join(opts.workDir, `bg-${made.size}.y4m`);
      if (scene.imagePath) {
        await runFfmpeg(opts.ffmpegPath, buildImagePrepArgs(scene.imagePath, opts.size, opts.fps, path), {
          signal: opts.signal,
          onSpawn: opts.onSpawn,
        }).catch((err: unknown) => {
          throw new Error(
            `scene ${i + 1}: could not read image ${scene.imagePath}: ${err instanceof Error ? err.message : String(err)}`,
          );
        });
      } else {
        const palette = PALETTES[i % PALETTES.length] ?? PALETTES[0];
        if (!palette) throw new Error('no palettes');
        writeGradientY4m(path, opts.size.width, opts.size.height, palette, opts.fps);
      }
      made.set(key, path);
    }
    paths.push(path);
    opts.onDone?.(i + 1, scenes.length);
  }
  return paths;
}
