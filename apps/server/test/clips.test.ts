import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIPS_MESSAGES, type LibraryItem } from '@reelforge/contracts';
import { probeMedia, resolveFfmpeg, resolveFfprobe, type WordTiming } from '@reelforge/video-engine';
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFaces } from '../src/adapters/avatar/index.ts';
import { videos } from '../src/db/schema.ts';
import { clipSpecSchema } from '../src/modules/clips/clip-spec.ts';
import { completion, startFakeOpenAi } from './fakes/llm/index.ts';
import { TranscribeFake } from './fakes/transcribe.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { makeTalkVideo, type TalkVideo } from './support/talk-video.ts';
import { multipartBody } from './support/uploads.ts';
import { as, signedInUser, type User } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Long video -> shorts (issue 28 item 1), end to end: a 90 s landscape talk with the speaker on
// the left, the transcription fake (or an uploaded SRT), two vertical clips rendered by the job.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-clips-'));
const ffmpeg = resolveFfmpeg();
let talk: TalkVideo;
let fake: TranscribeFake;
let llm: Awaited<ReturnType<typeof startFakeOpenAi>>;
let env: TestEnv;
let owner: User;
let source: LibraryItem;

async function upload(cookie: string, name: string, data: Buffer): Promise<LibraryItem> {
  const body = multipartBody({ name, data });
  const res = await env.app.inject({ method: 'POST', url: '/api/library/uploads', payload: body.payload, headers: { ...body.headers, cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LibraryItem;
}
const post = (who: User, body: unknown) => env.app.inject({ method: 'POST', url: '/api/clips', payload: body as object, ...as(who) });
const bare = (w: string) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const rowOf = async (id: string) => (await env.ctx.db.select().from(videos).where(eq(videos.id, id)))[0]!;

beforeAll(async () => {
  talk = await makeTalkVideo(dir);
  fake = await new TranscribeFake({ samples: talk.samples, sampleRate: talk.sampleRate, words: talk.words }).start();
  // About 30 s of 16 kHz audio per upload: the talk goes up in pieces.
  llm = await startFakeOpenAi({ replies: [] });
  env = await startTestServer({
    workers: true,
    env: { TRANSCRIBE_BASE_URL: fake.baseUrl, TRANSCRIBE_MODEL: 'whisper-1', TRANSCRIBE_MAX_BYTES: String(30 * 16_000 * 2 + 44), USER_LLM_PRIVATE_HOSTS: 'true' },
  });
  owner = await signedInUser(env.app);
  source = await upload(owner.cookie, 'talk.mp4', fs.readFileSync(talk.path));
}, 300_000);
afterAll(async () => {
  await env?.close();
  await fake?.stop();
  await llm?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The talk's words (eSpeak's truth) that start inside [startMs, endMs). */
const truthIn = (startMs: number, endMs: number) => talk.words.filter((w) => w.startMs >= startMs && w.startMs < endMs);

/** A finished clip checked against the talk: size, bounds, word edges, captions, and the speaker's face in frame. */
async function expectGoodClip(id: string, bounds: { min: number; max: number }) {
  const video = await untilRendered<{ status: string; error?: string | null }>(env.app, id, as(owner).headers, 400_000);
  expect(video.status, String(video.error)).toBe('ready');
  const row = await rowOf(id);
  expect(row.clipOf).toBe(source.id);
  const span = clipSpecSchema.parse(row.clip).span!;
  const file = path.join(env.ctx.config.storageDir, row.videoKey!);
  const info = await probeMedia(file, { ffmpegPath: ffmpeg, ffprobePath: resolveFfprobe(ffmpeg) });
  expect([info.video?.width, info.video?.height]).toEqual([1080, 1920]);
  expect(info.durationSec).toBeGreaterThanOrEqual(bounds.min - 0.1);
  expect(info.durationSec).toBeLessThanOrEqual(bounds.max + 0.1);
  // Starts and ends between words: no spoken word of the talk is cut by an edge (the recording's
  // own end is no cut: eSpeak's last word may run a few ms past what the encoded audio kept).
  const audioSec = Number(execFileSync(resolveFfprobe(ffmpeg) ?? 'ffprobe', ['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=duration', '-of', 'csv=p=0', talk.path]).toString().trim());
  const endOfRecording = audioSec * 1000 - 250;
  for (const w of talk.words) {
    for (const edge of [span.startMs, span.endMs]) {
      if (edge < endOfRecording) expect(edge <= w.startMs + 20 || edge >= w.endMs - 20, `${w.word} cut at ${edge}`).toBe(true);
    }
  }
  // The captions are the transcript's words for the span.
  expect(span.words.map((w: WordTiming) => bare(w.word)).join(" ")).toBe(truthIn(span.startMs, span.endMs).map((w) => bare(w.word)).join(" "));
  // The speaker's face is in frame (the rocket on the other half is not) at three moments.
  for (const at of [0.25, 0.5, 0.85]) {
    const png = path.join(dir, `${id}-${at}.png`);
    execFileSync(ffmpeg, ['-v', 'error', '-y', '-ss', (info.durationSec * at).toFixed(2), '-i', file, '-frames:v', '1', '-vf', 'scale=540:960', png]);
    const { data, info: px } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const faces = (await findFaces({ data, width: px.width, height: px.height, channels: 3 })).filter((f) => f.boxScore >= 0.5);
    expect(faces.length).toBe(1);
    const cx = faces[0]!.box.x + faces[0]!.box.w / 2;
    expect(cx).toBeGreaterThan(px.width * 0.25);
    expect(cx).toBeLessThan(px.width * 0.75);
  }
  expect(fs.existsSync(path.join(env.ctx.config.storageDir, row.thumbnailKey!))).toBe(true);
  return span;
}

describe('POST /api/clips', () => {
  it('says what to configure or upload when there is no transcript, and checks what it is given', async () => {
    const config = env.ctx.config as { TRANSCRIBE_BASE_URL?: string };
    const url = config.TRANSCRIBE_BASE_URL;
    config.TRANSCRIBE_BASE_URL = undefined;
    try {
      const res = await post(owner, { sourceItemId: source.id, count: 2, minSeconds: 15, maxSeconds: 40, aspect: '9:16' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: CLIPS_MESSAGES.noTranscript, code: 'clips_no_transcript' });
    } finally {
      config.TRANSCRIBE_BASE_URL = url;
    }
    const inverted = await post(owner, { sourceItemId: source.id, count: 2, minSeconds: 40, maxSeconds: 15, aspect: '9:16' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body).toContain(CLIPS_MESSAGES.bounds);
    expect((await post(owner, { sourceItemId: source.id, count: 11, minSeconds: 15, maxSeconds: 40 })).statusCode).toBe(400);
    const text = await upload(owner.cookie, 'notes.txt', Buffer.from('Just some notes, no timings.'));
    const notVideo = await post(owner, { sourceItemId: text.id, count: 1, minSeconds: 15, maxSeconds: 40 });
    expect([notVideo.statusCode, notVideo.json().message]).toEqual([400, CLIPS_MESSAGES.sourceNotVideo]);
    const notSubs = await post(owner, { sourceItemId: source.id, transcriptItemId: text.id, count: 1, minSeconds: 15, maxSeconds: 40 });
    expect([notSubs.statusCode, notSubs.json().message]).toEqual([400, CLIPS_MESSAGES.transcriptNotSubtitles]);
  });

  it('refuses another creator’s video and transcript', async () => {
    const stranger = await signedInUser(env.app);
    expect((await post(stranger, { sourceItemId: source.id, count: 1, minSeconds: 15, maxSeconds: 40 })).statusCode).toBe(404);
    const own = await upload(stranger.cookie, 'mine.mp4', fs.readFileSync(talk.path));
    const srt = await upload(owner.cookie, 'talk.srt', Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nWelcome back.\n'));
    expect((await post(stranger, { sourceItemId: own.id, transcriptItemId: srt.id, count: 1, minSeconds: 15, maxSeconds: 40 })).statusCode).toBe(404);
    expect((await env.app.inject({ method: 'POST', url: '/api/clips', payload: { sourceItemId: source.id, count: 1, minSeconds: 15, maxSeconds: 40 } })).statusCode).toBe(401);
  });

  it('cuts two vertical clips with the transcription service: within bounds, on word edges, the face in frame, the transcript as captions', async () => {
    const res = await post(owner, { sourceItemId: source.id, count: 2, minSeconds: 15, maxSeconds: 40, aspect: '9:16', captionStyle: 'karaoke', language: 'en' });
    expect(res.statusCode, res.body).toBe(202);
    const { videoIds } = res.json() as { videoIds: string[] };
    expect(videoIds).toHaveLength(2);
    const spans = [];
    for (const id of videoIds) spans.push(await expectGoodClip(id, { min: 15, max: 40 }));
    expect(spans[0]!.endMs <= spans[1]!.startMs || spans[1]!.endMs <= spans[0]!.startMs).toBe(true);
    // The talk went up in pieces under the limit, as 16-bit mono WAV.
    expect(fake.requests.length).toBeGreaterThanOrEqual(3);
    expect(fake.requests.every((r) => r.fileBytes <= 30 * 16_000 * 2 + 44 && r.responseFormat === 'verbose_json')).toBe(true);
    const listed = (await env.app.inject({ url: `/api/videos/${videoIds[0]}`, ...as(owner) })).json();
    expect(listed.title.length).toBeGreaterThan(0);
    expect(fake.errors).toEqual([]);
  }, 900_000);

  it('cuts a clip with an uploaded SRT instead of the service', async () => {
    const calls = fake.count('transcriptions');
    // Subtitles as a person would make them: one cue per sentence, on the sentence's time.
    const cues: string[] = [];
    let cue: typeof talk.words = [];
    const time = (ms: number) => new Date(Math.max(0, ms)).toISOString().slice(11, 23).replace('.', ',');
    for (const w of talk.words) {
      cue.push(w);
      if (/[.!?]$/.test(w.word)) {
        cues.push(`${cues.length + 1}\n${time(cue[0]!.startMs - 100)} --> ${time(cue.at(-1)!.endMs + 100)}\n${cue.map((x) => x.word).join(' ')}\n`);
        cue = [];
      }
    }
    const srt = await upload(owner.cookie, 'talk.srt', Buffer.from(cues.join('\n')));
    const res = await post(owner, { sourceItemId: source.id, transcriptItemId: srt.id, count: 1, minSeconds: 15, maxSeconds: 30, aspect: '9:16' });
    expect(res.statusCode, res.body).toBe(202);
    await expectGoodClip((res.json() as { videoIds: string[] }).videoIds[0]!, { min: 15, max: 30 });
    expect(fake.count('transcriptions')).toBe(calls);
  }, 600_000);
  it('lets the creator’s own model pick the moment and write its copy', async () => {
    // A second creator, with their own model and their own copy of the talk.
    const maker = await signedInUser(env.app);
    const saved = await env.app.inject({ method: 'PUT', url: '/api/settings/llm', payload: { baseUrl: llm.url, model: 'fake-gpt' }, ...as(maker) });
    expect(saved.statusCode, saved.body).toBe(200);
    const own = await upload(maker.cookie, 'talk.mp4', fs.readFileSync(talk.path));
    const pick = { startSentence: 2, endSentence: 5, title: 'The rocket the speaker never looks at', description: 'Why a clip needs one thought.', hashtags: ['#talks', 'public speaking'] };
    llm.reset([completion(JSON.stringify({ clips: [pick] }))]);
    const res = await post(maker, { sourceItemId: own.id, count: 1, minSeconds: 10, maxSeconds: 40, aspect: '9:16' });
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as { videoIds: string[] }).videoIds[0]!;
    const video = await untilRendered<{ status: string; title: string; description: string; error?: string | null }>(env.app, id, as(maker).headers, 400_000);
    expect(video.status, String(video.error)).toBe('ready');
    // The model was shown the timed sentences, and the clip is its pick, starting at the sentence it named.
    const asked = llm.calls[0]!.body.messages!.map((m) => String(m.content)).join('\n');
    const named = new RegExp(`^S${pick.startSentence} \\[[^\\]]+\\] (\\S+)`, 'm').exec(asked);
    expect(named, asked).not.toBeNull();
    const span = clipSpecSchema.parse((await rowOf(id)).clip).span!;
    expect(span.pickedBy).toBe('model');
    expect(bare(span.words[0]!.word)).toBe(bare(named![1]!));
    expect(video.title).toBe(pick.title);
    expect(video.description).toContain(pick.description);
  }, 600_000);
});
