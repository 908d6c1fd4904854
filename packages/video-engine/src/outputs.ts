import { basename, dirname, extname, join } from 'node:path';

export interface OutputPaths {
  videoPath: string;
  thumbnailPath: string;
  srtPath: string;
  vttPath: string;
}

/** "out/clip.mp4" -> clip.mp4 + clip.jpg/.srt/.vtt beside it; a directory -> video.mp4 etc. in it. */
export function outputPaths(out: string): OutputPaths {
  if (extname(out).toLowerCase() === '.mp4') {
    const base = join(dirname(out), basename(out, extname(out)));
    return { videoPath: out, thumbnailPath: `${base}.jpg`, srtPath: `${base}.srt`, vttPath: `${base}.vtt` };
  }
  return {
    videoPath: join(out, 'video.mp4'),
    thumbnailPath: join(out, 'thumbnail.jpg'),
    srtPath: join(out, 'captions.srt'),
    vttPath: join(out, 'captions.vtt'),
  };
}
