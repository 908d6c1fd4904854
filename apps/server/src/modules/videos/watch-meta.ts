import type { Video } from '@reelforge/contracts';

/** What a shared watch link shows as its preview (Open Graph and Twitter cards), as HTML-safe tags. */
export interface WatchMeta {
  title: string;
  tags: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The description's first paragraph, short enough for a link preview; the product's line without one. */
function summary(description: string | null): string {
  const first = (description ?? '').split(/\n{2,}/)[0]?.replace(/\s+/g, ' ').trim() ?? '';
  if (!first) return 'Made with Reelforge: a narrated, captioned video from one topic.';
  return first.length > 200 ? `${first.slice(0, 199).trimEnd()}…` : first;
}

/**
 * The head tags of /watch/:id for a published video. `origin` is the site's public address
 * (PUBLIC_URL, else the request's), since link previews need absolute URLs.
 */
export function watchMeta(video: Pick<Video, 'id' | 'title' | 'description' | 'thumbnailUrl' | 'videoUrl'>, origin: string): WatchMeta {
  const title = video.title.trim() || 'A video made with Reelforge';
  const description = summary(video.description);
  const abs = (p: string) => `${origin}${p}`;
  const props: [string, string][] = [
    ['og:type', 'video.other'],
    ['og:site_name', 'Reelforge'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', abs(`/watch/${video.id}`)],
  ];
  if (video.thumbnailUrl) props.push(['og:image', abs(video.thumbnailUrl)]);
  if (video.videoUrl) props.push(['og:video', abs(video.videoUrl)], ['og:video:type', 'video/mp4']);
  const names: [string, string][] = [
    ['description', description],
    ['twitter:card', video.thumbnailUrl ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
  ];
  if (video.thumbnailUrl) names.push(['twitter:image', abs(video.thumbnailUrl)]);
  const tags = [
    ...props.map(([p, c]) => `<meta property="${p}" content="${escape(c)}" />`),
    ...names.map(([n, c]) => `<meta name="${n}" content="${escape(c)}" />`),
  ].join('\n    ');
  return { title: escape(`${title} — Reelforge`), tags };
}

/** index.html with the watch page's title and preview tags (its own description tag replaced). */
export function withWatchMeta(html: string, meta: WatchMeta): string {
  // Replacer functions: a "$&" in a title is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${meta.title}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => `  ${meta.tags}\n  </head>`);
}
