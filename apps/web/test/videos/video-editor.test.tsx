import { VIDEO_MESSAGES, type Video } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aRenderedVideo, aVideo } from '../support/fixtures';
import { fakeApi, reply, page } from '../support/fake-api';
import { currentPath, renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Spec sections 2, 4, 5 and 8: the studio's editor, its status rules and its messages.

function openStudio(video: Video, more = {}) {
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([video]),
      'GET /api/videos/:id': video,
      ...more,
    }),
  );
  const view = renderApp(`/video-studio?video=${video.id}`);
  return { api, ...view };
}

const editor = () => screen.getByRole('region', { name: 'Video editor' });
const toast = () => screen.findByTestId('toast');
const press = (user: ReturnType<typeof renderApp>['user'], name: string) =>
  user.click(within(editor()).getByRole('button', { name: new RegExp(`^${name}$`) }));

async function chooseStatus(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.click(within(editor()).getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('Video editor', () => {
  it('a draft can be neither previewed, downloaded nor shared, each with its own words', async () => {
    const { user, api } = openStudio(aVideo({ status: 'draft' }));
    await screen.findByRole('heading', { name: 'Morning habits' });

    await press(user, 'Preview');
    expect(await toast()).toHaveTextContent('Preview Unavailable');
    await press(user, 'Download');
    expect(await toast()).toHaveTextContent('Download Unavailable');
    expect(await toast()).toHaveTextContent(VIDEO_MESSAGES.downloadUnavailable);
    await press(user, 'Share');
    expect(await toast()).toHaveTextContent('Share Unavailable');
    expect(await toast()).toHaveTextContent('Video must be rendered before sharing');
    expect(api.calls('PATCH', '/api/videos/11111111-1111-4111-8111-111111111111')).toHaveLength(0);
    expect(api.calls('GET', '/api/videos/11111111-1111-4111-8111-111111111111/download')).toHaveLength(0);
  });

  it('a ready video previews and downloads', async () => {
    const video = aRenderedVideo();
    const download = `/api/videos/${video.id}/download`;
    const { user, api } = openStudio(video, { [`GET ${download}`]: reply(206, 'x') });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    await screen.findByRole('heading', { name: 'Morning habits' });

    await press(user, 'Download');
    await waitFor(() => expect(clicked).toEqual([download]));
    // One byte is asked for first, so a refusal is a toast rather than a broken file.
    expect(api.calls('GET', download)[0]!.headers.get('Range')).toBe('bytes=0-0');

    await press(user, 'Preview');
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByTestId('video-player')).toBeInTheDocument();
  });

  it('Share on a ready video publishes it, then copies its watch link, and says it is now public', async () => {
    const video = aRenderedVideo();
    const { user, api } = openStudio(video, {
      'PATCH /api/videos/:id': (req: { body: unknown }) => ({ ...video, ...(req.body as object) }),
    });
    await screen.findByRole('heading', { name: 'Morning habits' });
    await press(user, 'Share');
    expect(await toast()).toHaveTextContent('Link Copied');
    expect(await toast()).toHaveTextContent('anyone with the link can watch it');
    expect(api.calls('PATCH', `/api/videos/${video.id}`).map((c) => c.body)).toEqual([{ status: 'published' }]);
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/watch/${video.id}`);
    // The editor now shows what the server saved.
    await waitFor(() => expect(within(editor()).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Published'));
  });

  it('a published video shares its watch link (copied when there is no share sheet)', async () => {
    const video = aRenderedVideo({ status: 'published' });
    const { user } = openStudio(video);
    await screen.findByRole('heading', { name: 'Morning habits' });
    await press(user, 'Share');
    expect(await toast()).toHaveTextContent('Link Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/watch/${video.id}`);
  });

  it('a failed download says why, in the server words', async () => {
    const video = aRenderedVideo();
    const { user } = openStudio(video, {
      [`GET /api/videos/${video.id}/download`]: reply(404, { message: 'Video file is missing' }),
    });
    await screen.findByRole('heading', { name: 'Morning habits' });
    await press(user, 'Download');
    const shown = await toast();
    expect(shown).toHaveTextContent('Download Failed');
    expect(shown).toHaveTextContent('Video file is missing');
  });

  it('saves only what changed, and shows the server refusing a status', async () => {
    const video = aVideo({ status: 'draft' });
    const { user, api } = openStudio(video, {
      'PATCH /api/videos/:id': reply(400, { message: VIDEO_MESSAGES.notRenderedYet }),
    });
    await screen.findByRole('heading', { name: 'Morning habits' });
    expect(within(editor()).getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await chooseStatus(user, 'Ready');
    await press(user, 'Save Changes');
    expect(await toast()).toHaveTextContent(VIDEO_MESSAGES.notRenderedYet);
    expect(api.calls('PATCH', `/api/videos/${video.id}`)[0]!.body).toEqual({ status: 'ready' });

    api.on({ 'PATCH /api/videos/:id': (req) => ({ ...video, ...(req.body as object) }) });
    await chooseStatus(user, 'Draft');
    const title = within(editor()).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, '  Better mornings ');
    await press(user, 'Save Changes');
    expect(await toast()).toHaveTextContent('Video updated successfully');
    // Trimmed by the contract; the status is back to what was saved, so it is not sent.
    expect(api.calls('PATCH', `/api/videos/${video.id}`)[1]!.body).toEqual({ title: 'Better mornings' });
  });

  it('refuses an empty title with the contract message, without calling the server', async () => {
    const video = aVideo();
    const { user, api } = openStudio(video);
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await press(user, 'Save Changes');
    expect(await within(editor()).findByText('Please give the video a title.')).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PATCH', `/api/videos/${video.id}`)).toHaveLength(0);
  });

  it('deletes after asking, then clears the selection', async () => {
    const video = aVideo();
    const { user, api } = openStudio(video, { 'DELETE /api/videos/:id': { message: 'Video deleted' } });
    await screen.findByRole('heading', { name: 'Morning habits' });
    await press(user, 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    api.on({ 'GET /api/videos': page([]) });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Video' }));
    expect(await toast()).toHaveTextContent('Video deleted successfully');
    await waitFor(() => expect(currentPath()).toBe('/video-studio'));
    expect(api.calls('DELETE', `/api/videos/${video.id}`)).toHaveLength(1);
    expect(await screen.findByText('Select a video to edit it')).toBeVisible();
  });
});
