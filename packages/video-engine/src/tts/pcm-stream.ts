import type { WavWriter } from './wav.ts';
import type { SpeechBounds } from './estimate.ts';

/** Writes a streamed 16-bit PCM body to a WAV without buffering it, handling odd-length chunks. */
export async function pipePcm(body: ReadableStream<Uint8Array>, wav: WavWriter, bounds?: SpeechBounds): Promise<void> {
  let carry: Buffer | undefined;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    let buf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (carry) {
      buf = Buffer.concat([carry, buf]);
      carry = undefined;
    }
    if (buf.length % 2) {
      carry = Buffer.from(buf.subarray(buf.length - 1));
      buf = buf.subarray(0, buf.length - 1);
    }
    if (!buf.length) continue;
    // Copy into an aligned Int16Array; network buffers may start at odd offsets.
    const samples = new Int16Array(buf.length / 2);
    Buffer.from(samples.buffer).set(buf);
    bounds?.push(samples);
    wav.write(samples);
  }
}
