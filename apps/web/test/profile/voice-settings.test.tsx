import { VOICE_SETTINGS_MESSAGES, type VoiceSettingsResponse } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { aUser } from '../support/fixtures';
import { fakeApi, reply, type FakeRequest, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Settings -> Voice: a user's default voice and preferred engine (issue 9, item 4).

afterEach(() => setProfileDialog({ open: false }));

const llmNone = { settings: null, writer: { kind: 'builtin', label: 'Built-in writer (no language model)' } };
const stats = { videosCreated: 0, totalViews: 0, totalLikes: 0, scheduledPosts: 0, templatesUsed: 0, accountAge: 1 };
const server: Omit<VoiceSettingsResponse, 'settings'> = {
  engines: ['espeak', 'openai'],
  serverEngine: 'openai',
  activeEngine: 'openai',
};
const none: VoiceSettingsResponse = { settings: null, ...server };

/** Answers a save the way the server does for an engine it offers. */
const savedFrom = (req: FakeRequest): VoiceSettingsResponse => {
  const body = req.body as { voiceId: 'voice1'; engine: 'espeak' | 'openai' };
  return { ...server, settings: { ...body, updatedAt: '2026-11-24T10:00:00.000Z' }, activeEngine: body.engine };
};

async function openSettings(initial: VoiceSettingsResponse, more: Routes = {}) {
  const api = fakeApi(
    signedIn(aUser(), {
      'GET /api/user/stats': stats,
      'GET /api/settings/llm': llmNone,
      'GET /api/settings/voice': initial,
      ...more,
    }),
  );
  const view = renderApp('/ai-agents');
  await view.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog');
  const section = within(dialog).getByRole('region', { name: 'Voice' });
  return { api, section, ...view };
}

describe('Settings: Voice', () => {
  it('offers only the engines the server has, in words, and saves the choice', async () => {
    const { user, section, api } = await openSettings(none, { 'PUT /api/settings/voice': savedFrom });
    expect(await within(section).findByTestId('voice-active')).toHaveTextContent(
      'Your videos are narrated by OpenAI-compatible.',
    );
    await waitFor(() => expect(within(section).getByRole('combobox', { name: /Voice engine/ })).toBeEnabled());
    // A neural engine's voices may be called natural; the built-in eSpeak's never are.
    expect(within(section).getByRole('combobox', { name: /Default voice/ })).toHaveTextContent('Natural (Male)');

    await user.click(within(section).getByRole('combobox', { name: /Voice engine/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Basic, offline voice (built-in eSpeak NG)',
      'OpenAI-compatible',
    ]);
    await user.click(screen.getByRole('option', { name: 'Basic, offline voice (built-in eSpeak NG)' }));
    expect(within(section).getByRole('combobox', { name: /Default voice/ })).toHaveTextContent('Basic, offline: Plain (Male)');
    await user.click(within(section).getByRole('combobox', { name: /Default voice/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Basic, offline: Plain (Male)',
      'Basic, offline: Plain (Female)',
      'Basic, offline: Professional (Male)',
      'Basic, offline: Professional (Female)',
      'Basic, offline: Energetic (Male)',
      'Basic, offline: Energetic (Female)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Basic, offline: Professional (Female)' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Your videos will be narrated in Basic, offline: Professional (Female) (built-in eSpeak NG).'),
    ).toBeVisible();
    expect(api.calls('PUT', '/api/settings/voice')[0]!.body).toEqual({ voiceId: 'voice4', engine: 'espeak' });
    expect(within(section).getByTestId('voice-active')).toHaveTextContent('narrated by Basic, offline voice (built-in eSpeak NG)');
  });

  it("shows the server's refusal, and resets to the server's defaults", async () => {
    const saved = savedFrom({ body: { voiceId: 'voice2', engine: 'espeak' } } as FakeRequest);
    const refusal = VOICE_SETTINGS_MESSAGES.engineUnavailable('openai', ['espeak']);
    const { user, section, api } = await openSettings(saved, {
      'PUT /api/settings/voice': reply(400, { message: refusal }),
      'DELETE /api/settings/voice': none,
    });
    await waitFor(() =>
      expect(within(section).getByRole('combobox', { name: /Default voice/ })).toHaveTextContent('Basic, offline: Plain (Female)'),
    );
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: /Use server defaults/ }));
    expect(await screen.findByText('Your voice settings were reset to the server’s defaults.')).toBeVisible();
    expect(api.calls('DELETE', '/api/settings/voice')).toHaveLength(1);
    await waitFor(() =>
      expect(within(section).getByRole('combobox', { name: /Default voice/ })).toHaveTextContent('Natural (Male)'),
    );
    expect(within(section).queryByRole('button', { name: /Use server defaults/ })).toBeNull();
  });

  it('says when the saved engine is no longer set up, and which one speaks instead', async () => {
    const { section } = await openSettings({
      ...none,
      settings: { voiceId: 'voice5', engine: 'elevenlabs', updatedAt: '2026-11-24T10:00:00.000Z' },
    });
    expect(
      await within(section).findByText(
        'ElevenLabs is no longer set up on this server, so OpenAI-compatible narrates for now. Your choice applies again once it is back.',
      ),
    ).toBeVisible();
    expect(within(section).getByRole('combobox', { name: /Voice engine/ })).toHaveTextContent('OpenAI-compatible');
  });
});
