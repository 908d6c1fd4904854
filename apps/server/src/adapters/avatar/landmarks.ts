import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RawImage } from './pixels.ts';

/** One face found by the mesh model: 478 points (468 mesh + 10 iris) in the image's pixels. */
export interface FoundFace {
  /** Detector confidence that this is a face (0-1). */
  boxScore: number;
  /** Mesh confidence that the points sit on a face (0-1). */
  faceScore: number;
  box: { x: number; y: number; w: number; h: number };
  points: Array<[number, number]>;
}

/** MediaPipe face-mesh indices the product relies on. */
export const MESH = {
  eyeOuterL: 33,
  eyeInnerL: 133,
  eyeTopL: 159,
  eyeBottomL: 145,
  eyeInnerR: 362,
  eyeOuterR: 263,
  eyeTopR: 386,
  eyeBottomR: 374,
  mouthL: 61,
  mouthR: 291,
  lipTopInner: 13,
  lipBottomInner: 14,
  lipTopOuter: 0,
  lipBottomOuter: 17,
  chin: 152,
  forehead: 10,
  cheekL: 234,
  cheekR: 454,
} as const;

/** The part of Human's API used here (its typings cannot be imported: its exports map is broken). */
interface HumanTensor {
  dispose(): void;
}
interface HumanFaceResult {
  boxScore: number;
  faceScore: number;
  box: [number, number, number, number];
  mesh: Array<[number, number, number]>;
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: HumanTensor): Promise<{ face: HumanFaceResult[]; error?: string | null }>;
  tf: { tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): HumanTensor };
}
type HumanModule = { Human: new (config: Record<string, unknown>) => HumanInstance };

const require = createRequire(import.meta.url);

/** A package's folder found on the resolution path (not via its exports map). */
function packageDir(name: string, marker: string): string {
  const dir = (require.resolve.paths(name) ?? []).map((d) => path.join(d, name)).find((d) => existsSync(path.join(d, marker)));
  if (!dir) throw new Error(`${name} is not installed`);
  return dir;
}

/**
 * Node 20's fetch cannot read file:// URLs and the model loader only fetches: this answers
 * file:// reads from disk and passes every other request to the real fetch unchanged.
 */
function withFileFetch<T>(run: () => Promise<T>): Promise<T> {
  const real = globalThis.fetch;
  const fileFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file://')) return real(input, init);
    const bytes = await readFile(fileURLToPath(url));
    const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(bytes, { status: 200, headers: { 'content-type': type } });
  };
  globalThis.fetch = fileFetch;
  return run().finally(() => {
    if (globalThis.fetch === fileFetch) globalThis.fetch = real;
  });
}

let loading: Promise<HumanInstance> | null = null;

/** Loads the face models once per process (~0.3 s), from the files shipped in the package. */
function human(): Promise<HumanInstance> {
  loading ??= (async () => {
    const humanDir = packageDir('@vladmandic/human', 'dist/human.node-wasm.js');
    const wasmDir = path.join(packageDir('@tensorflow/tfjs-backend-wasm', 'dist/tfjs-backend-wasm.wasm'), 'dist') + path.sep;
    const mod = require(path.join(humanDir, 'dist/human.node-wasm.js')) as HumanModule;
    const off = { enabled: false };
    const instance = new mod.Human({
      backend: 'wasm',
      wasmPath: wasmDir,
      modelBasePath: pathToFileURL(path.join(humanDir, 'models') + path.sep).href,
      cacheModels: false,
      debug: false,
      face: {
        enabled: true,
        // Low here on purpose: weak candidates are reported so that "several faces" and "no face"
        // are decided by our thresholds, not hidden by the detector's.
        detector: { rotation: false, maxDetected: 4, minConfidence: 0.3, return: false },
        mesh: { enabled: true },
        iris: { enabled: true },
        emotion: off,
        description: off,
        antispoof: off,
        liveness: off,
        attention: off,
      },
      body: off,
      hand: off,
      object: off,
      gesture: off,
      segmentation: off,
      filter: off,
    });
    await withFileFetch(() => instance.load());
    return instance;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

let queue: Promise<unknown> = Promise.resolve();

/** Faces in an RGB image, most confident first. Calls are serialised: the backend is single-threaded. */
export function findFaces(img: RawImage): Promise<FoundFace[]> {
  const job = queue.then(async () => {
    const h = await human();
    const rgb = img.channels === 3 ? img.data : dropAlpha(img);
    const tensor = h.tf.tensor3d(new Uint8Array(rgb), [img.height, img.width, 3], 'int32');
    try {
      const result = await h.detect(tensor);
      if (result.error) throw new Error(`face detection failed: ${result.error}`);
      return result.face
        .map((f) => ({
          boxScore: f.boxScore,
          faceScore: f.faceScore,
          box: { x: f.box[0], y: f.box[1], w: f.box[2], h: f.box[3] },
          points: f.mesh.map(([x, y]) => [x, y] as [number, number]),
        }))
        .sort((a, b) => b.boxScore - a.boxScore);
    } finally {
      tensor.dispose();
    }
  });
  queue = job.catch(() => undefined);
  return job;
}

function dropAlpha(img: RawImage): Buffer {
  const out = Buffer.alloc(img.width * img.height * 3);
  for (let i = 0, j = 0; i < out.length; i += 3, j += img.channels) {
    out[i] = img.data[j]!;
    out[i + 1] = img.data[j + 1]!;
    out[i + 2] = img.data[j + 2]!;
  }
  return out;
}
