import {
  PEXELS_KEY_URL,
  PROVIDER_KEYS_MESSAGES,
  type MediaSettingsResponse,
  type SpeechSettingsResponse,
} from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { aUser } from '../support/fixtures';
import { fakeApi, type FakeRequest, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Settings -> Stock media and Speech: a creator's own keys (issue 24 item 5).

afterEach(() => setProfileDialog({ open: false }));

const stats = { videosCreated: 0, totalViews: 0, totalLikes: 0, scheduledPosts: 0, templatesUsed: 0, accountAge: 1 };
const noKey = { set: false, last4: null, server: false, active: 'none' } as const;
const noMedia: MediaSettingsResponse = { pexels: noKey, pixabay: { ...noKey, server: true, active: 'server' }, updatedAt: null };

/** Answers a save the way the server does: never the key, only that one is set and its last 4. */
const mediaFrom = (req: FakeRequest): MediaSettingsResponse => {
  const body = req.body as { pexelsApiKey?: string };
  return {
    ...noMedia,
    pexels: body.pexelsApiKey ? { set: true, last4: body.pexelsApiKey.slice(-4), server: false, active: 'yours' } : noKey,
    updatedAt: '2026-11-27T10:00:00.000Z',
  };
};
const builtIn: SpeechSettingsResponse = { settings: null, server: { openai: false, elevenlabs: false }, active: 'built-in' };
const speechFrom = (req: FakeRequest): SpeechSettingsResponse => {
  const body = req.body as { provider: 'openai' | 'elevenlabs'; baseUrl?: string; apiKey?: string; model?: string; voices?: Record<string, string> };
  return {
    settings: {
      provider: body.provider,
      baseUrl: body.baseUrl ?? null,
      model: body.model ?? null,
      voices: body.voices ?? {},
      apiKey: { set: !!body.apiKey, last4: body.apiKey ? body.apiKey.slice(-4) : null },
      updatedAt: '2026-11-27T10:00:00.000Z',
    },
    server: builtIn.server,
    active: 'yours',
  };
};

async function openSettings(name: 'Stock media' | 'Speech', more: Routes = {}) {
  const api = fakeApi(signedIn(aUser(), { 'GET /api/user/stats': stats, 'GET /api/settings/llm': { settings: null, writer: { kind: 'builtin', label: 'Built-in writer' } }, ...more }));
  const view = renderApp('/ai-agents');
  await view.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog');
  const section = within(dialog).getByRole('region', { name });
  return { api, section, ...view };
}

describe('Settings: Stock media', () => {
  it('says whose key serves, links a free Pexels key, and refuses an empty save in words', async () => {
    const { user, section, api } = await openSettings('Stock media', { 'GET /api/settings/media': noMedia });
    expect(await within(section).findByTestId('pexels-key-status')).toHaveTextContent('No Pexels key: scenes get designed graphics');
    expect(within(section).getByTestId('pixabay-key-status')).toHaveTextContent('The server’s Pixabay key is used until you add yours.');
    expect(within(section).getByText('Server key')).toBeVisible();
    expect(within(section).getByRole('link', { name: /Get a free Pexels key/ })).toHaveAttribute('href', PEXELS_KEY_URL);
    await user.click(within(section).getByRole('button', { name: 'Save keys' }));
    expect(await within(section).findByText(PROVIDER_KEYS_MESSAGES.nothingToSave)).toBeVisible();
    expect(api.calls('PUT', '/api/settings/media')).toHaveLength(0);
  });

  it('saves a key, then shows only its last 4; Test shows the provider’s words; Delete removes the keys', async () => {
    const { user, section, api } = await openSettings('Stock media', {
      'GET /api/settings/media': noMedia,
      'PUT /api/settings/media': mediaFrom,
      'POST /api/settings/media/test': { ok: false, message: 'Pexels answered 401: Unauthorized' },
      'DELETE /api/settings/media': noMedia,
    });
    const key = await within(section).findByLabelText(/Pexels API key/);
    expect(key).toHaveAttribute('type', 'password');
    await user.type(key, 'my-pexels-key-WXYZ');
    await user.click(within(section).getByRole('button', { name: 'Save keys' }));
    expect(await screen.findByText('Your stock media keys were saved. Only your videos use them.')).toBeVisible();
    expect(api.calls('PUT', '/api/settings/media')[0]!.body).toEqual({ pexelsApiKey: 'my-pexels-key-WXYZ' });
    await waitFor(() => expect(within(section).getByLabelText(/Pexels API key/)).toHaveValue(''));
    expect(within(section).getByTestId('pexels-key-status')).toHaveTextContent('Your key ending in WXYZ');
    expect(document.body.textContent).not.toContain('my-pexels-key-WXYZ');

    await user.click(within(section).getByRole('button', { name: 'Test keys' }));
    expect(await within(section).findByTestId('media-test-result')).toHaveTextContent('Pexels answered 401: Unauthorized');
    expect(api.calls('POST', '/api/settings/media/test')[0]!.body).toEqual({});

    await user.click(within(section).getByRole('button', { name: /Delete my keys/ }));
    await waitFor(() => expect(api.calls('DELETE', '/api/settings/media')).toHaveLength(1));
    expect(await within(section).findByTestId('pexels-key-status')).toHaveTextContent('No Pexels key');
    expect(within(section).queryByRole('button', { name: /Delete my keys/ })).toBeNull();
  });
});

describe('Settings: Speech', () => {
  it('saves a speech server with its key and voices, tests it, and deletes it', async () => {
    const { user, section, api } = await openSettings('Speech', {
      'GET /api/settings/speech': builtIn,
      'PUT /api/settings/speech': speechFrom,
      'POST /api/settings/speech/test': { ok: true, message: 'The speech server at tts.example.com spoke the test sentence (42 KB of audio).' },
      'DELETE /api/settings/speech': builtIn,
    });
    expect(await within(section).findByTestId('speech-active')).toHaveTextContent('The built-in voice (Basic, offline) narrates your videos');
    await user.type(within(section).getByLabelText(/Base URL/), 'https://tts.example.com/v1');
    await user.type(within(section).getByLabelText(/^API key/), 'sk-speech-LMNO');
    await user.type(within(section).getByLabelText(/^Model/), 'kokoro');
    await user.type(within(section).getByLabelText(/^Voices/), 'voice1=af_bella, voice3=am_adam');
    await user.click(within(section).getByRole('button', { name: 'Test voice' }));
    expect(await within(section).findByTestId('speech-test-result')).toHaveTextContent('spoke the test sentence');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/api/settings/speech')).toHaveLength(1));
    const sent = { provider: 'openai', baseUrl: 'https://tts.example.com/v1', apiKey: 'sk-speech-LMNO', model: 'kokoro', voices: { voice1: 'af_bella', voice3: 'am_adam' } };
    expect(api.calls('POST', '/api/settings/speech/test')[0]!.body).toEqual(sent);
    expect(api.calls('PUT', '/api/settings/speech')[0]!.body).toEqual(sent);
    expect(await within(section).findByTestId('speech-active')).toHaveTextContent(
      'Your videos are narrated by your speech server at tts.example.com, key ending in LMNO.',
    );
    await waitFor(() => expect(within(section).getByLabelText(/^API key/)).toHaveValue(''));
    // Settings -> Voice says the creator's own speech narrates now.
    expect(within(screen.getByRole('region', { name: 'Voice' })).getByTestId('voice-own-speech')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: /Delete my speech settings/ }));
    await waitFor(() => expect(api.calls('DELETE', '/api/settings/speech')).toHaveLength(1));
    expect(await within(section).findByTestId('speech-active')).toHaveTextContent('The built-in voice');
  });

  it('takes an ElevenLabs key with no address, and refuses a bad address in the contract’s words', async () => {
    const { user, section, api } = await openSettings('Speech', { 'GET /api/settings/speech': builtIn, 'PUT /api/settings/speech': speechFrom });
    await user.type(await within(section).findByLabelText(/Base URL/), 'tts.example.com');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(/must be an http\(s\) URL/)).toBeVisible();
    expect(api.calls('PUT', '/api/settings/speech')).toHaveLength(0);

    await user.click(within(section).getByRole('combobox', { name: /Speech provider/ }));
    await user.click(await screen.findByRole('option', { name: 'ElevenLabs' }));
    expect(within(section).queryByLabelText(/Base URL/)).toBeNull();
    await user.type(within(section).getByLabelText(/ElevenLabs API key/), 'xi-key-RSTU');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', '/api/settings/speech')).toHaveLength(1));
    expect(api.calls('PUT', '/api/settings/speech')[0]!.body).toEqual({ provider: 'elevenlabs', apiKey: 'xi-key-RSTU' });
    expect(await within(section).findByTestId('speech-active')).toHaveTextContent('your ElevenLabs account, key ending in RSTU');
  });

  it('says when the saved settings cannot narrate now, and who narrates meanwhile', async () => {
    const unreadable = { ...speechFrom({ body: { provider: 'elevenlabs', apiKey: 'xi-key-RSTU' } } as FakeRequest), active: 'built-in' as const };
    const { section } = await openSettings('Speech', { 'GET /api/settings/speech': unreadable });
    expect(await within(section).findByTestId('speech-active')).toHaveTextContent(
      'Your saved speech settings cannot be used now (enter the key again, or check the address): the built-in voice (Basic, offline) narrates your videos meanwhile.',
    );
  });
});
