import type { RenderStep, RenderSteps, Video } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRenderedVideo } from '../support/fixtures';
import { fakeApi, page } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Issue 26 item 5 in the studio: the render's steps (GET /api/videos/{id}/render) fill in scene by
// scene while the video renders, each part marked cached or made, then the join.

const worker = { host: 'render-1', pid: 4242 };
const step = (kind: RenderStep['kind'], sceneIndex: number | null, cached: boolean, seconds = 1.5): RenderStep => ({
  kind,
  sceneIndex,
  status: 'done',
  cached,
  worker,
  seconds,
});

function openStudio(video: Video, answers: () => { video: Video; steps: RenderSteps }) {
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([video]),
      'GET /api/videos/:id': () => answers().video,
      'GET /api/videos/:id/render': () => answers().steps,
    }),
  );
  return { api, ...renderApp(`/video-studio?video=${video.id}`) };
}

const editor = () => screen.getByRole('region', { name: 'Video editor' });
const scenes = () => within(editor()).getAllByTestId('render-scene');

describe('the studio render steps', () => {
  it('fills in scenes while the video renders, then shows the join with cached and made apart', async () => {
    const rendering = aRenderedVideo({ status: 'generating', stage: 'encoding', progress: 40 });
    const first = [step('narration', 0, true, 0.1), step('segment', 0, true, 0.2)];
    const second = [step('narration', 1, false, 2.4), step('transition', 1, false, 0.6), step('segment', 1, false, 12.3)];
    let answer = { video: rendering, steps: { status: 'generating', steps: first } };
    const { api } = openStudio(rendering, () => answer);

    const section = await screen.findByTestId('render-steps', {}, { timeout: 15_000 });
    expect(within(section).getByRole('heading', { name: 'Rendering scene by scene' })).toBeInTheDocument();
    expect(scenes()).toHaveLength(1);
    expect(within(scenes()[0]!).getByTestId('render-scene-state')).toHaveTextContent('Reused');
    expect(within(section).getByTestId('render-join')).toHaveTextContent('Rendering the remaining parts');

    // The next poll brings scene 2, made in this render.
    answer = { video: rendering, steps: { status: 'generating', steps: [...first, ...second] } };
    await waitFor(() => expect(scenes()).toHaveLength(2), { timeout: 5_000 });
    const made = scenes()[1]!;
    expect(made).toHaveAccessibleName('Scene 2');
    expect(within(made).getByTestId('render-scene-state')).toHaveTextContent('Rendered');
    const parts = within(made).getAllByTestId('render-part');
    expect(parts.map((p) => p.textContent)).toEqual(['Narrationmade2.4 s', 'Fade inmade0.6 s', 'Videomade12 s']);
    expect(parts[0]).toHaveAttribute('title', 'Worker: render-1, process 4242');
    expect(within(scenes()[0]!).getAllByTestId('render-part').map((p) => p.dataset.cached)).toEqual(['true', 'true']);

    // Done: polling ends after one more read, which brings the join.
    const done = { ...rendering, status: 'ready' as const, stage: null, progress: 100 };
    answer = { video: done, steps: { status: 'ready', steps: [...first, ...second, step('join', null, false, 3.2)] } };
    await waitFor(() => expect(within(editor()).getByTestId('render-join')).toHaveTextContent('Joined'), { timeout: 5_000 });
    expect(within(editor()).getByRole('heading', { name: 'Last render, scene by scene' })).toBeInTheDocument();
    expect(within(editor()).getByTestId('render-steps-summary')).toHaveTextContent('2 scenes · 2 reused · 3 made');
    const reads = api.calls('GET', `/api/videos/${rendering.id}/render`).length;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(api.calls('GET', `/api/videos/${rendering.id}/render`)).toHaveLength(reads);
  });

  it("hides the previous render's steps until the new render starts", async () => {
    const queued = aRenderedVideo({ status: 'generating', stage: 'queued', progress: 0 });
    const old = { status: 'generating', steps: [step('narration', 0, false), step('segment', 0, false), step('join', null, false)] };
    let answer = { video: queued, steps: old };
    const { api } = openStudio(queued, () => answer);
    await screen.findByRole('heading', { name: queued.title }, { timeout: 15_000 });
    await waitFor(() => expect(api.calls('GET', `/api/videos/${queued.id}/render`).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('render-steps')).toBeNull();

    // Started: the server cleared the old steps and the first scene came from the cache.
    answer = { video: { ...queued, stage: 'narration', progress: 10 }, steps: { status: 'generating', steps: [step('narration', 0, true)] } };
    const section = await screen.findByTestId('render-steps');
    expect(within(section).getByTestId('render-part')).toHaveTextContent('Narrationcached');
    // Its video segment has not settled yet.
    expect(within(section).getByTestId('render-scene-state')).toHaveTextContent('Rendering');
  });

  it('shows nothing for a render without steps (no render cache)', async () => {
    const video = aRenderedVideo();
    const { api } = openStudio(video, () => ({ video, steps: { status: 'ready', steps: [] } }));
    await screen.findByRole('heading', { name: video.title }, { timeout: 15_000 });
    await waitFor(() => expect(api.calls('GET', `/api/videos/${video.id}/render`).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('render-steps')).toBeNull();
  });
});
