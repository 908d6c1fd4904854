import { CLIPS_MESSAGES, type LibraryItem, type LibraryResponse } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Make clips on an uploaded video (issue 28): the dialog, its checks, the request it sends.

const upload = (over: Partial<LibraryItem> & Pick<LibraryItem, 'id' | 'name' | 'type'>): LibraryItem => ({
  description: null, category: null, thumbnailUrl: null, size: 1000, duration: 90, likes: 0, views: 0, isPublic: false, tags: [],
  status: null, downloadUrl: null, origin: 'upload', isFavorite: false, width: 1280, height: 720, mimeType: 'video/mp4', previewUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...over,
});
const items = [upload({ id: '11111111-1111-4111-8111-111111111111', name: 'Keynote', type: 'video' }), upload({ id: '22222222-2222-4222-8222-222222222222', name: 'Keynote subtitles', type: 'script', mimeType: 'text/plain' })];
const library: LibraryResponse = { items, nextCursor: null, counts: { video: 1, template: 0, image: 0, audio: 0, script: 1 }, total: 2, totalSize: 0 } as unknown as LibraryResponse;

describe('Make clips', () => {
  it('cuts clips of an uploaded video with its subtitles, checked like the API checks them', async () => {
    const api = fakeApi(signedIn(undefined, { 'GET /api/library': library, 'POST /api/clips': reply(202, { videoIds: ['33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444'] }) }));
    const { user } = renderApp('/library');
    await user.click(await screen.findByRole('button', { name: 'Make clips of Keynote' }));
    // Only videos can be cut: the subtitles have no such button.
    expect(screen.queryByRole('button', { name: 'Make clips of Keynote subtitles' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Make clips' });
    const field = (name: string) => within(dialog).getByLabelText(new RegExp(name.replace(/[()]/g, "\\$&")));
    await user.clear(field('Number of clips'));
    await user.type(field('Number of clips'), '2');
    await user.clear(field('Longest (seconds)'));
    await user.type(field('Longest (seconds)'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Make clips' }));
    expect(await within(dialog).findByText(CLIPS_MESSAGES.bounds)).toBeVisible();
    expect(api.calls('POST', '/api/clips')).toHaveLength(0);
    await user.clear(field('Longest (seconds)'));
    await user.type(field('Longest (seconds)'), '40');
    await user.click(within(dialog).getByRole('combobox', { name: 'Transcript' }));
    await user.click(await screen.findByRole('option', { name: 'Keynote subtitles (text file)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make clips' }));
    await waitFor(() => expect(api.calls('POST', '/api/clips')).toHaveLength(1));
    expect(api.calls('POST', '/api/clips')[0]!.body).toEqual({
      sourceItemId: items[0]!.id, transcriptItemId: items[1]!.id, count: 2, minSeconds: 20, maxSeconds: 40, aspect: '9:16',
    });
    expect(await screen.findByText('2 clips are being made. They appear in Video Studio when ready.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make clips' })).toBeNull());
  });
});
