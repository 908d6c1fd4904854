import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { narrateJob, narrationEngine, narrationJobs, type NarrationJob, type NarrationVoice, type RenderSpecInput, type TtsEngine } from '@reelforge/video-engine';
import type { TtsSettings } from '../../adapters/tts/settings.ts';
import type { AppContext } from '../../context/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { hasNarration, storeNarration, type SettledStep } from './render-cache.ts';
import { renderChunksRepository } from './render-chunks.repository.ts';
import { claimantName, invitations, workOnClaims } from './render-claims.ts';
import { narrationSalt } from './render-engine.ts';
import { RENDER_FEEDS } from './render-feeds.ts';
import { readStepNote, stepsOf, writeStepNote, type Worker } from './render-notes.ts';

const WAIT_MS = 250;
/** Scenes a render speaks at once itself with a cloud voice. */
const CLOUD_LANES = 3;

/** A render's scene narrations as helpers read them: whose voice, and each scene's words and key. */
export interface SharedNarrations {
  kind: 'narrations';
  /** The video's owner: a helper speaks with their voice settings (their own keys). */
  userId: string;
  voice: NarrationVoice;
  jobs: NarrationJob[];
}

export const isSharedNarrations = (plan: unknown): plan is SharedNarrations => (plan as SharedNarrations | null)?.kind === 'narrations';

/**
 * The render graph's first fan-out (issue 26): every scene whose narration is not in the render
 * cache is offered as a step any worker sharing the database and the storage can take (ADR 0027's
 * render_chunks claims, one invitation on the pass queue per scene beyond the render's own). Each
 * is spoken and stored in the cache, where the engine's narration stage then finds it. With a
 * cloud voice a scene takes seconds, so a video's scenes are spoken side by side on every free
 * worker instead of one after another. Returns the scenes spoken here or elsewhere, whose steps
 * it recorded (the engine then finds them cached, which is not a step of this render).
 */
export async function shareNarrations(
  ctx: AppContext,
  at: { videoId: string; userId: string },
  spec: RenderSpecInput,
  tts: TtsSettings,
  record: (step: SettledStep, by?: Worker) => void,
  signal: AbortSignal,
): Promise<Set<number>> {
  const { voice, jobs } = narrationJobs(spec, narrationSalt(tts));
  const todo: NarrationJob[] = [];
  for (const job of jobs) if (!(await hasNarration(ctx, job.key))) todo.push(job);
  // One scene to speak is the render's own narration stage's work: nothing to share.
  if (todo.length < 2) return new Set();
  const renderId = randomUUID();
  const repo = renderChunksRepository(ctx.db);
  const plan: SharedNarrations = { kind: 'narrations', userId: at.userId, voice, jobs: todo };
  const spokenHere = new Map<number, number>();
  const invited = invitations(ctx, renderId);
  // Started on the first step this worker takes (eSpeak's takes most of a second).
  let made: TtsEngine | undefined;
  const engine = () => (made ??= narrationEngine(voice, tts.credentials));
  // The claims' `frames` column weighs a render's progress; a narration step's weight is its words.
  await repo.create(renderId, at.videoId, plan, todo.map((j) => ({ index: j.scene, frames: j.text.split(/\s+/).length })));
  try {
    for (let i = 1; i < todo.length; i++) await invited.send();
    // A cloud voice waits on the network: the render asks for a few scenes at once itself.
    // eSpeak works the CPU, where one at a time is as fast and leaves other workers a share.
    const lanes = voice.engine === 'espeak' ? 1 : CLOUD_LANES;
    const claimLoop = () =>
      workOnClaims(ctx, renderId, signal, claimantName('render'), async (scene, passSignal) => {
        const started = performance.now();
        await speak(ctx, plan, scene, engine(), passSignal);
        spokenHere.set(scene, (performance.now() - started) / 1000);
      });
    for (;;) {
      await Promise.all(Array.from({ length: lanes }, claimLoop));
      const passes = await repo.passes(renderId);
      if (passes.length !== todo.length) throw new Error('the narration steps were removed');
      if (passes.every((p) => p.status === 'done')) break;
      // Others are speaking; a step whose worker dies becomes claimable after RENDER_STALE_SECONDS.
      await sleep(WAIT_MS, undefined, { signal });
    }
    for (const job of todo) {
      const here = spokenHere.get(job.scene);
      const note = here === undefined ? await readStepNote(ctx, { videoId: at.videoId, renderId, index: job.scene }) : undefined;
      record({ kind: 'narration', sceneIndex: job.scene, cached: false, seconds: here ?? note?.seconds ?? 0 }, note?.worker);
    }
    return new Set(todo.map((j) => j.scene));
  } finally {
    await invited.withdraw();
    await repo.remove(renderId).catch((err: unknown) => ctx.logger.warn({ err, renderId }, 'narration steps not removed'));
    await made?.dispose?.();
    await ctx.storage.deletePrefix(stepsOf(at.videoId, renderId)).catch((err: unknown) => ctx.logger.warn({ err, renderId }, 'narration notes not removed'));
  }
}

/** A queued invitation to a render's narration steps: speak scenes with the owner's voice settings, store them. */
export async function helpWithNarrations(ctx: AppContext, renderId: string, videoId: string, plan: SharedNarrations, signal: AbortSignal) {
  const tts = await ctx.wiring.get(RENDER_FEEDS).voice(ctx, plan.userId);
  let made: TtsEngine | undefined;
  try {
    return await workOnClaims(ctx, renderId, signal, claimantName('helper'), async (scene, passSignal) => {
      const started = performance.now();
      await speak(ctx, plan, scene, (made ??= narrationEngine(plan.voice, tts.credentials)), passSignal);
      await writeStepNote(ctx, { videoId, renderId, index: scene }, started);
    });
  } finally {
    await made?.dispose?.();
  }
}

/** Speaks one scene in a scratch dir of its own and stores it in the render cache. */
async function speak(ctx: AppContext, plan: SharedNarrations, scene: number, engine: TtsEngine, signal: AbortSignal) {
  const job = plan.jobs.find((j) => j.scene === scene);
  if (!job) throw new Error(`scene ${scene} is not a narration step of this render`);
  const dir = path.join(ctx.config.scratchDir, `narration-${randomToken(6)}`);
  try {
    await mkdir(dir, { recursive: true });
    const spoken = await narrateJob(plan.voice, job, { engine, workDir: dir, signal });
    await storeNarration(ctx, job.key, spoken);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
