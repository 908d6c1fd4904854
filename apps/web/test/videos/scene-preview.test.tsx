import type { Storyboard } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aRenderedVideo } from '../support/fixtures';
import { fakeApi, page, reply, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Issue 26 item 4 in the studio: each scene card of the saved storyboard plays a small MP4 of that
// scene (POST .../storyboard/scenes/{index}/preview), made on the server, in place.

const saved: Storyboard = {
  scenes: [
    { text: 'Wake up early.', visual: { kind: 'auto' } },
    { text: 'Drink a glass of water.', visual: { kind: 'auto' } },
  ],
};

function openStudio(more: Routes = {}) {
  const video = { ...aRenderedVideo(), script: 'Wake up early.\n\nDrink a glass of water.' };
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([video]),
      'GET /api/videos/:id': video,
      'GET /api/videos/:id/storyboard': saved,
      'POST /api/storyboard/search': { configured: true, results: [] },
      'GET /api/library': { items: [], nextCursor: null, counts: {}, total: 0, totalSize: 0 },
      ...more,
    }),
  );
  return { api, video, ...renderApp(`/video-studio?video=${video.id}`) };
}

/** Object URLs handed out and freed, so a test can see each preview file let go. */
function objectUrls() {
  let n = 0;
  /** The type of each file made into a URL. */
  const made: string[] = [];
  const create = vi.fn((file: Blob | MediaSource) => {
    made.push('type' in file ? file.type : 'media source');
    return `blob:preview-${++n}`;
  });
  const revoke = vi.fn();
  vi.spyOn(URL, 'createObjectURL').mockImplementation(create);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(revoke);
  return { made, revoke };
}

async function openBoard(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { name: 'Morning habits' }, { timeout: 15_000 });
  const editor = screen.getByRole('region', { name: 'Video editor' });
  await user.click(within(editor).getByRole('button', { name: 'Storyboard' }));
  const dialog = await screen.findByRole('dialog');
  return within(dialog).findAllByTestId('storyboard-scene');
}

describe('the storyboard scene preview', () => {
  it('renders the saved scene on the server and plays it in its card, freeing each file after', async () => {
    const urls = objectUrls();
    let answer: () => void = () => {};
    const { user, api, video } = openStudio({
      'POST /api/videos/:id/storyboard/scenes/:index/preview': () =>
        new Promise((resolve) => {
          answer = () => resolve(reply(200, new Blob(['mp4 bytes'], { type: 'video/mp4' })));
        }),
    });
    const cards = await openBoard(user);
    const second = cards[1]!;
    await user.click(within(second).getByRole('button', { name: 'Preview scene 2' }));

    // A spinner while the server renders; the button waits.
    const busy = await within(second).findByRole('button', { name: 'Preview scene 2' });
    await waitFor(() => expect(busy).toHaveTextContent('Rendering preview...'));
    expect(busy).toBeDisabled();
    answer();

    const player = await within(second).findByTestId('scene-preview-video');
    expect(player).toHaveAttribute('src', 'blob:preview-1');
    expect(player).toHaveAccessibleName('Scene 2 preview');
    expect(urls.made).toEqual(['video/mp4']);
    expect(api.calls('POST', `/api/videos/${video.id}/storyboard/scenes/1/preview`)).toHaveLength(1);
    expect(within(cards[0]!).queryByTestId('scene-preview-video')).toBeNull();

    // Again: the new file replaces the old one, which is freed.
    await user.click(within(second).getByRole('button', { name: 'Preview scene 2' }));
    answer();
    await waitFor(() => expect(within(second).getByTestId('scene-preview-video')).toHaveAttribute('src', 'blob:preview-2'));
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-1');

    // Leaving the storyboard frees the one still shown.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(urls.revoke).toHaveBeenCalledWith('blob:preview-2');
  });

  it('waits for Save while the board has unsaved changes, with a hint', async () => {
    const { user, api, video } = openStudio();
    const cards = await openBoard(user);
    const first = cards[0]!;
    const button = within(first).getByRole('button', { name: 'Preview scene 1' });
    expect(button).toBeEnabled();

    await user.type(within(first).getByRole('textbox', { name: 'Scene 1 text' }), ' Stretch.');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Save the storyboard to preview it: previews show the saved scenes.');
    // Every card waits: the saved board's scenes are not the ones on screen.
    expect(within(cards[1]!).getByRole('button', { name: 'Preview scene 2' })).toBeDisabled();

    // Back to the saved words: previews are possible again.
    const text = within(first).getByRole('textbox', { name: 'Scene 1 text' });
    await user.clear(text);
    await user.type(text, 'Wake up early.');
    expect(button).toBeEnabled();
    expect(api.calls('POST', `/api/videos/${video.id}/storyboard/scenes/0/preview`)).toHaveLength(0);
  });

  it("says in words why a preview failed: the server's message", async () => {
    objectUrls();
    const { user } = openStudio({
      'POST /api/videos/:id/storyboard/scenes/:index/preview': reply(400, { message: 'This storyboard has no scene 2.', code: 'bad_request' }),
    });
    const cards = await openBoard(user);
    await user.click(within(cards[1]!).getByRole('button', { name: 'Preview scene 2' }));
    expect(await within(cards[1]!).findByRole('alert')).toHaveTextContent('This storyboard has no scene 2.');
    expect(within(cards[1]!).queryByTestId('scene-preview-video')).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Preview scene 2' })).toBeEnabled();
  });
});
