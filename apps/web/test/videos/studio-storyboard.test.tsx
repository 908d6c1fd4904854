import type { StockPick, Storyboard, Video } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRenderedVideo } from '../support/fixtures';
import { fakeApi, page, reply, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Issue 11 item 7 in the studio: a saved video's storyboard opens from the editor, is edited like
// in the AI flow, and is saved (the script becomes its words) or saved and rendered.

const pick: StockPick = {
  provider: 'pexels',
  id: 'pexels-image-7',
  kind: 'image',
  url: 'https://images.example/7.jpg',
  width: 1080,
  height: 1920,
  credit: 'Photo by Yellow Photographer on Pexels, Pexels License',
  thumbnailUrl: '/api/storyboard/thumbnail?url=x7&sig=s',
  signature: 'S'.repeat(43),
};

const saved: Storyboard = {
  scenes: [
    { text: 'Wake up early.', visual: { kind: 'auto' } },
    { text: 'Drink a glass of water.', visualQuery: 'glass of water', visual: { kind: 'stock', pick } },
  ],
};

/** A studio whose fake server keeps the storyboard and the script in step, as the real one does. */
function openStudio(video: Video, more: Routes = {}) {
  let current = { ...video, script: 'Wake up early.\n\nDrink a glass of water.' };
  let board = saved;
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([current]),
      'GET /api/videos/:id': () => current,
      'GET /api/videos/:id/storyboard': () => board,
      'PUT /api/videos/:id/storyboard': (req) => {
        board = req.body as Storyboard;
        current = { ...current, script: board.scenes.map((s) => s.text).join('\n\n'), needsRender: true };
        return board;
      },
      'PATCH /api/videos/:id': (req) => {
        current = { ...current, ...(req.body as object) };
        return current;
      },
      'POST /api/storyboard/search': { configured: true, results: [] },
      // No uploads: automatic scenes preview stock.
      'GET /api/library': { items: [], nextCursor: null, counts: {}, total: 0, totalSize: 0 },
      ...more,
    }),
  );
  return { api, ...renderApp(`/video-studio?video=${video.id}`) };
}

const studioReady = () => screen.findByRole('heading', { name: 'Morning habits' }, { timeout: 15_000 });
const editor = () => screen.getByRole('region', { name: 'Video editor' });
const scriptField = () => within(editor()).getByRole('textbox', { name: 'Script' });

async function openBoard(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(editor()).getByRole('button', { name: 'Storyboard' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findAllByTestId('storyboard-scene');
  return dialog;
}

describe('the studio storyboard', () => {
  it('shows the saved scenes, and saving makes the script read as them', async () => {
    const video = aRenderedVideo();
    const { user, api } = openStudio(video);
    await studioReady();
    const dialog = await openBoard(user);
    const scenes = within(dialog).getAllByTestId('storyboard-scene');
    expect(scenes).toHaveLength(2);
    expect(within(scenes[1]!).getByRole('textbox', { name: 'Scene 2 text' })).toHaveValue('Drink a glass of water.');
    expect(within(scenes[1]!).getByTestId('scene-source')).toHaveTextContent('Pexels image');
    expect(within(scenes[1]!).getByTestId('scene-credit')).toHaveTextContent('Yellow Photographer');
    // Shaped like the video: the Video names no aspect, so its first platform.
    await waitFor(() =>
      expect(api.calls('POST', '/api/storyboard/search').map((c) => c.body)).toContainEqual({ query: 'Wake up early.', platform: 'tiktok', limit: 4 }),
    );

    const text = within(scenes[0]!).getByRole('textbox', { name: 'Scene 1 text' });
    await user.clear(text);
    await user.type(text, 'Get up with the sun.');
    await user.click(within(dialog).getByRole('button', { name: 'Save storyboard' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Storyboard saved');
    expect(api.calls('PUT', `/api/videos/${video.id}/storyboard`)[0]!.body).toEqual({
      scenes: [
        { text: 'Get up with the sun.', visual: { kind: 'auto' } },
        { text: 'Drink a glass of water.', visualQuery: 'glass of water', visual: { kind: 'stock', pick } },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(scriptField()).toHaveValue('Get up with the sun.\n\nDrink a glass of water.'));
    // The file now says other words.
    expect(within(editor()).getByRole('button', { name: /^Re-render$/ })).toBeEnabled();
  });

  it('Re-render saves the board, then renders it, and closes', async () => {
    const video = aRenderedVideo();
    const order: string[] = [];
    const { user, api } = openStudio(video, {
      'PUT /api/videos/:id/storyboard': (req) => {
        order.push('save');
        return req.body;
      },
      'POST /api/videos/:id/render': () => {
        order.push('render');
        return reply(202, { ...video, status: 'generating', stage: 'queued', progress: 0 });
      },
    });
    await studioReady();
    const dialog = await openBoard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete scene 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Re-render' }));
    await waitFor(() => expect(order).toEqual(['save', 'render']));
    expect(api.calls('PUT', `/api/videos/${video.id}/storyboard`)[0]!.body).toEqual({ scenes: [saved.scenes[1]] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Rendering started');
  });

  it('unsaved edits are saved before the storyboard opens', async () => {
    const video = aRenderedVideo();
    const { user, api } = openStudio(video);
    await studioReady();
    await user.type(scriptField(), ' Stretch.');
    const button = within(editor()).getByRole('button', { name: 'Storyboard' });
    expect(button).toHaveAttribute('title', 'Saves your changes, then opens the storyboard');
    await user.click(button);
    await screen.findByRole('dialog');
    expect(api.calls('PATCH', `/api/videos/${video.id}`)[0]!.body).toEqual({
      script: 'Wake up early.\n\nDrink a glass of water. Stretch.',
    });
    expect(api.calls('GET', `/api/videos/${video.id}/storyboard`)).toHaveLength(1);
  });

  it("a script too long for a storyboard shows the server's words", async () => {
    const { user } = openStudio(aRenderedVideo(), {
      'GET /api/videos/:id/storyboard': reply(400, { message: 'This video has no storyboard yet.', code: 'no_storyboard' }),
    });
    await studioReady();
    await user.click(within(editor()).getByRole('button', { name: 'Storyboard' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This video has no storyboard yet.');
  });

  it('a video without a script has no storyboard', async () => {
    openStudio(aRenderedVideo(), { 'GET /api/videos/:id': aRenderedVideo({ script: null }) });
    await studioReady();
    await waitFor(() => expect(scriptField()).toHaveValue(''));
    expect(within(editor()).queryByRole('button', { name: 'Storyboard' })).toBeNull();
  });
});

describe('scene designs in the storyboard (issue 25)', () => {
  const designed: Storyboard = {
    scenes: [
      { text: 'Most of its neurons are in its arms.', kind: 'stat', stat: { value: '73%', label: 'of its neurons are in its arms' }, visual: { kind: 'auto' } },
      { text: 'Three things to pack.', visual: { kind: 'auto' } },
    ],
  };

  it('shows each scene’s design with its data, and edits a scene into a list, checked before saving', async () => {
    const video = aRenderedVideo();
    const { user, api } = openStudio(video, { 'GET /api/videos/:id/storyboard': designed });
    await studioReady();
    const dialog = await openBoard(user);
    const [stat, plain] = within(dialog).getAllByTestId('storyboard-scene');
    expect(within(stat!).getByTestId('scene-kind')).toHaveTextContent('Stat');
    expect(within(stat!).getByRole('combobox', { name: 'Design' })).toHaveTextContent('Stat');
    expect(within(stat!).getByRole('textbox', { name: 'Value' })).toHaveValue('73%');
    expect(within(stat!).getByRole('textbox', { name: 'Label' })).toHaveValue('of its neurons are in its arms');
    expect(within(plain!).getByTestId('scene-kind')).toHaveTextContent('Narration');

    await user.click(within(plain!).getByRole('combobox', { name: 'Design' }));
    await user.click(await screen.findByRole('option', { name: 'List' }));
    const items = within(plain!).getByRole('textbox', { name: 'Items, one per line' });
    await user.type(items, 'Water');
    // One item is not a list yet: said beside the field, and nothing can be saved.
    expect(within(plain!).getByTestId('scene-design-problem')).toHaveTextContent('A list needs 2 to 6 items, one per line');
    expect(within(dialog).getByRole('button', { name: 'Save storyboard' })).toBeDisabled();
    expect(within(dialog).getByText(/Finish the design of scene 2/)).toBeVisible();
    await user.type(items, '{Enter}Map{Enter}{Enter}Torch');
    expect(within(plain!).queryByTestId('scene-design-problem')).toBeNull();

    // The stat's value emptied: a stat needs one.
    await user.clear(within(stat!).getByRole('textbox', { name: 'Value' }));
    expect(within(stat!).getByTestId('scene-design-problem')).toHaveTextContent('A stat needs a value');
    await user.type(within(stat!).getByRole('textbox', { name: 'Value' }), '2/3');

    await user.click(within(dialog).getByRole('button', { name: 'Save storyboard' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Storyboard saved');
    expect(api.calls('PUT', `/api/videos/${video.id}/storyboard`)[0]!.body).toEqual({
      scenes: [
        { ...designed.scenes[0], stat: { value: '2/3', label: 'of its neurons are in its arms' } },
        { text: 'Three things to pack.', kind: 'list', items: ['Water', 'Map', 'Torch'], visual: { kind: 'auto' } },
      ],
    });
  });

  it('edits a timeline row by row and a comparison side by side; back to Narration drops the data', async () => {
    const video = aRenderedVideo();
    const { user, api } = openStudio(video, { 'GET /api/videos/:id/storyboard': designed });
    await studioReady();
    const dialog = await openBoard(user);
    const [first, second] = within(dialog).getAllByTestId('storyboard-scene');
    await user.click(within(second!).getByRole('combobox', { name: 'Design' }));
    await user.click(await screen.findByRole('option', { name: 'Timeline' }));
    await user.type(within(second!).getByRole('textbox', { name: 'When, row 1' }), '1412');
    await user.type(within(second!).getByRole('textbox', { name: 'What, row 1' }), 'Settlers arrive');
    await user.type(within(second!).getByRole('textbox', { name: 'When, row 2' }), '1687');
    await user.type(within(second!).getByRole('textbox', { name: 'What, row 2' }), 'The Great Gale');
    await user.click(within(second!).getByRole('button', { name: 'Add row' }));
    expect(within(second!).getByRole('textbox', { name: 'When, row 3' })).toHaveValue('');

    await user.click(within(first!).getByRole('combobox', { name: 'Design' }));
    await user.click(await screen.findByRole('option', { name: 'Comparison' }));
    await user.type(within(first!).getByRole('textbox', { name: 'Left title' }), 'Saving');
    await user.type(within(first!).getByRole('textbox', { name: 'Left points, one per line' }), 'Safe');
    await user.type(within(first!).getByRole('textbox', { name: 'Right title' }), 'Investing');
    await user.type(within(first!).getByRole('textbox', { name: 'Right points, one per line' }), 'Grows{Enter}Risky');
    await user.click(within(dialog).getByRole('button', { name: 'Save storyboard' }));
    await screen.findByTestId('toast');
    const body = api.calls('PUT', `/api/videos/${video.id}/storyboard`)[0]!.body as Storyboard;
    expect(body.scenes[0]).toEqual({
      text: designed.scenes[0]!.text,
      kind: 'comparison',
      comparison: { left: { title: 'Saving', points: ['Safe'] }, right: { title: 'Investing', points: ['Grows', 'Risky'] } },
      visual: { kind: 'auto' },
    });
    // The empty third row is left out.
    expect(body.scenes[1]).toMatchObject({ kind: 'timeline', timeline: [{ when: '1412', what: 'Settlers arrive' }, { when: '1687', what: 'The Great Gale' }] });

    const reopened = await openBoard(user);
    const scene = within(reopened).getAllByTestId('storyboard-scene')[0]!;
    await user.click(within(scene).getByRole('combobox', { name: 'Design' }));
    await user.click(await screen.findByRole('option', { name: 'Narration' }));
    await user.click(within(reopened).getByRole('button', { name: 'Save storyboard' }));
    await waitFor(() => expect(api.calls('PUT', `/api/videos/${video.id}/storyboard`)).toHaveLength(2));
    expect((api.calls('PUT', `/api/videos/${video.id}/storyboard`)[1]!.body as Storyboard).scenes[0]).toEqual({ text: designed.scenes[0]!.text, visual: { kind: 'auto' } });
  });
});
