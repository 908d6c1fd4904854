import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { EspeakTtsEngine, readWav16, resolveFfmpeg, type WordTiming } from '@reelforge/video-engine';

/** What the speaker in the test talk says (about 90 s in eSpeak's voice): questions, numbers, repeated terms. */
export const TALK_TEXT = [
  'Welcome back to the channel. Today we talk about turning one long video into many short clips.',
  'Why do most short clips fail? Because they start slowly. Seventy percent of viewers decide in the first three seconds whether they stay.',
  'So every clip needs a hook. A hook is a question, a number, or a bold claim, said in the first breath.',
  'Here is the second rule. One clip holds one idea. When a clip carries two ideas, viewers remember neither of them.',
  'And the third rule is about the ending. End on a complete thought, not in the middle of a sentence, so the clip feels finished.',
  'Let me give you a number to remember. Clips between thirty and forty five seconds were shared twice as often as longer ones in our tests.',
  'What about captions? Most people watch without sound, so captions are not optional. Big words, timed to the voice, placed away from the buttons.',
  'How long should a clip be? Long enough for one complete thought, and not one second longer. Cut the warm up, cut the goodbye, keep the part where the idea lands.',
  'And how many clips should one video give? From a ten minute talk, three to five strong moments is a good harvest. Ten weak clips teach your viewers to scroll past you.',
  'Finally, frame the speaker. A vertical clip from a wide recording must follow the face, or the speaker walks out of the picture.',
  'That is all for today. Make one long video, cut it into clips with a hook, one idea and a real ending, and post them every day.',
].join(' ');

export interface TalkVideo {
  path: string;
  /** eSpeak's own word timings: the truth the transcription fake answers with. */
  words: WordTiming[];
  /** The narration as eSpeak rendered it (the fake "hears" uploads by finding them in this). */
  samples: Int16Array;
  sampleRate: number;
  width: number;
  height: number;
  /** The speaker's photo on the video's left half, in video pixels. */
  face: { x: number; y: number; w: number; h: number };
}

async function speak(dir: string, text: string): Promise<{ wav: string; words: WordTiming[] }> {
  const espeak = new EspeakTtsEngine();
  try {
    const r = await espeak.synthesize(text, { voiceId: 'voice1', language: 'en', workDir: dir });
    if (!('wavPath' in r)) throw new Error('expected a WAV file from eSpeak');
    return { wav: r.wavPath, words: r.words };
  } finally {
    await espeak.dispose();
  }
}

/**
 * The talk's speech alone (what the transcription fake knows), without making the video: the same
 * eSpeak rendering makeTalkVideo puts in the video, so a fake started elsewhere (the browser tests'
 * server) hears a talk video the test makes later.
 */
export async function talkSpeech(dir: string, text: string = TALK_TEXT): Promise<Pick<TalkVideo, 'words' | 'samples' | 'sampleRate'>> {
  const { wav, words } = await speak(dir, text);
  const audio = readWav16(wav);
  return { words, samples: audio.samples, sampleRate: audio.sampleRate };
}

/**
 * A landscape talk made on the spot: a face photo from the fixtures on the left half, a rocket
 * launch (no face) on the right, and eSpeak reading TALK_TEXT. No binary is committed.
 */
export async function makeTalkVideo(dir: string, opts: { text?: string } = {}): Promise<TalkVideo> {
  const { wav, words } = await speak(dir, opts.text ?? TALK_TEXT);
  const photos = path.join(import.meta.dirname, '../fixtures/photos');
  const out = path.join(dir, 'talk.mp4');
  // 1280x720: the 512 px portrait at (64, 104), the 640x427 rocket at (640, 146).
  execFileSync(resolveFfmpeg(), [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'color=c=0x203040:s=1280x720:r=25',
    '-loop', '1', '-i', path.join(photos, 'astronaut.jpg'),
    '-loop', '1', '-i', path.join(photos, 'rocket.jpg'),
    '-i', wav,
    '-filter_complex', '[0][1]overlay=64:104[a];[a][2]overlay=640:146,format=yuv420p[v]',
    '-map', '[v]', '-map', '3:a', '-shortest',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '28', '-c:a', 'aac', '-b:a', '96k', '-ar', '44100',
    out,
  ]);
  const audio = readWav16(wav);
  return { path: out, words, samples: audio.samples, sampleRate: audio.sampleRate, width: 1280, height: 720, face: { x: 64 + 170, y: 104 + 50, w: 110, h: 140 } };
}
