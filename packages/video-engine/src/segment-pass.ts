import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeChunk, type RunFfmpeg } from './encode.ts';
import { linkShippedFonts } from './fonts/registry.ts';
import type { RenderPlan } from './plan.ts';
import { fileHash, SEGMENT_FORMAT, segmentKey } from './segment-cache.ts';

/**
 * One segment's pass as plain data another machine can encode (issue 26): the plan with every
 * file it reads named `file:<sha256>` and nothing else of the sending machine in it (no paths,
 * no sound: a part is video only), and the shipped fonts it needs by file name.
 */
export interface SegmentPass {
  format: number;
  chunkIndex: number;
  plan: RenderPlan;
  fonts: string[];
}

export interface DescribedSegment {
  pass: SegmentPass;
  /** The segment cache's key of the same pass (segmentKey). */
  key: string;
  /** The files the pass reads: content hash -> local path, for the caller to ship. */
  files: Map<string, string>;
}

const REF = 'file:';

/**
 * Describes chunk `chunkIndex` of a plan made with `segments` for `encodeSegmentPass` elsewhere.
 * A talking presenter is streamed from this process into each pass, so it cannot be described.
 */
export async function describeSegment(plan: RenderPlan, chunkIndex: number, known = new Map<string, string>()): Promise<DescribedSegment> {
  const chunk = plan.chunks.find((c) => c.index === chunkIndex);
  if (!chunk) throw new Error(`chunk ${chunkIndex} is not in the plan`);
  if (plan.presenter?.talking) throw new Error('a talking presenter’s passes are encoded where its frames are drawn');
  if (plan.chunks.length < 2) throw new Error('a one-pass plan has no segments');
  const files = new Map<string, string>();
  const named = async (path: string | undefined) => {
    if (!path) return path;
    let hash = known.get(path);
    if (!hash) known.set(path, (hash = await fileHash(path)));
    files.set(hash, path);
    return REF + hash;
  };
  const shots = new Set([...(chunk.leadIn === undefined ? [] : [chunk.leadIn]), ...chunk.scenes]);
  const scenes = await Promise.all(
    plan.scenes.map(async (s, i) => {
      const own = shots.has(i);
      const backgroundPath = own ? ((await named(s.backgroundPath)) ?? '') : '';
      const clip = s.clip && { ...s.clip, path: own ? ((await named(s.clip.path)) ?? '') : '' };
      return { ...s, backgroundPath, ...(clip ? { clip } : {}) };
    }),
  );
  const chunks = await Promise.all(
    plan.chunks.map(async (c) =>
      c.index === chunkIndex
        ? { ...c, partPath: 'out', assPath: await named(c.assPath), presenterCmdPath: await named(c.presenterCmdPath) }
        : { ...c, partPath: '', assPath: undefined, presenterCmdPath: undefined },
    ),
  );
  const presenter = plan.presenter && {
    ...plan.presenter,
    imagePath: (await named(plan.presenter.imagePath)) ?? '',
    mouthOpenImagePath: await named(plan.presenter.mouthOpenImagePath),
  };
  const logo = plan.logo && { ...plan.logo, path: (await named(plan.logo.path)) ?? '' };
  const fonts = plan.fontsDir ? (await readdir(plan.fontsDir)).sort() : [];
  const shipped: RenderPlan = {
    ...plan,
    scenes,
    chunks,
    presenter,
    logo,
    audio: { narrationPath: '', duck: plan.audio.duck },
    fontsDir: undefined,
    outputPath: '',
  };
  const key = await segmentKey(plan, chunk, known);
  return { pass: { format: SEGMENT_FORMAT, chunkIndex, plan: JSON.parse(JSON.stringify(shipped)) as RenderPlan, fonts }, key, files };
}

export interface SegmentPassFiles {
  /** Where the file with this content hash is on this machine (fetched by the caller). */
  fileFor: (hash: string) => string;
  /** A folder of this pass's own (the fonts' links go in it). */
  workDir: string;
  partPath: string;
}

/**
 * Encodes a described segment (describeSegment) from local copies of its files, with the shipped
 * fonts linked by name: the same pixels the describing machine would have encoded.
 */
export async function encodeSegmentPass(pass: SegmentPass, local: SegmentPassFiles, run: RunFfmpeg, onOutTime?: (seconds: number) => void) {
  if (pass.format !== SEGMENT_FORMAT) throw new Error(`segment pass format ${pass.format} is not this engine's (${SEGMENT_FORMAT})`);
  const path = <T extends string | undefined>(ref: T): T => (ref?.startsWith(REF) ? (local.fileFor(ref.slice(REF.length)) as T) : ref);
  const fontsRoot = join(local.workDir, 'fonts');
  await rm(fontsRoot, { recursive: true, force: true });
  const fontsDir = pass.fonts.length ? await linkShippedFonts(fontsRoot, pass.fonts) : undefined;
  const p = pass.plan;
  const plan: RenderPlan = {
    ...p,
    scenes: p.scenes.map((s) => ({ ...s, backgroundPath: path(s.backgroundPath), ...(s.clip ? { clip: { ...s.clip, path: path(s.clip.path) } } : {}) })),
    chunks: p.chunks.map((c) =>
      c.index === pass.chunkIndex ? { ...c, partPath: local.partPath, assPath: path(c.assPath), presenterCmdPath: path(c.presenterCmdPath) } : c,
    ),
    presenter: p.presenter && { ...p.presenter, imagePath: path(p.presenter.imagePath), mouthOpenImagePath: path(p.presenter.mouthOpenImagePath) },
    logo: p.logo && { ...p.logo, path: path(p.logo.path) },
    fontsDir,
    outputPath: local.partPath,
  };
  return encodeChunk(plan, pass.chunkIndex, run, onOutTime);
}
