import { MSG, type ScriptResponse } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRenderedVideo, aVideo, anAvatar } from '../support/fixtures';
import { fakeApi, reply, type Routes, page } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Spec sections 2, 4, 5 and 8: the AI video flow from the studio: script form -> script ->
// Generate Complete Video -> the render, followed until it is ready.

type User = ReturnType<typeof renderApp>['user'];

const script: ScriptResponse = {
  title: 'Octopus minds, explained',
  script: 'Octopuses solve puzzles. They open jars. They remember faces.',
  description: 'Why octopuses are smarter than you think.',
  hooks: ['Ever seen an octopus open a jar?', 'Nine brains, one animal.', 'This animal remembers you.'],
  hashtags: ['#octopus', '#science'],
  scenes: [
    { text: 'Octopuses solve puzzles.', visualQuery: 'octopus puzzle', keywords: ['Puzzles'], emoji: '🐙' },
    { text: 'They open jars. They remember faces.', visualQuery: 'octopus jar', keywords: ['Memory'] },
  ],
  engine: 'builtin',
  writer: { kind: 'builtin' },
  targetSeconds: 30,
  language: 'en',
};

async function openFlow(more: Routes = {}) {
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([]),
      'GET /api/deepagent/health': unhealthy,
      'GET /api/avatars': [],
      ...more,
    }),
  );
  const view = renderApp('/video-studio');
  await view.user.click((await screen.findAllByRole('button', { name: 'Create AI Video' }))[0]!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Generate AI Video' })).toBeVisible();
  return { api, dialog, ...view };
}

async function choose(user: User, scope: HTMLElement, field: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillForm(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Topic' }), 'Why octopuses are smarter than you think');
  await choose(user, dialog, 'Duration', '15-30 seconds');
  await choose(user, dialog, 'Platform', 'TikTok');
  await choose(user, dialog, 'Tone', 'Engaging & Educational');
}

describe('AI video flow', () => {
  it('starts from TikTok with the length and tone that suit it; they follow the platform until picked', async () => {
    const { user, dialog } = await openFlow();
    const field = (name: string) => within(dialog).getByRole('combobox', { name });
    expect(field('Platform')).toHaveTextContent('TikTok');
    expect(field('Duration')).toHaveTextContent('15-30 seconds');
    expect(field('Tone')).toHaveTextContent('Casual & Friendly');

    await choose(user, dialog, 'Platform', 'YouTube');
    expect(field('Duration')).toHaveTextContent('1-3 minutes');
    expect(field('Tone')).toHaveTextContent('Engaging & Educational');

    // The creator's own pick stays when the platform changes again.
    await choose(user, dialog, 'Tone', 'Motivational');
    await choose(user, dialog, 'Platform', 'Facebook');
    expect(field('Duration')).toHaveTextContent('30-60 seconds');
    expect(field('Tone')).toHaveTextContent('Motivational');
  });

  it("with only a topic missing, 'Missing Fields' marks the topic and nothing else", async () => {
    const { user, dialog, api } = await openFlow({ 'POST /api/ai/generate-script': script });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Missing Fields');
    expect(toast).toHaveTextContent(MSG.missingFields);
    expect(within(dialog).getAllByText('Required')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Topic' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/ai/generate-script')).toHaveLength(0);

    // The topic alone is enough: the rest started from the platform.
    await user.type(within(dialog).getByRole('textbox', { name: 'Topic' }), 'Octopus minds');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    await waitFor(() => expect(api.calls('POST', '/api/ai/generate-script')).toHaveLength(1));
    expect(api.calls('POST', '/api/ai/generate-script')[0]!.body).toMatchObject({
      topic: 'Octopus minds',
      platform: 'tiktok',
      duration: '15-30 seconds',
      tone: 'casual-friendly',
    });
  });

  it('a long video needs its length in minutes', async () => {
    const { user, dialog, api } = await openFlow();
    await user.type(within(dialog).getByRole('textbox', { name: 'Topic' }), 'A history of jazz');
    await choose(user, dialog, 'Duration', '3+ minutes');
    await choose(user, dialog, 'Platform', 'YouTube');
    await choose(user, dialog, 'Tone', 'Professional');
    const minutes = within(dialog).getByRole('spinbutton', { name: /Length in minutes/ });
    await user.clear(minutes);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(MSG.missingFields);
    await user.type(minutes, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    expect(await within(dialog).findByText('A long video can be at most 90 minutes.')).toBeVisible();
    expect(api.calls('POST', '/api/ai/generate-script')).toHaveLength(0);
  });

  it('writes the script, fills the studio draft, renders, and follows the render until it is ready', async () => {
    const generating = aVideo({
      id: '22222222-2222-4222-8222-222222222222',
      title: script.title,
      status: 'generating',
      stage: 'voicing',
      progress: 40,
    });
    const ready = aRenderedVideo({ id: generating.id, title: script.title });
    const { user, dialog, api } = await openFlow({
      'POST /api/ai/generate-script': script,
      'POST /api/deepagent/complete-video': reply(202, {
        videoId: generating.id,
        script: script.script,
        video_url: null,
        thumbnail_url: null,
        video: generating,
      }),
      'GET /api/videos/:id': ready,
    });
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));

    expect(await within(dialog).findByRole('heading', { name: 'Review your script' })).toBeVisible();
    expect(api.calls('POST', '/api/ai/generate-script')[0]!.body).toEqual({
      topic: 'Why octopuses are smarter than you think',
      duration: '15-30 seconds',
      platform: 'tiktok',
      tone: 'engaging-educational',
      language: 'en',
    });
    expect(within(dialog).getByTestId('script-text')).toHaveValue(script.script);
    expect(within(dialog).getByTestId('script-engine')).toHaveTextContent('Written by the built-in writer');
    // The studio's local draft already carries the script's title.
    expect(screen.getByTestId('editor-heading')).toHaveTextContent(script.title);

    // Edits made on the review step are what gets narrated.
    await user.click(within(dialog).getAllByRole('button', { name: 'Use as opening' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Complete Video' }));
    expect(await within(dialog).findByRole('heading', { name: 'Your video is ready' })).toBeVisible();
    expect(api.calls('POST', '/api/deepagent/complete-video')[0]!.body).toMatchObject({
      topic: 'Why octopuses are smarter than you think',
      platform: 'tiktok',
      duration: 30,
      videoModel: 'runwayml',
      title: script.title,
      script: `Nine brains, one animal.\n\n${script.script}`,
      // The writer's scenes go with it; the server keeps those still in the edited script.
      scenes: script.scenes,
      tone: 'engaging-educational',
      language: 'en',
    });
    expect(api.calls('GET', `/api/videos/${generating.id}`).length).toBeGreaterThan(0);
  });

  it('keeps the work as a failed video when the render cannot start', async () => {
    const { user, dialog, api } = await openFlow({
      'POST /api/ai/generate-script': script,
      'POST /api/deepagent/complete-video': reply(500, { message: 'Something went wrong', code: 'internal' }),
      'POST /api/videos': (req) =>
        reply(201, aVideo({ ...(req.body as object), id: '33333333-3333-4333-8333-333333333333' })),
      'GET /api/videos/:id': (req) => aVideo({ id: req.params.id, status: 'failed', title: script.title }),
    });
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Generate Complete Video' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Video Generation Failed');
    expect(toast).toHaveTextContent('Failed to generate video. Creating draft version instead...');
    await waitFor(() => expect(api.calls('POST', '/api/videos')).toHaveLength(1));
    expect(api.calls('POST', '/api/videos')[0]!.body).toMatchObject({
      status: 'failed',
      script: script.script,
      platforms: ['tiktok'],
    });
    expect(await within(dialog).findByRole('heading', { name: 'Video Generation Failed' })).toBeVisible();
  });

  it("the plan limit is shown with the server's words, and nothing is saved", async () => {
    const limit = 'The Free plan includes 10 AI videos per calendar month. Upgrade to Premium for unlimited videos.';
    const { user, dialog, api } = await openFlow({
      'POST /api/ai/generate-script': script,
      'POST /api/deepagent/complete-video': reply(403, { message: limit, code: 'plan_limit' }),
    });
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Generate Complete Video' }));
    expect(await within(dialog).findAllByText(limit)).not.toHaveLength(0);
    expect(api.calls('POST', '/api/videos')).toHaveLength(0);
  });

  it('"Write my own" skips the writer: the creator’s words are rendered as written', async () => {
    const generating = aVideo({
      id: '44444444-4444-4444-8444-444444444444',
      title: 'Plant care',
      status: 'generating',
    });
    const { user, dialog, api } = await openFlow({
      'POST /api/deepagent/complete-video': reply(202, {
        videoId: generating.id,
        script: 'x',
        video_url: null,
        thumbnail_url: null,
        video: generating,
      }),
      'GET /api/videos/:id': generating,
    });
    await user.click(within(dialog).getByRole('tab', { name: 'Write my own' }));
    expect(within(dialog).getByRole('heading', { name: 'Render your own script' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Generate Script' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Render Video' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(MSG.missingFields);
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);

    const words = 'Water your plants in the morning. '.repeat(5).trim();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Plant care');
    // Pasted, as most people bring their own script.
    await user.click(within(dialog).getByTestId('own-script-text'));
    await user.paste(`${words}\n\nFeed them in spring.`);
    await choose(user, dialog, 'Platform', 'TikTok');
    await user.click(within(dialog).getByRole('button', { name: 'Render Video' }));

    expect(await within(dialog).findByRole('heading', { name: 'Rendering your video' })).toBeVisible();
    expect(api.calls('POST', '/api/ai/generate-script')).toHaveLength(0);
    // 34 words at 2.5 a second: about 14 seconds.
    expect(api.calls('POST', '/api/deepagent/complete-video')[0]!.body).toMatchObject({
      topic: 'Plant care',
      title: 'Plant care',
      script: `${words}\n\nFeed them in spring.`,
      platform: 'tiktok',
      duration: 14,
      language: 'en',
    });
  });

  it('with an avatar presenting, the chosen presenter layout goes with the render', async () => {
    const nova = anAvatar({ id: '55555555-5555-4555-8555-555555555555', name: 'Nova', isDefault: true });
    const generating = aVideo({ id: '66666666-6666-4666-8666-666666666666', title: 'Plant care', status: 'generating' });
    const { user, dialog, api } = await openFlow({
      'GET /api/avatars': [nova],
      'POST /api/deepagent/complete-video': reply(202, {
        videoId: generating.id,
        script: 'x',
        video_url: null,
        thumbnail_url: null,
        video: generating,
      }),
      'GET /api/videos/:id': generating,
    });
    await user.click(within(dialog).getByRole('tab', { name: 'Write my own' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Plant care');
    await user.click(within(dialog).getByTestId('own-script-text'));
    await user.paste('Water your plants in the morning.');
    await choose(user, dialog, 'Platform', 'TikTok');
    // The default avatar is picked; the layout select appears with it, a bottom-left bubble first.
    const layout = await within(dialog).findByRole('combobox', { name: 'Presenter layout' });
    expect(layout).toHaveTextContent('Bubble, bottom left');
    await choose(user, dialog, 'Presenter layout', 'Split screen');
    // Next to it, the frame: a circle unless the creator cuts the presenter out.
    expect(within(dialog).getByRole('combobox', { name: 'Presenter frame' })).toHaveTextContent('Circle');
    await choose(user, dialog, 'Presenter frame', 'Cut-out (no background)');
    await user.click(within(dialog).getByRole('button', { name: 'Render Video' }));
    await waitFor(() => expect(api.calls('POST', '/api/deepagent/complete-video')).toHaveLength(1));
    expect(api.calls('POST', '/api/deepagent/complete-video')[0]!.body).toMatchObject({
      avatarId: nova.id,
      presenterLayout: 'split',
      style: { presenterFrame: 'cutout' },
    });
  });

  it("the Voice field names the user's default voice from Settings, as basic when eSpeak speaks it", async () => {
    const { user, dialog } = await openFlow({
      'GET /api/settings/voice': {
        settings: { voiceId: 'voice4', engine: 'espeak', updatedAt: '2026-11-24T10:00:00.000Z' },
        engines: ['espeak'],
        serverEngine: 'espeak',
        activeEngine: 'espeak',
      },
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Voice/ })).toHaveTextContent(
        'Basic, offline: Professional (Female) — default',
      ),
    );
    await user.click(within(dialog).getByRole('combobox', { name: /^Voice/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toHaveLength(6);
    expect(options.every((o) => o?.startsWith('Basic, offline: '))).toBe(true);
    expect(options.join()).not.toMatch(/Natural/);
  });

  it("a script that cannot be written says so with the spec's words", async () => {
    const { user, dialog } = await openFlow({ 'POST /api/ai/generate-script': reply(502, '<html>Bad gateway</html>') });
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Failed to generate script. Please try again.');
    expect(within(dialog).getByRole('heading', { name: 'Generate AI Video' })).toBeVisible();
  });
});
