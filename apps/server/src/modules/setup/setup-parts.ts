// The card's three lines, worded from what this creator has now. Pure: the service gathers the facts.
import {
  SETUP_LINKS,
  TTS_ENGINE_LABELS,
  type ActiveWriter,
  type SetupSpeech,
  type SetupVisuals,
  type SetupWriter,
  type StockProvider,
  type TtsEngine,
} from '@reelforge/contracts';
import type { OwnSpeech } from './creator-keys.ts';

const STOCK_NAMES: Record<StockProvider, string> = { pexels: 'Pexels', pixabay: 'Pixabay' };
const and = (names: string[]) => names.join(' and ');

export interface WriterFacts {
  /** Who writes for this creator (their own model first). */
  writer: ActiveWriter;
  research: boolean;
  /** Where the server looks for Ollama (host), or null when the probe is off. */
  ollamaHost: string | null;
  ollamaDetected: boolean;
}

export function writerPart({ writer, research, ollamaHost, ollamaDetected }: WriterFacts): SetupWriter {
  const ollama = { host: ollamaHost, detected: ollamaDetected };
  const facts = research ? ', from facts it looks up on Wikipedia' : '';
  if (writer.kind !== 'builtin') {
    const where = writer.host ? ` at ${writer.host}` : '';
    const whose = writer.kind === 'user' ? 'Your own model' : writer.kind === 'ollama' ? 'A local Ollama' : 'The server’s model';
    const change =
      writer.kind === 'user' ? 'Test it, or change it in Settings → Language model.' : 'Your own model in Settings → Language model would write yours instead.';
    return {
      kind: 'model',
      upgraded: true,
      source: writer.kind === 'user' ? 'yours' : 'server',
      current: writer.label,
      model: writer.model,
      research,
      ollama,
      hint: `${whose}${where} writes your scripts${facts}. ${change}`,
      links: [],
    };
  }
  const ollamaLine = !ollamaHost
    ? 'This server does not look for Ollama (OLLAMA_URL is empty).'
    : `No Ollama with a chat model answered at ${ollamaHost}: install it, run “ollama pull llama3.2” and “ollama serve”, then press Test.`;
  return {
    kind: research ? 'research' : 'builtin',
    upgraded: false,
    source: 'builtin',
    current: research ? 'Built-in writer, researching Wikipedia' : 'Built-in writer (no model, no research)',
    research,
    ollama,
    hint: `${ollamaLine} Or connect any OpenAI-compatible model in Settings → Language model.`,
    links: ollamaHost ? [{ label: 'Get Ollama', href: SETUP_LINKS.ollama }] : [],
  };
}

export interface SpeechFacts {
  own: OwnSpeech | null;
  /** The engine that narrates this creator's videos among the server's (their Voice choice applied). */
  engine: TtsEngine;
  /** Every engine the server has. */
  available: TtsEngine[];
  /** The server's OpenAI-compatible speech server: host (or OpenAI) and model. */
  openai?: { provider: string; model: string };
}

const SPEECH_LINKS = [
  { label: 'Kokoro-FastAPI', href: SETUP_LINKS.kokoro },
  { label: 'LocalAI', href: SETUP_LINKS.localai },
  { label: 'ElevenLabs', href: SETUP_LINKS.elevenlabs },
];

export function speechPart({ own, engine, available, openai }: SpeechFacts): SetupSpeech {
  if (own) {
    const provider = own.kind === 'elevenlabs' ? 'ElevenLabs' : own.host;
    const model = own.kind === 'openai-compatible' ? own.model : undefined;
    return {
      kind: 'neural',
      engine: own.kind === 'elevenlabs' ? 'elevenlabs' : 'openai',
      upgraded: true,
      source: 'yours',
      current: `Neural voice: ${provider}${model ? ` (${model})` : ''}, your own`,
      provider,
      ...(model ? { model } : {}),
      hint: 'Your own speech service narrates your videos. Test it, or change it in Settings → Speech.',
      links: [],
    };
  }
  if (engine === 'elevenlabs') {
    return {
      kind: 'neural',
      engine,
      upgraded: true,
      source: 'server',
      current: 'Neural voice: ElevenLabs',
      provider: 'ElevenLabs',
      hint: 'The server’s ElevenLabs voices narrate your videos. Your own speech service in Settings → Speech would narrate yours instead.',
      links: [],
    };
  }
  if (engine === 'openai' && openai) {
    return {
      kind: 'neural',
      engine,
      upgraded: true,
      source: 'server',
      current: `Neural voice: ${openai.provider} (${openai.model})`,
      ...openai,
      hint: 'The server’s speech server narrates your videos. Your own in Settings → Speech would narrate yours instead.',
      links: [],
    };
  }
  const neural = available.filter((e) => e !== 'espeak');
  return {
    kind: 'basic',
    engine: 'espeak',
    upgraded: false,
    source: 'builtin',
    current: TTS_ENGINE_LABELS.espeak,
    hint: neural.length
      ? `This server also has ${and(neural.map((e) => TTS_ENGINE_LABELS[e]))} voices: choose one in Settings → Voice.`
      : 'For a natural voice, save an OpenAI-compatible speech server (a local Kokoro-FastAPI or LocalAI needs no key) or an ElevenLabs key in Settings → Speech.',
    links: neural.length ? [] : SPEECH_LINKS,
  };
}

export interface VisualsFacts {
  own: StockProvider[];
  server: StockProvider[];
}

export function visualsPart({ own, server }: VisualsFacts): SetupVisuals {
  const providers = (['pexels', 'pixabay'] as const).filter((p) => own.includes(p) || server.includes(p));
  if (providers.length) {
    const yours = own.length > 0;
    return {
      kind: 'stock',
      upgraded: true,
      source: yours ? 'yours' : 'server',
      current: `Stock footage from ${and(providers.map((p) => STOCK_NAMES[p]))}`,
      providers,
      hint: yours
        ? 'Your key finds footage for each scene; a scene with no match gets designed graphics. Test it, or change it in Settings → Stock media.'
        : 'The server’s key finds footage for each scene. Your own free key in Settings → Stock media would search for yours.',
      links: [],
    };
  }
  return {
    kind: 'graphics',
    upgraded: false,
    source: 'builtin',
    current: 'Designed motion graphics',
    providers: [],
    hint: 'For real footage, get a free Pexels API key and save it in Settings → Stock media.',
    links: [
      { label: 'Free Pexels key', href: SETUP_LINKS.pexels },
      { label: 'Pixabay key', href: SETUP_LINKS.pixabay },
    ],
  };
}
