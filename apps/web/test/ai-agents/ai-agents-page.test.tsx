import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../support/fake-api';
import { renderApp } from '../support/render';
import { agentsList, signedIn } from '../support/routes';

// Spec section 2, /ai-agents, signed in: the eight agents with their real status (ADR 0028).

const card = (key: string) => document.querySelector(`[data-agent="${key}"]`) as HTMLElement;

describe('/ai-agents signed in', () => {
  it('shows each of the eight agents with the server’s status, and why one is inactive', async () => {
    fakeApi(
      signedIn(undefined, {
        'GET /api/agents': agentsList({
          video_creation: { status: 'inactive', reason: 'No worker is serving render-video.', enable: 'Start a worker process (npm run worker).', queueDepth: 3 },
          multi_channel_posting: { status: 'processing', inFlight: 2, lastRun: { at: '2026-01-01T10:00:00.000Z', outcome: 'failed', detail: 'ENOTFOUND' } },
        }),
      }),
    );
    renderApp('/ai-agents');
    await waitFor(() => expect(screen.getAllByTestId('agent-status')).toHaveLength(8));
    const video = card('video_creation');
    expect(within(video).getByText('Inactive')).toBeVisible();
    expect(within(video).getByTestId('agent-reason')).toHaveTextContent('No worker is serving render-video. Start a worker process (npm run worker).');
    expect(video).toHaveTextContent('Queue: 3');
    expect(within(card('multi_channel_posting')).getByText('Processing')).toBeVisible();
    expect(card('multi_channel_posting')).toHaveTextContent(/Last run .*, failed/);
    expect(within(card('support')).getByText('Active')).toBeVisible();
  });

  it('opens an agent’s settings from its card', async () => {
    fakeApi(signedIn(undefined, { 'GET /api/agents/:key/settings': { priority: 'low', autoScaling: false, resourceAllocation: 30 } }));
    const { user } = renderApp('/ai-agents');
    await user.click(await screen.findByRole('button', { name: 'Analytics settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analytics settings' });
    expect(await within(dialog).findByText('Resource Allocation: 30%')).toBeVisible();
    expect(within(dialog).getByRole('switch', { name: 'Auto-scaling' })).not.toBeChecked();
    // Analytics does not use the render share: the dialog says so instead of pretending.
    expect(dialog).toHaveTextContent('This agent does not use this setting.');
  });
});
