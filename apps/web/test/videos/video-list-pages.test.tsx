import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aVideo } from '../support/fixtures';
import { fakeApi } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// GET /api/videos pages (ADR 0017): the studio shows the first page and loads the next on demand.

describe('Your Videos pages', () => {
  it('shows the first page, then Load more asks for the next with the cursor', async () => {
    const first = [aVideo({ id: 'v1', title: 'First page video' })];
    const second = [aVideo({ id: 'v2', title: 'Second page video' })];
    const lean = ({ script: _s, description: _d, ...row }: ReturnType<typeof aVideo>) => row;
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/videos': (req) =>
          req.url.searchParams.get('cursor') === 'next-1'
            ? { items: second.map(lean), nextCursor: null }
            : { items: first.map(lean), nextCursor: 'next-1' },
      }),
    );
    const { user } = renderApp('/video-studio');
    const list = await screen.findByRole('list', { name: 'Your Videos' });
    await within(list).findByText('First page video');
    expect(within(list).queryByText('Second page video')).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    await within(list).findByText('Second page video');
    expect(api.calls('GET', '/api/videos').map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'next-1']);
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull());
  });
});
