/**
 * Rich text for an app.bsky.feed.post: Bluesky shows links, mentions and hashtags only where the
 * post's `facets` mark them, by UTF-8 byte range (docs.bsky.app, "Links, mentions, and rich text").
 */
export type Facet = {
  index: { byteStart: number; byteEnd: number };
  features: (
    | { $type: 'app.bsky.richtext.facet#link'; uri: string }
    | { $type: 'app.bsky.richtext.facet#mention'; did: string }
    | { $type: 'app.bsky.richtext.facet#tag'; tag: string }
  )[];
};

const bytes = (text: string, index: number) => Buffer.byteLength(text.slice(0, index), 'utf8');
const span = (text: string, start: number, end: number) => ({ byteStart: bytes(text, start), byteEnd: bytes(text, end) });

const LINK = /(^|[\s(])(https?:\/\/[^\s]+)/g;
const MENTION = /(^|[\s(])@([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+)\b/g;
const TAG = /(^|\s)[#＃]([^\s#＃]+)/gu;

/**
 * The facets of `text`. Mentions are resolved to DIDs with `resolve` (null: no such handle, left
 * as plain text, as the Bluesky app does).
 */
export async function facetsOf(text: string, resolve: (handle: string) => Promise<string | null>): Promise<Facet[]> {
  const out: Facet[] = [];
  for (const m of text.matchAll(LINK)) {
    // A sentence's closing punctuation is not part of the link.
    const uri = m[2]!.replace(/[.,;:!?)"']+$/, '');
    const start = m.index + m[1]!.length;
    out.push({ index: span(text, start, start + uri.length), features: [{ $type: 'app.bsky.richtext.facet#link', uri }] });
  }
  for (const m of text.matchAll(MENTION)) {
    const handle = m[2]!;
    const did = await resolve(handle.toLowerCase());
    if (!did) continue;
    const start = m.index + m[1]!.length;
    out.push({ index: span(text, start, start + handle.length + 1), features: [{ $type: 'app.bsky.richtext.facet#mention', did }] });
  }
  for (const m of text.matchAll(TAG)) {
    const raw = m[2];
    if (!raw) continue;
    // As the Bluesky app does: trailing punctuation is not part of the tag, and a number is no tag.
    const tag = raw.replace(/\p{P}+$/u, '');
    if (!tag || /^\d+$/.test(tag) || [...tag].length > 64) continue;
    const start = m.index + m[1]!.length;
    out.push({ index: span(text, start, start + tag.length + 1), features: [{ $type: 'app.bsky.richtext.facet#tag', tag }] });
  }
  return out.sort((a, b) => a.index.byteStart - b.index.byteStart);
}
