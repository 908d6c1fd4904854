/** Loudness windows of the voice sample, for moving the preview's mouth with the words. */
export const ENVELOPE_STEP_S = 0.04;

/**
 * The sample's loudness per 40 ms, scaled so the loudest window is 1. Decoded with an offline
 * audio context: it needs no user gesture and never touches playback. Null when it cannot decode.
 */
export async function loudnessEnvelope(bytes: ArrayBuffer): Promise<Float32Array | null> {
  try {
    const decoded = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(bytes);
    const samples = decoded.getChannelData(0);
    const step = Math.max(1, Math.round(decoded.sampleRate * ENVELOPE_STEP_S));
    const out = new Float32Array(Math.ceil(samples.length / step));
    let peak = 0;
    for (let w = 0; w < out.length; w++) {
      let sum = 0;
      const end = Math.min(samples.length, (w + 1) * step);
      for (let i = w * step; i < end; i++) sum += samples[i]! * samples[i]!;
      out[w] = Math.sqrt(sum / Math.max(1, end - w * step));
      peak = Math.max(peak, out[w]!);
    }
    if (peak > 0) for (let w = 0; w < out.length; w++) out[w] = out[w]! / peak;
    return out;
  } catch {
    return null;
  }
}
