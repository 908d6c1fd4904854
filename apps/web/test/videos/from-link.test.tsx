import type { ScriptResponse } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, page } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Issue 24, item 2: the script step's "From a link" tab sends the page's address (and the topic
// only when given); Regenerate keeps writing from the same page; the topic tab sends no link.

const written: ScriptResponse = {
  title: 'Quillmore Observatory: 3 facts',
  script: 'It was built in 1911.\n\nIt closed in 1968.\n\nIt reopened in 1994.',
  description: 'Quillmore Observatory in 3 facts.',
  hooks: ['One', 'Two', 'Three'],
  hashtags: ['#observatory'],
  scenes: [
    { text: 'It was built in 1911.', visualQuery: 'observatory dome', keywords: ['1911'] },
    { text: 'It closed in 1968.', visualQuery: 'town lights', keywords: ['1968'] },
    { text: 'It reopened in 1994.', visualQuery: 'telescope visitors', keywords: ['1994'] },
  ],
  engine: 'builtin',
  writer: { kind: 'builtin' },
  targetSeconds: 30,
  language: 'en',
};

describe('From a link', () => {
  it('sends the link, refuses one that is not a web address, and goes back to topics without it', async () => {
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/videos': page([]),
        'GET /api/deepagent/health': unhealthy,
        'GET /api/avatars': [],
        'POST /api/ai/generate-script': () => written,
      }),
    );
    const { user } = renderApp('/video-studio');
    await user.click((await screen.findAllByRole('button', { name: 'Create AI Video' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'From a link' }));
    for (const [field, option] of [
      ['Duration', '15-30 seconds'],
      ['Platform', 'TikTok'],
      ['Tone', 'Engaging & Educational'],
    ] as const) {
      await user.click(within(dialog).getByRole('combobox', { name: field }));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    const link = within(dialog).getByRole('textbox', { name: 'Link to an article' });
    await user.type(link, 'example.com/story');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    expect(await within(dialog).findByText('The link must be a web address starting with http:// or https://.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/ai/generate-script')).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'https://courier.example/news/quillmore');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    await within(dialog).findByTestId('script-text');
    const bodies = () => api.calls('POST', '/api/ai/generate-script').map((c) => c.body as Record<string, unknown>);
    expect(bodies()[0]).toMatchObject({ sourceUrl: 'https://courier.example/news/quillmore', topic: '', duration: '15-30 seconds' });

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(bodies()).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ sourceUrl: 'https://courier.example/news/quillmore', variation: 1 });
  });

  it('sends no link from the topic tab', async () => {
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/videos': page([]),
        'GET /api/deepagent/health': unhealthy,
        'GET /api/avatars': [],
        'POST /api/ai/generate-script': () => written,
      }),
    );
    const { user } = renderApp('/video-studio');
    await user.click((await screen.findAllByRole('button', { name: 'Create AI Video' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'From a link' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link to an article' }), 'https://courier.example/news/quillmore');
    await user.click(within(dialog).getByRole('tab', { name: 'Generate with AI' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Link to an article' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Topic' }), 'Observatories');
    for (const [field, option] of [
      ['Duration', '15-30 seconds'],
      ['Platform', 'TikTok'],
      ['Tone', 'Engaging & Educational'],
    ] as const) {
      await user.click(within(dialog).getByRole('combobox', { name: field }));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Generate Script' }));
    await within(dialog).findByTestId('script-text');
    const body = api.calls('POST', '/api/ai/generate-script')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ topic: 'Observatories' });
    expect(body).not.toHaveProperty('sourceUrl');
  });
});
