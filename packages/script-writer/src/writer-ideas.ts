// The built-in writer's topic ideas for a niche. Like its scripts, it knows no facts: each idea is
// a frame that is true of any niche (mistakes to avoid, a first step-by-step, common beliefs
// checked, a story of starting), filled with the niche as the writer's topic reader sees it.
import type { ScriptStructure } from '@reelforge/contracts';
import { writerLanguage } from './offline-writer.ts';
import { analyzeTopic } from './writer-topic.ts';

/** What to make a video about, and why it should find viewers. */
export interface TopicIdea {
  topic: string;
  angle: string;
}

/** A niche, one idea per structure in order, and the language (an ISO code; Spanish or English). */
export interface OfflineIdeasRequest {
  niche: string;
  structures: ScriptStructure[];
  language: string;
}

type Frame = (about: string, title: string) => TopicIdea;

const FRAMES: Record<ScriptStructure, Frame[]> = {
  listicle: [
    (a) => ({ topic: `5 ${a} mistakes to avoid`, angle: 'Lists of mistakes are saved and shared: viewers check themselves against each point.' }),
    (a) => ({ topic: `3 things nobody tells you about ${a}`, angle: 'A short numbered list promises quick value and keeps people to the end.' }),
  ],
  tutorial: [
    (a) => ({ topic: `How to get started with ${a}, step by step`, angle: 'Beginners search for a first step-by-step; it brings new followers.' }),
    (a) => ({ topic: `A simple ${a} routine you can copy`, angle: 'A routine viewers can follow today turns watchers into regulars.' }),
  ],
  'myth-vs-fact': [
    (a, t) => ({ topic: `${t}: myths vs facts`, angle: 'Correcting a common belief invites comments from people who believed it.' }),
    (a) => ({ topic: `What people get wrong about ${a}`, angle: 'A surprise in the first seconds stops the scroll.' }),
  ],
  story: [
    (a) => ({ topic: `What I wish I knew when I started with ${a}`, angle: 'A personal story builds trust that tips alone do not.' }),
    (a) => ({ topic: `The day ${a} finally clicked for me`, angle: 'A turning point gives the video a shape people watch to the end.' }),
  ],
};

export function writeIdeasOffline(req: OfflineIdeasRequest): TopicIdea[] {
  const info = analyzeTopic(req.niche, writerLanguage(req.language) ?? 'en');
  const used = new Map<ScriptStructure, number>();
  return req.structures.map((structure) => {
    const n = used.get(structure) ?? 0;
    used.set(structure, n + 1);
    const frames = FRAMES[structure];
    return frames[n % frames.length]!(info.vars.about, info.title);
  });
}
