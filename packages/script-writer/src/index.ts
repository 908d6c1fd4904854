// The built-in script writer, used when no language model is connected: pure functions from a
// request to a script (or topic ideas), no HTTP, no database. Only what the server uses is public;
// the banks, topic reader and composer behind it are the package's own. The researched writer
// (research-*.ts) builds a script from an article the server looked up, and numbers its facts for
// a model's prompt.
export { writeOffline, type OfflineScript, type WriterInput } from './offline-writer.ts';
export { writeIdeasOffline, type OfflineIdeasRequest, type TopicIdea } from './writer-ideas.ts';
export type { WriterLanguage } from './writer-language.ts';
export { titleCase } from './writer-phrase.ts';
export { notesLead } from './writer-notes.ts';
export {
  researchFacts,
  sourcesBlock,
  traceSources,
  withSources,
  writeFromResearch,
  type ResearchFact,
  type ResearchScript,
  type ResearchSource,
} from './research-writer.ts';
export { sameWord, topicTerms } from './research-text.ts';
export { withVisualQueries, type VisualScene, type VisualOptions } from './scene-visuals.ts';
export { LENGTH_TOLERANCE, speakingRate, spokenSecondsOf, wordBudget } from './writer-budget.ts';
export { repairSceneKind, sceneKindOf, KIND_DATA_FIELDS } from './scene-kind-repair.ts';
