// Clips benchmark: npm run bench:clips -- [--count 2] [--min 15] [--max 40] [--keep]
// The clip pipeline the make-clips job runs, on the 90 s landscape test talk (made on the spot:
// a face photo on the left, a rocket on the right, eSpeak narration), with its transcript given
// as an SRT: speech taken out, cues aligned to words, moments chosen, then per clip the faces
// sampled (2 fps at 640 px), the crop path, and the render (1080x1920, captions, -14 LUFS).
// Prints wall time per minute of source and the reframing pass's realtime factor; --keep leaves
// the clips and three frames of each in the printed folder, to look at.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSrt, EspeakReference, parseSubtitles, renderClip, resolveFfmpeg, wordsForCues } from '@reelforge/video-engine';
import { findFaces } from '../src/adapters/avatar/index.ts';
import { extractSpeech } from '../src/adapters/transcribe/index.ts';
import { sampleFaces } from '../src/modules/clips/face-frames.ts';
import { pickMoments } from '../src/modules/clips/model-moments.ts';
import { cropPath } from '../src/modules/clips/reframe.ts';
import { sentencesOf } from '../src/modules/clips/sentences.ts';
import { makeTalkVideo } from '../test/support/talk-video.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '2' }, min: { type: 'string', default: '15' }, max: { type: 'string', default: '40' }, keep: { type: 'boolean', default: false } },
});
const work = await mkdtemp(join(tmpdir(), 'reelforge-bench-clips-'));
const ffmpeg = resolveFfmpeg();
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const now = () => performance.now();

try {
  const talk = await makeTalkVideo(work);
  const source = { width: talk.width, height: talk.height };
  const sourceMs = (talk.samples.length / talk.sampleRate) * 1000;
  // The creator's subtitles: one cue per sentence, on eSpeak's own times.
  const lines: { words: typeof talk.words; text: string; startMs: number; endMs: number }[] = [];
  let cur: typeof talk.words = [];
  for (const w of talk.words) {
    cur.push(w);
    if (/[.!?]$/.test(w.word)) {
      lines.push({ words: cur, text: cur.map((x) => x.word).join(' '), startMs: Math.max(0, cur[0]!.startMs - 100), endMs: cur.at(-1)!.endMs + 100 });
      cur = [];
    }
  }
  const srt = buildSrt(lines);
  await writeFile(join(work, 'talk.srt'), srt);

  const t0 = now();
  const audio = await extractSpeech(ffmpeg, talk.path, work);
  const tAudio = now();
  const cues = parseSubtitles(srt);
  const reference = new EspeakReference();
  const words = await wordsForCues(audio, cues, reference, { language: 'en', workDir: work });
  await reference.dispose();
  const tAlign = now();
  const transcript = { words, sentences: sentencesOf(words, cues, sourceMs), durationMs: sourceMs };
  const moments = await pickMoments(null, transcript, { count: Number(values.count), minMs: Number(values.min) * 1000, maxMs: Number(values.max) * 1000 });
  const tPick = now();
  let reframeMs = 0;
  let renderMs = 0;
  let clipMs = 0;
  for (const [i, m] of moments.entries()) {
    const r0 = now();
    const frames = await sampleFaces({ ffmpeg, input: talk.path, source, startMs: m.startMs, endMs: m.endMs, fps: 2, sampleWidth: 640, findFaces });
    const crop = cropPath(frames, source, { width: 1080, height: 1920 });
    const r1 = now();
    const dir = join(work, `clip-${i + 1}`);
    execFileSync('mkdir', ['-p', dir]);
    await renderClip({
      sourcePath: talk.path, startMs: m.startMs, endMs: m.endMs, output: { width: 1080, height: 1920 }, crop,
      words: words.slice(m.first, m.last + 1).map((w) => ({ word: w.word, startMs: w.startMs - m.startMs, endMs: w.endMs - m.startMs })),
      captionStyle: 'karaoke', hook: m.title, hookMs: 2500, workDir: dir, outputPath: join(dir, 'clip.mp4'), thumbnailPath: join(dir, 'thumbnail.jpg'), ffmpegPath: ffmpeg,
    });
    const r2 = now();
    reframeMs += r1 - r0;
    renderMs += r2 - r1;
    clipMs += m.endMs - m.startMs;
    for (const at of [0.1, 0.5, 0.9]) {
      execFileSync(ffmpeg, ['-v', 'error', '-y', '-ss', ((m.endMs - m.startMs) / 1000 * at).toFixed(2), '-i', join(dir, 'clip.mp4'), '-frames:v', '1', '-vf', 'scale=540:960', join(dir, `frame-${Math.round(at * 100)}.png`)]);
    }
    console.log(`clip ${i + 1}: ${secs(m.startMs)}-${secs(m.endMs)} (${secs(m.endMs - m.startMs)}), ${crop.mode} crop, ${crop.points.length} path points, picked by ${m.pickedBy}: "${m.title}"`);
  }
  const total = now() - t0;
  console.log(`source: ${secs(sourceMs)} landscape 1280x720, transcript given (SRT, ${cues.length} cues, ${words.length} words aligned)`);
  console.log(`speech out ${secs(tAudio - t0)}, align ${secs(tAlign - tAudio)}, moments ${secs(tPick - tAlign)}, reframe ${secs(reframeMs)}, render ${secs(renderMs)} (${moments.length} clips, ${secs(clipMs)} of clips)`);
  console.log(`wall time per minute of source: ${secs(total / (sourceMs / 60_000))}`);
  console.log(`reframing realtime factor: ${(clipMs / reframeMs).toFixed(2)}x (seconds of clip per second of face sampling and path)`);
  if (values.keep) console.log(`clips and frames kept in ${work}`);
} finally {
  if (!values.keep) await rm(work, { recursive: true, force: true });
}
