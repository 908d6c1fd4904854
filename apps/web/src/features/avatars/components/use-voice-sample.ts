import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { ENVELOPE_STEP_S, loudnessEnvelope } from '../lib/envelope';

export type VoiceState = 'idle' | 'loading' | 'playing';

interface Sample {
  source: string;
  href: string;
  envelope: Float32Array | null;
}

/**
 * Plays the avatar's real voice sample (a WAV the server speaks in the avatar's voice) in the
 * `<audio>` element the caller renders with `audioProps`. The sample is fetched first, so a
 * failure shows the server's reason, and its loudness envelope gives `level` (0..1) while it
 * plays, for moving the avatar's mouth with the words.
 */
export function useVoiceSample(url: string) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const sample = useRef<Sample | null>(null);
  const [state, setState] = useState<VoiceState>('idle');
  const [level, setLevel] = useState(0);
  // Bumped by every play and stop, so a play whose fetch outlived a stop does not start anyway.
  const attempt = useRef(0);

  useEffect(
    () => () => {
      audioRef.current?.pause();
      if (sample.current) URL.revokeObjectURL(sample.current.href);
      sample.current = null;
    },
    [url],
  );

  // While playing, follow the playhead through the envelope (in steps of 0.25: few renders).
  useEffect(() => {
    const envelope = sample.current?.envelope;
    const audio = audioRef.current;
    if (state !== 'playing' || !envelope || !audio) return setLevel(0);
    let frame = 0;
    const tick = () => {
      const v = envelope[Math.floor(audio.currentTime / ENVELOPE_STEP_S)] ?? 0;
      setLevel(Math.round(v * 4) / 4);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [state]);

  const stop = useCallback(() => {
    attempt.current += 1;
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
    setState('idle');
  }, []);

  const play = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    const mine = ++attempt.current;
    setState('loading');
    try {
      if (sample.current?.source !== url) {
        const res = await apiRequest('GET', url);
        const blob = await res.blob();
        if (!blob.type.startsWith('audio/')) throw new Error(`Not audio: ${blob.type}`);
        if (sample.current) URL.revokeObjectURL(sample.current.href);
        const envelope = await loudnessEnvelope(await blob.arrayBuffer());
        sample.current = { source: url, href: URL.createObjectURL(blob), envelope };
        audio.src = sample.current.href;
      }
      if (mine !== attempt.current) return;
      audio.currentTime = 0;
      await audio.play();
      if (mine === attempt.current) setState('playing');
    } catch (error) {
      if (mine !== attempt.current) return;
      setState('idle');
      if (error instanceof DOMException && error.name === 'AbortError') return; // stopped while starting
      notifyMutationError(error, {
        title: 'Voice Unavailable',
        fallback: 'The voice sample could not be played. Please try again.',
        on401: 'redirect',
      });
    }
  }, [url]);

  const toggle = useCallback(() => (state === 'idle' ? void play() : stop()), [state, play, stop]);

  /** Props for the `<audio>` element: keeps the state in step with what it really does. */
  const audioProps = {
    ref: audioRef,
    preload: 'none' as const,
    onEnded: () => setState('idle'),
    onPause: () => setState((s) => (s === 'playing' ? 'idle' : s)),
    onPlaying: () => setState('playing'),
    'data-testid': 'voice-sample-audio',
  };

  return { state, level, toggle, stop, audioProps };
}
