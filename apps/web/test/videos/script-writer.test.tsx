import type { ScriptResponse } from '@reelforge/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { fakeApi, type Routes, page } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Issue 9: the script step says which writer wrote the script; after the built-in writer it says
// in one line what a connected model would do, and opens Settings to connect one.

afterEach(() => setProfileDialog({ open: false }));

type User = ReturnType<typeof renderApp>['user'];

const CONNECT = 'A connected language model writes scripts about the topic itself.';
const base: ScriptResponse = {
  title: 'Octopus minds, explained',
  script: 'Octopuses solve puzzles. They open jars.',
  description: 'Why octopuses are smarter than you think.',
  hooks: ['One', 'Two', 'Three'],
  hashtags: ['#octopus'],
  scenes: [{ text: 'Octopuses solve puzzles. They open jars.', visualQuery: 'octopus jar', keywords: ['Puzzles'] }],
  engine: 'builtin',
  writer: { kind: 'builtin' },
  targetSeconds: 30,
  language: 'en',
  notice: CONNECT,
};

async function choose(user: User, scope: HTMLElement, field: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function reviewScript(script: ScriptResponse, more: Routes = {}) {
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([]),
      'GET /api/deepagent/health': unhealthy,
      'GET /api/avatars': [],
      'POST /api/ai/generate-script': script,
      ...more,
    }),
  );
  const view = renderApp('/video-studio');
  await view.user.click((await screen.findAllByRole('button', { name: 'Create AI Video' }))[0]!);
  const dialog = await screen.findByRole('dialog');
  await view.user.type(
    within(dialog).getByRole('textbox', { name: 'Topic' }),
    'Why octopuses are smarter than you think',
  );
  await choose(view.user, dialog, 'Duration', '15-30 seconds');
  await choose(view.user, dialog, 'Platform', 'TikTok');
  await choose(view.user, dialog, 'Tone', 'Engaging & Educational');
  await view.user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
  expect(await within(dialog).findByRole('heading', { name: 'Review your script' })).toBeVisible();
  return { api, dialog, ...view };
}

describe('The script step names its writer', () => {
  it('after the built-in writer: one line, and a way to Settings that keeps the script', async () => {
    const { user, dialog } = await reviewScript(base, {
      'GET /api/user/stats': {
        videosCreated: 0,
        totalViews: 0,
        totalLikes: 0,
        scheduledPosts: 0,
        templatesUsed: 0,
        accountAge: 1,
      },
      'GET /api/settings/llm': {
        settings: null,
        writer: { kind: 'builtin', label: 'Built-in writer (no language model)' },
      },
    });
    expect(within(dialog).getByTestId('script-engine')).toHaveTextContent('Written by the built-in writer');
    const note = within(dialog).getByRole('note');
    expect(note).toHaveTextContent(CONNECT);
    await user.click(within(note).getByRole('button', { name: 'Connect a model in Settings' }));
    const settings = await screen.findByRole('tab', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Language model' })).toBeVisible();
    // The flow is still there underneath, with the script.
    expect(within(dialog).getByTestId('script-text')).toHaveValue(base.script);
  });

  it("after the user's own model: its name, and no nudge", async () => {
    const { dialog } = await reviewScript({
      ...base,
      engine: 'llm',
      writer: { kind: 'user', model: 'my-model' },
      notice: undefined,
    });
    expect(within(dialog).getByTestId('script-engine')).toHaveTextContent('Written by your model (my-model)');
    expect(within(dialog).queryByRole('note')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Connect a model in Settings' })).toBeNull();
  });

  it('after a local Ollama: says so', async () => {
    const { dialog } = await reviewScript({
      ...base,
      engine: 'llm',
      writer: { kind: 'ollama', model: 'llama3.2' },
      notice: undefined,
    });
    expect(within(dialog).getByTestId('script-engine')).toHaveTextContent('Written by Ollama (llama3.2)');
  });
});
