import { EMPTY_BRAND_KIT, type User } from '@reelforge/contracts';
import { aUser } from './fixtures';
import { unauthorized, type Routes } from './fake-api';

/** What every signed-in screen asks for: the user, the shell's notifications, and their default voice. */
export const signedIn = (user: User = aUser(), more: Routes = {}): Routes => ({
  'GET /api/auth/user': user,
  'GET /api/notifications': { unreadCount: 0, items: [], nextCursor: null },
  // Read by the voice fields of the video forms and by Settings -> Voice: nothing chosen yet.
  'GET /api/settings/voice': { settings: null, engines: ['espeak'], serverEngine: 'espeak', activeEngine: 'espeak' },
  // Read by Settings -> Brand kit and the video forms' starting choices: an empty kit.
  'GET /api/settings/brand-kit': EMPTY_BRAND_KIT,
  // Read by the post forms (scheduler, dashboard): no platform rules unless a test gives some.
  'GET /api/scheduled-posts/platform-rules': [],
  // Read by the template picker (AI flow) and the dashboard's Content Library: none yet.
  'GET /api/templates': { items: [], nextCursor: null },
  ...more,
});

export const signedOut = (more: Routes = {}): Routes => ({ 'GET /api/auth/user': unauthorized(), ...more });

/** The health check of a server whose agents are down: the AI flow then asks for nothing more. */
export const unhealthy = {
  healthy: false,
  database: true,
  renderWorker: { online: false, count: 0 },
  ffmpeg: { available: true, version: '5.1' },
  llm: {
    provider: 'builtin',
    model: null,
    configured: false,
    writer: { kind: 'builtin' as const, label: 'Built-in writer (no language model)' },
  },
  tts: { engine: 'espeak' },
};
