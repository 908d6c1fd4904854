import type { AssistantAction, AssistantEvent, AssistantMessage, AssistantMeta, AssistantReply } from '@reelforge/contracts';
import { detectHelpLanguage, matchHelp, type HelpCorpus } from '@reelforge/contracts/help';
import { HELP_CORPORA } from '@reelforge/contracts/help/corpora';
import { streamChat, type StreamEndpoint } from '../../adapters/llm/chat-stream.ts';
import type { AppContext } from '../../context/index.ts';
import type { UserRow } from '../auth/index.ts';
import { scriptsService } from '../scripts/index.ts';
import { offlineText, stateNotes } from './compose.ts';
import { groundedMessages } from './model-prompt.ts';
import { loadUserState } from './user-state.ts';

/** One reply, decided before anything is sent: its meta, the offline text, and the model if any. */
export interface PreparedReply {
  meta: AssistantMeta;
  offline: string;
  corpus: HelpCorpus;
  related: string[];
  facts: string[];
  endpoint: StreamEndpoint | null;
}


/** Why a half-streamed answer is dropped: the same words whatever went wrong upstream. */
const MODEL_BROKE_OFF = 'The language model stopped answering, so this answer comes from the help pages.';
export function assistantService(ctx: AppContext) {
  /** The model for this user, or null (none configured, or their own settings can't be used now). */
  async function endpointFor(user: UserRow): Promise<StreamEndpoint | null> {
    try {
      return (await scriptsService(ctx).modelFor(user.id)).endpoint ?? null;
    } catch (err) {
      // A private address or an unreadable key: the offline answer still helps.
      ctx.logger.warn({ err }, 'assistant: no usable language model for this user');
      return null;
    }
  }

  async function prepare(user: UserRow | null, input: AssistantMessage): Promise<PreparedReply> {
    const lang = input.language ?? detectHelpLanguage(input.message);
    const corpus = HELP_CORPORA[lang];
    const match = matchHelp(input.message, lang, corpus, HELP_CORPORA.en);
    // Signed out: the corpus only, never anyone's state, never the server's model.
    const [state, endpoint] = user ? await Promise.all([loadUserState(ctx, user), endpointFor(user)]) : [null, null];
    const notes = stateNotes(corpus, match.topic, state);
    const actions: AssistantAction[] = notes.actions;
    return {
      meta: { language: lang, topic: match.topic, actions },
      offline: offlineText(corpus, match.topic, notes),
      corpus,
      related: match.related,
      facts: notes.lines,
      endpoint,
    };
  }

  /** The reply as events: the model's text as it streams, or the offline answer (also when the model fails). */
  async function* events(p: PreparedReply, question: string, signal?: AbortSignal): AsyncGenerator<AssistantEvent> {
    yield { event: 'meta', data: p.meta };
    const offline = (): AssistantEvent[] => [
      { event: 'delta', data: { text: p.offline } },
      { event: 'done', data: { ...p.meta, text: p.offline, source: 'corpus' } },
    ];
    if (!p.endpoint) return yield* offline();
    let text = '';
    try {
      const messages = groundedMessages({ corpus: p.corpus, question, topics: p.related, facts: p.facts });
      for await (const piece of streamChat(p.endpoint, messages, { maxTokens: 400, signal })) {
        text += piece;
        yield { event: 'delta', data: { text: piece } };
      }
    } catch (err) {
      if (signal?.aborted) return;
      ctx.logger.warn({ err }, 'assistant: the language model failed; answering from the corpus');
      // The error names the model's host and status: logged above, never sent to the browser.
      if (text) yield { event: 'reset', data: { reason: MODEL_BROKE_OFF } };
      return yield* offline();
    }
    yield { event: 'done', data: { ...p.meta, text, source: 'model' } };
  }

  return {
    /** Decides the reply (4xx before anything is sent), then hands back its events to stream. */
    async stream(user: UserRow | null, input: AssistantMessage, signal?: AbortSignal): Promise<AsyncGenerator<AssistantEvent>> {
      return events(await prepare(user, input), input.message, signal);
    },

    /** The whole reply at once (JSON callers). */
    async reply(user: UserRow | null, input: AssistantMessage): Promise<AssistantReply> {
      const prepared = await prepare(user, input);
      let done: AssistantReply | null = null;
      for await (const e of events(prepared, input.message)) if (e.event === 'done') done = e.data;
      return done ?? { ...prepared.meta, text: prepared.offline, source: 'corpus' };
    },
  };
}
