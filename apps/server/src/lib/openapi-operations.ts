/**
 * What the API document says about each operation, keyed by `METHOD /path` as the document
 * spells it. Kept beside the transform rather than in every route file so one table reads as the
 * API's contents; `apps/server/test/openapi.test.ts` fails when a documented route has no entry
 * or an entry names no route, so the table cannot drift from the routes.
 *
 * `id` is the operationId clients and the generated client (packages/api-client) use: camelCase,
 * verb + noun, and stable: renaming one breaks their code.
 */
export interface OperationDoc {
  id: string;
  summary: string;
  description: string;
  /**
   * 4xx and 5xx the route answers beyond those its shape implies (lib/openapi.ts adds 400 for
   * input, 401 unless public, 403 for writes and session-only routes, 404 for ids in the path,
   * 413/415 for bodies and 429 for rate limits and API tokens).
   */
  errors?: number[];
  /** The 200 answer is a file of this media type, not JSON. */
  file?: string;
  /** The answer is a 302 to this place (browser navigations). */
  redirect?: string;
  /** The answer is a 204 with no body; this says what was done. */
  empty?: string;
  /** The body is not JSON: a raw image, or a multipart form with a `file` field. */
  upload?: 'image' | 'multipart';
}

const PAGED = 'Paged by keyset: pass the `nextCursor` of a page as `cursor` for the next one.';

export const OPERATIONS: Record<string, OperationDoc> = {
  // auth
  'POST /api/auth/signup': { id: 'signUp', summary: 'Create an account', description: 'Creates an account with an email and password and signs it in (sets the session cookie). Common passwords are refused with 400.', errors: [409] },
  'POST /api/auth/login': { id: 'logIn', summary: 'Sign in', description: 'Signs in with email and password and sets the session cookie. A wrong email or password answers 401; after five failed attempts the account is locked for a while (429).', errors: [401] },
  'POST /api/auth/logout': { id: 'logOut', summary: 'Sign out', description: 'Ends the current session and clears its cookie; signed out already, it answers the same.' },
  'POST /api/auth/forgot-password': { id: 'requestPasswordReset', summary: 'Ask for a password reset e-mail', description: 'Sends a reset link to the address if an account has it. The answer is the same whether or not it does.' },
  'POST /api/auth/reset-password': { id: 'resetPassword', summary: 'Set a new password with a reset token', description: 'Sets a new password with the token from the reset e-mail and signs out every session. An expired or used token is refused with 400.' },
  'GET /api/auth/user': { id: 'getCurrentUser', summary: 'Get the signed-in user', description: 'The account of the session or API token making the request.' },
  'GET /api/auth/session': { id: 'getSession', summary: 'Get the session state', description: 'Whether the caller is signed in, and as whom; never 401, so the web app can ask before signing in.' },
  'GET /api/login': { id: 'redirectToLogin', summary: 'Go to the sign-in screen', description: 'A browser navigation: redirects to the web app\'s sign-in screen, remembering a same-site `returnTo` path.', redirect: 'To `/login`, with `returnTo` when one was given.' },
  // users
  'PATCH /api/user/profile': { id: 'updateProfile', summary: 'Update the profile', description: 'Changes the name or e-mail of the signed-in user. A new e-mail needs the current password (403 when wrong) and must be free (409).', errors: [409] },
  'PUT /api/user/profile-image': { id: 'setProfileImage', summary: 'Set the profile photo', description: 'The photo travels as raw image bytes (any `image/*` or `application/octet-stream`); it is decoded, so a file that is not an image is refused with 415 and one too large with 413.', upload: 'image', errors: [413, 415] },
  'GET /api/user/stats': { id: 'getUserStats', summary: 'Get the user\'s counts', description: 'Videos made, total views and likes, scheduled posts, templates used and the account\'s age.' },
  'GET /api/dashboard/stats': { id: 'getDashboardStats', summary: 'Get the dashboard figures', description: 'Total views, videos, drafts, followers and revenue (where a platform reports it), each with its change.' },
  'POST /api/events': { id: 'recordEvent', summary: 'Record a page view or product event', description: 'First-party analytics from the web app, kept in this server\'s own database.', empty: 'Recorded.' },
  // notifications
  'GET /api/notifications': { id: 'listNotifications', summary: 'List notifications', description: `The user's notifications, newest first. ${PAGED}` },
  'POST /api/notifications/read-all': { id: 'markAllNotificationsRead', summary: 'Mark every notification read', description: 'Marks all of the user\'s notifications as read.' },
  'POST /api/notifications/{id}/read': { id: 'markNotificationRead', summary: 'Mark a notification read', description: 'Marks one of the user\'s notifications as read.' },
  'GET /api/healthz': { id: 'getHealth', summary: 'Check the server', description: 'Whether the server and its database answer; 503 when the database does not.', errors: [503] },
  // scripts
  'POST /api/ai/generate-script': { id: 'generateScript', summary: 'Write a script', description: 'Writes a video script from a topic (researched on Wikipedia when enabled), or from the article at `sourceUrl`. The user\'s own model writes when set, else the server\'s, else the built-in writer. A link with no article is refused with 422.', errors: [422] },
  // videos
  'GET /api/videos': { id: 'listVideos', summary: 'List videos', description: `The user's videos, newest first. ${PAGED}` },
  'POST /api/videos': { id: 'createVideo', summary: 'Create a video', description: 'Creates a video from a title and an optional script, description and platforms (a draft unless `status` says otherwise). Rendering is a separate call (renderVideo).' },
  'GET /api/videos/{id}': { id: 'getVideo', summary: 'Get a video', description: 'One of the user\'s videos, with its status, files and settings.' },
  'PATCH /api/videos/{id}': { id: 'updateVideo', summary: 'Update a video', description: 'Changes a video\'s title, script, description or settings. A video that is rendering cannot be changed (409).', errors: [409] },
  'DELETE /api/videos/{id}': { id: 'deleteVideo', summary: 'Delete a video', description: 'Deletes the video and its files.' },
  'GET /api/videos/{id}/render': { id: 'getRenderSteps', summary: 'Get a render\'s progress', description: 'The steps of the video\'s latest render (narration, scenes, encoding, joining): each one\'s state, whether the render cache had it, the worker that did it and its seconds.' },
  'POST /api/videos/{id}/render': { id: 'renderVideo', summary: 'Render a video', description: 'Queues a render of the video from its current title, script and storyboard (202); follow it with getVideo or getRenderSteps, or the `video.ready` webhook. Refused with 409 while it renders and 403 when the plan\'s renders are used up; 503 when this server runs no job queue.', errors: [409, 503] },
  'POST /api/videos/{id}/storyboard/scenes/{index}/preview': { id: 'previewScene', summary: 'Preview a storyboard scene', description: 'Renders one scene of the saved storyboard as a short MP4 (or takes it from the render cache).', file: 'video/mp4' },
  'GET /api/videos/{id}/stream': { id: 'streamVideo', summary: 'Stream a video', description: 'The rendered MP4, with byte ranges. Anyone may fetch a published video; others only their owner.', file: 'video/mp4' },
  'GET /api/videos/{id}/thumbnail': { id: 'getVideoThumbnail', summary: 'Get a video\'s thumbnail', description: 'The rendered video\'s thumbnail. Anyone may fetch a published video\'s; others only their owner.', file: 'image/jpeg' },
  'GET /api/videos/{id}/captions.vtt': { id: 'getVideoCaptions', summary: 'Get a video\'s captions', description: 'The rendered video\'s captions as WebVTT. Anyone may fetch a published video\'s; others only their owner.', file: 'text/vtt' },
  'GET /api/videos/{id}/download': { id: 'downloadVideo', summary: 'Download a video', description: 'The rendered MP4 as an attachment named after its title; 409 while there is no finished file.', file: 'video/mp4', errors: [409] },
  'GET /api/public/videos/{id}': { id: 'getPublicVideo', summary: 'Get a published video', description: 'A published video for its watch page, without owner details; 404 for one that is not published.' },
  'POST /api/videos/batch': { id: 'createVideoBatch', summary: 'Create many videos', description: 'Up to 50 topics from one template: each gets a script written and a render queued (202). Refused with 403 when the plan\'s renders would run out.', errors: [503] },
  'POST /api/deepagent/complete-video': { id: 'completeVideo', summary: 'Make a video from a topic', description: 'The agents\' one-call flow: writes a script for the topic, creates the video and queues its render (202).', errors: [503] },
  'POST /api/clips': { id: 'createClips', summary: 'Cut clips from a long video', description: 'Finds the strongest moments of a long video (from its transcript) and queues a short, reframed clip for each (202). An unknown library item answers 404; refused with 403 when the plan\'s renders would run out.', errors: [404, 503] },
  'POST /api/videos/{id}/translations': { id: 'translateVideo', summary: 'Translate a video', description: 'Creates a draft copy of the video in each requested language, its script and texts translated (201); render them like any video. 400 says what to set when no translator is available.' },
  // agents
  'GET /api/deepagent/health': { id: 'getAgentHealth', summary: 'Get the agents\' health', description: 'Whether the agents can work (writer, voices, renderer); signed out in production, only the healthy flag.' },
  'GET /api/deepagent/capabilities': { id: 'getCapabilities', summary: 'Get what this server can do', description: 'What this installation offers: the script writer, speech engines with their voices and languages, ffmpeg, video sizes, length and formats, and the render queue.' },
  'GET /api/agents': { id: 'listAgents', summary: 'List the agents', description: 'Each agent (writer, voice, renderer, publisher, ...) with its state for this user.' },
  'POST /api/agents/check': { id: 'checkAgents', summary: 'Check the agents now', description: 'Probes what the agents depend on (models, speech, platforms) for this user and answers what works.' },
  'GET /api/agents/{key}/settings': { id: 'getAgentSettings', summary: 'Get an agent\'s settings', description: 'The user\'s settings for one agent.' },
  'PUT /api/agents/{key}/settings': { id: 'updateAgentSettings', summary: 'Change an agent\'s settings', description: 'Saves the user\'s settings for one agent.' },
  'POST /api/deepagent/avatar': { id: 'synthesizeAvatar', summary: 'Make a talking avatar from a photo', description: 'Finds the face in the photo and draws its talking frames; save the result with createAvatar. A photo too large answers 413.', errors: [413] },
  // avatars
  'GET /api/avatars': { id: 'listAvatars', summary: 'List avatars', description: 'The user\'s saved presenter avatars.' },
  'POST /api/avatars': { id: 'createAvatar', summary: 'Save an avatar', description: 'Saves a synthesized avatar (from synthesizeAvatar) with its name and voice.', errors: [409] },
  'PATCH /api/avatars/{id}': { id: 'setDefaultAvatar', summary: 'Make an avatar the default', description: 'Marks the avatar as the one new videos present with.' },
  'DELETE /api/avatars/{id}': { id: 'deleteAvatar', summary: 'Delete an avatar', description: 'Deletes the avatar and its images.' },
  'GET /api/avatars/{id}/image': { id: 'getAvatarImage', summary: 'Get an avatar\'s image', description: 'The avatar\'s face, mouth closed, as PNG.', file: 'image/png' },
  'GET /api/avatars/{id}/image-open': { id: 'getAvatarOpenImage', summary: 'Get an avatar\'s speaking image', description: 'The avatar\'s face, mouth open, as PNG.', file: 'image/png' },
  'GET /api/avatars/{id}/voice-sample': { id: 'getAvatarVoiceSample', summary: 'Hear an avatar\'s voice', description: 'A short sample of the avatar\'s voice as WAV; 503 when it cannot be spoken now.', file: 'audio/wav', errors: [503] },
  'GET /api/avatars/{id}/export': { id: 'exportAvatar', summary: 'Export an avatar', description: 'The avatar\'s images and settings as a ZIP.', file: 'application/zip' },
  // social
  'GET /api/social-media/connections': { id: 'listConnections', summary: 'List connected accounts', description: 'The user\'s connected platform accounts, with their state (working, expiring, revoked). Tokens are never shown.' },
  'POST /api/social-media/connect': { id: 'connectAccount', summary: 'Connect an account with a token', description: 'Connects a platform account with an access token the creator pasted; the token is checked with the platform first, and a refused one answers 400 in the platform\'s words. Session only.', errors: [502] },
  'DELETE /api/social-media/connections/{id}': { id: 'disconnectAccount', summary: 'Disconnect an account', description: 'Removes the connection and its sealed tokens. Session only.' },
  'GET /api/social-media/pinterest/boards': { id: 'listPinterestBoards', summary: 'List Pinterest boards', description: 'The boards the connected Pinterest account can pin to, for the Pinterest board option of a post (unset: the first board); 400 when no Pinterest account is connected, 502 with Pinterest\'s words when it refuses.', errors: [400, 502] },
  'GET /api/social-media/tiktok/creator-info': { id: 'getTiktokCreatorInfo', summary: 'Get TikTok\'s posting options', description: 'The privacy levels and interaction settings TikTok offers the connected creator now (TikTok requires posts to offer these); 400 when no TikTok account is connected.', errors: [400, 502] },
  'GET /api/social-media/status': { id: 'getPlatformStatus', summary: 'Get each platform\'s state', description: 'For each platform: the user\'s connection state, account name and last error.' },
  'GET /api/social-media/oauth/providers': { id: 'listOAuthProviders', summary: 'List platforms with OAuth', description: 'The platforms this server has an OAuth app for ("Connect with ...").' },
  'GET /api/social-media/oauth/{platform}/start': { id: 'startOAuth', summary: 'Start connecting with OAuth', description: 'A browser navigation: sends the creator to the platform\'s consent page. Session only.', redirect: 'To the platform\'s consent page.', errors: [503] },
  'GET /api/social-media/oauth/{platform}/callback': { id: 'finishOAuth', summary: 'Finish connecting with OAuth', description: 'Where the platform sends the creator back: trades the code for tokens and redirects to the web app\'s connections page with the outcome.', redirect: 'To the web app\'s connections page, with the outcome.' },
  // scheduled posts
  'GET /api/scheduled-posts': { id: 'listPosts', summary: 'List scheduled posts', description: `The user's posts, scheduled and published, with each platform's result. ${PAGED}` },
  'POST /api/scheduled-posts': { id: 'schedulePost', summary: 'Schedule a post', description: 'Schedules a rendered video to the given platforms at a time, with per-platform captions and options. Text limits are checked per platform (400 names the platform); platforms outside the plan answer 403; a video that is not the user\'s, 404.', errors: [404] },
  'GET /api/scheduled-posts/platform-rules': { id: 'listPlatformRules', summary: 'Get each platform\'s video limits', description: 'Each platform\'s limits on a video: shortest and longest duration, largest file and aspect ratios.' },
  'GET /api/scheduled-posts/{id}': { id: 'getPost', summary: 'Get a scheduled post', description: 'One post with each platform\'s result and link.' },
  'PATCH /api/scheduled-posts/{id}': { id: 'updatePost', summary: 'Change a scheduled post', description: 'Changes a post\'s time, text or platforms, or cancels it. A post being published or already posted cannot change (409).', errors: [409] },
  'DELETE /api/scheduled-posts/{id}': { id: 'deletePost', summary: 'Delete a scheduled post', description: 'Deletes a post; one being published cannot be deleted (409).', errors: [409] },
  'POST /api/scheduled-posts/{id}/retry': { id: 'retryPost', summary: 'Retry a failed post', description: 'Publishes again to the platforms that failed; 409 when none did.', errors: [409] },
  // templates
  'GET /api/templates': { id: 'listTemplates', summary: 'List templates', description: `Starter, public and the user's own templates. ${PAGED}` },
  'POST /api/templates': { id: 'createTemplate', summary: 'Create a template', description: 'Saves a recipe (look, voice, structure) as a template of the user\'s.' },
  'GET /api/templates/{id}': { id: 'getTemplate', summary: 'Get a template', description: 'One template the user may see.' },
  'PATCH /api/templates/{id}': { id: 'updateTemplate', summary: 'Change a template', description: 'Changes one of the user\'s templates; starter and others\' templates answer 403.' },
  'DELETE /api/templates/{id}': { id: 'deleteTemplate', summary: 'Delete a template', description: 'Deletes one of the user\'s templates; starter and others\' templates answer 403.' },
  'POST /api/templates/{id}/like': { id: 'likeTemplate', summary: 'Like a template', description: 'Likes a template; 409 when already liked.', errors: [409] },
  'DELETE /api/templates/{id}/like': { id: 'unlikeTemplate', summary: 'Take back a like', description: 'Removes the user\'s like; 409 when there was none.', errors: [409] },
  'POST /api/videos/{id}/template': { id: 'createTemplateFromVideo', summary: 'Save a video as a template', description: 'The video\'s settings become a new template of the user\'s.' },
  // library
  'GET /api/library': { id: 'listLibrary', summary: 'List the library', description: `The user's videos, templates and uploads in one list, searched, filtered and sorted. ${PAGED}` },
  'POST /api/library/uploads': { id: 'uploadLibraryItem', summary: 'Upload a file to the library', description: 'A video, audio, image, script or transcript as multipart/form-data (field `file`), checked by its content. Too large or over the plan\'s storage: 413; not multipart or not an accepted kind: 415.', upload: 'multipart', errors: [413, 415] },
  'PATCH /api/library/items/{id}': { id: 'updateLibraryItem', summary: 'Change a library item', description: 'Changes an item\'s name, description, category or tags, or whether it is a favourite.' },
  'DELETE /api/library/items/{id}': { id: 'deleteLibraryItem', summary: 'Delete a library item', description: 'Deletes an upload and its file.' },
  'GET /api/library/items/{id}/file': { id: 'getLibraryFile', summary: 'Get an upload\'s file', description: 'The uploaded file inline, with byte ranges, in its own media type.', file: 'application/octet-stream' },
  'GET /api/library/items/{id}/thumbnail': { id: 'getLibraryThumbnail', summary: 'Get an upload\'s thumbnail', description: 'A small picture of the upload (a frame of a video, a scaled image).', file: 'image/jpeg' },
  'GET /api/library/items/{id}/download': { id: 'downloadLibraryItem', summary: 'Download an upload', description: 'The uploaded file as an attachment with its original name.', file: 'application/octet-stream' },
  'GET /api/library/download': { id: 'downloadLibraryItems', summary: 'Download several items as a ZIP', description: 'The chosen library items as one ZIP, written while it is sent.', file: 'application/zip' },
  // analytics
  'GET /api/analytics': { id: 'getAnalytics', summary: 'Get analytics', description: 'Views, likes, comments, shares and followers per platform and day, posts\' figures and render times, for a date range in a time zone.' },
  'POST /api/analytics/sync': { id: 'syncAnalytics', summary: 'Read statistics from the platforms now', description: 'Collects the user\'s statistics from the connected platforms now (the periodic job does it hourly); 409 while a sync runs.', errors: [409] },
  'POST /api/public/videos/{id}/play': { id: 'recordPlay', summary: 'Count a play', description: 'The watch page calls this when a published video starts playing; counted once per visitor, video and day.' },
  // billing
  'GET /api/billing': { id: 'getBilling', summary: 'Get the plan and billing state', description: 'The user\'s plan, subscription state and how payments work on this server (Stripe, sandbox or none).' },
  'POST /api/get-or-create-subscription': { id: 'startSubscription', summary: 'Start a sandbox subscription', description: 'The built-in payment sandbox: an intent to pay for Premium with a test card. Session only; 503 when payments are not set up.', errors: [409, 503] },
  'POST /api/billing/confirm': { id: 'confirmPayment', summary: 'Pay with a sandbox card', description: 'Confirms the sandbox payment with a test card; a declined card answers 402. Session only.', errors: [402, 409, 503] },
  'POST /api/billing/cancel': { id: 'cancelSubscription', summary: 'Cancel the subscription', description: 'Cancels a sandbox Premium subscription (with Stripe, use the portal: 409). Session only.', errors: [409, 503] },
  'POST /api/billing/checkout': { id: 'startCheckout', summary: 'Start Stripe Checkout', description: 'Opens a Stripe Checkout session for Premium and answers its address. Session only.', errors: [409, 502, 503] },
  'POST /api/billing/checkout/return': { id: 'finishCheckout', summary: 'Finish Stripe Checkout', description: 'Reads the Checkout session the creator came back from and applies it. Session only.', errors: [409, 502, 503] },
  'POST /api/billing/portal': { id: 'openBillingPortal', summary: 'Open Stripe\'s customer portal', description: 'Answers the address of Stripe\'s portal, where the card and cancellation are managed. Session only.', errors: [409, 502, 503] },
  'POST /api/billing/webhook': { id: 'receiveStripeEvent', summary: 'Receive a Stripe event', description: 'Stripe\'s signed webhook (checkout completed, subscription changed or deleted, payment failed); a bad signature answers 400.', errors: [503] },
  // settings
  'GET /api/settings/llm': { id: 'getLlmSettings', summary: 'Get the language model settings', description: 'The user\'s own model (base URL, model; whether a key is set, never the key).' },
  'PUT /api/settings/llm': { id: 'saveLlmSettings', summary: 'Set the user\'s own language model', description: 'Saves an OpenAI-compatible model that writes this user\'s scripts; the key is sealed at rest. Session only.' },
  'DELETE /api/settings/llm': { id: 'deleteLlmSettings', summary: 'Remove the user\'s own model', description: 'Back to the server\'s writer. Session only.' },
  'POST /api/settings/llm/test': { id: 'testLlmSettings', summary: 'Test a language model', description: 'Sends a short prompt to the given (or saved) model and answers what it said or why it failed. Session only.', errors: [409] },
  'GET /api/settings/voice': { id: 'getVoiceSettings', summary: 'Get the voice settings', description: 'The user\'s default voice and speech engine, the engines on offer and which one speaks.' },
  'PUT /api/settings/voice': { id: 'saveVoiceSettings', summary: 'Set the voice settings', description: 'Saves the default voice and speech engine for new videos.' },
  'DELETE /api/settings/voice': { id: 'deleteVoiceSettings', summary: 'Reset the voice settings', description: 'Back to the server\'s default voice.' },
  'GET /api/settings/media': { id: 'getMediaSettings', summary: 'Get the stock media keys', description: 'Which of the user\'s own Pexels and Pixabay keys are set (never the keys).' },
  'PUT /api/settings/media': { id: 'saveMediaSettings', summary: 'Set stock media keys', description: 'Saves the user\'s own Pexels or Pixabay key, sealed at rest. Session only.' },
  'DELETE /api/settings/media': { id: 'deleteMediaSettings', summary: 'Remove stock media keys', description: 'Removes the user\'s own stock keys. Session only.' },
  'POST /api/settings/media/test': { id: 'testMediaSettings', summary: 'Test a stock media key', description: 'Searches the provider with the given key and answers whether it works. Session only.' },
  'GET /api/settings/speech': { id: 'getSpeechSettings', summary: 'Get the speech settings', description: 'The user\'s own speech server or ElevenLabs (whether a key is set, never the key).' },
  'PUT /api/settings/speech': { id: 'saveSpeechSettings', summary: 'Set the user\'s own speech', description: 'Saves an OpenAI-compatible speech server or an ElevenLabs key that narrates this user\'s videos. Session only.' },
  'DELETE /api/settings/speech': { id: 'deleteSpeechSettings', summary: 'Remove the user\'s own speech', description: 'Back to the server\'s narrator. Session only.' },
  'POST /api/settings/speech/test': { id: 'testSpeechSettings', summary: 'Test a speech server', description: 'Speaks a short sentence with the given (or saved) speech settings and answers whether it worked. Session only.', errors: [409] },
  'GET /api/settings/brand-kit': { id: 'getBrandKit', summary: 'Get the brand kit', description: 'The user\'s logo corner and opacity, two brand colours, caption style, font and music.' },
  'PUT /api/settings/brand-kit': { id: 'saveBrandKit', summary: 'Set the brand kit', description: 'Saves the logo placement, colours, caption style, font and music new videos start with.' },
  'PUT /api/settings/brand-kit/logo': { id: 'setBrandLogo', summary: 'Set the brand logo', description: 'The logo as raw image bytes, decoded (not an image: 415; too large: 413).', upload: 'image', errors: [413, 415] },
  'DELETE /api/settings/brand-kit/logo': { id: 'deleteBrandLogo', summary: 'Remove the brand logo', description: 'Removes the logo from the brand kit.' },
  'GET /api/settings/brand-kit/logo': { id: 'getBrandLogo', summary: 'Get the brand logo', description: 'The logo as PNG; 404 when none is set.', file: 'image/png', errors: [404] },
  // account
  'POST /api/user/password': { id: 'changePassword', summary: 'Change the password', description: 'Needs the current password (403 when wrong); other sessions are signed out. Session only.' },
  'DELETE /api/user': { id: 'deleteAccount', summary: 'Delete the account', description: 'Deletes the account and everything it owns, after the password (403 when wrong). Session only.' },
  // webhooks
  'GET /api/settings/webhooks': { id: 'listWebhooks', summary: 'List webhooks', description: 'The user\'s webhook endpoints and the events each receives.' },
  'POST /api/settings/webhooks': { id: 'createWebhook', summary: 'Create a webhook', description: 'Registers an endpoint URL for events (`video.ready`, `video.failed`, `post.posted`, `post.failed`) and answers its signing secret once. Deliveries carry `Reelforge-Signature`. The same URL twice, or too many endpoints: 409.', errors: [409] },
  'PATCH /api/settings/webhooks/{id}': { id: 'updateWebhook', summary: 'Change a webhook', description: 'Changes a webhook\'s URL, events or whether it is on.', errors: [409] },
  'DELETE /api/settings/webhooks/{id}': { id: 'deleteWebhook', summary: 'Delete a webhook', description: 'Deletes the endpoint; undelivered events to it are dropped.', empty: 'Deleted.' },
  'POST /api/settings/webhooks/{id}/rotate-secret': { id: 'rotateWebhookSecret', summary: 'Rotate a webhook\'s secret', description: 'Issues a new signing secret, answered once.' },
  'GET /api/settings/webhooks/{id}/deliveries': { id: 'listWebhookDeliveries', summary: 'List a webhook\'s deliveries', description: 'Recent deliveries to the endpoint with their status and answers.' },
  'POST /api/settings/webhooks/{id}/test': { id: 'testWebhook', summary: 'Send a test event', description: 'Queues a `webhook.test` delivery to this endpoint, signed and retried like real ones (202).' },
  'POST /api/settings/webhooks/{id}/deliveries/{deliveryId}/redeliver': { id: 'redeliverWebhook', summary: 'Send a delivery again', description: 'Queues the delivery\'s event again (202); 409 while it is still pending.', errors: [409] },
  'GET /api/webhooks/subscriptions': { id: 'listWebhookSubscriptions', summary: "List this API token's webhook subscriptions", description: 'The webhook endpoints the calling API token subscribed (never those made in Settings -> Webhooks). A signed-in session, which holds no token, gets an empty list.' },
  'POST /api/webhooks/subscriptions': { id: 'createWebhookSubscription', summary: 'Subscribe a webhook endpoint with an API token', description: 'Registers an endpoint for the chosen events, owned by the calling write token, and answers its signing secret once (201). Deliveries are signed like every webhook (`Reelforge-Signature`). Counts towards the 10 endpoints per user (409 past them). Revoking the token removes it.', errors: [409] },
  'DELETE /api/webhooks/subscriptions/{id}': { id: 'deleteWebhookSubscription', summary: 'Delete a webhook subscription', description: 'Removes an endpoint the calling write token subscribed; any other id is 404.', empty: 'Deleted.' },
  // api tokens
  'GET /api/tokens': { id: 'listApiTokens', summary: 'List API tokens', description: 'The user\'s personal API tokens (names, scopes, last use; never the tokens). Session only.' },
  'POST /api/tokens': { id: 'createApiToken', summary: 'Create an API token', description: 'Creates a read or write token and answers it once. Session only; 409 at the limit of tokens.', errors: [409] },
  'DELETE /api/tokens/{id}': { id: 'revokeApiToken', summary: 'Revoke an API token', description: 'The token stops working at once. Session only.' },
  // mcp
  'POST /mcp': { id: 'callMcp', summary: 'Call the MCP server', description: 'Model Context Protocol over streamable HTTP (JSON-RPC 2.0): tools to make, render and schedule videos. Bearer API token only; read tokens may call reading tools.' },
  'GET /mcp': { id: 'openMcpStream', summary: 'Open an MCP event stream (not offered)', description: 'This server keeps no server-to-client stream: always 405.', errors: [405] },
  'DELETE /mcp': { id: 'endMcpSession', summary: 'End an MCP session (not offered)', description: 'This server keeps no MCP sessions: always 405.', errors: [405] },
  // strategy
  'GET /api/strategy/plan': { id: 'getContentPlan', summary: 'Get the weekly plan', description: 'The user\'s latest weekly content plan: ideas, platforms and times.' },
  'POST /api/strategy/plan': { id: 'createContentPlan', summary: 'Plan a week', description: 'Plans a week of video ideas from the user\'s niche and what worked on their platforms, with posting times in their time zone (201).' },
  'POST /api/strategy/plan/{id}/ideas/{index}/script': { id: 'writeIdeaScript', summary: 'Write a plan idea\'s script', description: 'Writes the script of one idea of a plan (201).' },
  'GET /api/strategy/starter-pack': { id: 'getStarterPack', summary: 'Get the starter pack', description: 'The user\'s latest starter pack: its scripts (draft videos) and templates.' },
  'POST /api/strategy/starter-pack': { id: 'createStarterPack', summary: 'Make a starter pack', description: 'Makes a starter pack for a niche: first scripts as draft videos, and templates (201).' },
  // assistant
  'POST /api/assistant/messages': { id: 'askAssistant', summary: 'Ask the help assistant', description: 'Answers a question about Reelforge from the help pages; signed in, also from the user\'s own state. With `Accept: text/event-stream` the answer streams as server-sent events.' },
  // storyboard
  'POST /api/storyboard/search': { id: 'searchStockMedia', summary: 'Search stock media', description: 'Searches the stock providers (the user\'s keys first, then the server\'s) for a scene\'s footage or photos.' },
  'GET /api/videos/{id}/storyboard': { id: 'getStoryboard', summary: 'Get a video\'s storyboard', description: 'The video\'s scenes with their text, kind and chosen visuals.' },
  'PUT /api/videos/{id}/storyboard': { id: 'saveStoryboard', summary: 'Save a video\'s storyboard', description: 'Saves the scenes; the next render uses them.' },
  // setup
  'GET /api/setup': { id: 'getSetup', summary: 'Get the studio setup state', description: 'Who writes scripts, who speaks and where visuals come from for this user, each with what would improve it.' },
  'POST /api/setup/dismiss': { id: 'dismissSetup', summary: 'Dismiss the setup card', description: 'Hides the dashboard\'s setup card for this user.' },
};
