import type { LibraryItem, ScriptResponse, StockPick } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRenderedVideo, aVideo } from '../support/fixtures';
import { fakeApi, page, reply } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Issue 11 item 7: after the script, the storyboard lists the scenes with their length and
// picture; the creator edits, reorders, adds, deletes and swaps visuals, and the render gets it all.

type User = ReturnType<typeof renderApp>['user'];

const script: ScriptResponse = {
  title: 'Octopus minds',
  script: 'Octopuses solve puzzles with ease.\n\nThey open jars. They remember faces.',
  description: 'Why octopuses are smart.',
  hooks: ['One', 'Two', 'Three'],
  hashtags: ['#octopus'],
  scenes: [
    { text: 'Octopuses solve puzzles with ease.', visualQuery: 'octopus puzzle', keywords: ['Puzzles'] },
    { text: 'They open jars. They remember faces.', visualQuery: 'octopus jar', keywords: ['Memory'] },
  ],
  engine: 'builtin',
  writer: { kind: 'builtin' },
  targetSeconds: 30,
  language: 'en',
};

const pick = (n: number, kind: StockPick['kind']): StockPick => ({
  provider: 'pexels',
  id: `pexels-${kind}-${n}`,
  kind,
  url: `https://videos.example/${n}.mp4`,
  width: 1080,
  height: 1920,
  credit: `${kind === 'video' ? 'Video' : 'Photo'} by Author ${n} on Pexels, Pexels License`,
  thumbnailUrl: `/api/storyboard/thumbnail?url=x${n}&sig=s`,
  signature: 'S'.repeat(43),
});

const upload = {
  id: '6f1c1f0e-1c2b-4c47-9d0e-2f7b1c0a9e11',
  type: 'image',
  name: 'My beach photo',
  origin: 'upload',
  thumbnailUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
} as unknown as LibraryItem;

async function toStoryboard(uploads: LibraryItem[] = [upload]) {
  const generating = aVideo({ id: '22222222-2222-4222-8222-222222222222', title: script.title, status: 'generating' });
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([]),
      'GET /api/deepagent/health': unhealthy,
      'GET /api/avatars': [],
      'POST /api/ai/generate-script': script,
      'POST /api/storyboard/search': (req) => {
        const { limit } = req.body as { limit: number };
        return { configured: true, results: [pick(1, 'video'), pick(2, 'image')].slice(0, limit) };
      },
      'GET /api/library': (req) =>
        req.url.searchParams.get('type') === 'image'
          ? { items: uploads, nextCursor: null, counts: {}, total: uploads.length, totalSize: 0 }
          : { items: [], nextCursor: null, counts: {}, total: 0, totalSize: 0 },
      'POST /api/deepagent/complete-video': reply(202, { videoId: generating.id, script: 'x', video_url: null, thumbnail_url: null, video: generating }),
      'GET /api/videos/:id': aRenderedVideo({ id: generating.id, title: script.title }),
    }),
  );
  const { user } = renderApp('/video-studio');
  await user.click((await screen.findAllByRole('button', { name: 'Create AI Video' }))[0]!);
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Topic' }), 'Octopus minds');
  for (const [field, option] of [
    ['Duration', '15-30 seconds'],
    ['Platform', 'TikTok'],
    ['Tone', 'Engaging & Educational'],
  ] as const) {
    await user.click(within(dialog).getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }));
  }
  await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Storyboard' }));
  expect(await within(dialog).findByRole('heading', { name: 'Storyboard' })).toBeVisible();
  return { api, user, dialog };
}

const scenes = (dialog: HTMLElement) => within(dialog).getAllByTestId('storyboard-scene');

async function swap(user: User, scene: HTMLElement, choice: RegExp | string, tab?: string) {
  await user.click(within(scene).getByRole('button', { name: 'Change visual' }));
  const picker = within(scene).getByTestId('visual-picker');
  if (tab) await user.click(within(picker).getByRole('tab', { name: tab }));
  await user.click(await within(picker).findByRole('button', { name: choice }));
}

describe('storyboard', () => {
  it('shows each scene with its length and the picture it will get', async () => {
    const { dialog, api } = await toStoryboard();
    const [first, second] = scenes(dialog);
    expect(within(first!).getByRole('textbox', { name: 'Scene 1 text' })).toHaveValue('Octopuses solve puzzles with ease.');
    // Five words at 2.5 words a second.
    expect(first).toHaveTextContent('~2 s');
    expect(await within(first!).findByText('Auto · Pexels video')).toBeVisible();
    expect(within(first!).getByTestId('scene-credit')).toHaveTextContent('Video by Author 1 on Pexels');
    expect(within(second!).getByRole('textbox', { name: 'Scene 2 text' })).toHaveValue('They open jars. They remember faces.');
    // The automatic preview searches the writer's visual query, shaped like the platform's video,
    // and a scene previews a picture the scene before it does not already show.
    await waitFor(() => expect(api.calls('POST', '/api/storyboard/search').map((c) => c.body)).toContainEqual({ query: 'octopus jar', platform: 'tiktok', limit: 4 }));
    expect(await within(second!).findByText('Auto · Pexels image')).toBeVisible();
    expect(within(second!).getByTestId('scene-credit')).toHaveTextContent('Photo by Author 2 on Pexels');
  });

  it('previews the creator’s own upload for a scene it matches by name or tags, as the render picks it', async () => {
    const jar = { ...upload, id: '7f1c1f0e-1c2b-4c47-9d0e-2f7b1c0a9e12', name: 'jar on the table.png', tags: ['octopus'] } as LibraryItem;
    const { dialog, api } = await toStoryboard([upload, jar]);
    const [first, second] = scenes(dialog);
    expect(await within(second!).findByText('Auto · My media')).toBeVisible();
    expect(within(second!).getByTestId('scene-credit')).toHaveTextContent('jar on the table.png');
    // Scene 1's visual query says "octopus" too (a tag of the upload): its only match, shown again.
    expect(await within(first!).findByText('Auto · My media')).toBeVisible();
    // Stock is not asked for scenes the creator's media serves (searches wait for the library).
    expect(api.calls('POST', '/api/storyboard/search')).toHaveLength(0);
  });

  it('edits, reorders, adds, deletes and swaps visuals, and renders exactly that', async () => {
    const { user, dialog, api } = await toStoryboard();
    let [first, second] = scenes(dialog);

    // Scene 2: new words, and a stock photo from the search.
    const text = within(second!).getByRole('textbox', { name: 'Scene 2 text' });
    await user.clear(text);
    await user.type(text, 'Jars are no match for them.');
    await swap(user, second!, /Use image: Photo by Author 2/);
    expect(within(second!).getByTestId('scene-source')).toHaveTextContent('Pexels image');
    // Scene 1: motion graphics.
    await swap(user, first!, 'Motion graphics');
    expect(within(first!).getByTestId('scene-source')).toHaveTextContent('Motion graphics');

    // A new scene: Render waits for its words; it shows the creator's own photo.
    await user.click(within(dialog).getByRole('button', { name: 'Add scene' }));
    expect(within(dialog).getByRole('button', { name: 'Render video' })).toBeDisabled();
    const third = scenes(dialog)[2]!;
    await user.type(within(third).getByRole('textbox', { name: 'Scene 3 text' }), 'Follow for more.');
    await swap(user, third, 'Use My beach photo', 'My media');
    expect(within(third).getByTestId('scene-credit')).toHaveTextContent('My beach photo');

    // Scene 2 moves to the top; a fourth scene comes and goes.
    await user.click(within(dialog).getByRole('button', { name: 'Move scene 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add scene' }));
    expect(scenes(dialog)).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Delete scene 4' }));
    [first, second] = scenes(dialog);
    expect(within(first!).getByRole('textbox', { name: 'Scene 1 text' })).toHaveValue('Jars are no match for them.');

    await user.click(within(dialog).getByRole('button', { name: 'Render video' }));
    expect(await within(dialog).findByRole('heading', { name: 'Your video is ready' })).toBeVisible();
    const body = api.calls('POST', '/api/deepagent/complete-video')[0]!.body as Record<string, unknown>;
    expect(body.script).toBe('Jars are no match for them.\n\nOctopuses solve puzzles with ease.\n\nFollow for more.');
    expect(body.scenes).toBeUndefined();
    expect(body.storyboard).toEqual({
      scenes: [
        { text: 'Jars are no match for them.', visualQuery: 'octopus jar', keywords: ['Memory'], visual: { kind: 'stock', pick: pick(2, 'image') } },
        { text: 'Octopuses solve puzzles with ease.', visualQuery: 'octopus puzzle', keywords: ['Puzzles'], visual: { kind: 'motion' } },
        { text: 'Follow for more.', visual: { kind: 'library', itemId: upload.id } },
      ],
    });
  });
});
