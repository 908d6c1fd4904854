import { expect, type Locator, type Page } from '@playwright/test';

/** The parts of a <video> element the tests read (evaluate() runs in the page, so only casts are used). */
export interface Media {
  muted: boolean;
  currentTime: number;
  duration: number;
  readyState: number;
  videoHeight: number;
  videoWidth: number;
  play(): Promise<void>;
  pause(): void;
}

/** Plays the <video> (muted, as a browser allows without a gesture) until its time moves. */
export async function startPlaying(player: Locator) {
  await expect(player).toBeVisible();
  await player.evaluate(async (v) => {
    const el = v as unknown as Media;
    el.muted = true;
    await el.play();
  });
  await expect
    .poll(() => player.evaluate((v) => (v as unknown as Media).currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

/** Plays the <video> until time moves, then pauses it; returns its length in seconds. */
export async function plays(player: Locator): Promise<number> {
  await startPlaying(player);
  await player.evaluate((v) => (v as unknown as Media).pause());
  return player.evaluate((v) => (v as unknown as Media).duration);
}

/** Starts rendering a short TikTok video through the API, as the AI flow does; its id and title. */
export async function startRender(page: Page, topic = 'Three quick tips for better phone videos') {
  const render = await page.request.post('/api/deepagent/complete-video', {
    data: { topic, platform: 'tiktok', duration: 5 },
  });
  expect(render.ok()).toBe(true);
  return (await render.json()) as { videoId: string; video: { title: string } };
}

/** Waits until the video's render has finished (its status is 'ready'), asking every `interval` ms. */
export async function renderFinished(page: Page, videoId: string, timeout: number, interval = 1000) {
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/videos/${videoId}`)).json()) as { status: string }).status,
      {
        timeout,
        intervals: [interval],
      },
    )
    .toBe('ready');
}

/**
 * The words of the captions file next to the player, lower-case, in order, letters of any script
 * only (cues split lines anywhere, so the words are compared, not the cues).
 */
export async function captionWords(page: Page, player: Locator): Promise<string> {
  const src = await player.locator('track').getAttribute('src');
  const vtt = await (await page.request.get(src!)).text();
  return vtt
    .split('\n')
    .filter((l) => l && l !== 'WEBVTT' && !l.includes('-->'))
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ');
}
