import type { Avatar, ScheduledPost, SetupStatus, SocialConnection, User, Video } from '@reelforge/contracts';

// Records as the API returns them, with overridable fields. Times are fixed strings so tests
// read the same on any day, except where a test passes its own.

const at = '2026-01-10T12:00:00.000Z';

export const aUser = (over: Partial<User> = {}): User => ({
  id: 'user-1',
  firstName: 'Maya',
  lastName: 'Lopez',
  email: 'maya@example.com',
  bio: null,
  location: null,
  website: null,
  profileImageUrl: null,
  subscriptionStatus: 'inactive',
  role: 'user',
  createdAt: at,
  ...over,
});

export const aVideo = (over: Partial<Video> = {}): Video => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Morning habits',
  description: 'Five habits for a better morning',
  script: 'Wake up. Drink water. Move.',
  status: 'draft',
  platforms: ['tiktok'],
  views: 0,
  likes: 0,
  createdAt: at,
  updatedAt: at,
  videoUrl: null,
  thumbnailUrl: null,
  captionsUrl: null,
  language: null,
  translationOf: null,
  clipOf: null,
  clipOfName: null,
  duration: null,
  stage: null,
  progress: 0,
  error: null,
  avatarId: null,
  renderedAt: null,
  needsRender: false,
  credits: [],
  ...over,
});

export const aRenderedVideo = (over: Partial<Video> = {}): Video =>
  aVideo({
    status: 'ready',
    videoUrl: '/media/videos/1.mp4',
    thumbnailUrl: '/media/videos/1.jpg',
    duration: 31,
    renderedAt: at,
    ...over,
  });

export const anAvatar = (over: Partial<Avatar> = {}): Avatar => ({
  id: 'avatar-1',
  name: 'Maya Presenter',
  style: 'realistic',
  voiceId: 'voice2',
  isDefault: false,
  gender: 'female',
  age: 25,
  language: 'en-US',
  imageUrl: '/api/avatars/avatar-1/image',
  deepAgentAvatarId: 'synth-1',
  voiceSampleUrl: '/api/avatars/avatar-1/voice-sample',
  createdAt: at,
  ...over,
});

export const aPost = (over: Partial<ScheduledPost> = {}): ScheduledPost => ({
  id: 'post-1',
  title: 'Launch teaser',
  content: 'Coming soon',
  scheduledTime: '2099-01-01T18:00:00.000Z',
  platforms: ['twitter'],
  status: 'pending',
  videoId: null,
  video: null,
  platformOptions: {},
  results: [],
  createdAt: at,
  updatedAt: at,
  ...over,
});

export const aConnection = (over: Partial<SocialConnection> = {}): SocialConnection => ({
  id: 'conn-1',
  platform: 'tiktok',
  platformUsername: '@maya',
  platformUserId: null,
  serverUrl: null,
  isActive: true,
  lastError: null,
  avatarUrl: null,
  tokenExpiresAt: null,
  canRefresh: false,
  scopes: null,
  missingScopes: [],
  checkedAt: at,
  createdAt: at,
  updatedAt: at,
  ...over,
});

/** The Studio setup card for a creator on the defaults: built-in writer with research, basic voice, graphics. */
export const aSetupStatus = (over: Partial<SetupStatus> = {}): SetupStatus => ({
  dismissed: false,
  writer: {
    kind: 'research',
    upgraded: false,
    source: 'builtin',
    current: 'Built-in writer, researching Wikipedia',
    hint: 'No Ollama with a chat model answered at 127.0.0.1:11434: install it, run “ollama pull llama3.2” and “ollama serve”, then press Test. Or connect any OpenAI-compatible model in Settings → Language model.',
    links: [{ label: 'Get Ollama', href: 'https://ollama.com/download' }],
    research: true,
    ollama: { host: '127.0.0.1:11434', detected: false },
  },
  speech: {
    kind: 'basic',
    engine: 'espeak',
    upgraded: false,
    source: 'builtin',
    current: 'Basic, offline voice (built-in eSpeak NG)',
    hint: 'For a natural voice, save an OpenAI-compatible speech server (a local Kokoro-FastAPI or LocalAI needs no key) or an ElevenLabs key in Settings → Speech.',
    links: [
      { label: 'Kokoro-FastAPI', href: 'https://github.com/remsky/Kokoro-FastAPI' },
      { label: 'LocalAI', href: 'https://localai.io/' },
      { label: 'ElevenLabs', href: 'https://elevenlabs.io/' },
    ],
  },
  visuals: {
    kind: 'graphics',
    upgraded: false,
    source: 'builtin',
    current: 'Designed motion graphics',
    providers: [],
    hint: 'For real footage, get a free Pexels API key and save it in Settings → Stock media.',
    links: [{ label: 'Free Pexels key', href: 'https://www.pexels.com/api/' }],
  },
  ...over,
});
