import type { VoiceId } from '../spec.ts';

/** How one of the six product voices is made from an eSpeak language voice. */
export interface EspeakPreset {
  label: string;
  /** eSpeak voice variant (a file under espeak-ng-data/voices/!v). */
  variant: string;
  /** Words per minute (eSpeak default 175). */
  rate: number;
  /** Base pitch 0-100 (default 50). */
  pitch: number;
  /** Pitch range 0-100 (default 50); higher sounds livelier, lower flatter. */
  range: number;
}

// plain / professional / energetic x male / female (the spec's "natural" presets are plain here:
// eSpeak is a basic, offline voice). Professional is slower and flatter,
// energetic faster with a wide pitch range, so the six are told apart by ear and by measurement.
export const ESPEAK_PRESETS: Record<VoiceId, EspeakPreset> = {
  voice1: { label: 'Basic, offline: Plain (male)', variant: 'm2', rate: 165, pitch: 45, range: 55 },
  voice2: { label: 'Basic, offline: Plain (female)', variant: 'f2', rate: 165, pitch: 62, range: 60 },
  voice3: { label: 'Basic, offline: Professional (male)', variant: 'm3', rate: 150, pitch: 38, range: 35 },
  voice4: { label: 'Basic, offline: Professional (female)', variant: 'f1', rate: 150, pitch: 55, range: 40 },
  voice5: { label: 'Basic, offline: Energetic (male)', variant: 'm7', rate: 195, pitch: 55, range: 90 },
  voice6: { label: 'Basic, offline: Energetic (female)', variant: 'f4', rate: 195, pitch: 72, range: 95 },
};

export function espeakPreset(voiceId: string): EspeakPreset {
  const preset = (ESPEAK_PRESETS as Record<string, EspeakPreset | undefined>)[voiceId];
  if (!preset) throw new Error(`unknown voice "${voiceId}" (expected voice1..voice6)`);
  return preset;
}
