import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** What scripts/e2e-server.mjs wrote: the control server of the fake platforms. */
export function fakeControl(): string {
  const file = path.resolve('.data-e2e/fake-platforms.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the e2e server must be scripts/e2e-server.mjs`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { controlUrl: string }).controlUrl;
}

/** What scripts/e2e-server.mjs wrote: the MediaWiki fake research reads, and the article site's pages. */
export function sourceFakes(): { wikipedia: string; articleUrl: string; redirectUrl: string } {
  const file = path.resolve('.data-e2e/source-fakes.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the e2e server must be scripts/e2e-server.mjs`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { wikipedia: string; articleUrl: string; redirectUrl: string };
}

/**
 * A datetime-local value in the browser's time zone: the first whole minute at least `leadSeconds`
 * ahead (the scheduler page accepts the current minute onwards).
 */
export const nextMinute = (page: Page, leadSeconds: number) =>
  page.evaluate((lead) => {
    const d = new Date(Date.now() + lead * 1000);
    if (d.getSeconds() || d.getMilliseconds()) d.setMinutes(d.getMinutes() + 1, 0, 0);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, leadSeconds);

/** POSTs to the fake platforms' control server (tokens, online/offline, metrics) and returns its JSON answer. */
export const control = async (url: string, body?: object): Promise<unknown> =>
  (await fetch(`${fakeControl()}${url}`, { method: 'POST', body: JSON.stringify(body ?? {}) })).json();

/** How many posts the fake TikTok has published so far. */
export async function tiktokPublished(): Promise<number> {
  const res = await fetch(`${fakeControl()}/stats`);
  return ((await res.json()) as { tiktok: { postsPublished: number } }).tiktok.postsPublished;
}

/** What creators type to connect the fake Mastodon instance and Bluesky server. */
export function typedServers(): { mastodonUrl: string; bluesky: { handle: string; appPassword: string } } {
  const file = path.resolve('.data-e2e/fake-platforms.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { mastodonUrl: string; bluesky: { handle: string; appPassword: string } };
}

/** What the fake Mastodon instance and Bluesky server have published so far. */
export async function typedServerStats(): Promise<{ mastodon: { statuses: number; withVideo: number }; bluesky: { posts: number; withVideo: number } }> {
  const res = await fetch(`${fakeControl()}/stats`);
  return (await res.json()) as { mastodon: { statuses: number; withVideo: number }; bluesky: { posts: number; withVideo: number } };
}

/** What the fake Threads and Pinterest have published so far (Pinterest: each Pin's board name and link). */
export async function oauthNetworkStats(): Promise<{
  threads: { posts: number; withVideo: number };
  pinterest: { pins: number; boards: string[]; links: (string | null)[] };
}> {
  const res = await fetch(`${fakeControl()}/stats`);
  return (await res.json()) as {
    threads: { posts: number; withVideo: number };
    pinterest: { pins: number; boards: string[]; links: (string | null)[] };
  };
}
