import { MSG, type User } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { aUser } from '../support/fixtures';
import { fakeApi, reply, unauthorized, type Routes } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';
import { signedIn } from '../support/routes';

// Spec sections 2, 4, 5, 7 and 8: the profile dialog opened from the user menu.

// The dialog's open state lives in a module store, like the app's: close it between tests.
afterEach(() => setProfileDialog({ open: false }));

const stats = {
  videosCreated: 3,
  totalViews: 1200,
  totalLikes: 40,
  scheduledPosts: 2,
  templatesUsed: 1,
  accountAge: 12,
};

async function openProfile(user: User = aUser(), more: Routes = {}) {
  const api = fakeApi(signedIn(user, { 'GET /api/user/stats': stats, ...more }));
  const view = renderApp('/ai-agents');
  await view.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await view.user.click(await screen.findByRole('menuitem', { name: /Profile/ }));
  const dialog = await screen.findByRole('dialog');
  return { api, dialog, ...view };
}

describe('Profile dialog', () => {
  it('shows initials, plan and the Admin badge', async () => {
    const { dialog } = await openProfile(aUser({ role: 'admin', subscriptionStatus: 'active' }));
    expect(within(dialog).getAllByText('ML')[0]).toBeVisible();
    expect(within(dialog).getByText('Admin')).toBeVisible();
    expect(within(dialog).getByText('Premium')).toBeVisible();
  });

  it('fields stay read-only until Edit; Save sends the profile and leaves edit mode', async () => {
    const { user, dialog, api } = await openProfile(aUser(), {
      'PATCH /api/user/profile': (req) => aUser(req.body as Partial<User>),
    });
    const bio = within(dialog).getByLabelText('Bio');
    expect(bio).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.type(bio, 'I make science shorts.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(api.calls('PATCH', '/api/user/profile')[0]!.body).toMatchObject({
      bio: 'I make science shorts.',
      email: 'maya@example.com',
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Bio')).toBeDisabled());
  });

  it("refuses a bad email with the contract's message", async () => {
    const { user, dialog, api } = await openProfile();
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(MSG.emailInvalid)).toBeVisible();
    expect(api.calls('PATCH', '/api/user/profile')).toHaveLength(0);
  });

  it("a failed save shows 'Update Failed'; a lost session goes straight to sign-in", async () => {
    const { user, dialog, api } = await openProfile(aUser(), {
      'PATCH /api/user/profile': reply(500, { message: 'x', code: 'internal' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeVisible();
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeVisible();

    const nav = watchPageNavigation();
    api.on({ 'PATCH /api/user/profile': unauthorized() });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/api/login?returnTo=%2Fai-agents'));
  });

  it('the Statistics tab loads the stats only when asked for', async () => {
    const { user, dialog, api } = await openProfile();
    await user.click(within(dialog).getByRole('tab', { name: /Statistics/ }));
    expect(await within(dialog).findByText('Videos created')).toBeVisible();
    expect(within(dialog).getByText('1,200')).toBeVisible();
    expect(api.calls('GET', '/api/user/stats').length).toBeGreaterThan(0);
  });

  it('refuses a photo that is not an image, or over 5 MB', async () => {
    const { user, dialog } = await openProfile();
    const input = within(dialog).getByTestId('profile-photo-input');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid File Type')).toBeVisible();
    expect(screen.getByText(MSG.photoNotImage)).toBeVisible();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('File Too Large')).toBeVisible();
    expect(screen.getByText(MSG.photoTooLarge)).toBeVisible();
  });
});
