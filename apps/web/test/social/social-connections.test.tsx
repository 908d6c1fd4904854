import { SOCIAL_MESSAGES, type SocialConnection } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aConnection } from '../support/fixtures';
import { fakeApi, reply, type Routes, page } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';
import { signedIn } from '../support/routes';

// Spec sections 2, 5 and 8: the social-media connection dialog and its connect form.

type User = ReturnType<typeof renderApp>['user'];

async function openDialog(connections: SocialConnection[] = [aConnection()], more: Routes = {}) {
  const api = fakeApi(
    signedIn(undefined, {
      'GET /api/videos': page([]),
      'GET /api/social-media/connections': connections,
      'GET /api/social-media/oauth/providers': { platforms: [] },
      ...more,
    }),
  );
  const view = renderApp('/video-studio');
  await view.user.click(await screen.findByRole('button', { name: 'Social Accounts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Social Media Connections' });
  return { api, dialog, ...view };
}

async function choosePlatform(user: User, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Platform/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Social connections', () => {
  it('lists connections with their badge and offers only platforms not yet connected', async () => {
    const { user, dialog } = await openDialog([
      aConnection(),
      aConnection({
        id: 'c2',
        platform: 'youtube',
        platformUsername: 'Maya TV',
        isActive: false,
        lastError: 'Token revoked',
      }),
    ]);
    const list = within(dialog).getByRole('region', { name: 'Connected accounts' });
    expect(await within(list).findByText('Active')).toBeVisible();
    expect(within(list).getByText('Inactive')).toBeVisible();
    expect(within(list).getByText('Token revoked')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: /Platform/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(8);
    for (const name of ['Instagram', 'Facebook', 'Twitter/X', 'LinkedIn', 'Mastodon', 'Bluesky', 'Threads', 'Pinterest'])
      expect(screen.getByRole('option', { name })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'TikTok' })).toBeNull();
  });

  it('Connect waits for a platform and a token; Instagram also needs its account id', async () => {
    const { user, dialog, api } = await openDialog([]);
    const connect = within(dialog).getByRole('button', { name: 'Connect Account' });
    expect(connect).toBeDisabled();
    await choosePlatform(user, dialog, 'Instagram');
    expect(connect).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Access Token/), 'ig-token');
    expect(connect).toBeEnabled();
    await user.click(connect);
    expect(await within(dialog).findAllByText(SOCIAL_MESSAGES.accountIdRequired.instagram!)).not.toHaveLength(0);
    expect(within(dialog).getByLabelText(/User ID/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/social-media/connect')).toHaveLength(0);
  });

  it('connects with what was typed (trimmed), then lists the account', async () => {
    const tiktok = aConnection({ id: 'c9', platformUsername: 'maya' });
    const { user, dialog, api } = await openDialog([], { 'POST /api/social-media/connect': reply(201, tiktok) });
    await choosePlatform(user, dialog, 'TikTok');
    await user.type(within(dialog).getByLabelText(/Access Token/), ' tok-123 ');
    await user.type(within(dialog).getByLabelText(/Username/), 'maya');
    api.on({ 'GET /api/social-media/connections': [tiktok] });
    await user.click(within(dialog).getByRole('button', { name: 'Connect Account' }));
    expect(await screen.findByText('Account Connected')).toBeVisible();
    expect(api.calls('POST', '/api/social-media/connect')[0]!.body).toEqual({
      platform: 'tiktok',
      accessToken: 'tok-123',
      platformUsername: 'maya',
    });
    expect(await within(dialog).findByText('Active')).toBeVisible();
  });

  it('Mastodon asks for the server and a token; Bluesky for a handle, an app password and maybe a server', async () => {
    const mastodon = aConnection({ id: 'c10', platform: 'mastodon', platformUsername: '@maya@social.example', serverUrl: 'https://social.example' });
    const { user, dialog, api } = await openDialog([], { 'POST /api/social-media/connect': reply(201, mastodon) });
    const connect = within(dialog).getByRole('button', { name: 'Connect Account' });
    await choosePlatform(user, dialog, 'Mastodon');
    expect(within(dialog).queryByLabelText(/User ID/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Access Token/), 'md-token');
    expect(connect).toBeDisabled(); // the server is still missing
    await user.type(within(dialog).getByLabelText(/^Server/), 'social.example');
    await user.click(connect);
    expect(await screen.findByText('Account Connected')).toBeVisible();
    expect(api.calls('POST', '/api/social-media/connect')[0]!.body).toEqual({
      platform: 'mastodon',
      accessToken: 'md-token',
      serverUrl: 'social.example',
    });

    await choosePlatform(user, dialog, 'Bluesky');
    await user.type(within(dialog).getByLabelText(/App Password/), 'abcd-efgh-ijkl-mnop');
    expect(connect).toBeDisabled(); // the handle is still missing
    await user.type(within(dialog).getByLabelText(/Handle/), 'maya.bsky.social');
    expect(within(dialog).getByLabelText(/^Server/)).toHaveValue('');
    expect(connect).toBeEnabled();
  });

  it("a refused token shows 'Connection Failed' with the platform's words", async () => {
    const { user, dialog } = await openDialog([], {
      'POST /api/social-media/connect': reply(400, { message: 'TikTok did not accept this token.' }),
    });
    await choosePlatform(user, dialog, 'TikTok');
    await user.type(within(dialog).getByLabelText(/Access Token/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Account' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Connection Failed');
    expect(toast).toHaveTextContent('TikTok did not accept this token.');
  });

  it('disconnects, and says so when it cannot', async () => {
    const { user, dialog, api } = await openDialog([aConnection()], {
      'DELETE /api/social-media/connections/:id': reply(500, { message: 'x', code: 'internal' }),
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Disconnect TikTok' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Disconnect Failed');
    expect(toast).toHaveTextContent('Failed to disconnect account');

    api.on({
      'DELETE /api/social-media/connections/:id': { message: SOCIAL_MESSAGES.disconnected },
      'GET /api/social-media/connections': [],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect TikTok' }));
    expect(await screen.findByText('Account Disconnected')).toBeVisible();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Disconnect TikTok' })).toBeNull());
  });

  it('a platform with OAuth set up offers its own sign-in', async () => {
    const nav = watchPageNavigation();
    const { user, dialog } = await openDialog([], {
      'GET /api/social-media/oauth/providers': { platforms: ['youtube'] },
    });
    await choosePlatform(user, dialog, 'YouTube');
    // The platform's sign-in is the way; pasting a token waits under "Advanced".
    const advanced = within(dialog).getByTestId('token-disclosure');
    expect(advanced).not.toHaveAttribute('open');
    expect(within(dialog).getByLabelText(/Access Token/)).not.toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Connect with YouTube' }));
    expect(nav.go).toHaveBeenCalledWith('/api/social-media/oauth/youtube/start');
    await user.click(within(advanced).getByText('Advanced: paste an access token instead'));
    expect(within(dialog).getByLabelText(/Access Token/)).toBeVisible();
  });

  it('names missing permissions and an unrefreshable token about to expire, each with Reconnect', async () => {
    const soon = new Date(Date.now() + 2.5 * 24 * 3600_000).toISOString();
    const { dialog } = await openDialog([
      aConnection({ missingScopes: ['video.publish'], scopes: ['user.info.basic'] }),
      aConnection({
        id: 'c2',
        platform: 'linkedin',
        platformUsername: 'Maya M',
        tokenExpiresAt: soon,
        canRefresh: false,
      }),
      aConnection({ id: 'c3', platform: 'twitter', platformUsername: 'maya', tokenExpiresAt: soon, canRefresh: true }),
    ]);
    const item = (p: string) =>
      within(dialog)
        .getAllByTestId('social-connection')
        .find((li) => li.dataset.platform === p)!;
    expect(within(item('tiktok')).getByTestId('connection-scopes')).toHaveTextContent(
      'TikTok did not grant a permission publishing needs: video.publish. Reconnect and allow it.',
    );
    expect(within(item('linkedin')).getByTestId('connection-expiry')).toHaveTextContent('Access expires in 2 days.');
    expect(within(item('tiktok')).getByRole('button', { name: /Reconnect/ })).toBeVisible();
    expect(within(item('linkedin')).getByRole('button', { name: /Reconnect/ })).toBeVisible();
    // A token with a refresh token renews itself: nothing to do.
    expect(within(item('twitter')).queryByTestId('connection-expiry')).toBeNull();
    expect(within(item('twitter')).queryByRole('button', { name: /Reconnect/ })).toBeNull();
  });
});
