import type { DashboardStats, SetupStatus } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { aSetupStatus } from '../support/fixtures';
import { fakeApi, page, reply, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Issue 24 item 6: the dashboard's Studio setup card, shown until the creator closes it.

afterEach(() => setProfileDialog({ open: false }));

const stats: DashboardStats = {
  totalViews: 0,
  totalVideos: 0,
  draftVideos: 0,
  totalFollowers: 0,
  totalRevenue: 0,
  revenueAvailable: false,
  changes: { totalViews: null, totalVideos: null, totalFollowers: null, totalRevenue: null },
};

function open(setup: SetupStatus = aSetupStatus(), more: Routes = {}) {
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/setup': setup,
      'GET /api/dashboard/stats': stats,
      'GET /api/videos': page([]),
      'GET /api/social-media/status': [],
      'GET /api/scheduled-posts': page([]),
      'GET /api/deepagent/health': unhealthy,
      ...more,
    }),
  );
  return { api, ...renderApp('/dashboard') };
}

const part = (name: 'writer' | 'speech' | 'visuals') => screen.getByTestId(`setup-${name}`);

describe('Studio setup card', () => {
  it('says what writes, speaks and shows, with the way to the better option', async () => {
    open();
    const card = await screen.findByRole('region', { name: 'Studio setup' });
    expect(within(part('writer')).getByTestId('setup-current')).toHaveTextContent('Built-in writer, researching Wikipedia');
    expect(part('writer')).toHaveTextContent('No Ollama with a chat model answered at 127.0.0.1:11434');
    expect(within(part('writer')).getByRole('link', { name: /Get Ollama/ })).toHaveAttribute('href', 'https://ollama.com/download');
    // The built-in voice is named for what it is.
    expect(within(part('speech')).getByTestId('setup-current')).toHaveTextContent('Basic, offline voice (built-in eSpeak NG)');
    expect(part('speech')).not.toHaveTextContent(/natural \(/i);
    expect(within(part('speech')).getByRole('link', { name: /Kokoro-FastAPI/ })).toHaveAttribute('target', '_blank');
    expect(within(part('visuals')).getByRole('link', { name: /Free Pexels key/ })).toHaveAttribute('href', 'https://www.pexels.com/api/');
    expect(within(card).getAllByText('Basic')).toHaveLength(3);
  });

  it('marks what is upgraded and whose it is', async () => {
    const base = aSetupStatus();
    open({
      ...base,
      writer: { ...base.writer, kind: 'model', upgraded: true, source: 'yours', current: 'Your model (my-model)', hint: 'Your own model writes.', links: [] },
      visuals: { ...base.visuals, kind: 'stock', upgraded: true, source: 'server', current: 'Stock footage from Pexels', providers: ['pexels'], links: [] },
    });
    await screen.findByRole('region', { name: 'Studio setup' });
    expect(within(part('writer')).getByText('Upgraded')).toBeInTheDocument();
    expect(within(part('writer')).getByTestId('setup-current')).toHaveTextContent('Your model (my-model) · yours');
    expect(within(part('visuals')).getByTestId('setup-current')).toHaveTextContent(/^Stock footage from Pexels$/);
    expect(within(part('speech')).getByText('Basic')).toBeInTheDocument();
  });

  it('is closed for good with Dismiss, and not shown once dismissed', async () => {
    const { api, user } = open(aSetupStatus(), { 'POST /api/setup/dismiss': aSetupStatus({ dismissed: true }) });
    await screen.findByRole('region', { name: 'Studio setup' });
    await user.click(screen.getByRole('button', { name: 'Dismiss Studio setup' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Studio setup' })).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/setup/dismiss')).toHaveLength(1);
  });

  it('tests each part where it is set up, and shows the answer in words', async () => {
    let refreshed = false;
    const { api, user } = open(aSetupStatus(), {
      'GET /api/setup': (req) => {
        refreshed ||= req.url.searchParams.get('refresh') === 'true';
        return aSetupStatus();
      },
      'POST /api/settings/speech/test': { ok: false, message: 'Nothing to test: save a speech server first.' },
      'POST /api/settings/media/test': reply(400, { message: 'Enter a Pexels or Pixabay key to test, or save one first.' }),
    });
    await screen.findByRole('region', { name: 'Studio setup' });

    await user.click(within(part('writer')).getByRole('button', { name: 'Test: Writes' }));
    expect(await within(part('writer')).findByRole('status')).toHaveTextContent('No model answered, so the built-in writer writes your scripts.');
    expect(refreshed).toBe(true);

    await user.click(within(part('speech')).getByRole('button', { name: 'Test: Speaks' }));
    expect(await within(part('speech')).findByRole('status')).toHaveTextContent('Nothing to test: save a speech server first.');
    expect(api.calls('POST', '/api/settings/speech/test')).toHaveLength(1);

    await user.click(within(part('visuals')).getByRole('button', { name: 'Test: Shows' }));
    expect(await within(part('visuals')).findByRole('status')).toHaveTextContent('Enter a Pexels or Pixabay key to test, or save one first.');
  });

  it('a local Ollama found again on Test is said to have answered', async () => {
    const base = aSetupStatus();
    const found: SetupStatus = {
      ...base,
      writer: { ...base.writer, kind: 'model', upgraded: true, source: 'server', current: 'Ollama (llama3.2:latest)', ollama: { host: '127.0.0.1:11434', detected: true } },
    };
    const { user } = open(base, { 'GET /api/setup': (req) => (req.url.searchParams.get('refresh') === 'true' ? found : base) });
    await screen.findByRole('region', { name: 'Studio setup' });
    await user.click(within(part('writer')).getByRole('button', { name: 'Test: Writes' }));
    expect(await within(part('writer')).findByRole('status')).toHaveTextContent('Ollama (llama3.2:latest) answered and writes your scripts.');
    expect(within(part('writer')).getByTestId('setup-current')).toHaveTextContent('Ollama (llama3.2:latest)');
  });

  it("tests the creator's own model with the model settings' test", async () => {
    const base = aSetupStatus();
    const { api, user } = open(
      { ...base, writer: { ...base.writer, kind: 'model', upgraded: true, source: 'yours', current: 'Your model (my-model)' } },
      { 'POST /api/settings/llm/test': { ok: true, message: 'my-model answered in 0.4 s.' } },
    );
    await screen.findByRole('region', { name: 'Studio setup' });
    await user.click(within(part('writer')).getByRole('button', { name: 'Test: Writes' }));
    expect(await within(part('writer')).findByRole('status')).toHaveTextContent('my-model answered in 0.4 s.');
    expect(api.calls('POST', '/api/settings/llm/test')).toHaveLength(1);
  });

  it('opens Settings at the section that changes a part', async () => {
    const { user } = open(aSetupStatus(), {
      'GET /api/settings/llm': { settings: null, writer: { kind: 'builtin', label: 'Built-in writer (no language model)' } },
      'GET /api/user/stats': { videosCreated: 0, totalViews: 0, totalLikes: 0, scheduledPosts: 0, templatesUsed: 0, accountAge: 1 },
    });
    await screen.findByRole('region', { name: 'Studio setup' });
    await user.click(within(part('writer')).getByRole('button', { name: 'Settings: Writes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('region', { name: /Language model/ })).toBeInTheDocument();
  });
});
