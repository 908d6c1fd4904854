import { BRAND_KIT_MESSAGES, EMPTY_BRAND_KIT, type BrandKit } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { aUser, aVideo } from '../support/fixtures';
import { fakeApi, page, reply, type FakeRequest, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn, unhealthy } from '../support/routes';

// Settings -> Brand kit, and the studio starting from it (issue 11, item 6).

afterEach(() => setProfileDialog({ open: false }));

const LOGO_URL = '/api/settings/brand-kit/logo?v=abc123';
const withLogo: BrandKit = { ...EMPTY_BRAND_KIT, logoUrl: LOGO_URL, updatedAt: '2026-11-24T10:00:00.000Z' };
const savedFrom = (req: FakeRequest): BrandKit => ({ ...withLogo, ...(req.body as object) });

async function openSettings(more: Routes = {}) {
  const api = fakeApi(
    signedIn(aUser(), {
      'GET /api/user/stats': { videosCreated: 0, totalViews: 0, totalLikes: 0, scheduledPosts: 0, templatesUsed: 0, accountAge: 1 },
      'GET /api/settings/llm': { settings: null, writer: { kind: 'builtin', label: 'Built-in writer (no language model)' } },
      ...more,
    }),
  );
  const view = renderApp('/ai-agents');
  await view.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog');
  const section = within(dialog).getByRole('region', { name: 'Brand kit' });
  return { api, section, ...view };
}

describe('Settings: Brand kit', () => {
  it('uploads a logo, shows it, and saves colours, corner and defaults', async () => {
    const { user, section, api } = await openSettings({
      'PUT /api/settings/brand-kit/logo': withLogo,
      'PUT /api/settings/brand-kit': savedFrom,
    });
    expect(within(section).getByTestId('brand-logo-preview')).toHaveTextContent('No logo');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await waitFor(() => expect(within(section).getByRole('button', { name: /Upload logo/ })).toBeEnabled());
    await user.upload(within(section).getByLabelText('Logo file'), file);
    expect(await within(section).findByRole('img', { name: 'Your logo' })).toHaveAttribute('src', LOGO_URL);
    expect(api.calls('PUT', '/api/settings/brand-kit/logo')[0]!.body).toBe(file);
    expect(within(section).getByRole('button', { name: /Replace logo/ })).toBeVisible();

    await user.click(within(section).getByRole('combobox', { name: 'Logo corner' }));
    await user.click(await screen.findByRole('option', { name: 'Bottom left' }));
    await user.type(within(section).getByRole('textbox', { name: /^Brand colour 1/ }), '#7c3aed');
    await user.click(within(section).getByRole('combobox', { name: 'Caption style' }));
    await user.click(await screen.findByRole('option', { name: 'Boxed' }));
    await user.click(within(section).getByRole('button', { name: 'Save brand kit' }));

    expect(await screen.findByText('Your brand kit is saved. New videos start with it.')).toBeVisible();
    expect(api.calls('PUT', '/api/settings/brand-kit')[0]!.body).toEqual({
      logoCorner: 'bottom-left',
      logoOpacity: 0.85,
      primaryColor: '#7c3aed',
      secondaryColor: null,
      captionStyle: 'boxed',
      font: null,
      music: null,
    });
  });

  it('names a bad colour and a wrong file before sending anything', async () => {
    const { user, section, api } = await openSettings();
    await waitFor(() => expect(within(section).getByRole('button', { name: /Upload logo/ })).toBeEnabled());
    await user.type(within(section).getByRole('textbox', { name: /^Brand colour 2/ }), 'purple');
    await user.click(within(section).getByRole('button', { name: 'Save brand kit' }));
    expect(await within(section).findByText(BRAND_KIT_MESSAGES.color)).toBeVisible();
    expect(api.calls('PUT', '/api/settings/brand-kit')).toHaveLength(0);

    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    await user.upload(within(section).getByLabelText('Logo file'), gif);
    expect(await screen.findByTestId('toast')).toHaveTextContent(BRAND_KIT_MESSAGES.logoNotImage);
    expect(api.calls('PUT', '/api/settings/brand-kit/logo')).toHaveLength(0);
  });
});

describe('Studio: brand kit defaults', () => {
  it('starts a new video with the kit’s captions, font and music, and the logo on unless switched off', async () => {
    const generating = aVideo({ id: '77777777-7777-4777-8777-777777777777', title: 'Plant care', status: 'generating' });
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/videos': page([]),
        'GET /api/deepagent/health': unhealthy,
        'GET /api/avatars': [],
        'GET /api/settings/brand-kit': { ...withLogo, captionStyle: 'boxed', font: 'montserrat', music: 'calm' },
        'POST /api/deepagent/complete-video': reply(202, { videoId: generating.id, script: 'x', video_url: null, thumbnail_url: null, video: generating }),
        'GET /api/videos/:id': generating,
      }),
    );
    const { user } = renderApp('/video-studio');
    await user.click((await screen.findAllByRole('button', { name: 'Create AI Video' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Write my own' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Captions/ })).toHaveTextContent('Boxed'));
    expect(within(dialog).getByRole('combobox', { name: /^Font/ })).toHaveTextContent('Montserrat');
    const showLogo = within(dialog).getByRole('switch', { name: 'Show logo' });
    expect(showLogo).toBeChecked();
    await user.click(showLogo);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Plant care');
    await user.click(within(dialog).getByTestId('own-script-text'));
    await user.paste('Water your plants in the morning, and feed them in spring.');
    await user.click(within(dialog).getByRole('combobox', { name: /^Platform/ }));
    await user.click(await screen.findByRole('option', { name: 'TikTok' }));
    await user.click(within(dialog).getByRole('button', { name: 'Render Video' }));
    await waitFor(() => expect(api.calls('POST', '/api/deepagent/complete-video')).toHaveLength(1));
    expect(api.calls('POST', '/api/deepagent/complete-video')[0]!.body).toMatchObject({
      style: { captionStyle: 'boxed', font: 'montserrat', music: 'calm', showLogo: false },
    });
  });
});
