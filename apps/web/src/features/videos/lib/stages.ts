/** The render job's stages (video engine + job), in words for people. */
const STAGE_LABELS: Record<string, string> = {
  queued: 'Queued — waiting for the render worker',
  starting: 'Starting the render',
  retrying: 'Retrying after an interruption',
  narration: 'Recording the narration',
  captions: 'Timing the captions',
  visuals: 'Designing the visuals',
  encoding: 'Encoding the video',
  thumbnail: 'Making the thumbnail',
  done: 'Finishing up',
  failed: 'Failed',
};

export const stageLabel = (stage: string | null | undefined) =>
  (stage && STAGE_LABELS[stage]) ?? (stage ? stage.charAt(0).toUpperCase() + stage.slice(1) : 'Preparing');

/** The steps a creator sees ticking off, in the engine's order. */
export const RENDER_STEPS = [
  { id: 'narration', label: 'Narration' },
  { id: 'captions', label: 'Captions' },
  { id: 'visuals', label: 'Visuals' },
  { id: 'encoding', label: 'Encoding' },
  { id: 'thumbnail', label: 'Thumbnail' },
] as const;

/** Index of the current step; before narration -1, after the thumbnail the number of steps. */
export function stepIndex(stage: string | null | undefined): number {
  if (stage === 'done') return RENDER_STEPS.length;
  return RENDER_STEPS.findIndex((s) => s.id === stage);
}
