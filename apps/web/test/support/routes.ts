import { AGENT_KEYS, EMPTY_BRAND_KIT, type AgentInfo, type AgentsList, type User } from '@reelforge/contracts';
import { aSetupStatus, aUser } from './fixtures';
import type { Routes } from './fake-api';

/** What every signed-in screen asks for: the user, the shell's notifications, and their default voice. */
export const signedIn = (user: User = aUser(), more: Routes = {}): Routes => ({
  'GET /api/auth/session': { user },
  'GET /api/notifications': { unreadCount: 0, items: [], nextCursor: null },
  // Read by the voice fields of the video forms and by Settings -> Voice: nothing chosen yet.
  // Read by the dashboard's Studio setup card: closed, unless a test opens it.
  'GET /api/setup': aSetupStatus({ dismissed: true }),
  'GET /api/settings/voice': { settings: null, engines: ['espeak'], serverEngine: 'espeak', activeEngine: 'espeak' },
  // Read by Settings -> Stock media and Speech: no keys of the creator's own, none on the server.
  'GET /api/settings/media': {
    pexels: { set: false, last4: null, server: false, active: 'none' },
    pixabay: { set: false, last4: null, server: false, active: 'none' },
    updatedAt: null,
  },
  'GET /api/settings/speech': { settings: null, server: { openai: false, elevenlabs: false }, active: 'built-in' },
  // Read by Settings -> Webhooks: no endpoints yet.
  'GET /api/settings/webhooks': { items: [] },
  // Read by Settings -> Brand kit and the video forms' starting choices: an empty kit.
  'GET /api/settings/brand-kit': EMPTY_BRAND_KIT,
  // Read by the post forms (scheduler, dashboard): no platform rules unless a test gives some.
  'GET /api/scheduled-posts/platform-rules': [],
  // Read by the post forms once TikTok is chosen: what TikTok offers this creator.
  'GET /api/social-media/tiktok/creator-info': {
    creatorUsername: 'creator',
    privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
    commentDisabled: false,
    duetDisabled: false,
    stitchDisabled: false,
    maxVideoPostDurationSec: 600,
  },
  // Read by the template picker (AI flow) and the dashboard's Content Library: none yet.
  'GET /api/templates': { items: [], nextCursor: null },
  // Read by Settings -> API tokens: none yet.
  'GET /api/tokens': [],
  // Read by the dashboard's agents panel and /ai-agents: every agent idle and healthy.
  'GET /api/agents': agentsList(),
  ...more,
});

/** GET /api/agents: the eight agents, active with the default settings, unless a test says otherwise. */
export function agentsList(overrides: Partial<Record<AgentInfo['key'], Partial<AgentInfo>>> = {}): AgentsList {
  return {
    checkedAt: '2026-01-01T00:00:00.000Z',
    agents: AGENT_KEYS.map((key) => ({
      key,
      status: 'active',
      reason: null,
      enable: null,
      queueDepth: null,
      inFlight: 0,
      lastRun: null,
      note: null,
      settings: { priority: 'normal', autoScaling: true, resourceAllocation: 75 },
      applies: { priority: true, autoScaling: true, resourceAllocation: key === 'video_creation' },
      ...overrides[key],
    })),
  };
}

export const signedOut = (more: Routes = {}): Routes => ({ 'GET /api/auth/session': { user: null }, ...more });

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
