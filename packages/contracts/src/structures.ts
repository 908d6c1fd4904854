// How a script is built, scene by scene: a template's structure (issue 10). Both writers read it.

export const SCRIPT_STRUCTURES = ['listicle', 'story', 'tutorial', 'myth-vs-fact'] as const;
export type ScriptStructure = (typeof SCRIPT_STRUCTURES)[number];

export interface StructureInfo {
  label: string;
  /** One line for people choosing a structure. */
  summary: string;
  /** The scenes in order, as the template card and the model prompt describe them. */
  skeleton: readonly string[];
}

export const STRUCTURE_INFO: Record<ScriptStructure, StructureInfo> = {
  listicle: {
    label: 'Listicle',
    summary: 'A hook, then numbered points, then a recap and call to action.',
    skeleton: ['Hook that says how many points follow', 'Point 1', 'Point 2', 'Point 3 (and on)', 'Recap and call to action'],
  },
  story: {
    label: 'Story',
    summary: 'Setup, struggle, turning point, what changed.',
    skeleton: ['Hook', 'Setup: where it starts', 'Struggle: what goes wrong', 'Turning point', 'What changed, and the call to action'],
  },
  tutorial: {
    label: 'Tutorial',
    summary: 'What you will make, then numbered steps, then the result.',
    skeleton: ['Hook: what the viewer will be able to do', 'Step 1', 'Step 2', 'Step 3 (and on)', 'Result and call to action'],
  },
  'myth-vs-fact': {
    label: 'Myth vs fact',
    summary: 'Common beliefs, each answered with what is true.',
    skeleton: ['Hook', 'Myth 1, then the fact', 'Myth 2, then the fact', 'Myth 3, then the fact', 'Takeaway and call to action'],
  },
};

