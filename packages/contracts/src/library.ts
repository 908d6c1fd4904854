import { z } from 'zod';
import { VIDEO_STATUSES } from './constants.ts';

// The content library (spec sections 2 /library, 3, 5, 8): the user's videos and templates in one
// list. Filtering is one pure function used by both the API (query string) and the page.

/**
 * A filter's choices: 'all' first, then every value, each with its label. The type and category
 * filters are built by this one function so they cannot drift apart (both lead with 'all', both
 * label every choice), and the options stay a literal tuple for z.enum.
 */
function withAll<const T extends readonly string[]>(values: T, allLabel: string, labels: Record<T[number], string>) {
  const options = ['all', ...values] as const;
  return { options, labels: { all: allLabel, ...labels } as Record<(typeof options)[number], string> };
}

export const LIBRARY_ITEM_TYPES = ['video', 'template', 'image', 'audio', 'script'] as const;
export type LibraryItemType = (typeof LIBRARY_ITEM_TYPES)[number];
const typeFilter = withAll(LIBRARY_ITEM_TYPES, 'All types', {
  video: 'Videos',
  template: 'Templates',
  image: 'Images',
  audio: 'Audio',
  script: 'Scripts',
});
export const LIBRARY_TYPES = typeFilter.options;
export type LibraryTypeFilter = (typeof LIBRARY_TYPES)[number];
export const LIBRARY_TYPE_LABELS: Record<LibraryTypeFilter, string> = typeFilter.labels;

export const TEMPLATE_CATEGORIES = ['tech', 'lifestyle', 'education', 'entertainment', 'trending', 'business'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
const categoryFilter = withAll(TEMPLATE_CATEGORIES, 'All categories', {
  tech: 'Technology',
  lifestyle: 'Lifestyle',
  education: 'Education',
  entertainment: 'Entertainment',
  trending: 'Trending',
  business: 'Business',
});
export const LIBRARY_CATEGORIES = categoryFilter.options;
export type LibraryCategoryFilter = (typeof LIBRARY_CATEGORIES)[number];
export const LIBRARY_CATEGORY_LABELS: Record<LibraryCategoryFilter, string> = categoryFilter.labels;

export const LIBRARY_SORTS = ['recent', 'name', 'likes', 'views'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const LIBRARY_SORT_LABELS: Record<LibrarySort, string> = {
  recent: 'Most recent',
  name: 'Name (A-Z)',
  likes: 'Most liked',
  views: 'Most viewed',
};

export const LIBRARY_MESSAGES = {
  accessRequiredTitle: 'Access Required',
  accessRequired: 'Please log in to access your content library',
  loadErrorTitle: 'Loading Error',
  loadError: 'Failed to load your content library. Please try refreshing the page.',
  noContent: 'No content found',
  adjustFilters: 'Try adjusting your filters or search terms',
  startUploading: 'Start by uploading your first piece of content',
  deleted: 'Item deleted successfully',
  deleteFailed: 'Failed to delete item',
  templateNotFound: 'Template not found',
  notYourTemplate: 'You can only delete your own templates.',
  templateName: 'Please give the template a name.',
  templateCategory: 'Choose a category: tech, lifestyle, education, entertainment, trending or business.',
} as const;

/** Spec: templates show a badge by likes (dashboard Content Library). */
export function templateBadge(likes: number): 'VIRAL' | 'HOT' | 'NEW' | 'AI' {
  if (likes > 5000) return 'VIRAL';
  if (likes > 2000) return 'HOT';
  if (likes > 1000) return 'NEW';
  return 'AI';
}

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  thumbnailUrl: z.string().nullable(),
  likes: z.number(),
  isPublic: z.boolean(),
  usedCount: z.number(),
  createdAt: z.string(),
  /** Whether the signed-in user made it (others' templates are listed only when public). */
  owned: z.boolean(),
});
export type Template = z.infer<typeof templateSchema>;

export const createTemplateSchema = z.object({
  name: z.string({ error: LIBRARY_MESSAGES.templateName }).trim().min(1, LIBRARY_MESSAGES.templateName).max(120),
  description: z.string().trim().max(2000).nullable().optional(),
  category: z.enum(TEMPLATE_CATEGORIES, { error: LIBRARY_MESSAGES.templateCategory }).optional(),
  isPublic: z.boolean().optional(),
});
export type CreateTemplate = z.input<typeof createTemplateSchema>;

export const libraryItemSchema = z.object({
  /** The id of the video or template it stands for (unique together with type). */
  id: z.string(),
  type: z.enum(LIBRARY_ITEM_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  /** Template category; videos have none. */
  category: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Bytes of the stored file; null when there is no file. */
  size: z.number().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  likes: z.number(),
  /** Null where views are not counted (templates). */
  views: z.number().nullable(),
  isPublic: z.boolean(),
  tags: z.array(z.string()),
  /** Video status; null for other types. */
  status: z.enum(VIDEO_STATUSES).nullable(),
  /** Where the file downloads from; null while there is nothing to download. */
  downloadUrl: z.string().nullable(),
  /** Where it came from: a made video, a template, or a file the user uploaded. */
  origin: z.enum(['video', 'template', 'upload']),
  isFavorite: z.boolean(),
  /** Pixels, for images and videos where known. */
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** The file's type as sniffed from its bytes (uploads) or known (renders). */
  mimeType: z.string().nullable(),
  /** The file inline (image, player or script text), with Range; null when there is none. */
  previewUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const libraryResponseSchema = z.object({
  items: z.array(libraryItemSchema),
  /** Per type over everything the user has (not just the filtered items). */
  counts: z.object(Object.fromEntries(LIBRARY_ITEM_TYPES.map((t) => [t, z.number()])) as Record<LibraryItemType, z.ZodNumber>),
  /** Bytes of all stored files together. */
  totalSize: z.number(),
  /** How many items match the filters (over all pages). */
  total: z.number(),
  /** Set when `total` is the database's estimate: a filter matched more items than are counted exactly. */
  totalEstimated: z.boolean().optional(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

export const libraryQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  type: z.enum(LIBRARY_TYPES).default('all'),
  category: z.enum(LIBRARY_CATEGORIES).default('all'),
  sort: z.enum(LIBRARY_SORTS).default('recent'),
  /** Only favourites. */
  favorites: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});
export type LibraryQuery = z.input<typeof libraryQuerySchema>;
/** Filters as the pure function takes them (query-string or page state). */
export interface LibraryFilter {
  search?: string;
  type?: LibraryTypeFilter;
  category?: LibraryCategoryFilter;
  sort?: LibrarySort;
  favorites?: boolean;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const compare: Record<LibrarySort, (a: LibraryItem, b: LibraryItem) => number> = {
  recent: (a, b) => b.createdAt.localeCompare(a.createdAt),
  name: (a, b) => byName.compare(a.name, b.name),
  likes: (a, b) => b.likes - a.likes,
  views: (a, b) => (b.views ?? -1) - (a.views ?? -1),
};

/** Spec section 5: case-insensitive search over name, description or tags; then type, category, sort. */
export function filterLibrary(items: readonly LibraryItem[], query: LibraryFilter = {}): LibraryItem[] {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const type = query.type ?? 'all';
  const category = query.category ?? 'all';
  const sort = query.sort ?? 'recent';
  const matches = items.filter(
    (item) =>
      (type === 'all' || item.type === type) &&
      (category === 'all' || item.category === category) &&
      (!query.favorites || item.isFavorite) &&
      (!needle ||
        item.name.toLowerCase().includes(needle) ||
        (item.description ?? '').toLowerCase().includes(needle) ||
        item.tags.some((t) => t.toLowerCase().includes(needle))),
  );
  // Ties keep the newest first, so equal likes or views read in a stable order.
  return matches.sort((a, b) => orderIn(sort, a, b));
}

type SortKey = Pick<LibraryItem, 'id' | 'name' | 'likes' | 'views' | 'createdAt'>;
// The id settles exact ties, so every item has one place and a page boundary is unambiguous.
const orderIn = (sort: LibrarySort, a: SortKey, b: SortKey) =>
  compare[sort](a as LibraryItem, b as LibraryItem) || compare.recent(a as LibraryItem, b as LibraryItem) || a.id.localeCompare(b.id);

/**
 * One page of an already sorted list. The cursor is the last item's sort position (keyset), not
 * an offset: items added or deleted between requests neither repeat nor go missing.
 */
export function pageLibrary(sorted: readonly LibraryItem[], sort: LibrarySort, limit: number, cursor?: string) {
  let start = 0;
  if (cursor) {
    const after = decodeCursor(cursor);
    if (!after) return null;
    start = sorted.findIndex((item) => orderIn(sort, item, after) > 0);
    if (start < 0) start = sorted.length;
  }
  const items = sorted.slice(start, start + limit);
  const last = items.at(-1);
  const more = start + limit < sorted.length && last;
  return { items, nextCursor: more ? encodeCursor(last) : null };
}

const cursorSchema = z.object({ id: z.string(), name: z.string(), likes: z.number(), views: z.number().nullable(), createdAt: z.string() });
function encodeCursor(item: SortKey): string {
  const json = JSON.stringify({ id: item.id, name: item.name, likes: item.likes, views: item.views, createdAt: item.createdAt });
  return btoa(String.fromCodePoint(...new TextEncoder().encode(json))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function decodeCursor(cursor: string): SortKey | null {
  try {
    const bin = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(bin, (c) => c.codePointAt(0)!));
    const parsed = cursorSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec section 9: sizes in MB with 1 decimal (bytes / 1048576), N/A when absent. */
export const formatSizeMb = (bytes: number | null) => (bytes === null ? 'N/A' : `${(bytes / 1048576).toFixed(1)} MB`);
