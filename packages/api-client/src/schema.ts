/**
 * Generated from the Reelforge API document by openapi-typescript: do not edit.
 * Regenerate with `npm run generate -w @reelforge/api-client` after changing a route.
 */

export interface paths {
    "/api/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agents
         * @description Each agent (writer, voice, renderer, publisher, ...) with its state for this user.
         */
        get: operations["listAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/{key}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an agent's settings
         * @description The user's settings for one agent.
         */
        get: operations["getAgentSettings"];
        /**
         * Change an agent's settings
         * @description Saves the user's settings for one agent.
         */
        put: operations["updateAgentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the agents now
         * @description Probes what the agents depend on (models, speech, platforms) for this user and answers what works.
         */
        post: operations["checkAgents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai/generate-script": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a script
         * @description Writes a video script from a topic (researched on Wikipedia when enabled), or from the article at `sourceUrl`. The user's own model writes when set, else the server's, else the built-in writer. A link with no article is refused with 422.
         */
        post: operations["generateScript"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get analytics
         * @description Views, likes, comments, shares and followers per platform and day, posts' figures and render times, for a date range in a time zone.
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read statistics from the platforms now
         * @description Collects the user's statistics from the connected platforms now (the periodic job does it hourly); 409 while a sync runs.
         */
        post: operations["syncAnalytics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistant/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the help assistant
         * @description Answers a question about Reelforge from the help pages; signed in, also from the user's own state. With `Accept: text/event-stream` the answer streams as server-sent events.
         */
        post: operations["askAssistant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset e-mail
         * @description Sends a reset link to the address if an account has it. The answer is the same whether or not it does.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs in with email and password and sets the session cookie. A wrong email or password answers 401; after five failed attempts the account is locked for a while (429).
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the current session and clears its cookie; signed out already, it answers the same.
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description Sets a new password with the token from the reset e-mail and signs out every session. An expired or used token is refused with 400.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the session state
         * @description Whether the caller is signed in, and as whom; never 401, so the web app can ask before signing in.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates an account with an email and password and signs it in (sets the session cookie). Common passwords are refused with 400.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description The account of the session or API token making the request.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List avatars
         * @description The user's saved presenter avatars.
         */
        get: operations["listAvatars"];
        put?: never;
        /**
         * Save an avatar
         * @description Saves a synthesized avatar (from synthesizeAvatar) with its name and voice.
         */
        post: operations["createAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an avatar
         * @description Deletes the avatar and its images.
         */
        delete: operations["deleteAvatar"];
        options?: never;
        head?: never;
        /**
         * Make an avatar the default
         * @description Marks the avatar as the one new videos present with.
         */
        patch: operations["setDefaultAvatar"];
        trace?: never;
    };
    "/api/avatars/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export an avatar
         * @description The avatar's images and settings as a ZIP.
         */
        get: operations["exportAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatars/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an avatar's image
         * @description The avatar's face, mouth closed, as PNG.
         */
        get: operations["getAvatarImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatars/{id}/image-open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an avatar's speaking image
         * @description The avatar's face, mouth open, as PNG.
         */
        get: operations["getAvatarOpenImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatars/{id}/voice-sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hear an avatar's voice
         * @description A short sample of the avatar's voice as WAV; 503 when it cannot be spoken now.
         */
        get: operations["getAvatarVoiceSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the plan and billing state
         * @description The user's plan, subscription state and how payments work on this server (Stripe, sandbox or none).
         */
        get: operations["getBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the subscription
         * @description Cancels a sandbox Premium subscription (with Stripe, use the portal: 409). Session only.
         */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start Stripe Checkout
         * @description Opens a Stripe Checkout session for Premium and answers its address. Session only.
         */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish Stripe Checkout
         * @description Reads the Checkout session the creator came back from and applies it. Session only.
         */
        post: operations["finishCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay with a sandbox card
         * @description Confirms the sandbox payment with a test card; a declined card answers 402. Session only.
         */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open Stripe's customer portal
         * @description Answers the address of Stripe's portal, where the card and cancellation are managed. Session only.
         */
        post: operations["openBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a Stripe event
         * @description Stripe's signed webhook (checkout completed, subscription changed or deleted, payment failed); a bad signature answers 400.
         */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cut clips from a long video
         * @description Finds the strongest moments of a long video (from its transcript) and queues a short, reframed clip for each (202). An unknown library item answers 404; refused with 403 when the plan's renders would run out.
         */
        post: operations["createClips"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the dashboard figures
         * @description Total views, videos, drafts, followers and revenue (where a platform reports it), each with its change.
         */
        get: operations["getDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deepagent/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a talking avatar from a photo
         * @description Finds the face in the photo and draws its talking frames; save the result with createAvatar. A photo too large answers 413.
         */
        post: operations["synthesizeAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deepagent/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get what this server can do
         * @description What this installation offers: the script writer, speech engines with their voices and languages, ffmpeg, video sizes, length and formats, and the render queue.
         */
        get: operations["getCapabilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deepagent/complete-video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a video from a topic
         * @description The agents' one-call flow: writes a script for the topic, creates the video and queues its render (202).
         */
        post: operations["completeVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deepagent/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the agents' health
         * @description Whether the agents can work (writer, voices, renderer); signed out in production, only the healthy flag.
         */
        get: operations["getAgentHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a page view or product event
         * @description First-party analytics from the web app, kept in this server's own database.
         */
        post: operations["recordEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-or-create-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a sandbox subscription
         * @description The built-in payment sandbox: an intent to pay for Premium with a test card. Session only; 503 when payments are not set up.
         */
        post: operations["startSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the server
         * @description Whether the server and its database answer; 503 when the database does not.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the library
         * @description The user's videos, templates and uploads in one list, searched, filtered and sorted. Paged by keyset: pass the `nextCursor` of a page as `cursor` for the next one.
         */
        get: operations["listLibrary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download several items as a ZIP
         * @description The chosen library items as one ZIP, written while it is sent.
         */
        get: operations["downloadLibraryItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a library item
         * @description Deletes an upload and its file.
         */
        delete: operations["deleteLibraryItem"];
        options?: never;
        head?: never;
        /**
         * Change a library item
         * @description Changes an item's name, description, category or tags, or whether it is a favourite.
         */
        patch: operations["updateLibraryItem"];
        trace?: never;
    };
    "/api/library/items/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an upload
         * @description The uploaded file as an attachment with its original name.
         */
        get: operations["downloadLibraryItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/items/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an upload's file
         * @description The uploaded file inline, with byte ranges, in its own media type.
         */
        get: operations["getLibraryFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/items/{id}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an upload's thumbnail
         * @description A small picture of the upload (a frame of a video, a scaled image).
         */
        get: operations["getLibraryThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/library/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file to the library
         * @description A video, audio, image, script or transcript as multipart/form-data (field `file`), checked by its content. Too large or over the plan's storage: 413; not multipart or not an accepted kind: 415.
         */
        post: operations["uploadLibraryItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Go to the sign-in screen
         * @description A browser navigation: redirects to the web app's sign-in screen, remembering a same-site `returnTo` path.
         */
        get: operations["redirectToLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List notifications
         * @description The user's notifications, newest first. Paged by keyset: pass the `nextCursor` of a page as `cursor` for the next one.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a notification read
         * @description Marks one of the user's notifications as read.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark every notification read
         * @description Marks all of the user's notifications as read.
         */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a published video
         * @description A published video for its watch page, without owner details; 404 for one that is not published.
         */
        get: operations["getPublicVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/videos/{id}/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a play
         * @description The watch page calls this when a published video starts playing; counted once per visitor, video and day.
         */
        post: operations["recordPlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List scheduled posts
         * @description The user's posts, scheduled and published, with each platform's result. Paged by keyset: pass the `nextCursor` of a page as `cursor` for the next one.
         */
        get: operations["listPosts"];
        put?: never;
        /**
         * Schedule a post
         * @description Schedules a rendered video to the given platforms at a time, with per-platform captions and options. Text limits are checked per platform (400 names the platform); platforms outside the plan answer 403; a video that is not the user's, 404.
         */
        post: operations["schedulePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a scheduled post
         * @description One post with each platform's result and link.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        /**
         * Delete a scheduled post
         * @description Deletes a post; one being published cannot be deleted (409).
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        /**
         * Change a scheduled post
         * @description Changes a post's time, text or platforms, or cancels it. A post being published or already posted cannot change (409).
         */
        patch: operations["updatePost"];
        trace?: never;
    };
    "/api/scheduled-posts/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed post
         * @description Publishes again to the platforms that failed; 409 when none did.
         */
        post: operations["retryPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-posts/platform-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get each platform's video limits
         * @description Each platform's limits on a video: shortest and longest duration, largest file and aspect ratios.
         */
        get: operations["listPlatformRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/brand-kit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the brand kit
         * @description The user's logo corner and opacity, two brand colours, caption style, font and music.
         */
        get: operations["getBrandKit"];
        /**
         * Set the brand kit
         * @description Saves the logo placement, colours, caption style, font and music new videos start with.
         */
        put: operations["saveBrandKit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/brand-kit/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the brand logo
         * @description The logo as PNG; 404 when none is set.
         */
        get: operations["getBrandLogo"];
        /**
         * Set the brand logo
         * @description The logo as raw image bytes, decoded (not an image: 415; too large: 413).
         */
        put: operations["setBrandLogo"];
        post?: never;
        /**
         * Remove the brand logo
         * @description Removes the logo from the brand kit.
         */
        delete: operations["deleteBrandLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/llm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the language model settings
         * @description The user's own model (base URL, model; whether a key is set, never the key).
         */
        get: operations["getLlmSettings"];
        /**
         * Set the user's own language model
         * @description Saves an OpenAI-compatible model that writes this user's scripts; the key is sealed at rest. Session only.
         */
        put: operations["saveLlmSettings"];
        post?: never;
        /**
         * Remove the user's own model
         * @description Back to the server's writer. Session only.
         */
        delete: operations["deleteLlmSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/llm/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a language model
         * @description Sends a short prompt to the given (or saved) model and answers what it said or why it failed. Session only.
         */
        post: operations["testLlmSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the stock media keys
         * @description Which of the user's own Pexels and Pixabay keys are set (never the keys).
         */
        get: operations["getMediaSettings"];
        /**
         * Set stock media keys
         * @description Saves the user's own Pexels or Pixabay key, sealed at rest. Session only.
         */
        put: operations["saveMediaSettings"];
        post?: never;
        /**
         * Remove stock media keys
         * @description Removes the user's own stock keys. Session only.
         */
        delete: operations["deleteMediaSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/media/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a stock media key
         * @description Searches the provider with the given key and answers whether it works. Session only.
         */
        post: operations["testMediaSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/speech": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the speech settings
         * @description The user's own speech server or ElevenLabs (whether a key is set, never the key).
         */
        get: operations["getSpeechSettings"];
        /**
         * Set the user's own speech
         * @description Saves an OpenAI-compatible speech server or an ElevenLabs key that narrates this user's videos. Session only.
         */
        put: operations["saveSpeechSettings"];
        post?: never;
        /**
         * Remove the user's own speech
         * @description Back to the server's narrator. Session only.
         */
        delete: operations["deleteSpeechSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/speech/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test a speech server
         * @description Speaks a short sentence with the given (or saved) speech settings and answers whether it worked. Session only.
         */
        post: operations["testSpeechSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the voice settings
         * @description The user's default voice and speech engine, the engines on offer and which one speaks.
         */
        get: operations["getVoiceSettings"];
        /**
         * Set the voice settings
         * @description Saves the default voice and speech engine for new videos.
         */
        put: operations["saveVoiceSettings"];
        post?: never;
        /**
         * Reset the voice settings
         * @description Back to the server's default voice.
         */
        delete: operations["deleteVoiceSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description The user's webhook endpoints and the events each receives.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Registers an endpoint URL for events (`video.ready`, `video.failed`, `post.posted`, `post.failed`) and answers its signing secret once. Deliveries carry `Reelforge-Signature`. The same URL twice, or too many endpoints: 409.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Deletes the endpoint; undelivered events to it are dropped.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook
         * @description Changes a webhook's URL, events or whether it is on.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/settings/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description Recent deliveries to the endpoint with their status and answers.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Queues the delivery's event again (202); 409 while it is still pending.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's secret
         * @description Issues a new signing secret, answered once.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a `webhook.test` delivery to this endpoint, signed and retried like real ones (202).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the studio setup state
         * @description Who writes scripts, who speaks and where visuals come from for this user, each with what would improve it.
         */
        get: operations["getSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss the setup card
         * @description Hides the dashboard's setup card for this user.
         */
        post: operations["dismissSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect an account with a token
         * @description Connects a platform account with an access token the creator pasted; the token is checked with the platform first, and a refused one answers 400 in the platform's words. Session only.
         */
        post: operations["connectAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connected accounts
         * @description The user's connected platform accounts, with their state (working, expiring, revoked). Tokens are never shown.
         */
        get: operations["listConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect an account
         * @description Removes the connection and its sealed tokens. Session only.
         */
        delete: operations["disconnectAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/oauth/{platform}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish connecting with OAuth
         * @description Where the platform sends the creator back: trades the code for tokens and redirects to the web app's connections page with the outcome.
         */
        get: operations["finishOAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/oauth/{platform}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start connecting with OAuth
         * @description A browser navigation: sends the creator to the platform's consent page. Session only.
         */
        get: operations["startOAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/oauth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List platforms with OAuth
         * @description The platforms this server has an OAuth app for ("Connect with ...").
         */
        get: operations["listOAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/pinterest/boards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Pinterest boards
         * @description The boards the connected Pinterest account can pin to, for the Pinterest board option of a post (unset: the first board); 400 when no Pinterest account is connected, 502 with Pinterest's words when it refuses.
         */
        get: operations["listPinterestBoards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get each platform's state
         * @description For each platform: the user's connection state, account name and last error.
         */
        get: operations["getPlatformStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/social-media/tiktok/creator-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get TikTok's posting options
         * @description The privacy levels and interaction settings TikTok offers the connected creator now (TikTok requires posts to offer these); 400 when no TikTok account is connected.
         */
        get: operations["getTiktokCreatorInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storyboard/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search stock media
         * @description Searches the stock providers (the user's keys first, then the server's) for a scene's footage or photos.
         */
        post: operations["searchStockMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/strategy/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the weekly plan
         * @description The user's latest weekly content plan: ideas, platforms and times.
         */
        get: operations["getContentPlan"];
        put?: never;
        /**
         * Plan a week
         * @description Plans a week of video ideas from the user's niche and what worked on their platforms, with posting times in their time zone (201).
         */
        post: operations["createContentPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/strategy/plan/{id}/ideas/{index}/script": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a plan idea's script
         * @description Writes the script of one idea of a plan (201).
         */
        post: operations["writeIdeaScript"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/strategy/starter-pack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the starter pack
         * @description The user's latest starter pack: its scripts (draft videos) and templates.
         */
        get: operations["getStarterPack"];
        put?: never;
        /**
         * Make a starter pack
         * @description Makes a starter pack for a niche: first scripts as draft videos, and templates (201).
         */
        post: operations["createStarterPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates
         * @description Starter, public and the user's own templates. Paged by keyset: pass the `nextCursor` of a page as `cursor` for the next one.
         */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Create a template
         * @description Saves a recipe (look, voice, structure) as a template of the user's.
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a template
         * @description One template the user may see.
         */
        get: operations["getTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete a template
         * @description Deletes one of the user's templates; starter and others' templates answer 403.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        /**
         * Change a template
         * @description Changes one of the user's templates; starter and others' templates answer 403.
         */
        patch: operations["updateTemplate"];
        trace?: never;
    };
    "/api/templates/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Like a template
         * @description Likes a template; 409 when already liked.
         */
        post: operations["likeTemplate"];
        /**
         * Take back a like
         * @description Removes the user's like; 409 when there was none.
         */
        delete: operations["unlikeTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API tokens
         * @description The user's personal API tokens (names, scopes, last use; never the tokens). Session only.
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create an API token
         * @description Creates a read or write token and answers it once. Session only; 409 at the limit of tokens.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token
         * @description The token stops working at once. Session only.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the account
         * @description Deletes the account and everything it owns, after the password (403 when wrong). Session only.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Needs the current password (403 when wrong); other sessions are signed out. Session only.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the profile
         * @description Changes the name or e-mail of the signed-in user. A new e-mail needs the current password (403 when wrong) and must be free (409).
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/api/user/profile-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the profile photo
         * @description The photo travels as raw image bytes (any `image/*` or `application/octet-stream`); it is decoded, so a file that is not an image is refused with 415 and one too large with 413.
         */
        put: operations["setProfileImage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the user's counts
         * @description Videos made, total views and likes, scheduled posts, templates used and the account's age.
         */
        get: operations["getUserStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List videos
         * @description The user's videos, newest first. Paged by keyset: pass the `nextCursor` of a page as `cursor` for the next one.
         */
        get: operations["listVideos"];
        put?: never;
        /**
         * Create a video
         * @description Creates a video from a title and an optional script, description and platforms (a draft unless `status` says otherwise). Rendering is a separate call (renderVideo).
         */
        post: operations["createVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a video
         * @description One of the user's videos, with its status, files and settings.
         */
        get: operations["getVideo"];
        put?: never;
        post?: never;
        /**
         * Delete a video
         * @description Deletes the video and its files.
         */
        delete: operations["deleteVideo"];
        options?: never;
        head?: never;
        /**
         * Update a video
         * @description Changes a video's title, script, description or settings. A video that is rendering cannot be changed (409).
         */
        patch: operations["updateVideo"];
        trace?: never;
    };
    "/api/videos/{id}/captions.vtt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a video's captions
         * @description The rendered video's captions as WebVTT. Anyone may fetch a published video's; others only their owner.
         */
        get: operations["getVideoCaptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a video
         * @description The rendered MP4 as an attachment named after its title; 409 while there is no finished file.
         */
        get: operations["downloadVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a render's progress
         * @description The steps of the video's latest render (narration, scenes, encoding, joining): each one's state, whether the render cache had it, the worker that did it and its seconds.
         */
        get: operations["getRenderSteps"];
        put?: never;
        /**
         * Render a video
         * @description Queues a render of the video from its current title, script and storyboard (202); follow it with getVideo or getRenderSteps, or the `video.ready` webhook. Refused with 409 while it renders and 403 when the plan's renders are used up; 503 when this server runs no job queue.
         */
        post: operations["renderVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}/storyboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a video's storyboard
         * @description The video's scenes with their text, kind and chosen visuals.
         */
        get: operations["getStoryboard"];
        /**
         * Save a video's storyboard
         * @description Saves the scenes; the next render uses them.
         */
        put: operations["saveStoryboard"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}/storyboard/scenes/{index}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a storyboard scene
         * @description Renders one scene of the saved storyboard as a short MP4 (or takes it from the render cache).
         */
        post: operations["previewScene"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream a video
         * @description The rendered MP4, with byte ranges. Anyone may fetch a published video; others only their owner.
         */
        get: operations["streamVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a video as a template
         * @description The video's settings become a new template of the user's.
         */
        post: operations["createTemplateFromVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a video's thumbnail
         * @description The rendered video's thumbnail. Anyone may fetch a published video's; others only their owner.
         */
        get: operations["getVideoThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{id}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Translate a video
         * @description Creates a draft copy of the video in each requested language, its script and texts translated (201); render them like any video. 400 says what to set when no translator is available.
         */
        post: operations["translateVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create many videos
         * @description Up to 50 topics from one template: each gets a script written and a render queued (202). Refused with 403 when the plan's renders would run out.
         */
        post: operations["createVideoBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List this API token's webhook subscriptions
         * @description The webhook endpoints the calling API token subscribed (never those made in Settings -> Webhooks). A signed-in session, which holds no token, gets an empty list.
         */
        get: operations["listWebhookSubscriptions"];
        put?: never;
        /**
         * Subscribe a webhook endpoint with an API token
         * @description Registers an endpoint for the chosen events, owned by the calling write token, and answers its signing secret once (201). Deliveries are signed like every webhook (`Reelforge-Signature`). Counts towards the 10 endpoints per user (409 past them). Revoking the token removes it.
         */
        post: operations["createWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Removes an endpoint the calling write token subscribed; any other id is 404.
         */
        delete: operations["deleteWebhookSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open an MCP event stream (not offered)
         * @description This server keeps no server-to-client stream: always 405.
         */
        get: operations["openMcpStream"];
        put?: never;
        /**
         * Call the MCP server
         * @description Model Context Protocol over streamable HTTP (JSON-RPC 2.0): tools to make, render and schedule videos. Bearer API token only; read tokens may call reading tools.
         */
        post: operations["callMcp"];
        /**
         * End an MCP session (not offered)
         * @description This server keeps no MCP sessions: always 405.
         */
        delete: operations["endMcpSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code: "bad_request" | "validation_failed" | "invalid_json" | "empty_body" | "bad_content_length" | "body_too_large" | "unsupported_media_type" | "method_not_allowed" | "range_not_satisfiable" | "rate_limited" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "internal" | "invalid_credentials" | "email_taken" | "wrong_password" | "current_password_required" | "reset_link_invalid" | "media_link_invalid" | "media_link_expired" | "invalid_token" | "read_only_token" | "session_only" | "too_many_tokens" | "cross_origin" | "plan_limit" | "not_premium" | "already_premium" | "billing_not_configured" | "no_subscription" | "subscription_needs_attention" | "checkout_unpaid" | "use_checkout" | "use_portal" | "use_sandbox" | "card_declined" | "intent_invalid" | "intent_expired" | "stripe_error" | "stripe_no_url" | "stripe_unreachable" | "bad_signature" | "bad_event" | "rendering" | "no_queue" | "no_script" | "no_storyboard" | "not_editable" | "not_downloadable" | "not_visual" | "video_not_ready" | "video_required" | "video_limits" | "text_limits" | "nothing_to_retry" | "bad_transition" | "bad_range" | "bad_cursor" | "nul_character" | "malformed_text" | "no_niche" | "starter" | "not_owner" | "not_public" | "already_liked" | "not_liked" | "already_saved" | "llm_timeout" | "llm_unreachable" | "llm_http" | "llm_bad_response" | "llm_invalid_output" | "llm_private_address" | "llm_key_unreadable" | "tts_unavailable" | "tts_engine_unavailable" | "speech_private_address" | "provider_key_unreadable" | "nothing_to_test" | "synthesis_unavailable" | "file_too_large" | "empty_file" | "no_file" | "not_multipart" | "not_an_image" | "not_data_url" | "bad_base64" | "type_mismatch" | "unreadable_upload" | "unsupported_upload" | "upload_interrupted" | "storage_full" | "nothing_to_zip" | "zip_too_large" | "unsupported_format" | "unreadable" | "too_small" | "no_face" | "several_faces" | "face_too_small" | "past_time" | "posted" | "publishing" | "public_url_required" | "not_connected" | "platform_error" | "platform_unreachable" | "token_refused" | "server_private_address" | "sync_busy" | "webhook_limit" | "webhook_https" | "webhook_private_address" | "webhook_duplicate" | "webhook_pending" | "source_private_address" | "source_invalid_url" | "source_unreachable" | "source_timeout" | "source_http" | "source_redirects" | "source_not_html" | "source_too_big" | "source_no_article" | "preview_expired" | "preview_refused" | "no_translator" | "translate_same_language" | "translate_private_address" | "translate_unreachable" | "translate_timeout" | "translate_failed" | "transcribe_unreachable" | "transcribe_timeout" | "transcribe_http" | "transcribe_bad_response" | "clips_no_transcript";
            /** @description The input field at fault (validation errors). */
            field?: string;
            /** @description What went wrong, in words meant for people. */
            message: string;
        };
    };
    responses: {
        /** @description A platform or payment provider this request needed failed or could not be reached. */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input is not valid (`validation_failed` names the `field`), or the request cannot be done as asked; `message` says why. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The item's state does not allow this now; `code` says which. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed: a read-only token on a write (`read_only_token`), a route API tokens may not call (`session_only`), a state-changing request from another site (`cross_origin`), a plan limit (`plan_limit`), or a wrong current password. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description This method is not offered here. */
        MethodNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such item, or it is not the caller's. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body or file is too large. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The card was declined. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Something this request needs is not set up or not running on this server. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests (per user, per IP or per API token); try again after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed out, or the API token is unknown or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input is well formed but nothing can be made of it. */
        UnprocessableContent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not of a type this route accepts. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agents: {
                            applies: {
                                autoScaling: boolean;
                                priority: boolean;
                                resourceAllocation: boolean;
                            };
                            enable: string | null;
                            inFlight: number;
                            /** @enum {string} */
                            key: "video_creation" | "avatar_synthesis" | "multi_channel_posting" | "analytics" | "monetization" | "strategy" | "starter_pack" | "support";
                            lastRun: {
                                at: string;
                                detail: string | null;
                                /** @enum {string} */
                                outcome: "succeeded" | "failed" | "running";
                            } | null;
                            note: string | null;
                            queueDepth: number | null;
                            reason: string | null;
                            settings: {
                                autoScaling: boolean;
                                /** @enum {string} */
                                priority: "high" | "normal" | "low";
                                resourceAllocation: number;
                            };
                            /** @enum {string} */
                            status: "active" | "processing" | "inactive";
                        }[];
                        checkedAt: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAgentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "video_creation" | "avatar_synthesis" | "multi_channel_posting" | "analytics" | "monetization" | "strategy" | "starter_pack" | "support";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        autoScaling: boolean;
                        /** @enum {string} */
                        priority: "high" | "normal" | "low";
                        resourceAllocation: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateAgentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "video_creation" | "avatar_synthesis" | "multi_channel_posting" | "analytics" | "monetization" | "strategy" | "starter_pack" | "support";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    autoScaling: boolean;
                    /** @enum {string} */
                    priority: "high" | "normal" | "low";
                    resourceAllocation: number;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        autoScaling: boolean;
                        /** @enum {string} */
                        priority: "high" | "normal" | "low";
                        requeued: number;
                        resourceAllocation: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkedAt: string;
                        checks: {
                            detail: string;
                            enable: string | null;
                            /** @enum {string} */
                            key: "database" | "render_worker" | "ffmpeg" | "tts" | "script_writer" | "publish_worker" | "connections" | "metrics";
                            label: string;
                            ok: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    generateScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    additionalInstructions?: string;
                    /** @enum {string} */
                    duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes";
                    durationMinutes?: number;
                    /** @default en */
                    language?: string;
                    /** @enum {string} */
                    platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook";
                    previousScript?: string;
                    seconds?: number;
                    sourceUrl?: string;
                    /** @enum {string} */
                    structure?: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                    /** @enum {string} */
                    tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining";
                    /** @default  */
                    topic?: string;
                    variation?: number;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string;
                        /** @enum {string} */
                        engine: "llm" | "builtin";
                        hashtags: string[];
                        hooks: string[];
                        language: string;
                        notice?: string;
                        scenes: {
                            comparison?: {
                                left: {
                                    points: string[];
                                    title: string;
                                };
                                right: {
                                    points: string[];
                                    title: string;
                                };
                            };
                            emoji?: string;
                            items?: string[];
                            keywords: string[];
                            /** @enum {string} */
                            kind?: "narration" | "stat" | "list" | "steps" | "comparison" | "quote" | "timeline";
                            quote?: {
                                by: string;
                                text: string;
                            };
                            source?: string;
                            stat?: {
                                label: string;
                                value: string;
                            };
                            text: string;
                            timeline?: {
                                what: string;
                                when: string;
                            }[];
                            visualQuery: string;
                        }[];
                        script: string;
                        targetSeconds: number;
                        title: string;
                        writer: {
                            /** @enum {string} */
                            kind: "openai-compatible" | "ollama" | "user" | "builtin";
                            model?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                tz?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        likes: number;
                        metrics: {
                            bestTimes: {
                                averageViews: number;
                                hour: number;
                                posts: number;
                                weekday: number;
                            }[];
                            days: {
                                byPlatform: {
                                    [key: string]: number;
                                };
                                date: string;
                                plays: number;
                                views: number;
                            }[];
                            from: string;
                            lastSync: {
                                platforms: {
                                    error: string | null;
                                    followers: number | null;
                                    /** @enum {string} */
                                    platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                                    posts: number;
                                }[];
                                syncedAt: string | null;
                            } | null;
                            platforms: {
                                comments: number;
                                followers: number | null;
                                likes: number;
                                /** @enum {string} */
                                platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                                shares: number;
                                views: number;
                                viewsInRange: number;
                            }[];
                            plays: number;
                            posts: {
                                comments: number | null;
                                likes: number | null;
                                measuredAt: string;
                                /** @enum {string} */
                                platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                                postId: string;
                                postResultId: string;
                                publishedAt: string | null;
                                shares: number | null;
                                title: string;
                                url: string | null;
                                videoId: string | null;
                                views: number | null;
                                viewsInRange: number;
                            }[];
                            revenue: number | null;
                            to: string;
                        };
                        posts: {
                            byPlatform: {
                                failed: number;
                                /** @enum {string} */
                                platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                                published: number;
                            }[];
                            total: number;
                            upcoming: number;
                        };
                        renders: {
                            averageSeconds: number | null;
                            days: {
                                date: string;
                                failed: number;
                                finished: number;
                                requested: number;
                            }[];
                            sampleSize: number;
                            total: number;
                        };
                        timeZone: string;
                        topVideos: {
                            id: string;
                            likes: number;
                            /** @enum {string} */
                            status: "draft" | "generating" | "ready" | "published" | "failed";
                            title: string;
                            views: number;
                        }[];
                        videos: {
                            byStatus: {
                                draft: number;
                                failed: number;
                                generating: number;
                                published: number;
                                ready: number;
                            };
                            total: number;
                        };
                        views: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    syncAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        platforms: {
                            error: string | null;
                            followers: number | null;
                            /** @enum {string} */
                            platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                            posts: number;
                        }[];
                        syncedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    askAssistant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "en" | "es" | "zh" | "fr" | "de" | "pt" | "hi" | "ar" | "ja" | "ru";
                    message: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: ({
                            /** @enum {string} */
                            kind: "retry-post";
                            label: string;
                            /** Format: uuid */
                            postId: string;
                        } | {
                            /** @enum {string} */
                            kind: "open-video";
                            label: string;
                            /** Format: uuid */
                            videoId: string;
                        } | {
                            /** @enum {string} */
                            kind: "reconnect";
                            label: string;
                            /** @enum {string} */
                            platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                        } | {
                            /** @enum {string} */
                            kind: "upgrade";
                            label: string;
                        })[];
                        /** @enum {string} */
                        language: "en" | "es" | "zh" | "fr" | "de" | "pt" | "hi" | "ar" | "ja" | "ru";
                        /** @enum {string} */
                        source: "corpus" | "model";
                        text: string;
                        topic: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the work is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            bio: string | null;
                            createdAt: string;
                            email: string;
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            location: string | null;
                            profileImageUrl: string | null;
                            role: string;
                            subscriptionStatus: string;
                            website: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            bio: string | null;
                            createdAt: string;
                            email: string;
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            location: string | null;
                            profileImageUrl: string | null;
                            role: string;
                            subscriptionStatus: string;
                            website: string | null;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            bio: string | null;
                            createdAt: string;
                            email: string;
                            firstName: string | null;
                            id: string;
                            lastName: string | null;
                            location: string | null;
                            profileImageUrl: string | null;
                            role: string;
                            subscriptionStatus: string;
                            website: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bio: string | null;
                        createdAt: string;
                        email: string;
                        firstName: string | null;
                        id: string;
                        lastName: string | null;
                        location: string | null;
                        profileImageUrl: string | null;
                        role: string;
                        subscriptionStatus: string;
                        website: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAvatars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        age: number;
                        createdAt: string;
                        deepAgentAvatarId: string | null;
                        gender: string | null;
                        id: string;
                        imageUrl: string | null;
                        isDefault: boolean;
                        language: string;
                        name: string;
                        style: string;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                        voiceSampleUrl: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    age?: number | null;
                    deepAgentAvatarId?: string | null;
                    gender?: string | null;
                    imageUrl?: string | null;
                    language?: string | null;
                    name: string;
                    style: string;
                    voiceId?: (string | ("voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6") | "") | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        age: number;
                        createdAt: string;
                        deepAgentAvatarId: string | null;
                        gender: string | null;
                        id: string;
                        imageUrl: string | null;
                        isDefault: boolean;
                        language: string;
                        name: string;
                        style: string;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                        voiceSampleUrl: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setDefaultAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    isDefault: true;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        age: number;
                        createdAt: string;
                        deepAgentAvatarId: string | null;
                        gender: string | null;
                        id: string;
                        imageUrl: string | null;
                        isDefault: boolean;
                        language: string;
                        name: string;
                        style: string;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                        voiceSampleUrl: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAvatarImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAvatarOpenImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAvatarVoiceSample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canManage: boolean;
                        /** @enum {string|null} */
                        provider: "sandbox" | "stripe" | null;
                        subscriptionStatus: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        subscriptionStatus: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    finishCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        subscriptionStatus: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card: {
                        cvc: string;
                        expMonth: number;
                        expYear: number;
                        number: string;
                    };
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        subscriptionStatus: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    openBillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        duplicate: boolean;
                        received: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createClips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default 9:16
                     * @enum {string}
                     */
                    aspect?: "9:16" | "1:1" | "4:5" | "16:9";
                    /** @enum {string} */
                    captionStyle?: "karaoke" | "pop" | "boxed" | "minimal";
                    count: number;
                    hook?: boolean;
                    language?: string;
                    maxSeconds: number;
                    minSeconds: number;
                    /** Format: uuid */
                    sourceItemId: string;
                    /** Format: uuid */
                    transcriptItemId?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: the work is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        videoIds: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: {
                            totalFollowers: number | null;
                            totalRevenue: number | null;
                            totalVideos: number | null;
                            totalViews: number | null;
                        };
                        draftVideos: number;
                        revenueAvailable: boolean;
                        totalFollowers: number;
                        totalRevenue: number;
                        totalVideos: number;
                        totalViews: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    synthesizeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    age?: number | null;
                    customImage?: string | null;
                    gender?: string | null;
                    language?: string | null;
                    name: string;
                    style: string;
                    voiceType?: (string | ("voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6") | "") | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            avatar_id: string;
                            image_url: string;
                            mouth_open_url: string | null;
                            /** @enum {string} */
                            source: "photo" | "generated";
                            style: string;
                            /** @enum {string} */
                            voice_id: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6";
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCapabilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        llm: {
                            configured: boolean;
                            model: string | null;
                            provider: string;
                            writer: {
                                host?: string;
                                /** @enum {string} */
                                kind: "openai-compatible" | "ollama" | "user" | "builtin";
                                label: string;
                                model?: string;
                            };
                        } | {
                            configured: boolean;
                        };
                        queues: {
                            renderVideo: {
                                queued: number | null;
                                waiting: number | null;
                            };
                        } | null;
                        tts: {
                            engine: string;
                            engines: string[];
                            languageCount: number;
                            languages: {
                                code: string;
                                name: string;
                            }[];
                            voices: {
                                character: string;
                                gender: string;
                                /** @enum {string} */
                                id: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6";
                                label: string;
                            }[];
                        };
                        video: {
                            ffmpeg: string | null;
                            formats: string[];
                            maxMinutes: number;
                            sizes: {
                                landscape: string;
                                vertical: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    completeVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    avatarId?: string;
                    description?: string;
                    duration: number;
                    hashtags?: string[];
                    language?: string;
                    /** @enum {string} */
                    platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook";
                    /** @enum {string} */
                    presenterLayout?: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro";
                    scenes?: {
                        comparison?: {
                            left: {
                                points: string[];
                                title: string;
                            };
                            right: {
                                points: string[];
                                title: string;
                            };
                        };
                        emoji?: string;
                        items?: string[];
                        keywords: string[];
                        /** @enum {string} */
                        kind?: "narration" | "stat" | "list" | "steps" | "comparison" | "quote" | "timeline";
                        quote?: {
                            by: string;
                            text: string;
                        };
                        source?: string;
                        stat?: {
                            label: string;
                            value: string;
                        };
                        text: string;
                        timeline?: {
                            what: string;
                            when: string;
                        }[];
                        visualQuery: string;
                    }[];
                    script?: string;
                    storyboard?: {
                        scenes: {
                            comparison?: {
                                left: {
                                    points: string[];
                                    title: string;
                                };
                                right: {
                                    points: string[];
                                    title: string;
                                };
                            };
                            emoji?: string;
                            items?: string[];
                            keywords?: string[];
                            /** @enum {string} */
                            kind?: "narration" | "stat" | "list" | "steps" | "comparison" | "quote" | "timeline";
                            quote?: {
                                by: string;
                                text: string;
                            };
                            stat?: {
                                label: string;
                                value: string;
                            };
                            text: string;
                            timeline?: {
                                what: string;
                                when: string;
                            }[];
                            /**
                             * @default {
                             *       "kind": "auto"
                             *     }
                             */
                            visual?: {
                                /** @enum {string} */
                                kind: "auto";
                            } | {
                                /** @enum {string} */
                                kind: "motion";
                            } | {
                                /** @enum {string} */
                                kind: "stock";
                                pick: {
                                    credit: string;
                                    height: number;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "video" | "image";
                                    /** @enum {string} */
                                    provider: "pexels" | "pixabay";
                                    signature: string;
                                    thumbnailUrl: string | null;
                                    /** Format: uri */
                                    url: string;
                                    width: number;
                                };
                            } | {
                                /** Format: uuid */
                                itemId: string;
                                /** @enum {string} */
                                kind: "library";
                            };
                            visualQuery?: string;
                        }[];
                    };
                    style?: {
                        /** @enum {string} */
                        aspect?: "9:16" | "1:1" | "4:5" | "16:9";
                        /** @enum {string} */
                        captionPosition?: "bottom" | "middle" | "top";
                        /** @enum {string} */
                        captionStyle?: "karaoke" | "pop" | "boxed" | "minimal";
                        /** @enum {string} */
                        font?: "noto-sans" | "montserrat";
                        /** @enum {string} */
                        music?: "none" | "calm" | "upbeat" | "inspiring" | "dramatic";
                        /** @enum {string} */
                        presenterFrame?: "circle" | "cutout";
                        showLogo?: boolean;
                        /** @enum {string} */
                        theme?: "midnight" | "sunrise" | "paper" | "neon";
                    };
                    templateId?: string;
                    title?: string;
                    /** @enum {string} */
                    tone?: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining";
                    topic: string;
                    videoModel?: string;
                    /** @enum {string} */
                    visualSource?: "auto" | "stock" | "library" | "ai" | "motion";
                    /** @enum {string} */
                    voiceId?: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6";
                };
            };
        };
        responses: {
            /** @description Accepted: the work is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        script: string;
                        thumbnail_url: string | null;
                        video: {
                            avatarId: string | null;
                            captionsUrl: string | null;
                            clipOf: string | null;
                            clipOfName: string | null;
                            createdAt: string;
                            credits: string[];
                            description: string | null;
                            duration: number | null;
                            error: string | null;
                            id: string;
                            language: string | null;
                            likes: number;
                            needsRender: boolean;
                            platforms: string[];
                            progress: number;
                            renderedAt: string | null;
                            script: string | null;
                            stage: string | null;
                            /** @enum {string} */
                            status: "draft" | "generating" | "ready" | "published" | "failed";
                            thumbnailUrl: string | null;
                            title: string;
                            translationOf: string | null;
                            updatedAt: string;
                            videoUrl: string | null;
                            views: number;
                        };
                        video_url: string | null;
                        videoId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAgentHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: boolean;
                        ffmpeg: {
                            available: boolean;
                            version: string | null;
                        };
                        healthy: boolean;
                        llm: {
                            configured: boolean;
                            model: string | null;
                            provider: string;
                            writer: {
                                host?: string;
                                /** @enum {string} */
                                kind: "openai-compatible" | "ollama" | "user" | "builtin";
                                label: string;
                                model?: string;
                            };
                        };
                        renderWorker: {
                            count: number;
                            online: boolean;
                        };
                        tts: {
                            engine: string;
                        };
                    } | {
                        healthy: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    recordEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category?: string;
                    label?: string;
                    /** @enum {string} */
                    name: "page_view" | "video_created" | "ai_model_used";
                    path?: string;
                    value?: number;
                };
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        clientSecret: string;
                        currency: string;
                        /** @enum {string} */
                        plan: "premium";
                        /** @enum {string} */
                        provider: "sandbox" | "stripe";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        status: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            /** @description Something this request needs is not set up or not running on this server. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        database: string;
                        message: string;
                        status: string;
                    };
                };
            };
        };
    };
    listLibrary: {
        parameters: {
            query?: {
                category?: "all" | "tech" | "lifestyle" | "education" | "entertainment" | "trending" | "business";
                cursor?: string;
                favorites?: "true" | "false";
                limit?: number;
                search?: string;
                sort?: "recent" | "name" | "likes" | "views";
                type?: "all" | "video" | "template" | "image" | "audio" | "script";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            audio: number;
                            image: number;
                            script: number;
                            template: number;
                            video: number;
                        };
                        items: {
                            category: string | null;
                            createdAt: string;
                            description: string | null;
                            downloadUrl: string | null;
                            duration: number | null;
                            height: number | null;
                            id: string;
                            isFavorite: boolean;
                            isPublic: boolean;
                            likes: number;
                            mimeType: string | null;
                            name: string;
                            /** @enum {string} */
                            origin: "video" | "template" | "upload";
                            previewUrl: string | null;
                            size: number | null;
                            /** @enum {string|null} */
                            status: "draft" | "generating" | "ready" | "published" | "failed" | null;
                            tags: string[];
                            thumbnailUrl: string | null;
                            /** @enum {string} */
                            type: "video" | "template" | "image" | "audio" | "script";
                            updatedAt: string;
                            views: number | null;
                            width: number | null;
                        }[];
                        nextCursor: string | null;
                        total: number;
                        totalEstimated?: boolean;
                        totalSize: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadLibraryItems: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteLibraryItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateLibraryItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    category?: "tech" | "lifestyle" | "education" | "entertainment" | "trending" | "business" | null;
                    description?: string | null;
                    isFavorite?: boolean;
                    name?: string;
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string | null;
                        createdAt: string;
                        description: string | null;
                        downloadUrl: string | null;
                        duration: number | null;
                        height: number | null;
                        id: string;
                        isFavorite: boolean;
                        isPublic: boolean;
                        likes: number;
                        mimeType: string | null;
                        name: string;
                        /** @enum {string} */
                        origin: "video" | "template" | "upload";
                        previewUrl: string | null;
                        size: number | null;
                        /** @enum {string|null} */
                        status: "draft" | "generating" | "ready" | "published" | "failed" | null;
                        tags: string[];
                        thumbnailUrl: string | null;
                        /** @enum {string} */
                        type: "video" | "template" | "image" | "audio" | "script";
                        updatedAt: string;
                        views: number | null;
                        width: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadLibraryItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLibraryFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLibraryThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    uploadLibraryItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string | null;
                        createdAt: string;
                        description: string | null;
                        downloadUrl: string | null;
                        duration: number | null;
                        height: number | null;
                        id: string;
                        isFavorite: boolean;
                        isPublic: boolean;
                        likes: number;
                        mimeType: string | null;
                        name: string;
                        /** @enum {string} */
                        origin: "video" | "template" | "upload";
                        previewUrl: string | null;
                        size: number | null;
                        /** @enum {string|null} */
                        status: "draft" | "generating" | "ready" | "published" | "failed" | null;
                        tags: string[];
                        thumbnailUrl: string | null;
                        /** @enum {string} */
                        type: "video" | "template" | "image" | "audio" | "script";
                        updatedAt: string;
                        views: number | null;
                        width: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    redirectToLogin: {
        parameters: {
            query?: {
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To `/login`, with `returnTo` when one was given. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            body: string;
                            createdAt: string;
                            id: string;
                            link: string | null;
                            readAt: string | null;
                            title: string;
                        }[];
                        nextCursor: string | null;
                        unreadCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPublicVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarId: string | null;
                        captionsUrl: string | null;
                        clipOf: string | null;
                        clipOfName: string | null;
                        createdAt: string;
                        credits: string[];
                        description: string | null;
                        duration: number | null;
                        error: string | null;
                        id: string;
                        language: string | null;
                        likes: number;
                        needsRender: boolean;
                        platforms: string[];
                        progress: number;
                        renderedAt: string | null;
                        script: string | null;
                        stage: string | null;
                        /** @enum {string} */
                        status: "draft" | "generating" | "ready" | "published" | "failed";
                        thumbnailUrl: string | null;
                        title: string;
                        translationOf: string | null;
                        updatedAt: string;
                        videoUrl: string | null;
                        views: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    recordPlay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counted: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPosts: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            content: string | null;
                            createdAt: string;
                            id: string;
                            platformOptions: {
                                bluesky?: {
                                    caption?: string | null;
                                    firstComment?: unknown;
                                    hashtags?: string[];
                                };
                                facebook?: {
                                    caption?: string | null;
                                    firstComment?: string | null;
                                    hashtags?: string[];
                                };
                                instagram?: {
                                    caption?: string | null;
                                    firstComment?: string | null;
                                    hashtags?: string[];
                                };
                                linkedin?: {
                                    caption?: string | null;
                                    firstComment?: unknown;
                                    hashtags?: string[];
                                };
                                mastodon?: {
                                    caption?: string | null;
                                    contentWarning?: string | null;
                                    firstComment?: unknown;
                                    hashtags?: string[];
                                    /** @enum {string} */
                                    mastodonVisibility?: "public" | "unlisted" | "private" | "direct";
                                };
                                pinterest?: {
                                    boardId?: string | null;
                                    caption?: string | null;
                                    firstComment?: unknown;
                                    hashtags?: string[];
                                    link?: string | null;
                                };
                                threads?: {
                                    caption?: string | null;
                                    firstComment?: unknown;
                                    hashtags?: string[];
                                    /** @enum {string} */
                                    replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
                                };
                                tiktok?: {
                                    allowComments?: boolean;
                                    allowDuet?: boolean;
                                    allowStitch?: boolean;
                                    caption?: string | null;
                                    firstComment?: unknown;
                                    hashtags?: string[];
                                    /** @enum {string} */
                                    privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                                };
                                twitter?: {
                                    caption?: string | null;
                                    firstComment?: unknown;
                                    hashtags?: string[];
                                };
                                youtube?: {
                                    caption?: string | null;
                                    firstComment?: string | null;
                                    hashtags?: string[];
                                    madeForKids?: boolean;
                                    /** @enum {string} */
                                    visibility?: "public" | "unlisted" | "private";
                                };
                            };
                            platforms: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                            results: {
                                error: string | null;
                                errorDetail: string | null;
                                maxRetries: number;
                                /** @enum {string} */
                                platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                                remoteId: string | null;
                                retries: number;
                                /** @enum {string} */
                                status: "pending" | "publishing" | "posted" | "failed" | "unknown";
                                updatedAt: string | null;
                                url: string | null;
                            }[];
                            scheduledTime: string;
                            /** @enum {string} */
                            status: "pending" | "ready" | "publishing" | "posted" | "failed" | "draft";
                            title: string;
                            updatedAt: string;
                            video: {
                                id: string;
                                /** @enum {string} */
                                status: "draft" | "generating" | "ready" | "published" | "failed";
                                thumbnailUrl: string | null;
                                title: string;
                            } | null;
                            videoId: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    schedulePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string | null;
                    platformOptions?: {
                        bluesky?: {
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                        };
                        facebook?: {
                            caption?: string | null;
                            firstComment?: string | null;
                            hashtags?: string[];
                        };
                        instagram?: {
                            caption?: string | null;
                            firstComment?: string | null;
                            hashtags?: string[];
                        };
                        linkedin?: {
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                        };
                        mastodon?: {
                            caption?: string | null;
                            contentWarning?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                            /** @enum {string} */
                            mastodonVisibility?: "public" | "unlisted" | "private" | "direct";
                        };
                        pinterest?: {
                            boardId?: string | null;
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                            link?: string | null;
                        };
                        threads?: {
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                            /** @enum {string} */
                            replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
                        };
                        tiktok?: {
                            allowComments?: boolean;
                            allowDuet?: boolean;
                            allowStitch?: boolean;
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                            /** @enum {string} */
                            privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                        };
                        twitter?: {
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                        };
                        youtube?: {
                            caption?: string | null;
                            firstComment?: string | null;
                            hashtags?: string[];
                            madeForKids?: boolean;
                            /** @enum {string} */
                            visibility?: "public" | "unlisted" | "private";
                        };
                    };
                    platforms: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                    scheduledTime: string;
                    /** @enum {string} */
                    status?: "pending" | "ready" | "draft";
                    title: string;
                    /** Format: uuid */
                    videoId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string | null;
                        createdAt: string;
                        id: string;
                        platformOptions: {
                            bluesky?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            facebook?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                            };
                            instagram?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                            };
                            linkedin?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            mastodon?: {
                                caption?: string | null;
                                contentWarning?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                mastodonVisibility?: "public" | "unlisted" | "private" | "direct";
                            };
                            pinterest?: {
                                boardId?: string | null;
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                link?: string | null;
                            };
                            threads?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
                            };
                            tiktok?: {
                                allowComments?: boolean;
                                allowDuet?: boolean;
                                allowStitch?: boolean;
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            };
                            twitter?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            youtube?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                                madeForKids?: boolean;
                                /** @enum {string} */
                                visibility?: "public" | "unlisted" | "private";
                            };
                        };
                        platforms: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                        results: {
                            error: string | null;
                            errorDetail: string | null;
                            maxRetries: number;
                            /** @enum {string} */
                            platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                            remoteId: string | null;
                            retries: number;
                            /** @enum {string} */
                            status: "pending" | "publishing" | "posted" | "failed" | "unknown";
                            updatedAt: string | null;
                            url: string | null;
                        }[];
                        scheduledTime: string;
                        /** @enum {string} */
                        status: "pending" | "ready" | "publishing" | "posted" | "failed" | "draft";
                        title: string;
                        updatedAt: string;
                        video: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "generating" | "ready" | "published" | "failed";
                            thumbnailUrl: string | null;
                            title: string;
                        } | null;
                        videoId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string | null;
                        createdAt: string;
                        id: string;
                        platformOptions: {
                            bluesky?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            facebook?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                            };
                            instagram?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                            };
                            linkedin?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            mastodon?: {
                                caption?: string | null;
                                contentWarning?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                mastodonVisibility?: "public" | "unlisted" | "private" | "direct";
                            };
                            pinterest?: {
                                boardId?: string | null;
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                link?: string | null;
                            };
                            threads?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
                            };
                            tiktok?: {
                                allowComments?: boolean;
                                allowDuet?: boolean;
                                allowStitch?: boolean;
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            };
                            twitter?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            youtube?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                                madeForKids?: boolean;
                                /** @enum {string} */
                                visibility?: "public" | "unlisted" | "private";
                            };
                        };
                        platforms: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                        results: {
                            error: string | null;
                            errorDetail: string | null;
                            maxRetries: number;
                            /** @enum {string} */
                            platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                            remoteId: string | null;
                            retries: number;
                            /** @enum {string} */
                            status: "pending" | "publishing" | "posted" | "failed" | "unknown";
                            updatedAt: string | null;
                            url: string | null;
                        }[];
                        scheduledTime: string;
                        /** @enum {string} */
                        status: "pending" | "ready" | "publishing" | "posted" | "failed" | "draft";
                        title: string;
                        updatedAt: string;
                        video: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "generating" | "ready" | "published" | "failed";
                            thumbnailUrl: string | null;
                            title: string;
                        } | null;
                        videoId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updatePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: string | null;
                    platformOptions?: {
                        bluesky?: {
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                        };
                        facebook?: {
                            caption?: string | null;
                            firstComment?: string | null;
                            hashtags?: string[];
                        };
                        instagram?: {
                            caption?: string | null;
                            firstComment?: string | null;
                            hashtags?: string[];
                        };
                        linkedin?: {
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                        };
                        mastodon?: {
                            caption?: string | null;
                            contentWarning?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                            /** @enum {string} */
                            mastodonVisibility?: "public" | "unlisted" | "private" | "direct";
                        };
                        pinterest?: {
                            boardId?: string | null;
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                            link?: string | null;
                        };
                        threads?: {
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                            /** @enum {string} */
                            replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
                        };
                        tiktok?: {
                            allowComments?: boolean;
                            allowDuet?: boolean;
                            allowStitch?: boolean;
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                            /** @enum {string} */
                            privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                        };
                        twitter?: {
                            caption?: string | null;
                            firstComment?: unknown;
                            hashtags?: string[];
                        };
                        youtube?: {
                            caption?: string | null;
                            firstComment?: string | null;
                            hashtags?: string[];
                            madeForKids?: boolean;
                            /** @enum {string} */
                            visibility?: "public" | "unlisted" | "private";
                        };
                    };
                    platforms?: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                    scheduledTime?: string;
                    /** @enum {string} */
                    status?: "pending" | "ready" | "draft";
                    title?: string;
                    /** Format: uuid */
                    videoId?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string | null;
                        createdAt: string;
                        id: string;
                        platformOptions: {
                            bluesky?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            facebook?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                            };
                            instagram?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                            };
                            linkedin?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            mastodon?: {
                                caption?: string | null;
                                contentWarning?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                mastodonVisibility?: "public" | "unlisted" | "private" | "direct";
                            };
                            pinterest?: {
                                boardId?: string | null;
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                link?: string | null;
                            };
                            threads?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
                            };
                            tiktok?: {
                                allowComments?: boolean;
                                allowDuet?: boolean;
                                allowStitch?: boolean;
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            };
                            twitter?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            youtube?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                                madeForKids?: boolean;
                                /** @enum {string} */
                                visibility?: "public" | "unlisted" | "private";
                            };
                        };
                        platforms: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                        results: {
                            error: string | null;
                            errorDetail: string | null;
                            maxRetries: number;
                            /** @enum {string} */
                            platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                            remoteId: string | null;
                            retries: number;
                            /** @enum {string} */
                            status: "pending" | "publishing" | "posted" | "failed" | "unknown";
                            updatedAt: string | null;
                            url: string | null;
                        }[];
                        scheduledTime: string;
                        /** @enum {string} */
                        status: "pending" | "ready" | "publishing" | "posted" | "failed" | "draft";
                        title: string;
                        updatedAt: string;
                        video: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "generating" | "ready" | "published" | "failed";
                            thumbnailUrl: string | null;
                            title: string;
                        } | null;
                        videoId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retryPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content: string | null;
                        createdAt: string;
                        id: string;
                        platformOptions: {
                            bluesky?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            facebook?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                            };
                            instagram?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                            };
                            linkedin?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            mastodon?: {
                                caption?: string | null;
                                contentWarning?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                mastodonVisibility?: "public" | "unlisted" | "private" | "direct";
                            };
                            pinterest?: {
                                boardId?: string | null;
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                link?: string | null;
                            };
                            threads?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                replyControl?: "everyone" | "accounts_you_follow" | "mentioned_only" | "parent_post_author_only" | "followers_only";
                            };
                            tiktok?: {
                                allowComments?: boolean;
                                allowDuet?: boolean;
                                allowStitch?: boolean;
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                                /** @enum {string} */
                                privacyLevel?: "PUBLIC_TO_EVERYONE" | "MUTUAL_FOLLOW_FRIENDS" | "FOLLOWER_OF_CREATOR" | "SELF_ONLY";
                            };
                            twitter?: {
                                caption?: string | null;
                                firstComment?: unknown;
                                hashtags?: string[];
                            };
                            youtube?: {
                                caption?: string | null;
                                firstComment?: string | null;
                                hashtags?: string[];
                                madeForKids?: boolean;
                                /** @enum {string} */
                                visibility?: "public" | "unlisted" | "private";
                            };
                        };
                        platforms: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                        results: {
                            error: string | null;
                            errorDetail: string | null;
                            maxRetries: number;
                            /** @enum {string} */
                            platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                            remoteId: string | null;
                            retries: number;
                            /** @enum {string} */
                            status: "pending" | "publishing" | "posted" | "failed" | "unknown";
                            updatedAt: string | null;
                            url: string | null;
                        }[];
                        scheduledTime: string;
                        /** @enum {string} */
                        status: "pending" | "ready" | "publishing" | "posted" | "failed" | "draft";
                        title: string;
                        updatedAt: string;
                        video: {
                            id: string;
                            /** @enum {string} */
                            status: "draft" | "generating" | "ready" | "published" | "failed";
                            thumbnailUrl: string | null;
                            title: string;
                        } | null;
                        videoId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPlatformRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aspects: string[];
                        maxBytes: number | null;
                        maxDurationSec: number | null;
                        minDurationSec: number | null;
                        /** @enum {string} */
                        platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBrandKit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        /** @enum {string|null} */
                        font: "noto-sans" | "montserrat" | null;
                        /** @enum {string} */
                        logoCorner: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                        logoOpacity: number;
                        logoUrl: string | null;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        primaryColor: string | null;
                        secondaryColor: string | null;
                        updatedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveBrandKit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                    /** @enum {string|null} */
                    font: "noto-sans" | "montserrat" | null;
                    /** @enum {string} */
                    logoCorner: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                    logoOpacity: number;
                    /** @enum {string|null} */
                    music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                    primaryColor: string | null;
                    secondaryColor: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        /** @enum {string|null} */
                        font: "noto-sans" | "montserrat" | null;
                        /** @enum {string} */
                        logoCorner: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                        logoOpacity: number;
                        logoUrl: string | null;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        primaryColor: string | null;
                        secondaryColor: string | null;
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBrandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setBrandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
                "image/*": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        /** @enum {string|null} */
                        font: "noto-sans" | "montserrat" | null;
                        /** @enum {string} */
                        logoCorner: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                        logoOpacity: number;
                        logoUrl: string | null;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        primaryColor: string | null;
                        secondaryColor: string | null;
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteBrandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        /** @enum {string|null} */
                        font: "noto-sans" | "montserrat" | null;
                        /** @enum {string} */
                        logoCorner: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                        logoOpacity: number;
                        logoUrl: string | null;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        primaryColor: string | null;
                        secondaryColor: string | null;
                        updatedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLlmSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            baseUrl: string;
                            hasApiKey: boolean;
                            model: string;
                            updatedAt: string;
                        } | null;
                        writer: {
                            host?: string;
                            /** @enum {string} */
                            kind: "openai-compatible" | "ollama" | "user" | "builtin";
                            label: string;
                            model?: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveLlmSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey?: string;
                    baseUrl: string;
                    model: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            baseUrl: string;
                            hasApiKey: boolean;
                            model: string;
                            updatedAt: string;
                        } | null;
                        writer: {
                            host?: string;
                            /** @enum {string} */
                            kind: "openai-compatible" | "ollama" | "user" | "builtin";
                            label: string;
                            model?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteLlmSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            baseUrl: string;
                            hasApiKey: boolean;
                            model: string;
                            updatedAt: string;
                        } | null;
                        writer: {
                            host?: string;
                            /** @enum {string} */
                            kind: "openai-compatible" | "ollama" | "user" | "builtin";
                            label: string;
                            model?: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    testLlmSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey?: string;
                    baseUrl?: string;
                    model?: string;
                } | null;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        models?: string[];
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMediaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pexels: {
                            /** @enum {string} */
                            active: "yours" | "server" | "none";
                            last4: string | null;
                            server: boolean;
                            set: boolean;
                        };
                        pixabay: {
                            /** @enum {string} */
                            active: "yours" | "server" | "none";
                            last4: string | null;
                            server: boolean;
                            set: boolean;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveMediaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pexelsApiKey?: string;
                    pixabayApiKey?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pexels: {
                            /** @enum {string} */
                            active: "yours" | "server" | "none";
                            last4: string | null;
                            server: boolean;
                            set: boolean;
                        };
                        pixabay: {
                            /** @enum {string} */
                            active: "yours" | "server" | "none";
                            last4: string | null;
                            server: boolean;
                            set: boolean;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteMediaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pexels: {
                            /** @enum {string} */
                            active: "yours" | "server" | "none";
                            last4: string | null;
                            server: boolean;
                            set: boolean;
                        };
                        pixabay: {
                            /** @enum {string} */
                            active: "yours" | "server" | "none";
                            last4: string | null;
                            server: boolean;
                            set: boolean;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    testMediaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pexelsApiKey?: string;
                    pixabayApiKey?: string;
                    /** @enum {string} */
                    provider?: "pexels" | "pixabay";
                } | null;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSpeechSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        active: "yours" | "server" | "built-in";
                        server: {
                            elevenlabs: boolean;
                            openai: boolean;
                        };
                        settings: {
                            apiKey: {
                                last4: string | null;
                                set: boolean;
                            };
                            baseUrl: string | null;
                            model: string | null;
                            /** @enum {string} */
                            provider: "openai" | "elevenlabs";
                            updatedAt: string;
                            voices: {
                                [key: string]: string;
                            };
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveSpeechSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey?: string;
                    baseUrl: string;
                    model?: string;
                    /** @enum {string} */
                    provider: "openai";
                    voices?: {
                        [key: string]: string;
                    };
                } | {
                    apiKey?: string;
                    model?: string;
                    /** @enum {string} */
                    provider: "elevenlabs";
                    voices?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        active: "yours" | "server" | "built-in";
                        server: {
                            elevenlabs: boolean;
                            openai: boolean;
                        };
                        settings: {
                            apiKey: {
                                last4: string | null;
                                set: boolean;
                            };
                            baseUrl: string | null;
                            model: string | null;
                            /** @enum {string} */
                            provider: "openai" | "elevenlabs";
                            updatedAt: string;
                            voices: {
                                [key: string]: string;
                            };
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteSpeechSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        active: "yours" | "server" | "built-in";
                        server: {
                            elevenlabs: boolean;
                            openai: boolean;
                        };
                        settings: {
                            apiKey: {
                                last4: string | null;
                                set: boolean;
                            };
                            baseUrl: string | null;
                            model: string | null;
                            /** @enum {string} */
                            provider: "openai" | "elevenlabs";
                            updatedAt: string;
                            voices: {
                                [key: string]: string;
                            };
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    testSpeechSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    apiKey?: string;
                    baseUrl: string;
                    model?: string;
                    /** @enum {string} */
                    provider: "openai";
                    voices?: {
                        [key: string]: string;
                    };
                } | {
                    apiKey?: string;
                    model?: string;
                    /** @enum {string} */
                    provider: "elevenlabs";
                    voices?: {
                        [key: string]: string;
                    };
                }) | null;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVoiceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        activeEngine: "espeak" | "openai" | "elevenlabs";
                        engines: ("espeak" | "openai" | "elevenlabs")[];
                        /** @enum {string} */
                        serverEngine: "espeak" | "openai" | "elevenlabs";
                        settings: {
                            /** @enum {string} */
                            engine: "espeak" | "openai" | "elevenlabs";
                            updatedAt: string;
                            /** @enum {string} */
                            voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6";
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveVoiceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    engine: "espeak" | "openai" | "elevenlabs";
                    /** @enum {string} */
                    voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6";
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        activeEngine: "espeak" | "openai" | "elevenlabs";
                        engines: ("espeak" | "openai" | "elevenlabs")[];
                        /** @enum {string} */
                        serverEngine: "espeak" | "openai" | "elevenlabs";
                        settings: {
                            /** @enum {string} */
                            engine: "espeak" | "openai" | "elevenlabs";
                            updatedAt: string;
                            /** @enum {string} */
                            voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6";
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteVoiceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        activeEngine: "espeak" | "openai" | "elevenlabs";
                        engines: ("espeak" | "openai" | "elevenlabs")[];
                        /** @enum {string} */
                        serverEngine: "espeak" | "openai" | "elevenlabs";
                        settings: {
                            /** @enum {string} */
                            engine: "espeak" | "openai" | "elevenlabs";
                            updatedAt: string;
                            /** @enum {string} */
                            voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6";
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            events: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            createdAt: string;
                            events: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        };
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events?: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        events: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                        id: string;
                        updatedAt: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: number;
                            createdAt: string;
                            error: string | null;
                            eventId: string;
                            eventType: string;
                            id: string;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            statusCode: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the work is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        createdAt: string;
                        error: string | null;
                        eventId: string;
                        eventType: string;
                        id: string;
                        lastAttemptAt: string | null;
                        nextAttemptAt: string | null;
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        statusCode: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            createdAt: string;
                            events: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        };
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: the work is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        createdAt: string;
                        error: string | null;
                        eventId: string;
                        eventType: string;
                        id: string;
                        lastAttemptAt: string | null;
                        nextAttemptAt: string | null;
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        statusCode: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSetup: {
        parameters: {
            query?: {
                refresh?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dismissed: boolean;
                        speech: {
                            current: string;
                            /** @enum {string} */
                            engine: "espeak" | "openai" | "elevenlabs";
                            hint: string;
                            /** @enum {string} */
                            kind: "basic" | "neural";
                            links: {
                                /** Format: uri */
                                href: string;
                                label: string;
                            }[];
                            model?: string;
                            provider?: string;
                            /** @enum {string} */
                            source: "yours" | "server" | "builtin";
                            upgraded: boolean;
                        };
                        visuals: {
                            current: string;
                            hint: string;
                            /** @enum {string} */
                            kind: "graphics" | "stock";
                            links: {
                                /** Format: uri */
                                href: string;
                                label: string;
                            }[];
                            providers: ("pexels" | "pixabay")[];
                            /** @enum {string} */
                            source: "yours" | "server" | "builtin";
                            upgraded: boolean;
                        };
                        writer: {
                            current: string;
                            hint: string;
                            /** @enum {string} */
                            kind: "builtin" | "research" | "model";
                            links: {
                                /** Format: uri */
                                href: string;
                                label: string;
                            }[];
                            model?: string;
                            ollama: {
                                detected: boolean;
                                host: string | null;
                            };
                            research: boolean;
                            /** @enum {string} */
                            source: "yours" | "server" | "builtin";
                            upgraded: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    dismissSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dismissed: boolean;
                        speech: {
                            current: string;
                            /** @enum {string} */
                            engine: "espeak" | "openai" | "elevenlabs";
                            hint: string;
                            /** @enum {string} */
                            kind: "basic" | "neural";
                            links: {
                                /** Format: uri */
                                href: string;
                                label: string;
                            }[];
                            model?: string;
                            provider?: string;
                            /** @enum {string} */
                            source: "yours" | "server" | "builtin";
                            upgraded: boolean;
                        };
                        visuals: {
                            current: string;
                            hint: string;
                            /** @enum {string} */
                            kind: "graphics" | "stock";
                            links: {
                                /** Format: uri */
                                href: string;
                                label: string;
                            }[];
                            providers: ("pexels" | "pixabay")[];
                            /** @enum {string} */
                            source: "yours" | "server" | "builtin";
                            upgraded: boolean;
                        };
                        writer: {
                            current: string;
                            hint: string;
                            /** @enum {string} */
                            kind: "builtin" | "research" | "model";
                            links: {
                                /** Format: uri */
                                href: string;
                                label: string;
                            }[];
                            model?: string;
                            ollama: {
                                detected: boolean;
                                host: string | null;
                            };
                            research: boolean;
                            /** @enum {string} */
                            source: "yours" | "server" | "builtin";
                            upgraded: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    connectAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accessToken: string;
                    expiresIn?: number | null;
                    /** @enum {string} */
                    platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                    platformUserId?: string | null;
                    platformUsername?: string | null;
                    refreshToken?: string | null;
                    serverUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarUrl: string | null;
                        canRefresh: boolean;
                        checkedAt: string | null;
                        createdAt: string;
                        id: string;
                        isActive: boolean;
                        lastError: string | null;
                        missingScopes: string[];
                        /** @enum {string} */
                        platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                        platformUserId: string | null;
                        platformUsername: string | null;
                        scopes: string[] | null;
                        serverUrl: string | null;
                        tokenExpiresAt: string | null;
                        updatedAt: string;
                    };
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarUrl: string | null;
                        canRefresh: boolean;
                        checkedAt: string | null;
                        createdAt: string;
                        id: string;
                        isActive: boolean;
                        lastError: string | null;
                        missingScopes: string[];
                        /** @enum {string} */
                        platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                        platformUserId: string | null;
                        platformUsername: string | null;
                        scopes: string[] | null;
                        serverUrl: string | null;
                        tokenExpiresAt: string | null;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    listConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarUrl: string | null;
                        canRefresh: boolean;
                        checkedAt: string | null;
                        createdAt: string;
                        id: string;
                        isActive: boolean;
                        lastError: string | null;
                        missingScopes: string[];
                        /** @enum {string} */
                        platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                        platformUserId: string | null;
                        platformUsername: string | null;
                        scopes: string[] | null;
                        serverUrl: string | null;
                        tokenExpiresAt: string | null;
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    disconnectAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    finishOAuth: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                error_description?: string;
                state?: string;
            };
            header?: never;
            path: {
                platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the web app's connections page, with the outcome. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startOAuth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the platform's consent page. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        platforms: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPinterestBoards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            privacy: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getPlatformStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connectionId: string;
                        lastError: string | null;
                        /** @enum {string} */
                        platform: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                        platformUsername: string | null;
                        /** @enum {string} */
                        state: "connected" | "syncing" | "disconnected";
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTiktokCreatorInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        commentDisabled: boolean;
                        creatorUsername: string | null;
                        duetDisabled: boolean;
                        maxVideoPostDurationSec: number | null;
                        privacyLevelOptions: string[];
                        stitchDisabled: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    searchStockMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    aspect?: "9:16" | "1:1" | "4:5" | "16:9";
                    /** @default 12 */
                    limit?: number;
                    /** @enum {string} */
                    platform?: "tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest";
                    query: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        configured: boolean;
                        results: {
                            credit: string;
                            height: number;
                            id: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            provider: "pexels" | "pixabay";
                            signature: string;
                            thumbnailUrl: string | null;
                            /** Format: uri */
                            url: string;
                            width: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getContentPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            createdAt: string;
                            history: {
                                /** @enum {string|null} */
                                bestPlatform: "tiktok" | "youtube" | "instagram" | "facebook" | null;
                                note: string;
                                posts: number;
                                topVideos: {
                                    title: string;
                                    views: number;
                                }[];
                            };
                            id: string;
                            ideas: {
                                angle: string;
                                format: {
                                    /** @enum {string} */
                                    aspect: "9:16" | "1:1" | "4:5" | "16:9";
                                    /** @enum {string} */
                                    duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes";
                                    /** @enum {string} */
                                    platform: "tiktok" | "youtube" | "instagram" | "facebook";
                                    /** @enum {string} */
                                    structure: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                                    templateId: string | null;
                                    templateName: string | null;
                                    /** @enum {string} */
                                    tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining";
                                };
                                index: number;
                                postAt: string;
                                /** @enum {string} */
                                timeSource: "history" | "guidance";
                                topic: string;
                                videoId: string | null;
                            }[];
                            niche: string;
                            /** @enum {string} */
                            nicheSource: "typed" | "videos";
                            timeZone: string;
                            writer: {
                                /** @enum {string} */
                                kind: "openai-compatible" | "ollama" | "user" | "builtin";
                                model?: string;
                            };
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createContentPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 5 */
                    ideas?: number;
                    niche?: string;
                    /** @default UTC */
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        history: {
                            /** @enum {string|null} */
                            bestPlatform: "tiktok" | "youtube" | "instagram" | "facebook" | null;
                            note: string;
                            posts: number;
                            topVideos: {
                                title: string;
                                views: number;
                            }[];
                        };
                        id: string;
                        ideas: {
                            angle: string;
                            format: {
                                /** @enum {string} */
                                aspect: "9:16" | "1:1" | "4:5" | "16:9";
                                /** @enum {string} */
                                duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes";
                                /** @enum {string} */
                                platform: "tiktok" | "youtube" | "instagram" | "facebook";
                                /** @enum {string} */
                                structure: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                                templateId: string | null;
                                templateName: string | null;
                                /** @enum {string} */
                                tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining";
                            };
                            index: number;
                            postAt: string;
                            /** @enum {string} */
                            timeSource: "history" | "guidance";
                            topic: string;
                            videoId: string | null;
                        }[];
                        niche: string;
                        /** @enum {string} */
                        nicheSource: "typed" | "videos";
                        timeZone: string;
                        writer: {
                            /** @enum {string} */
                            kind: "openai-compatible" | "ollama" | "user" | "builtin";
                            model?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    writeIdeaScript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        title: string;
                        videoId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStarterPack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pack: {
                            createdAt: string;
                            id: string;
                            niche: string;
                            scripts: {
                                /** @enum {string} */
                                structure: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                                title: string;
                                videoId: string;
                            }[];
                            templates: {
                                name: string;
                                /** @enum {string} */
                                structure: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                                templateId: string;
                            }[];
                            writer: {
                                /** @enum {string} */
                                kind: "openai-compatible" | "ollama" | "user" | "builtin";
                                model?: string;
                            };
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createStarterPack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    niche: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        niche: string;
                        scripts: {
                            /** @enum {string} */
                            structure: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                            title: string;
                            videoId: string;
                        }[];
                        templates: {
                            name: string;
                            /** @enum {string} */
                            structure: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                            templateId: string;
                        }[];
                        writer: {
                            /** @enum {string} */
                            kind: "openai-compatible" | "ollama" | "user" | "builtin";
                            model?: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string|null} */
                            aspect: "9:16" | "1:1" | "4:5" | "16:9" | null;
                            /** @enum {string} */
                            badge: "VIRAL" | "HOT" | "NEW" | "AI";
                            /** @enum {string|null} */
                            captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                            category: string;
                            createdAt: string;
                            description: string | null;
                            /** @enum {string|null} */
                            duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes" | null;
                            id: string;
                            instructions: string | null;
                            isPublic: boolean;
                            isStarter: boolean;
                            likedByMe: boolean;
                            likes: number;
                            /** @enum {string|null} */
                            music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                            name: string;
                            owned: boolean;
                            /** @enum {string|null} */
                            platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook" | null;
                            /** @enum {string|null} */
                            presenterLayout: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                            /** @enum {string|null} */
                            structure: "listicle" | "story" | "tutorial" | "myth-vs-fact" | null;
                            thumbnailUrl: string | null;
                            /** @enum {string|null} */
                            tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining" | null;
                            usedCount: number;
                            /** @enum {string|null} */
                            visualSource: "auto" | "stock" | "library" | "ai" | "motion" | null;
                            /** @enum {string|null} */
                            voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    aspect?: "9:16" | "1:1" | "4:5" | "16:9" | null;
                    /** @enum {string|null} */
                    captionStyle?: "karaoke" | "pop" | "boxed" | "minimal" | null;
                    /** @enum {string} */
                    category?: "tech" | "lifestyle" | "education" | "entertainment" | "trending" | "business";
                    description?: string | null;
                    /** @enum {string} */
                    duration?: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes";
                    instructions?: string | null;
                    isPublic?: boolean;
                    /** @enum {string|null} */
                    music?: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                    name: string;
                    /** @enum {string} */
                    platform?: "all" | "tiktok" | "youtube" | "instagram" | "facebook";
                    /** @enum {string|null} */
                    presenterLayout?: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                    /** @enum {string} */
                    structure?: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                    /** @enum {string} */
                    tone?: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining";
                    /** @enum {string|null} */
                    visualSource?: "auto" | "stock" | "library" | "ai" | "motion" | null;
                    /** @enum {string|null} */
                    voiceId?: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        aspect: "9:16" | "1:1" | "4:5" | "16:9" | null;
                        /** @enum {string} */
                        badge: "VIRAL" | "HOT" | "NEW" | "AI";
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        category: string;
                        createdAt: string;
                        description: string | null;
                        /** @enum {string|null} */
                        duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes" | null;
                        id: string;
                        instructions: string | null;
                        isPublic: boolean;
                        isStarter: boolean;
                        likedByMe: boolean;
                        likes: number;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        name: string;
                        owned: boolean;
                        /** @enum {string|null} */
                        platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook" | null;
                        /** @enum {string|null} */
                        presenterLayout: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                        /** @enum {string|null} */
                        structure: "listicle" | "story" | "tutorial" | "myth-vs-fact" | null;
                        thumbnailUrl: string | null;
                        /** @enum {string|null} */
                        tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining" | null;
                        usedCount: number;
                        /** @enum {string|null} */
                        visualSource: "auto" | "stock" | "library" | "ai" | "motion" | null;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        aspect: "9:16" | "1:1" | "4:5" | "16:9" | null;
                        /** @enum {string} */
                        badge: "VIRAL" | "HOT" | "NEW" | "AI";
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        category: string;
                        createdAt: string;
                        description: string | null;
                        /** @enum {string|null} */
                        duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes" | null;
                        id: string;
                        instructions: string | null;
                        isPublic: boolean;
                        isStarter: boolean;
                        likedByMe: boolean;
                        likes: number;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        name: string;
                        owned: boolean;
                        /** @enum {string|null} */
                        platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook" | null;
                        /** @enum {string|null} */
                        presenterLayout: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                        /** @enum {string|null} */
                        structure: "listicle" | "story" | "tutorial" | "myth-vs-fact" | null;
                        thumbnailUrl: string | null;
                        /** @enum {string|null} */
                        tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining" | null;
                        usedCount: number;
                        /** @enum {string|null} */
                        visualSource: "auto" | "stock" | "library" | "ai" | "motion" | null;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    aspect?: "9:16" | "1:1" | "4:5" | "16:9" | null;
                    /** @enum {string|null} */
                    captionStyle?: "karaoke" | "pop" | "boxed" | "minimal" | null;
                    /** @enum {string} */
                    category?: "tech" | "lifestyle" | "education" | "entertainment" | "trending" | "business";
                    description?: string | null;
                    /** @enum {string} */
                    duration?: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes";
                    instructions?: string | null;
                    isPublic?: boolean;
                    /** @enum {string|null} */
                    music?: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                    name?: string;
                    /** @enum {string} */
                    platform?: "all" | "tiktok" | "youtube" | "instagram" | "facebook";
                    /** @enum {string|null} */
                    presenterLayout?: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                    /** @enum {string} */
                    structure?: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                    /** @enum {string} */
                    tone?: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining";
                    /** @enum {string|null} */
                    visualSource?: "auto" | "stock" | "library" | "ai" | "motion" | null;
                    /** @enum {string|null} */
                    voiceId?: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        aspect: "9:16" | "1:1" | "4:5" | "16:9" | null;
                        /** @enum {string} */
                        badge: "VIRAL" | "HOT" | "NEW" | "AI";
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        category: string;
                        createdAt: string;
                        description: string | null;
                        /** @enum {string|null} */
                        duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes" | null;
                        id: string;
                        instructions: string | null;
                        isPublic: boolean;
                        isStarter: boolean;
                        likedByMe: boolean;
                        likes: number;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        name: string;
                        owned: boolean;
                        /** @enum {string|null} */
                        platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook" | null;
                        /** @enum {string|null} */
                        presenterLayout: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                        /** @enum {string|null} */
                        structure: "listicle" | "story" | "tutorial" | "myth-vs-fact" | null;
                        thumbnailUrl: string | null;
                        /** @enum {string|null} */
                        tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining" | null;
                        usedCount: number;
                        /** @enum {string|null} */
                        visualSource: "auto" | "stock" | "library" | "ai" | "motion" | null;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    likeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        aspect: "9:16" | "1:1" | "4:5" | "16:9" | null;
                        /** @enum {string} */
                        badge: "VIRAL" | "HOT" | "NEW" | "AI";
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        category: string;
                        createdAt: string;
                        description: string | null;
                        /** @enum {string|null} */
                        duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes" | null;
                        id: string;
                        instructions: string | null;
                        isPublic: boolean;
                        isStarter: boolean;
                        likedByMe: boolean;
                        likes: number;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        name: string;
                        owned: boolean;
                        /** @enum {string|null} */
                        platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook" | null;
                        /** @enum {string|null} */
                        presenterLayout: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                        /** @enum {string|null} */
                        structure: "listicle" | "story" | "tutorial" | "myth-vs-fact" | null;
                        thumbnailUrl: string | null;
                        /** @enum {string|null} */
                        tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining" | null;
                        usedCount: number;
                        /** @enum {string|null} */
                        visualSource: "auto" | "stock" | "library" | "ai" | "motion" | null;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unlikeTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        aspect: "9:16" | "1:1" | "4:5" | "16:9" | null;
                        /** @enum {string} */
                        badge: "VIRAL" | "HOT" | "NEW" | "AI";
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        category: string;
                        createdAt: string;
                        description: string | null;
                        /** @enum {string|null} */
                        duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes" | null;
                        id: string;
                        instructions: string | null;
                        isPublic: boolean;
                        isStarter: boolean;
                        likedByMe: boolean;
                        likes: number;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        name: string;
                        owned: boolean;
                        /** @enum {string|null} */
                        platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook" | null;
                        /** @enum {string|null} */
                        presenterLayout: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                        /** @enum {string|null} */
                        structure: "listicle" | "story" | "tutorial" | "myth-vs-fact" | null;
                        thumbnailUrl: string | null;
                        /** @enum {string|null} */
                        tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining" | null;
                        usedCount: number;
                        /** @enum {string|null} */
                        visualSource: "auto" | "stock" | "library" | "ai" | "motion" | null;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        prefix: string;
                        /** @enum {string} */
                        scope: "read" | "write";
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                        prefix: string;
                        /** @enum {string} */
                        scope: "read" | "write";
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio?: string | null;
                    currentPassword?: string;
                    email?: string;
                    firstName?: string | null;
                    lastName?: string | null;
                    location?: string | null;
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bio: string | null;
                        createdAt: string;
                        email: string;
                        firstName: string | null;
                        id: string;
                        lastName: string | null;
                        location: string | null;
                        profileImageUrl: string | null;
                        role: string;
                        subscriptionStatus: string;
                        website: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setProfileImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
                "image/*": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bio: string | null;
                        createdAt: string;
                        email: string;
                        firstName: string | null;
                        id: string;
                        lastName: string | null;
                        location: string | null;
                        profileImageUrl: string | null;
                        role: string;
                        subscriptionStatus: string;
                        website: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountAge: number;
                        scheduledPosts: number;
                        templatesUsed: number;
                        totalLikes: number;
                        totalViews: number;
                        videosCreated: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listVideos: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            duration: number | null;
                            error: string | null;
                            id: string;
                            likes: number;
                            platforms: string[];
                            progress: number;
                            renderedAt: string | null;
                            stage: string | null;
                            /** @enum {string} */
                            status: "draft" | "generating" | "ready" | "published" | "failed";
                            thumbnailUrl: string | null;
                            title: string;
                            updatedAt: string;
                            videoUrl: string | null;
                            views: number;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    duration?: number | null;
                    platforms?: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                    script?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "generating" | "ready" | "published" | "failed";
                    thumbnailUrl?: string | null;
                    title: string;
                    videoUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarId: string | null;
                        captionsUrl: string | null;
                        clipOf: string | null;
                        clipOfName: string | null;
                        createdAt: string;
                        credits: string[];
                        description: string | null;
                        duration: number | null;
                        error: string | null;
                        id: string;
                        language: string | null;
                        likes: number;
                        needsRender: boolean;
                        platforms: string[];
                        progress: number;
                        renderedAt: string | null;
                        script: string | null;
                        stage: string | null;
                        /** @enum {string} */
                        status: "draft" | "generating" | "ready" | "published" | "failed";
                        thumbnailUrl: string | null;
                        title: string;
                        translationOf: string | null;
                        updatedAt: string;
                        videoUrl: string | null;
                        views: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarId: string | null;
                        captionsUrl: string | null;
                        clipOf: string | null;
                        clipOfName: string | null;
                        createdAt: string;
                        credits: string[];
                        description: string | null;
                        duration: number | null;
                        error: string | null;
                        id: string;
                        language: string | null;
                        likes: number;
                        needsRender: boolean;
                        platforms: string[];
                        progress: number;
                        renderedAt: string | null;
                        script: string | null;
                        stage: string | null;
                        /** @enum {string} */
                        status: "draft" | "generating" | "ready" | "published" | "failed";
                        thumbnailUrl: string | null;
                        title: string;
                        translationOf: string | null;
                        updatedAt: string;
                        videoUrl: string | null;
                        views: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    platforms?: ("tiktok" | "youtube" | "instagram" | "facebook" | "twitter" | "linkedin" | "mastodon" | "bluesky" | "threads" | "pinterest")[];
                    script?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "generating" | "ready" | "published" | "failed";
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarId: string | null;
                        captionsUrl: string | null;
                        clipOf: string | null;
                        clipOfName: string | null;
                        createdAt: string;
                        credits: string[];
                        description: string | null;
                        duration: number | null;
                        error: string | null;
                        id: string;
                        language: string | null;
                        likes: number;
                        needsRender: boolean;
                        platforms: string[];
                        progress: number;
                        renderedAt: string | null;
                        script: string | null;
                        stage: string | null;
                        /** @enum {string} */
                        status: "draft" | "generating" | "ready" | "published" | "failed";
                        thumbnailUrl: string | null;
                        title: string;
                        translationOf: string | null;
                        updatedAt: string;
                        videoUrl: string | null;
                        views: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVideoCaptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/vtt": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRenderSteps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        steps: {
                            cached: boolean;
                            /** @enum {string} */
                            kind: "narration" | "segment" | "transition" | "join";
                            sceneIndex: number | null;
                            seconds: number;
                            /** @enum {string} */
                            status: "done";
                            worker: {
                                host: string;
                                pid: number;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    renderVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    visualSource?: "auto" | "stock" | "library" | "ai" | "motion";
                } | null;
            };
        };
        responses: {
            /** @description Accepted: the work is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarId: string | null;
                        captionsUrl: string | null;
                        clipOf: string | null;
                        clipOfName: string | null;
                        createdAt: string;
                        credits: string[];
                        description: string | null;
                        duration: number | null;
                        error: string | null;
                        id: string;
                        language: string | null;
                        likes: number;
                        needsRender: boolean;
                        platforms: string[];
                        progress: number;
                        renderedAt: string | null;
                        script: string | null;
                        stage: string | null;
                        /** @enum {string} */
                        status: "draft" | "generating" | "ready" | "published" | "failed";
                        thumbnailUrl: string | null;
                        title: string;
                        translationOf: string | null;
                        updatedAt: string;
                        videoUrl: string | null;
                        views: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStoryboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scenes: {
                            comparison?: {
                                left: {
                                    points: string[];
                                    title: string;
                                };
                                right: {
                                    points: string[];
                                    title: string;
                                };
                            };
                            emoji?: string;
                            items?: string[];
                            keywords?: string[];
                            /** @enum {string} */
                            kind?: "narration" | "stat" | "list" | "steps" | "comparison" | "quote" | "timeline";
                            quote?: {
                                by: string;
                                text: string;
                            };
                            stat?: {
                                label: string;
                                value: string;
                            };
                            text: string;
                            timeline?: {
                                what: string;
                                when: string;
                            }[];
                            /**
                             * @default {
                             *       "kind": "auto"
                             *     }
                             */
                            visual: {
                                /** @enum {string} */
                                kind: "auto";
                            } | {
                                /** @enum {string} */
                                kind: "motion";
                            } | {
                                /** @enum {string} */
                                kind: "stock";
                                pick: {
                                    credit: string;
                                    height: number;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "video" | "image";
                                    /** @enum {string} */
                                    provider: "pexels" | "pixabay";
                                    signature: string;
                                    thumbnailUrl: string | null;
                                    /** Format: uri */
                                    url: string;
                                    width: number;
                                };
                            } | {
                                /** Format: uuid */
                                itemId: string;
                                /** @enum {string} */
                                kind: "library";
                            };
                            visualQuery?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveStoryboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scenes: {
                        comparison?: {
                            left: {
                                points: string[];
                                title: string;
                            };
                            right: {
                                points: string[];
                                title: string;
                            };
                        };
                        emoji?: string;
                        items?: string[];
                        keywords?: string[];
                        /** @enum {string} */
                        kind?: "narration" | "stat" | "list" | "steps" | "comparison" | "quote" | "timeline";
                        quote?: {
                            by: string;
                            text: string;
                        };
                        stat?: {
                            label: string;
                            value: string;
                        };
                        text: string;
                        timeline?: {
                            what: string;
                            when: string;
                        }[];
                        /**
                         * @default {
                         *       "kind": "auto"
                         *     }
                         */
                        visual?: {
                            /** @enum {string} */
                            kind: "auto";
                        } | {
                            /** @enum {string} */
                            kind: "motion";
                        } | {
                            /** @enum {string} */
                            kind: "stock";
                            pick: {
                                credit: string;
                                height: number;
                                id: string;
                                /** @enum {string} */
                                kind: "video" | "image";
                                /** @enum {string} */
                                provider: "pexels" | "pixabay";
                                signature: string;
                                thumbnailUrl: string | null;
                                /** Format: uri */
                                url: string;
                                width: number;
                            };
                        } | {
                            /** Format: uuid */
                            itemId: string;
                            /** @enum {string} */
                            kind: "library";
                        };
                        visualQuery?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scenes: {
                            comparison?: {
                                left: {
                                    points: string[];
                                    title: string;
                                };
                                right: {
                                    points: string[];
                                    title: string;
                                };
                            };
                            emoji?: string;
                            items?: string[];
                            keywords?: string[];
                            /** @enum {string} */
                            kind?: "narration" | "stat" | "list" | "steps" | "comparison" | "quote" | "timeline";
                            quote?: {
                                by: string;
                                text: string;
                            };
                            stat?: {
                                label: string;
                                value: string;
                            };
                            text: string;
                            timeline?: {
                                what: string;
                                when: string;
                            }[];
                            /**
                             * @default {
                             *       "kind": "auto"
                             *     }
                             */
                            visual: {
                                /** @enum {string} */
                                kind: "auto";
                            } | {
                                /** @enum {string} */
                                kind: "motion";
                            } | {
                                /** @enum {string} */
                                kind: "stock";
                                pick: {
                                    credit: string;
                                    height: number;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "video" | "image";
                                    /** @enum {string} */
                                    provider: "pexels" | "pixabay";
                                    signature: string;
                                    thumbnailUrl: string | null;
                                    /** Format: uri */
                                    url: string;
                                    width: number;
                                };
                            } | {
                                /** Format: uuid */
                                itemId: string;
                                /** @enum {string} */
                                kind: "library";
                            };
                            visualQuery?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    previewScene: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                index: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    streamVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/mp4": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createTemplateFromVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "tech" | "lifestyle" | "education" | "entertainment" | "trending" | "business";
                    description?: string | null;
                    isPublic?: boolean;
                    name: string;
                    /** @enum {string} */
                    structure: "listicle" | "story" | "tutorial" | "myth-vs-fact";
                    /** @enum {string} */
                    tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        aspect: "9:16" | "1:1" | "4:5" | "16:9" | null;
                        /** @enum {string} */
                        badge: "VIRAL" | "HOT" | "NEW" | "AI";
                        /** @enum {string|null} */
                        captionStyle: "karaoke" | "pop" | "boxed" | "minimal" | null;
                        category: string;
                        createdAt: string;
                        description: string | null;
                        /** @enum {string|null} */
                        duration: "15-30 seconds" | "30-60 seconds" | "1-3 minutes" | "3+ minutes" | null;
                        id: string;
                        instructions: string | null;
                        isPublic: boolean;
                        isStarter: boolean;
                        likedByMe: boolean;
                        likes: number;
                        /** @enum {string|null} */
                        music: "none" | "calm" | "upbeat" | "inspiring" | "dramatic" | null;
                        name: string;
                        owned: boolean;
                        /** @enum {string|null} */
                        platform: "all" | "tiktok" | "youtube" | "instagram" | "facebook" | null;
                        /** @enum {string|null} */
                        presenterLayout: "bottom-left" | "bottom-right" | "top-left" | "top-right" | "lower-third" | "split" | "talking-head" | "intro-outro" | null;
                        /** @enum {string|null} */
                        structure: "listicle" | "story" | "tutorial" | "myth-vs-fact" | null;
                        thumbnailUrl: string | null;
                        /** @enum {string|null} */
                        tone: "engaging-educational" | "motivational" | "casual-friendly" | "professional" | "funny-entertaining" | null;
                        usedCount: number;
                        /** @enum {string|null} */
                        visualSource: "auto" | "stock" | "library" | "ai" | "motion" | null;
                        /** @enum {string|null} */
                        voiceId: "voice1" | "voice2" | "voice3" | "voice4" | "voice5" | "voice6" | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVideoThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    translateVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    languages: ("af" | "am" | "an" | "ar" | "as" | "az" | "ba" | "be" | "bg" | "bn" | "bpy" | "bs" | "ca" | "chr" | "cmn" | "cs" | "cv" | "cy" | "da" | "de" | "el" | "en" | "eo" | "es" | "et" | "eu" | "fa" | "fi" | "fo" | "fr" | "ga" | "gd" | "gn" | "grc" | "gu" | "hak" | "haw" | "he" | "hi" | "hr" | "ht" | "hu" | "hy" | "hyw" | "ia" | "id" | "io" | "is" | "it" | "ja" | "ka" | "kaa" | "kk" | "kl" | "kn" | "ko" | "kok" | "ku" | "ky" | "la" | "lb" | "lt" | "ltg" | "lv" | "mi" | "mk" | "ml" | "mr" | "ms" | "mt" | "mto" | "my" | "nb" | "nci" | "ne" | "nl" | "nog" | "om" | "or" | "pa" | "pap" | "pl" | "pt" | "qu" | "quc" | "ro" | "ru" | "sd" | "shn" | "si" | "sk" | "sl" | "smj" | "sq" | "sr" | "sv" | "sw" | "ta" | "te" | "th" | "ti" | "tk" | "tn" | "tr" | "tt" | "ug" | "uk" | "ur" | "uz" | "vi" | "yue")[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sourceId: string;
                        /** @enum {string} */
                        translator: "user-llm" | "libretranslate" | "server-llm";
                        videos: {
                            id: string;
                            language: string;
                            title: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createVideoBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    topics: string[];
                };
            };
        };
        responses: {
            /** @description Accepted: the work is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            error: string | null;
                            topic: string;
                            videoId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            events: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoint: {
                            createdAt: string;
                            events: ("video.ready" | "video.failed" | "post.posted" | "post.failed")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        };
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    openMcpStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    callMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    endMcpSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
