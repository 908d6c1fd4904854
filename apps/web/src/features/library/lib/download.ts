const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Downloads files one after another through their attachment URLs (the server names each file).
 * A short pause between them keeps browsers from dropping downloads started at the same instant.
 */
export async function downloadSequentially(urls: readonly string[], gapMs = 600) {
  for (const [i, url] of urls.entries()) {
    if (i > 0) await pause(gapMs);
    const a = document.createElement('a');
    a.href = url;
    a.download = '';
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }
}
