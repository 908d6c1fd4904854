import { STRATEGY_MESSAGES, type StarterPack, type WeeklyPlan } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, page, reply } from '../support/fake-api';
import { currentPath, renderApp } from '../support/render';
import { signedIn } from '../support/routes';
import { aVideo } from '../support/fixtures';

// Issue 15 item 1: /strategy, the weekly plan (history note, Write script) and the starter pack.

const idea = (index: number, over: Partial<WeeklyPlan['ideas'][number]> = {}): WeeklyPlan['ideas'][number] => ({
  index,
  topic: `Idea ${index + 1} about home coffee brewing`,
  angle: 'Why it works.',
  format: { structure: 'listicle', duration: '30-60 seconds', platform: 'tiktok', aspect: '9:16', tone: 'casual-friendly', templateId: null, templateName: null },
  postAt: `2026-11-2${5 + index}T19:00:00.000Z`,
  timeSource: 'guidance',
  videoId: null,
  ...over,
});

const plan: WeeklyPlan = {
  id: 'plan-1',
  createdAt: '2026-11-24T10:00:00.000Z',
  timeZone: 'UTC',
  niche: 'home coffee brewing',
  nicheSource: 'typed',
  history: { posts: 0, note: STRATEGY_MESSAGES.historyFallback, bestPlatform: null, topVideos: [] },
  writer: { kind: 'builtin' },
  ideas: [idea(0), idea(1, { videoId: 'v-done' }), idea(2), idea(3), idea(4)],
};

const pack: StarterPack = {
  id: 'pack-1',
  createdAt: '2026-11-24T10:00:00.000Z',
  niche: 'sourdough',
  writer: { kind: 'builtin' },
  scripts: [{ videoId: 'v-s1', title: 'Sourdough mistakes', structure: 'listicle' }],
  templates: [{ templateId: 't-1', name: 'Sourdough: step by step', structure: 'tutorial' }],
};

describe('Strategy page', () => {
  it('shows the plan with its honest history note, and Write script opens the new draft in the studio', async () => {
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/strategy/plan': { plan },
        'GET /api/strategy/starter-pack': { pack: null },
        'POST /api/strategy/plan/:id/ideas/:index/script': () => reply(201, { videoId: 'v-new', title: 'Idea 3' }),
        'GET /api/videos': page([]),
        'GET /api/videos/:id': aVideo({ id: 'v-new', title: 'Idea 3' }),
      }),
    );
    const { user } = renderApp('/strategy');
    expect(await screen.findByTestId('plan-history')).toHaveTextContent(STRATEGY_MESSAGES.historyFallback);
    const ideas = screen.getAllByTestId('plan-idea');
    expect(ideas).toHaveLength(5);
    expect(within(ideas[0]!).getByText('Idea 1 about home coffee brewing')).toBeVisible();
    expect(within(ideas[0]!).getByText('Wed, Nov 25')).toBeVisible();
    expect(within(ideas[0]!).getByText('7:00 PM')).toBeVisible();
    expect(within(ideas[1]!).getByRole('link', { name: 'Open script' })).toHaveAttribute('href', '/video-studio?video=v-done');

    await user.click(within(ideas[2]!).getByRole('button', { name: 'Write script' }));
    await waitFor(() => expect(currentPath()).toBe('/video-studio?video=v-new'));
    expect(api.calls('POST', '/api/strategy/plan/plan-1/ideas/2/script')).toHaveLength(1);
  });

  it('regenerates with the typed niche and the browser time zone', async () => {
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/strategy/plan': { plan: null },
        'GET /api/strategy/starter-pack': { pack: null },
        'POST /api/strategy/plan': () => reply(201, { ...plan, niche: 'latte art' }),
      }),
    );
    const { user } = renderApp('/strategy');
    await user.type(await screen.findByLabelText(/^Niche/), 'latte art');
    await user.click(screen.getByRole('button', { name: 'Plan my week' }));
    expect(await screen.findByRole('button', { name: 'Regenerate' })).toBeVisible();
    expect(api.calls('POST', '/api/strategy/plan')[0]?.body).toEqual({ niche: 'latte art', ideas: 5, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('refuses a one-letter niche before asking, and shows the pack it makes with links to what was created', async () => {
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/strategy/plan': { plan: null },
        'GET /api/strategy/starter-pack': { pack: null },
        'POST /api/strategy/starter-pack': () => reply(201, pack),
      }),
    );
    const { user } = renderApp('/strategy');
    const niche = await screen.findByLabelText(/^Your niche/);
    await user.type(niche, 'x');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect((await screen.findAllByText(STRATEGY_MESSAGES.niche)).length).toBeGreaterThan(0);
    expect(api.calls('POST', '/api/strategy/starter-pack')).toHaveLength(0);

    await user.clear(niche);
    await user.type(niche, 'sourdough');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const result = await screen.findByTestId('starter-pack-result');
    expect(within(result).getByRole('link', { name: 'Sourdough mistakes' })).toHaveAttribute('href', '/video-studio?video=v-s1');
    expect(within(result).getByRole('link', { name: 'Sourdough: step by step' })).toHaveAttribute('href', '/library');
    expect(api.calls('POST', '/api/strategy/starter-pack')[0]?.body).toEqual({ niche: 'sourdough' });
  });
});
