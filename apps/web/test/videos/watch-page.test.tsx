import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aVideo } from '../support/fixtures';
import { fakeApi } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedOut } from '../support/routes';

// The public watch page counts a play when the video starts (ADR 0022), once per page visit.

describe('Watch page', () => {
  it('reports the first play to the server and shows the counted view', async () => {
    const video = aVideo({
      id: 'v1',
      title: 'Octopus minds',
      status: 'published',
      views: 41,
      videoUrl: '/api/videos/v1/stream',
    });
    const api = fakeApi(
      signedOut({ 'GET /api/public/videos/:id': video, 'POST /api/public/videos/:id/play': { counted: true } }),
    );
    renderApp('/watch/v1');
    expect(await screen.findByText('41 views')).toBeVisible();
    const player = screen.getByTestId('video-player');
    fireEvent.play(player);
    fireEvent.play(player);
    expect(await screen.findByText('42 views')).toBeVisible();
    expect(api.calls('POST', '/api/public/videos/v1/play')).toHaveLength(1);
  });

  it("keeps credits apart from the creator's description, and Try it free goes to sign-up", async () => {
    const credit = 'Emoji graphics: Twemoji by Twitter, Inc. and contributors, CC-BY 4.0';
    const video = aVideo({
      id: 'v2',
      title: 'Octopus minds',
      description: 'Why octopuses are smarter than you think.',
      status: 'published',
      videoUrl: '/api/videos/v2/stream',
      credits: ['Video by Ana on Pexels (https://www.pexels.com/video/1/), Pexels License', credit],
    });
    fakeApi(signedOut({ 'GET /api/public/videos/:id': video }));
    renderApp('/watch/v2');
    const credits = await screen.findByRole('region', { name: 'Credits' });
    expect(within(credits).getAllByRole('listitem').map((li) => li.textContent)).toEqual(video.credits);
    expect(screen.getByText('Why octopuses are smarter than you think.')).not.toHaveTextContent('Twemoji');
    expect(screen.getByRole('link', { name: 'Try it free' })).toHaveAttribute('href', '/signup');
  });
});
