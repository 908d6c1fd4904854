import { MSG } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aVideo } from '../support/fixtures';
import { fakeApi, page, reply } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Issue 11 item 7 for "Write my own": the creator's paragraphs become a storyboard, edited before
// the render; Back keeps the edits in the script.

type User = ReturnType<typeof renderApp>['user'];

const generating = aVideo({ id: '77777777-7777-4777-8777-777777777777', title: 'Plant care', status: 'generating' });

async function openOwn() {
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([]),
      'GET /api/deepagent/health': unhealthy,
      'GET /api/avatars': [],
      'POST /api/storyboard/search': { configured: true, results: [] },
      // No uploads: automatic scenes preview stock.
      'GET /api/library': { items: [], nextCursor: null, counts: {}, total: 0, totalSize: 0 },
      'POST /api/deepagent/complete-video': reply(202, { videoId: generating.id, script: 'x', video_url: null, thumbnail_url: null, video: generating }),
      'GET /api/videos/:id': generating,
    }),
  );
  const view = renderApp('/video-studio');
  await view.user.click((await screen.findAllByRole('button', { name: 'Create AI Video' }))[0]!);
  const dialog = await screen.findByRole('dialog');
  await view.user.click(within(dialog).getByRole('tab', { name: 'Write my own' }));
  return { api, dialog, ...view };
}

async function fill(user: User, dialog: HTMLElement, script: string) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Plant care');
  await user.click(within(dialog).getByTestId('own-script-text'));
  await user.paste(script);
  await user.click(within(dialog).getByRole('combobox', { name: 'Platform' }));
  await user.click(await screen.findByRole('option', { name: 'TikTok' }));
}

const steps = (dialog: HTMLElement) => within(dialog).getByRole('list', { name: 'Progress' });

describe('"Write my own" storyboard', () => {
  it('checks the form, boards the paragraphs, keeps edits on Back and renders the board', async () => {
    const { user, dialog, api } = await openOwn();
    expect(steps(dialog)).toHaveTextContent('1. Your script2. Video');
    await user.click(within(dialog).getByRole('button', { name: 'Storyboard' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(MSG.missingFields);

    await fill(user, dialog, 'Water in the morning.\n\nFeed them in spring.');
    await user.click(within(dialog).getByRole('button', { name: 'Storyboard' }));
    expect(await within(dialog).findByRole('heading', { name: 'Storyboard' })).toBeVisible();
    expect(steps(dialog)).toHaveTextContent('1. Your script2. Storyboard3. Video');
    let scenes = within(dialog).getAllByTestId('storyboard-scene');
    expect(scenes).toHaveLength(2);
    const text = within(scenes[1]!).getByRole('textbox', { name: 'Scene 2 text' });
    await user.clear(text);
    await user.type(text, 'Feed them every spring, and again in early summer when the days are long and warm.');
    await user.click(within(scenes[1]!).getByRole('button', { name: 'Change visual' }));
    await user.click(within(within(scenes[1]!).getByTestId('visual-picker')).getByRole('button', { name: 'Motion graphics' }));

    // Back: the script holds the board's words; the same words reopen the same board.
    await user.click(within(dialog).getByRole('button', { name: /Back to script/ }));
    expect(within(dialog).getByTestId('own-script-text')).toHaveValue('Water in the morning.\n\nFeed them every spring, and again in early summer when the days are long and warm.');
    await user.click(within(dialog).getByRole('button', { name: 'Storyboard' }));
    scenes = await within(dialog).findAllByTestId('storyboard-scene');
    expect(within(scenes[1]!).getByTestId('scene-source')).toHaveTextContent('Motion graphics');

    await user.click(within(dialog).getByRole('button', { name: 'Render video' }));
    expect(await within(dialog).findByRole('heading', { name: 'Rendering your video' })).toBeVisible();
    expect(steps(dialog)).toHaveTextContent('1. Your script2. Storyboard3. Video');
    // The board's 20 words at 2.5 a second (the form's first 8 would be the 5 s floor).
    expect(api.calls('POST', '/api/deepagent/complete-video')[0]!.body).toMatchObject({
      title: 'Plant care',
      script: 'Water in the morning.\n\nFeed them every spring, and again in early summer when the days are long and warm.',
      platform: 'tiktok',
      duration: 8,
      storyboard: {
        scenes: [
          { text: 'Water in the morning.', visual: { kind: 'auto' } },
          { text: 'Feed them every spring, and again in early summer when the days are long and warm.', visual: { kind: 'motion' } },
        ],
      },
    });
  });

  it('a script of more scenes than a storyboard holds says so, and stays on the form', async () => {
    const { user, dialog } = await openOwn();
    await fill(user, dialog, Array.from({ length: 41 }, (_, i) => `Scene number ${i + 1}.`).join('\n\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Storyboard' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Too long for a storyboard');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Render your own script' })).toBeVisible());
  });
});
