import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aVideo } from '../support/fixtures';
import { fakeApi, page } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// A clip cut from a long library video (issue 28 item 1) says so in the studio's header, with the
// source's name and the way to the library it came from; other videos say nothing of the kind.

const SOURCE_ID = '77777777-7777-4777-8777-777777777777';

function openStudio(video = aVideo()) {
  fakeApi(signedIn(undefined, { 'GET /api/videos': page([video]), 'GET /api/videos/:id': video }));
  return renderApp(`/video-studio?video=${video.id}`);
}

const editor = () => screen.getByRole('region', { name: 'Video editor' });

describe('the studio header of a clip', () => {
  it('says which library video the clip is of, and links to the library', async () => {
    openStudio(aVideo({ title: 'Why clips fail', clipOf: SOURCE_ID, clipOfName: 'talk.mp4' }));
    await screen.findByRole('heading', { name: 'Why clips fail' }, { timeout: 15_000 });
    const line = within(editor()).getByTestId('clip-of');
    expect(line).toHaveTextContent('Clip of talk.mp4 · Open the library');
    expect(within(line).getByRole('link', { name: 'Open the library' })).toHaveAttribute('href', '/library');
  });

  it('says nothing of clips on a video that is not one', async () => {
    openStudio(aVideo());
    await screen.findByRole('heading', { name: 'Morning habits' }, { timeout: 15_000 });
    expect(within(editor()).queryByTestId('clip-of')).toBeNull();
  });
});
