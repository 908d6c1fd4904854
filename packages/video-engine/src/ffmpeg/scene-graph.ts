import type { ChunkPlan, ClipRead, RenderPlan } from '../plan.ts';
import { panExpressions, type Pan } from '../visuals/motion.ts';
import { transitionFrames } from '../timeline.ts';
import { chain, filter } from './escape.ts';

/**
 * The chunk's scenes as filter chains ending in [scenes]. Each scene repeats its one-frame
 * background and pans by cropping it (no per-frame scaling or copying). For a cross-fade the
 * outgoing scene runs on under the incoming one, whose first frames fade in on an alpha ramp.
 * All incoming "heads" share one overlay that is enabled only inside the fade windows: a
 * two-input filter keeps its last frames until the graph closes (xfade even in 4:4:4), so
 * one per boundary would grow memory with every scene.
 */
export function sceneSegments(plan: RenderPlan, chunk: ChunkPlan): string[] {
  const { fps } = plan;
  const parts: string[] = [];
  const bodies: string[] = [];
  const heads: { label: string; at: number; frames: number }[] = [];
  const ids = chunk.scenes;
  const spans = plan.scenes;
  const crossfade = plan.transition.kind === 'crossfade';
  const dip = Math.max(1, Math.round(plan.transition.frames / 2));
  // Shots of one script scene meet on a hard cut; transitions are for scene changes.
  const changeAfter = (i: number) => {
    const a = spans[i];
    const b = spans[i + 1];
    return Boolean(a && b) && (a?.sceneIndex === undefined || a.sceneIndex !== b?.sceneIndex);
  };
  // Cross-fade length after the k-th scene of the chunk (0 = dip or cut).
  const fadeAfter = ids.map((sceneIdx, k) =>
    crossfade && k < ids.length - 1 && changeAfter(sceneIdx)
      ? transitionFrames(spans, sceneIdx, plan.transition.frames)
      : 0,
  );

  // Segments (segments.ts): a transition pass draws the shot before running on under its first
  // shot fading in; a scene's pass starts after those frames and leaves the fade out to the next.
  // Every shot is paced as a single pass paces it, so the passes meet exactly.
  const fadeAt = (i: number | undefined) =>
    crossfade && i !== undefined && changeAfter(i) ? transitionFrames(spans, i, plan.transition.frames) : 0;
  const leadIn = fadeAt(chunk.leadIn);
  if (leadIn && chunk.leadIn !== undefined) {
    parts.push(chain([], runOn(plan, chunk.leadIn, leadIn), ['lead']));
    bodies.push('lead');
  }

  ids.forEach((sceneIdx, k) => {
    const scene = spans[sceneIdx];
    if (!scene) throw new Error(`chunk ${chunk.index} names missing scene ${sceneIdx}`);
    const len = scene.endFrame - scene.startFrame;
    const skipped = k === 0 ? (chunk.skip ?? 0) : 0;
    const head = k > 0 ? (fadeAfter[k - 1] ?? 0) : leadIn || skipped;
    const tail = fadeAfter[k] ?? 0;
    // The scene runs `tail` frames past its end, under the next scene fading in.
    const frames = len + tail;
    const handsOn = chunk.segment && k === ids.length - 1 ? fadeAt(sceneIdx) : 0;
    // A transition pass shows only its shot's first `head` frames (the fade in; the pass is cut
    // there): it reads one more for the body and names nothing of the shot's length, so its
    // segment keys alike when an edit lengthens the shot behind unchanged opening frames.
    const shown = chunk.leadIn === undefined ? undefined : head + 1;
    const source = shotSource(plan, sceneIdx, frames + handsOn, shown);
    const body = [
      filter('trim', shown ? { start_frame: head, end_frame: shown } : handsOn ? { start_frame: head, end_frame: frames } : { start_frame: head }),
      filter('setpts', { expr: 'PTS-STARTPTS' }),
    ];
    // Dip through black where scenes meet without a cross-fade: every boundary in 'dip' mode,
    // and chunk edges (separate ffmpeg passes cannot blend into each other).
    const n = shown ? 0 : Math.min(dip, Math.floor((frames - head) / 2));
    if (n > 0 && sceneIdx > 0 && changeAfter(sceneIdx - 1) && !head) body.push(filter('fade', { t: 'in', s: 0, n }));
    if (n > 0 && changeAfter(sceneIdx) && !tail && !handsOn) body.push(filter('fade', { t: 'out', s: frames - head - n, n }));

    if (head && !skipped) {
      // Frames are consumed in order (head first, then body), so split queues at most one.
      parts.push(chain([], [...source, filter('split', { outputs: 2 })], [`src${k}h`, `src${k}b`]));
      const trimHead = [filter('trim', { end_frame: head }), filter('setpts', { expr: 'PTS-STARTPTS' })];
      parts.push(chain([`src${k}h`], trimHead, [`h${k}`]));
      heads.push({ label: `h${k}`, at: scene.startFrame - chunk.startFrame, frames: head });
      parts.push(chain([`src${k}b`], body, [`b${k}`]));
    } else {
      parts.push(chain([], [...source, ...body], [`b${k}`]));
    }
    bodies.push(`b${k}`);
  });

  const joined = bodies.length > 1 ? 'bodies' : (bodies[0] ?? 'b0');
  if (bodies.length > 1) {
    parts.push(`${bodies.map((l) => `[${l}]`).join('')}${filter('concat', { n: bodies.length, v: 1, a: 0 })}[bodies]`);
  }
  // A transition pass ends with its fade; its shot goes on in the scene's own pass. So does a
  // lane that hands over to the next (segments.ts laneChunks).
  const lastShot = spans[ids[ids.length - 1] ?? -1];
  const cut =
    chunk.leadIn !== undefined || (lastShot && chunk.endFrame < lastShot.endFrame)
      ? [filter('trim', { end_frame: chunk.endFrame - chunk.startFrame })]
      : [];
  if (!heads.length) {
    parts.push(chain([joined], cut.length ? cut : [filter('null')], ['scenes']));
    return parts;
  }
  // Heads are concatenated, moved to their windows on the chunk's frame clock, given alpha
  // once (each frame-allocating filter keeps its own buffer pool, so not once per head) and
  // faded in, each fade touching only its own window.
  const headsCat = heads.length > 1 ? 'headcat' : (heads[0]?.label ?? '');
  if (heads.length > 1) {
    parts.push(
      `${heads.map((h) => `[${h.label}]`).join('')}${filter('concat', { n: heads.length, v: 1, a: 0 })}[headcat]`,
    );
  }
  const sec = (frames: number) => Number((frames / fps).toFixed(6));
  const fades = heads.map((h) =>
    filter('fade', {
      t: 'in',
      st: sec(h.at),
      d: sec(h.frames),
      alpha: 1,
      enable: `between(t,${sec(h.at - 0.5)},${sec(h.at + h.frames - 0.5)})`,
    }),
  );
  const headChain = [
    filter('format', { pix_fmts: 'yuva420p' }),
    filter('settb', { expr: `1/${fps}` }),
    filter('setpts', { expr: headTimes(heads) }),
    ...fades,
  ];
  parts.push(chain([headsCat], headChain, ['heads']));
  // Windows by time: `n` in a two-input filter's timeline counts sync events, not main frames.
  const windows = heads.map((h) => `between(t,${sec(h.at - 0.5)},${sec(h.at + h.frames - 0.5)})`).join('+');
  parts.push(chain([joined, 'heads'], [filter('overlay', { x: 0, y: 0, enable: windows }), ...cut], ['scenes']));
  return parts;
}

/** Shot `i`'s picture for `frames` frames (its pan paced over them), or only the first `shown` of them. */
function shotSource(plan: RenderPlan, i: number, frames: number, shown = frames): string[] {
  const shot = plan.scenes[i];
  if (!shot) throw new Error(`the plan has no shot ${i}`);
  return shot.clip ? clipSource(shot.clip, plan, Math.min(shown, frames)) : stillSource(shot.backgroundPath, shot.pan, plan, frames, Math.min(shown, frames));
}

/**
 * The last `frames` frames of shot `i` running on past its end, as the shot's own pass would
 * have drawn them under the next scene's fade-in (a segment's lead-in, see segments.ts).
 */
function runOn(plan: RenderPlan, i: number, frames: number): string[] {
  const shot = plan.scenes[i];
  const len = shot ? shot.endFrame - shot.startFrame : 0;
  return [...shotSource(plan, i, len + frames), filter('trim', { start_frame: len }), filter('setpts', { expr: 'PTS-STARTPTS' })];
}

/**
 * A one-frame background decoded once and repeated by reference, panned by cropping; re-reading
 * the file per frame (movie loop=0) spent ~2 s of read() syscalls per minute of 1080x1920.
 */
function stillSource(path: string, scenePan: Pan, plan: RenderPlan, frames: number, shown = frames): string[] {
  const pan = panExpressions(scenePan, frames);
  return [
    filter('movie', { filename: path }),
    filter('loop', { loop: -1, size: 1, start: 0 }),
    filter('settb', { expr: `1/${plan.fps}` }),
    filter('setpts', { expr: 'N' }),
    filter('trim', { end_frame: shown }),
    filter('crop', { w: plan.width, h: plan.height, x: pan.x, y: pan.y }),
  ];
}

/**
 * A footage clip from `startSec`, looped when the shot outlasts it, at the video's frame rate,
 * scaled to cover the frame and centre-cropped (no letterbox). Only its video stream is opened,
 * so the clip's own sound never reaches the mix. A clip already at the output size skips scaling.
 */
function clipSource(clip: ClipRead, plan: RenderPlan, frames: number): string[] {
  const { width: w, height: h, fps } = plan;
  const at = Number(clip.startSec.toFixed(3));
  return [
    // One decoding thread: every clip of the pass is opened when the graph starts, and each
    // extra frame thread holds its own frames (18 clips took 836 MB with the default threads,
    // 549 MB with one); only one clip decodes at a time, and x264 has the other core meanwhile,
    // so the whole pass also spent 20% less CPU (measured on the bench's stock case).
    filter('movie', { filename: clip.path, seek_point: at, loop: 0, streams: 'dv', dec_threads: 1 }),
    // movie seeks to the keyframe before the point, which would show again what the clip's last
    // shot showed: drop the frames before it (decoded, up to one GOP). The frame count bounds the
    // wait should the file be shorter than it said (at up to 120 fps), so a pass never hangs.
    ...(clip.exact && at > 0 ? [filter('select', { expr: `gte(t,${at})+gte(n,${Math.ceil((at + 1) * 120)})` })] : []),
    // A loop restarts the clip's timestamps, which fps would drop as late frames forever:
    // count frames at the clip's own rate instead (30 when the rate is variable).
    filter('setpts', { expr: 'N/if(isnan(FRAME_RATE),30,FRAME_RATE)/TB' }),
    filter('fps', { fps }),
    filter('scale', { w, h, force_original_aspect_ratio: 'increase', flags: 'bilinear' }),
    filter('crop', { w, h }),
    filter('setsar', { r: 1 }),
    filter('format', { pix_fmts: 'yuv420p' }),
    filter('settb', { expr: `1/${fps}` }),
    filter('setpts', { expr: 'N' }),
    filter('trim', { end_frame: frames }),
  ];
}

/** setpts expression placing the i-th concatenated head frame N at its window's frame. */
export function headTimes(heads: { at: number; frames: number }[]): string {
  let expr = '';
  let before = 0;
  const pieces: [number, number][] = heads.map((h) => {
    const piece: [number, number] = [before + h.frames, h.at - before];
    before += h.frames;
    return piece;
  });
  for (let i = pieces.length - 1; i >= 0; i--) {
    const [until, shift] = pieces[i] ?? [0, 0];
    expr = expr ? `if(lt(N,${until}),N+${shift},${expr})` : `N+${shift}`;
  }
  return expr;
}
