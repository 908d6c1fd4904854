// The offline answer: the user's own state first (in their language), then the corpus's answer
// for the topic, plus the buttons that act on what the state names.
import { PLATFORM_LABELS, type AssistantAction } from '@reelforge/contracts';
import { fill, topicAnswer, type HelpCorpus, type StateKind } from '@reelforge/contracts/help';
import { HELP_TOPICS } from '@reelforge/contracts/help/corpora';
import type { UserState } from './user-state.ts';

export interface StateNotes {
  lines: string[];
  actions: AssistantAction[];
}

const stateKindsOf = (topic: string | null): StateKind[] => HELP_TOPICS.find((t) => t.id === topic)?.state ?? [];

/** Sentences about the user's state that the topic calls for, in the corpus's language. */
export function stateNotes(corpus: HelpCorpus, topic: string | null, state: UserState | null): StateNotes {
  const notes: StateNotes = { lines: [], actions: [] };
  if (!state) return notes;
  const s = corpus.state;
  for (const kind of stateKindsOf(topic)) {
    if (kind === 'failedPost') {
      const f = state.failedPost;
      if (!f) {
        notes.lines.push(s.noFailedPost);
        continue;
      }
      const platform = PLATFORM_LABELS[f.platform];
      const reason = fill(s.reasons[f.kind], { platform, message: f.error ?? '' }) + (f.code ? ` (${f.code})` : '');
      const line = fill(s.failedPost, { platform, title: f.title, reason });
      notes.lines.push(f.retryable ? `${line} ${s.failedPostRetry}` : line);
      if (f.retryable) notes.actions.push({ kind: 'retry-post', label: s.actions.retry, postId: f.postId });
      if (f.videoId) notes.actions.push({ kind: 'open-video', label: s.actions.openVideo, videoId: f.videoId });
    } else if (kind === 'render') {
      for (const r of state.renders) {
        notes.lines.push(fill(r.progress > 0 ? s.render : s.renderQueued, { title: r.title, percent: r.progress }));
      }
      const first = state.renders[0];
      if (first) notes.actions.push({ kind: 'open-video', label: s.actions.openVideo, videoId: first.id });
    } else if (kind === 'quota') {
      if (state.quota.premium) notes.lines.push(s.quotaPremium);
      else {
        notes.lines.push(fill(s.quotaFree, { left: state.quota.left, limit: state.quota.limit }));
        notes.actions.push({ kind: 'upgrade', label: s.actions.upgrade });
      }
    } else if (kind === 'connections') {
      const { inactive, total } = state.connections;
      for (const c of inactive) {
        notes.lines.push(fill(s.reconnect, { platform: PLATFORM_LABELS[c.platform], why: c.why ? ` (${c.why})` : '' }));
        notes.actions.push({ kind: 'reconnect', label: `${s.actions.reconnect} ${PLATFORM_LABELS[c.platform]}`, platform: c.platform });
      }
      // The connections topic itself says how things stand even when nothing needs doing.
      if (topic === 'connections' && !inactive.length) notes.lines.push(total ? s.allConnected : s.noConnections);
    }
  }
  return notes;
}

/** State first, then the corpus's answer (or its fallback when nothing matched). */
export function offlineText(corpus: HelpCorpus, topic: string | null, notes: StateNotes): string {
  return [...notes.lines, topicAnswer(corpus, topic)].join('\n\n');
}
