import { TRANSLATION_MESSAGES, type Video } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aVideo } from '../support/fixtures';
import { fakeApi, page, reply, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Issue 28 item 2 in the studio: Translate on a saved video picks languages, makes one draft per
// language on the server, toasts, and links to each new video.

const SPANISH_ID = '55555555-5555-4555-8555-555555555555';

function openStudio(video: Video, more: Routes = {}) {
  const spanish = aVideo({ id: SPANISH_ID, title: 'Hábitos matutinos', language: 'es', translationOf: video.id });
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([video]),
      'GET /api/videos/:id': (req) => (req.path.endsWith(SPANISH_ID) ? spanish : video),
      ...more,
    }),
  );
  return { api, ...renderApp(`/video-studio?video=${video.id}`) };
}

const editor = () => screen.getByRole('region', { name: 'Video editor' });

describe('Translate in the studio', () => {
  it('translates into the picked languages, then opens a new video', async () => {
    const video = aVideo({ language: 'en' });
    const { api, user } = openStudio(video, {
      'POST /api/videos/:id/translations': reply(201, {
        sourceId: video.id,
        translator: 'libretranslate',
        videos: [
          { id: SPANISH_ID, language: 'es', title: 'Hábitos matutinos' },
          { id: '66666666-6666-4666-8666-666666666666', language: 'de', title: 'Morgengewohnheiten' },
        ],
      }),
    });
    await screen.findByRole('heading', { name: 'Morning habits' }, { timeout: 15_000 });
    await user.click(within(editor()).getByRole('button', { name: 'Translate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translate' });
    // The video's own language is not offered.
    expect(within(dialog).queryByRole('checkbox', { name: 'English' })).toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Translate' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spanish' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search languages' }), 'germ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'German' }));
    await user.click(within(dialog).getByRole('button', { name: 'Translate into 2 languages' }));

    expect(await screen.findByText(TRANSLATION_MESSAGES.translated(2))).toBeInTheDocument();
    expect(api.calls('POST', `/api/videos/${video.id}/translations`).map((c) => c.body)).toEqual([{ languages: ['es', 'de'] }]);
    const list = within(dialog).getByRole('list', { name: 'Translated videos' });
    expect(within(list).getByText('Morgengewohnheiten')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'Open the Spanish video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Hábitos matutinos' })).toBeInTheDocument();
    expect(within(editor()).getByTestId('translation-of')).toHaveTextContent('Spanish translation · Open the original');
  });

  it('shows the server’s words when nothing can translate', async () => {
    const video = aVideo();
    const { user } = openStudio(video, {
      'POST /api/videos/:id/translations': reply(400, { code: 'no_translator', message: TRANSLATION_MESSAGES.noTranslator }),
    });
    await screen.findByRole('heading', { name: 'Morning habits' }, { timeout: 15_000 });
    await user.click(within(editor()).getByRole('button', { name: 'Translate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Translate' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'French' }));
    await user.click(within(dialog).getByRole('button', { name: 'Translate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TRANSLATION_MESSAGES.noTranslator);
  });
});
