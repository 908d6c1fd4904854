import { VIDEO_MESSAGES, type Video } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRenderedVideo, aVideo } from '../support/fixtures';
import { fakeApi, reply, type Routes, page } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Issue 9: the studio renders a saved video ("Render") and offers "Re-render" once its title or
// script differ from what the file shows, saving unsaved edits first.

function openStudio(video: Video, more: Routes = {}) {
  const api = fakeApi(signedIn(undefined, { 'GET /api/videos': page([video]), 'GET /api/videos/:id': video, ...more }));
  return { api, ...renderApp(`/video-studio?video=${video.id}`) };
}

/** The studio is a lazy route: on a busy machine its first load takes a while. */
const studioReady = () => screen.findByRole('heading', { name: 'Morning habits' }, { timeout: 15_000 });
const editor = () => screen.getByRole('region', { name: 'Video editor' });
const button = (name: string) => within(editor()).queryByRole('button', { name: new RegExp(`^${name}$`) });
const rendering = (video: Video): Video => ({
  ...video,
  status: 'generating',
  stage: 'narration',
  progress: 35,
  needsRender: false,
});

describe('Render / Re-render in the studio', () => {
  it('a saved draft that was never rendered shows Render, and its progress once started', async () => {
    const draft = aVideo({ needsRender: true });
    const { user, api } = openStudio(draft, {
      'POST /api/videos/:id/render': reply(202, rendering(draft)),
    });
    await studioReady();
    expect(button('Re-render')).toBeNull();
    await user.click(button('Render')!);

    await waitFor(() => expect(api.calls('POST', `/api/videos/${draft.id}/render`)).toHaveLength(1));
    expect(await within(editor()).findByTestId('editor-render-progress')).toHaveTextContent('35%');
    expect(button('Render')).toBeNull();
    expect(button('Rendering...')).toBeDisabled();
  });

  it('a rendered video whose words match its file offers no render', async () => {
    openStudio(aRenderedVideo());
    await studioReady();
    expect(button('Render')).toBeNull();
    expect(button('Re-render')).toBeNull();
  });

  it('the server saying the file is stale shows Re-render', async () => {
    openStudio(aRenderedVideo({ needsRender: true }));
    await studioReady();
    expect(button('Re-render')).toBeEnabled();
  });

  it('editing the script of a rendered video offers Re-render, which saves, then renders', async () => {
    const video = aRenderedVideo();
    const order: string[] = [];
    const { user } = openStudio(video, {
      'PATCH /api/videos/:id': (req) => {
        order.push('save');
        return { ...video, ...(req.body as object), needsRender: true };
      },
      'POST /api/videos/:id/render': () => {
        order.push('render');
        return reply(202, rendering(video));
      },
    });
    await studioReady();
    // Only the description changed: the file still says the same words.
    await user.type(within(editor()).getByRole('textbox', { name: 'Description' }), ' today');
    expect(button('Re-render')).toBeNull();

    await user.type(within(editor()).getByRole('textbox', { name: 'Script' }), ' Stretch.');
    await user.click(button('Re-render')!);
    await waitFor(() => expect(order).toEqual(['save', 'render']));
    // The old file keeps playing while the new one renders.
    const progress = await within(editor()).findByTestId('editor-render-progress');
    expect(progress).toHaveTextContent('Re-rendering');
    expect(within(editor()).getByRole('button', { name: 'Play preview' })).toBeInTheDocument();
  });

  it('once the re-render is done, nothing is left to save or render', async () => {
    let current = aRenderedVideo();
    const { user } = openStudio(current, {
      'GET /api/videos': () => page([current]),
      'GET /api/videos/:id': () => current,
      'PATCH /api/videos/:id': (req) => (current = { ...current, ...(req.body as object), needsRender: true }),
      'POST /api/videos/:id/render': () => {
        current = rendering(current);
        return reply(202, current);
      },
    });
    await studioReady();
    await user.type(within(editor()).getByRole('textbox', { name: 'Script' }), ' Stretch.');
    await user.click(button('Re-render')!);
    await within(editor()).findByTestId('editor-render-progress');
    // The worker finishes: the next poll reads the new file.
    current = { ...current, status: 'ready', stage: 'done', progress: 100, renderedAt: '2026-02-01T00:00:00.000Z' };
    await waitFor(() => expect(within(editor()).queryByTestId('editor-render-progress')).toBeNull(), {
      timeout: 10_000,
    });
    expect(within(editor()).getByRole('textbox', { name: 'Script' })).toHaveValue(
      'Wake up. Drink water. Move. Stretch.',
    );
    expect(button('Re-render')).toBeNull();
    expect(within(editor()).getByRole('button', { name: /Save Changes/ })).toBeDisabled();
  });

  it('a render already running elsewhere shows the server’s words', async () => {
    const draft = aVideo({ needsRender: true });
    const { user } = openStudio(draft, {
      'POST /api/videos/:id/render': reply(409, { message: VIDEO_MESSAGES.alreadyRendering, code: 'rendering' }),
    });
    await studioReady();
    await user.click(button('Render')!);
    expect(await screen.findByTestId('toast')).toHaveTextContent(VIDEO_MESSAGES.alreadyRendering);
  });

  it('a failed re-render keeps the previous video playable and says why', async () => {
    openStudio(aRenderedVideo({ error: 'Narration failed: voice missing', needsRender: true }));
    await studioReady();
    const note = within(editor()).getByRole('note');
    expect(note).toHaveTextContent('The re-render failed; the previous video is kept.');
    expect(note).toHaveTextContent('Narration failed: voice missing');
    expect(within(editor()).getByRole('button', { name: 'Play preview' })).toBeInTheDocument();
    expect(button('Re-render')).toBeEnabled();
  });

  it('a draft without a script has nothing to render', async () => {
    openStudio(aVideo({ script: null }));
    await studioReady();
    expect(button('Render')).toBeNull();
  });
});
