// Full page loads: leaving the single-page app for a server redirect (/api/login, a platform's
// OAuth consent) or starting it again. One seam for all of them, so component tests can see where
// the app sends the browser (jsdom cannot navigate) and nothing else writes to window.location.
export const pageNavigation = {
  go(url: string) {
    window.location.assign(url);
  },
  reload() {
    window.location.reload();
  },
};
