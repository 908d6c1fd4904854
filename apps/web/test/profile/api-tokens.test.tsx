import { API_TOKEN_MESSAGES, type ApiToken } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { aUser } from '../support/fixtures';
import { fakeApi, reply, type FakeRequest } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Settings -> API tokens (issue 15): create (shown once), list, revoke.

afterEach(() => setProfileDialog({ open: false }));

const stats = { videosCreated: 0, totalViews: 0, totalLikes: 0, scheduledPosts: 0, templatesUsed: 0, accountAge: 1 };
const existing: ApiToken = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Zapier',
  scope: 'read',
  prefix: 'rf_Zz9q',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = 'rf_TheWholeSecretTokenShownOnlyOnce0123456789ab';

async function openSettings(list: ApiToken[]) {
  let tokens = list;
  const api = fakeApi(
    signedIn(aUser(), {
      'GET /api/user/stats': stats,
      'GET /api/settings/llm': { settings: null, writer: { kind: 'builtin', label: 'Built-in writer (no language model)' } },
      'GET /api/tokens': () => tokens,
      'POST /api/tokens': (req: FakeRequest) => {
        const body = req.body as { name: string; scope: 'read' | 'write' };
        const row: ApiToken = { id: '22222222-2222-4222-8222-222222222222', ...body, prefix: SECRET.slice(0, 7), createdAt: '2026-11-24T10:00:00.000Z', lastUsedAt: null };
        tokens = [row, ...tokens];
        return reply(201, { ...row, token: SECRET });
      },
      'DELETE /api/tokens/:id': (req: FakeRequest) => {
        tokens = tokens.filter((t) => t.id !== req.params.id);
        return { message: API_TOKEN_MESSAGES.revoked };
      },
    }),
  );
  const view = renderApp('/ai-agents');
  await view.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog');
  const section = within(dialog).getByRole('region', { name: 'API tokens' });
  return { api, section, ...view };
}

describe('Settings: API tokens', () => {
  it('refuses a nameless token with the contract message, then creates one and shows it once with copy', async () => {
    const { user, section, api } = await openSettings([]);
    expect(await within(section).findByText('No API tokens yet.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Create token' }));
    expect(await within(section).findByText(API_TOKEN_MESSAGES.name)).toBeVisible();
    expect(api.calls('POST', '/api/tokens')).toHaveLength(0);

    await user.type(within(section).getByLabelText(/^Name/), 'Claude Desktop');
    await user.click(within(section).getByRole('combobox', { name: /Access/ }));
    await user.click(await screen.findByRole('option', { name: 'Read and write' }));
    await user.click(within(section).getByRole('button', { name: 'Create token' }));

    const shown = await within(section).findByLabelText('New API token');
    expect(shown).toHaveValue(SECRET);
    expect(api.calls('POST', '/api/tokens')[0]!.body).toEqual({ name: 'Claude Desktop', scope: 'write' });
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(section).getByRole('button', { name: 'Copied' })).toBeVisible();

    const list = await within(section).findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Claude Desktop')).toBeVisible();
    expect(within(list).getByText('Write')).toBeVisible();
    // The list shows only the prefix; once dismissed, the secret is gone from the page.
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByLabelText('New API token')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('lists a token with its scope and use, and revokes it after confirmation', async () => {
    const { user, section, api } = await openSettings([existing]);
    const list = await within(section).findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Zapier')).toBeVisible();
    expect(within(list).getByText('Read')).toBeVisible();
    expect(within(list).getByText('rf_Zz9q…')).toBeVisible();
    expect(within(list).getByText(/Never used/)).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Revoke Zapier' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Revoke “Zapier”?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.calls('DELETE', `/api/tokens/${existing.id}`)).toHaveLength(1));
    expect(await within(section).findByText('No API tokens yet.')).toBeVisible();
  });
});
