import { LLM_SETTINGS_MESSAGES, type LlmSettingsResponse } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { aUser } from '../support/fixtures';
import { fakeApi, reply, type FakeRequest, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Settings -> Language model: a user's own OpenAI-compatible endpoint (issue 9).

afterEach(() => setProfileDialog({ open: false }));

const builtin = { kind: 'builtin' as const, label: 'Built-in writer (no language model)' };
const mine = { kind: 'user' as const, model: 'my-model', label: 'Your model (my-model)', host: 'llm.example.com' };
const none: LlmSettingsResponse = { settings: null, writer: builtin };
const saved = (over: Partial<NonNullable<LlmSettingsResponse['settings']>> = {}): LlmSettingsResponse => ({
  settings: {
    baseUrl: 'https://llm.example.com/v1',
    model: 'my-model',
    hasApiKey: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  },
  writer: mine,
});

/** Answers a save the way the server does: the key is never echoed, only whether one is kept. */
const savedFrom = (req: FakeRequest) => {
  const body = req.body as { baseUrl: string; model: string; apiKey?: string };
  return saved({ baseUrl: body.baseUrl, model: body.model, hasApiKey: body.apiKey !== '' });
};

const stats = { videosCreated: 0, totalViews: 0, totalLikes: 0, scheduledPosts: 0, templatesUsed: 0, accountAge: 1 };

async function openSettings(initial: LlmSettingsResponse, more: Routes = {}) {
  const api = fakeApi(signedIn(aUser(), { 'GET /api/user/stats': stats, 'GET /api/settings/llm': initial, ...more }));
  const view = renderApp('/ai-agents');
  await view.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog');
  const section = within(dialog).getByRole('region', { name: 'Language model' });
  return { api, dialog, section, ...view };
}

describe('Settings: Language model', () => {
  it('names who writes now, and refuses an incomplete form with the contract messages', async () => {
    const { user, section, api } = await openSettings(none);
    expect(await within(section).findByTestId('llm-writer')).toHaveTextContent(
      'Your scripts are written by the built-in writer (no language model).',
    );
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(LLM_SETTINGS_MESSAGES.baseUrl)).toBeVisible();
    expect(within(section).getByText(LLM_SETTINGS_MESSAGES.model)).toBeVisible();

    await user.type(within(section).getByLabelText(/Base URL/), 'ftp://llm.example.com');
    await user.type(within(section).getByLabelText(/^Model/), 'my-model');
    await user.click(within(section).getByRole('button', { name: 'Test connection' }));
    expect(await within(section).findByText(LLM_SETTINGS_MESSAGES.baseUrl)).toBeVisible();
    expect(api.calls('PUT', '/api/settings/llm')).toHaveLength(0);
    expect(api.calls('POST', '/api/settings/llm/test')).toHaveLength(0);
  });

  it('saves the key, then shows only that a key is saved', async () => {
    const { user, section, api } = await openSettings(none, { 'PUT /api/settings/llm': savedFrom });
    await user.type(within(section).getByLabelText(/Base URL/), 'https://llm.example.com/v1/');
    await user.type(within(section).getByLabelText(/^Model/), 'my-model');
    const key = within(section).getByLabelText(/API key/);
    expect(key).toHaveAttribute('type', 'password');
    await user.type(key, 'sk-secret-123');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your scripts are now written by your own model (my-model).')).toBeVisible();
    expect(api.calls('PUT', '/api/settings/llm')[0]!.body).toEqual({
      baseUrl: 'https://llm.example.com/v1',
      model: 'my-model',
      apiKey: 'sk-secret-123',
    });
    await waitFor(() => expect(within(section).getByLabelText(/API key/)).toHaveValue(''));
    expect(within(section).getByText('Key saved')).toBeVisible();
    expect(within(section).getByTestId('llm-writer')).toHaveTextContent('your own model (my-model) at llm.example.com');
    expect(document.body.textContent).not.toContain('sk-secret-123');
  });

  it('an empty key box keeps the saved key; a new address says the key must be entered again', async () => {
    const { user, section, api } = await openSettings(saved(), { 'PUT /api/settings/llm': savedFrom });
    expect(await within(section).findByLabelText(/Base URL/)).toHaveValue('https://llm.example.com/v1');
    expect(within(section).getByLabelText(/API key/)).toHaveAttribute('placeholder', '•••••••• saved');
    await user.clear(within(section).getByLabelText(/^Model/));
    await user.type(within(section).getByLabelText(/^Model/), 'bigger-model');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/api/settings/llm')).toHaveLength(1));
    expect(api.calls('PUT', '/api/settings/llm')[0]!.body).toEqual({
      baseUrl: 'https://llm.example.com/v1',
      model: 'bigger-model',
    });

    const address = within(section).getByLabelText(/Base URL/);
    await user.clear(address);
    await user.type(address, 'https://other.example.com/v1');
    expect(within(section).getByText(/enter it again for this one/)).toBeVisible();
  });

  it("Test connection shows the provider's answer in words", async () => {
    const { user, section, api } = await openSettings(saved(), {
      'POST /api/settings/llm/test': {
        ok: false,
        message:
          'The language model service at llm.example.com did not accept the API key (Incorrect API key provided).',
      },
    });
    await within(section).findByDisplayValue('my-model');
    await user.type(within(section).getByLabelText(/API key/), 'sk-wrong');
    await user.click(within(section).getByRole('button', { name: 'Test connection' }));
    expect(await within(section).findByTestId('llm-test-result')).toHaveTextContent(
      'did not accept the API key (Incorrect API key provided)',
    );
    expect(api.calls('POST', '/api/settings/llm/test')[0]!.body).toEqual({
      baseUrl: 'https://llm.example.com/v1',
      model: 'my-model',
      apiKey: 'sk-wrong',
    });

    api.on({
      'POST /api/settings/llm/test': {
        ok: true,
        message: 'Connected to llm.example.com: the model "my-model" is available.',
        models: ['my-model', 'tiny'],
      },
    });
    await user.click(within(section).getByRole('button', { name: 'Test connection' }));
    await waitFor(() =>
      expect(within(section).getByTestId('llm-test-result')).toHaveTextContent('Connected to llm.example.com'),
    );
    expect(within(section).getByTestId('llm-test-result')).toHaveTextContent('Models here: my-model, tiny');
  });

  it('Forget key and Remove send what they say', async () => {
    const { user, section, api } = await openSettings(saved(), {
      'PUT /api/settings/llm': savedFrom,
      'DELETE /api/settings/llm': none,
    });
    await user.click(await within(section).findByRole('button', { name: 'Forget key' }));
    expect(await screen.findByText('The saved API key was removed.')).toBeVisible();
    expect(api.calls('PUT', '/api/settings/llm')[0]!.body).toEqual({
      baseUrl: 'https://llm.example.com/v1',
      model: 'my-model',
      apiKey: '',
    });
    await waitFor(() => expect(within(section).queryByText('Key saved')).toBeNull());

    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/Your language model was removed/)).toBeVisible();
    expect(api.calls('DELETE', '/api/settings/llm')).toHaveLength(1);
    await waitFor(() => expect(within(section).getByLabelText(/Base URL/)).toHaveValue(''));
    expect(within(section).getByTestId('llm-writer')).toHaveTextContent('the built-in writer');
  });

  it("a refused save shows the server's message", async () => {
    const { user, section } = await openSettings(none, {
      'PUT /api/settings/llm': reply(400, { message: LLM_SETTINGS_MESSAGES.baseUrl }),
    });
    await user.type(within(section).getByLabelText(/Base URL/), 'https://llm.example.com/v1');
    await user.type(within(section).getByLabelText(/^Model/), 'my-model');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(LLM_SETTINGS_MESSAGES.baseUrl);
  });
});
