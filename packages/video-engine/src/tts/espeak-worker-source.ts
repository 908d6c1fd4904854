// Runs inside a worker thread. Plain JavaScript in a string (eval worker) so it loads the same
// way under tsx, Vitest and a bundled server, with no loader or extra file to ship.
export const ESPEAK_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const ready = import(workerData.moduleUrl).then(async ({ default: init }) => new (await init()).eSpeakNGWorker());
let currentVoice;
parentPort.on('message', async (req) => {
  try {
    const w = await ready;
    if (req.kind === 'voices') {
      parentPort.postMessage({ id: req.id, kind: 'voices', voices: w.list_voices() });
      return;
    }
    if (req.voice !== currentVoice) {
      w.set_voice(req.voice);
      currentVoice = req.voice;
    }
    w.set_rate(req.rate);
    w.set_pitch(req.pitch);
    w.set_range(req.range);
    // Audio goes straight to the caller's open WAV file descriptor; only events cross threads.
    let bytes = 0;
    const events = [];
    w.synthesize(req.text, (samples, evs) => {
      if (samples.length) bytes += writeSync(req.fd, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength));
      for (const e of evs) events.push(e);
    });
    parentPort.postMessage({ id: req.id, kind: 'done', sampleRate: w.samplerate, bytes, events });
  } catch (err) {
    parentPort.postMessage({ id: req.id, kind: 'error', message: String((err && err.message) || err) });
  }
});
`;
