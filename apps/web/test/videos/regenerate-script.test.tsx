import type { ScriptResponse } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiVideoFlowReducer, initialFlowState, regenerateFields } from '@/features/videos/components/ai/ai-video-flow';
import type { EditableScript } from '@/features/videos/components/ai/script-review';
import { fakeApi, page } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Issue 24, item 4: Regenerate sends the script on screen and the next variation, so the writer
// answers with a new script each time.

const scriptNo = (n: number): ScriptResponse => ({
  title: `Octopus minds, take ${n}`,
  script: `Take ${n}: octopuses solve puzzles.\n\nTake ${n}: they open jars.`,
  description: 'Why octopuses are smarter than you think.',
  hooks: ['Ever seen an octopus open a jar?', 'Nine brains, one animal.', 'This animal remembers you.'],
  hashtags: ['#octopus'],
  scenes: [
    { text: `Take ${n}: octopuses solve puzzles.`, visualQuery: 'octopus puzzle', keywords: ['Puzzles'] },
    { text: `Take ${n}: they open jars.`, visualQuery: 'octopus jar', keywords: ['Jars'] },
  ],
  engine: 'builtin',
  writer: { kind: 'builtin' },
  targetSeconds: 30,
  language: 'en',
});

describe('Regenerate', () => {
  it('asks for the next variation with the script on screen; a new form script starts again at 0', () => {
    const shown = { script: '  Take 1.  ' } as EditableScript;
    expect(regenerateFields({ script: null, variation: 0 })).toEqual({ variation: 1 });
    expect(regenerateFields({ script: shown, variation: 0 })).toEqual({ previousScript: 'Take 1.', variation: 1 });
    const second = aiVideoFlowReducer(initialFlowState, { type: 'scriptWritten', script: shown, variation: 1 });
    expect(regenerateFields(second)).toEqual({ previousScript: 'Take 1.', variation: 2 });
    expect(aiVideoFlowReducer(second, { type: 'scriptWritten', script: shown }).variation).toBe(0);
    expect(aiVideoFlowReducer(second, { type: 'reset' }).variation).toBe(0);
  });

  it('sends the script on screen (as edited) and the next variation, and shows each new script', async () => {
    let calls = 0;
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/videos': page([]),
        'GET /api/deepagent/health': unhealthy,
        'GET /api/avatars': [],
        'POST /api/ai/generate-script': () => scriptNo(++calls),
      }),
    );
    const { user } = renderApp('/video-studio');
    await user.click((await screen.findAllByRole('button', { name: 'Create AI Video' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Topic' }), 'Why octopuses are smarter than you think');
    for (const [field, option] of [
      ['Duration', '15-30 seconds'],
      ['Platform', 'TikTok'],
      ['Tone', 'Engaging & Educational'],
    ] as const) {
      await user.click(within(dialog).getByRole('combobox', { name: field }));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    const text = await within(dialog).findByTestId('script-text');
    expect(text).toHaveValue(scriptNo(1).script);
    const bodies = () => api.calls('POST', '/api/ai/generate-script').map((c) => c.body as Record<string, unknown>);
    expect(bodies()[0]).not.toHaveProperty('variation');
    expect(bodies()[0]).not.toHaveProperty('previousScript');

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(within(dialog).getByTestId('script-text')).toHaveValue(scriptNo(2).script));
    expect(bodies()[1]).toMatchObject({ topic: 'Why octopuses are smarter than you think', previousScript: scriptNo(1).script, variation: 1 });

    // What the creator changed on screen is what the writer is told to move away from.
    await user.type(within(dialog).getByTestId('script-text'), ' Edited.');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(within(dialog).getByTestId('script-text')).toHaveValue(scriptNo(3).script));
    expect(bodies()[2]).toMatchObject({ previousScript: `${scriptNo(2).script} Edited.`, variation: 2 });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(scriptNo(3).title);
  });
});
