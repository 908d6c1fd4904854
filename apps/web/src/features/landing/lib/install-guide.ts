import { PLATFORMS, platformNames } from '@reelforge/contracts/data';

export const INSTALL_GUIDE_FILENAME = 'reelforge-install-guide.txt';

/** A plain-text guide: install Reelforge as an app, or run your own copy. */
export function installGuideText(origin: string): string {
  return `Reelforge — Install Guide
=========================

Reelforge runs in your web browser. You can install it like an app on your computer or phone,
or run your own copy of it.


1. Install Reelforge as an app (desktop shortcut / home-screen app)
-------------------------------------------------------------------
Open ${origin} in your browser, then:

  Chrome (Windows, macOS, Linux, ChromeOS)
    Menu (⋮) > Cast, save, and share > Install page as app…
    (older Chrome: Menu > More tools > Create shortcut…, tick "Open as window")
  Microsoft Edge
    Menu (…) > Apps > Install this site as an app
  Safari on macOS Sonoma or later
    File > Add to Dock
  Safari on iPhone or iPad
    Share button > Add to Home Screen
  Chrome on Android
    Menu (⋮) > Add to Home screen > Install

Reelforge then opens in its own window from your desktop, dock or home screen. It always loads
the latest version, so there is nothing to update.


2. Run Reelforge yourself
-------------------------
You need Node.js 20.19 or newer and npm. No database to install: Reelforge starts its own
PostgreSQL. From a copy of the Reelforge source code:

  npm install && npm start

Then open http://localhost:5000. The first start builds the web app and the server, creates a
database under ./data and applies its migrations. Press Ctrl-C to stop it cleanly.

Useful settings (environment variables):
  PORT=5000                        the HTTP port
  DATA_DIR=./data                  where the database and your files are kept
  DATABASE_URL=postgres://...      use an existing PostgreSQL instead of the built-in one
  LLM_BASE_URL / LLM_API_KEY / LLM_MODEL
                                   an OpenAI-compatible model for scripts (optional; a built-in
                                   writer is used without one)


3. What you can do
------------------
Write, voice, render and publish videos from 15 seconds to 60+ minutes, build avatars from a
single photo, and schedule posts to ${PLATFORMS.length} platforms:
${platformNames()}.


4. Need help?
-------------
Ask PaulinaAI, the assistant in the chat window on the site. She answers around the clock in
10+ languages.
`;
}

/** Saves the guide as a .txt file through a temporary link. */
export function downloadInstallGuide() {
  const blob = new Blob([installGuideText(window.location.origin)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = INSTALL_GUIDE_FILENAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
