import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EspeakTtsEngine } from '../../src/tts/espeak.ts';
import { takeSamples } from '../../src/audio/pcm.ts';
import type { EspeakPreset } from '../../src/tts/espeak-voices.ts';
import type { WordTiming } from '../../src/tts/types.ts';

export interface SpokenClip {
  text: string;
  sampleRate: number;
  samples: Int16Array;
  /** Where the speaker put each word, in ms from the start of `samples` (the truth to test against). */
  words: WordTiming[];
}

/**
 * The voice behind the fake speech servers: eSpeak with settings unlike any product preset
 * (faster, another variant), plus a lead of silence, so what the engine under test receives is
 * a different "speaker" it has to align, and the fake still knows where every word is.
 */
export class FakeSpeaker {
  private readonly engine: EspeakTtsEngine;
  private readonly workDir = mkdtempSync(join(tmpdir(), 'fake-speaker-'));

  constructor(
    tuning: Partial<Omit<EspeakPreset, 'label'>> = { rate: 215, variant: 'm1', pitch: 40, range: 70 },
    private readonly leadMs = 250,
  ) {
    this.engine = new EspeakTtsEngine(tuning);
  }

  async speak(text: string, language = 'en'): Promise<SpokenClip> {
    const r = await this.engine.synthesize(text, { voiceId: 'voice1', language, workDir: this.workDir });
    const speech = takeSamples(r);
    const lead = Math.round((this.leadMs / 1000) * r.sampleRate);
    const samples = new Int16Array(lead + speech.length);
    samples.set(speech, lead);
    const words = r.words.map((w) => ({ ...w, startMs: w.startMs + this.leadMs, endMs: w.endMs + this.leadMs }));
    return { text, sampleRate: r.sampleRate, samples, words };
  }

  async close(): Promise<void> {
    await this.engine.dispose();
    rmSync(this.workDir, { recursive: true, force: true });
  }
}
