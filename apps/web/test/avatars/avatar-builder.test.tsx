import { AVATAR_MESSAGES, MSG } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAvatar } from '../support/fixtures';
import { fakeApi, reply, unauthorized, type Routes } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';
import { signedIn, signedOut } from '../support/routes';

// Spec sections 2, 5, 7 and 8: the Avatar Builder page and its Create New Avatar form.

type User = ReturnType<typeof renderApp>['user'];

const maya = anAvatar({ id: 'a1', name: 'Maya Lin', style: 'realistic', isDefault: true });
const theo = anAvatar({ id: 'a2', name: 'Theo Park', style: 'anime', voiceId: null });

function open(avatars = [maya, theo], more: Routes = {}) {
  const api = fakeApi(signedIn(undefined, { 'GET /api/avatars': avatars, ...more }));
  return { api, ...renderApp('/avatar-builder') };
}

const card = (name: string) => screen.getByRole('listitem', { name });
const stat = (key: string) => within(screen.getByTestId(`avatar-stat-${key}`)).getByTestId('stat-value');

async function choose(user: User, scope: HTMLElement, field: string | RegExp, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Avatar Builder', () => {
  it('asks a signed-out visitor to sign in and loads nothing', async () => {
    const api = fakeApi(signedOut());
    renderApp('/avatar-builder');
    expect(await screen.findByTestId('avatar-sign-in-prompt')).toBeVisible();
    expect(api.calls('GET', '/api/avatars')).toHaveLength(0);
  });

  it('shows the gallery with its stats, badges and actions', async () => {
    open();
    await screen.findByRole('listitem', { name: 'Maya Lin' });
    expect(stat('total')).toHaveTextContent('2');
    expect(stat('default')).toHaveTextContent('Maya Lin');
    expect(stat('styles')).toHaveTextContent('2');
    // Only a non-default avatar can be made the default.
    expect(within(card('Maya Lin')).queryByRole('button', { name: 'Set as Default' })).toBeNull();
    expect(within(card('Theo Park')).getByRole('button', { name: 'Set as Default' })).toBeVisible();
  });

  it('an empty gallery invites the first avatar', async () => {
    open([]);
    expect(await screen.findByText('No avatars yet')).toBeVisible();
    expect(screen.getByRole('button', { name: /Create Your First Avatar/ })).toBeVisible();
  });

  it('makes an avatar the default', async () => {
    const { user, api } = open([maya, theo], { 'PATCH /api/avatars/:id': { ...theo, isDefault: true } });
    await screen.findByRole('listitem', { name: 'Theo Park' });
    api.on({
      'GET /api/avatars': [
        { ...maya, isDefault: false },
        { ...theo, isDefault: true },
      ],
    });
    await user.click(within(card('Theo Park')).getByRole('button', { name: 'Set as Default' }));
    expect(await screen.findByText('Default avatar updated')).toBeVisible();
    expect(api.calls('PATCH', '/api/avatars/a2')[0]!.body).toEqual({ isDefault: true });
    await waitFor(() => expect(stat('default')).toHaveTextContent('Theo Park'));
  });

  it('deletes after asking, and goes straight to sign-in when the session is gone', async () => {
    const { user, api } = open([maya, theo], { 'DELETE /api/avatars/:id': { message: 'ok' } });
    await screen.findByRole('listitem', { name: 'Theo Park' });
    api.on({ 'GET /api/avatars': [maya] });
    await user.click(within(card('Theo Park')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Theo Park?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Avatar' }));
    expect(await screen.findByText('Avatar deleted successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Theo Park' })).toBeNull());

    const nav = watchPageNavigation();
    api.on({ 'DELETE /api/avatars/:id': unauthorized() });
    await user.click(within(card('Maya Lin')).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete Maya Lin?' });
    expect(again).toHaveTextContent('Your most recent other avatar becomes the default.');
    await user.click(within(again).getByRole('button', { name: 'Delete Avatar' }));
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/api/login?returnTo=%2Favatar-builder'));
  });
});

describe('Create New Avatar form', () => {
  async function openForm(more: Routes = {}) {
    const view = open([], more);
    await view.user.click(await screen.findByRole('button', { name: 'Create New Avatar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Avatar' });
    return { ...view, dialog };
  }

  it("refuses a missing name or style with 'Missing Fields', and a bad age in the contract's words", async () => {
    const { user, dialog, api } = await openForm();
    expect(within(dialog).getByLabelText(/Age/)).toHaveValue(25);
    await user.click(within(dialog).getByRole('button', { name: 'Create Avatar' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Missing Fields');
    expect(toast).toHaveTextContent(MSG.missingFields);
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/Name/), 'Maya Lin');
    await choose(user, dialog, 'Style', 'Realistic');
    const age = within(dialog).getByLabelText(/Age/);
    await user.clear(age);
    await user.type(age, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Avatar' }));
    expect(await within(dialog).findByText(AVATAR_MESSAGES.ageRange)).toBeVisible();
    expect(api.calls('POST', '/api/deepagent/avatar')).toHaveLength(0);
  });

  it('refuses a photo that is not an image', async () => {
    const { user, dialog } = await openForm();
    const notAnImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByTestId('avatar-photo-input'), notAnImage);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Invalid File Type');
    expect(toast).toHaveTextContent(MSG.photoNotImage);
  });

  it('synthesizes the avatar, then saves it with what synthesis returned', async () => {
    const saved = anAvatar({ id: 'a9', name: 'Maya Lin', voiceId: 'voice4' });
    const { user, dialog, api } = await openForm({
      'POST /api/deepagent/avatar': {
        success: true,
        data: {
          image_url: '/api/avatars/synth/s1.png',
          mouth_open_url: null,
          voice_id: 'voice4',
          avatar_id: 's1',
          style: 'realistic',
          source: 'generated',
        },
      },
      'POST /api/avatars': reply(201, saved),
    });
    await user.type(within(dialog).getByLabelText(/Name/), '  Maya Lin ');
    await choose(user, dialog, 'Style', 'Realistic');
    await choose(user, dialog, /Gender/, 'Female');
    await choose(user, dialog, /Voice Type/, 'Basic, offline: Professional (Female)');
    api.on({ 'GET /api/avatars': [saved] });
    await user.click(within(dialog).getByRole('button', { name: 'Create Avatar' }));

    expect(await screen.findByText('Avatar Created')).toBeVisible();
    expect(api.calls('POST', '/api/deepagent/avatar')[0]!.body).toEqual({
      name: 'Maya Lin',
      style: 'realistic',
      gender: 'female',
      age: 25,
      voiceType: 'voice4',
      customImage: null,
    });
    expect(api.calls('POST', '/api/avatars')[0]!.body).toMatchObject({
      name: 'Maya Lin',
      style: 'realistic',
      voiceId: 'voice4',
      imageUrl: '/api/avatars/synth/s1.png',
      deepAgentAvatarId: 's1',
    });
    expect(screen.queryByRole('dialog', { name: 'Create New Avatar' })).toBeNull();
    expect(await screen.findByRole('listitem', { name: 'Maya Lin' })).toBeVisible();
  });

  it("a failed synthesis shows the server's words and keeps the form", async () => {
    const { user, dialog } = await openForm({
      'POST /api/deepagent/avatar': reply(400, { message: AVATAR_MESSAGES.badBase64 }),
    });
    await user.type(within(dialog).getByLabelText(/Name/), 'Maya');
    await choose(user, dialog, 'Style', 'Anime');
    await user.click(within(dialog).getByRole('button', { name: 'Create Avatar' }));
    expect(await screen.findByText(AVATAR_MESSAGES.badBase64)).toBeVisible();
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Maya');
  });
});
