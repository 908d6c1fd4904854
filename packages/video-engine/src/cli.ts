import { readFile } from 'node:fs/promises';
import { render } from './render.ts';
import { ttsCredentialsFromEnv } from './tts/env.ts';
import type { RenderSpecInput } from './spec.ts';

// Usage: npm run render -- <spec.json> <out.mp4|out-dir>
async function main(): Promise<void> {
  const [specPath, out] = process.argv.slice(2);
  if (!specPath || !out) {
    console.error('usage: npm run render -- <spec.json> <out.mp4|out-dir>');
    process.exit(2);
  }
  const spec = JSON.parse(await readFile(specPath, 'utf8')) as RenderSpecInput;
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort(new Error('interrupted')));
  const started = Date.now();
  let lastLine = '';
  const result = await render(spec, out, {
    signal: controller.signal,
    // TTS_BASE_URL / TTS_API_KEY / TTS_MODEL / TTS_VOICES, ELEVENLABS_API_KEY (see README).
    ttsCredentials: ttsCredentialsFromEnv(),
    onProgress: (stage, percent) => {
      const line = `${stage} ${percent}%`;
      if (line !== lastLine) process.stdout.write(`${line}\n`);
      lastLine = line;
    },
  });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`video      ${result.videoPath} (${result.width}x${result.height}, ${result.durationSec.toFixed(2)} s)`);
  console.log(`thumbnail  ${result.thumbnailPath}`);
  console.log(`captions   ${result.srtPath}, ${result.vttPath}`);
  const l = result.audio.loudness;
  console.log(`rendered in ${secs} s, ${result.words.length} words`);
  console.log(
    `audio      ${l.rawI.toFixed(1)} LUFS -> ${l.outputI.toFixed(1)} LUFS (${l.normalization}, true peak ${l.outputTp.toFixed(1)} dBTP); ` +
      `loudness ${(result.audio.loudnessMs / 1000).toFixed(2)} s, alignment ${(result.audio.alignmentMs / 1000).toFixed(2)} s`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
