import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from './library.ts';
import { PLANS } from './pricing.ts';

// Library uploads (issue 10): what a creator may upload, the plan limits, and the words used
// when something is refused. The server decides the type from the bytes, never the name.

export type LibraryPlan = keyof typeof PLANS;
export const libraryLimits = (plan: LibraryPlan) => PLANS[plan].library;

/** "100MB", "2GB": the unit a person reads in a limit. */
export function formatLimit(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  return gb >= 1 ? `${Number(gb.toFixed(1))}GB` : `${Math.round(bytes / 1024 ** 2)}MB`;
}

export const UPLOAD_KINDS = ['image', 'video', 'audio', 'script'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What the file picker offers; the server still checks the content. */
export const UPLOAD_ACCEPT =
  'image/png,image/jpeg,image/webp,image/gif,video/mp4,video/quicktime,video/webm,audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,audio/ogg,text/plain,text/markdown,.txt,.md,.m4a,.mov';

export const UPLOAD_MESSAGES = {
  uploadedTitle: 'Upload complete',
  uploaded: (name: string) => `“${name}” was added to your library.`,
  failedTitle: 'Upload Failed',
  failed: 'The upload did not finish. Please try again.',
  noFile: 'Please choose a file to upload.',
  empty: 'This file is empty. Please choose a file with content.',
  unsupported:
    'Unsupported file type. Upload an image (PNG, JPEG, WebP, GIF), a video (MP4, MOV, WebM), audio (MP3, WAV, M4A, OGG) or a text script.',
  mismatch: (ext: string, kind: string) => `The file's content does not match its name (.${ext}): it is not a real ${kind} file.`,
  unreadable: (kind: UploadKind) => `This ${kind} file could not be read. It may be damaged.`,
  tooLargeTitle: 'File Too Large',
  tooLarge: (plan: LibraryPlan) =>
    `Please choose a file smaller than ${formatLimit(libraryLimits(plan).maxFileBytes)} (${PLANS[plan].name} plan).` +
    (plan === 'free' ? ` Premium allows ${formatLimit(PLANS.premium.library.maxFileBytes)} per file.` : ''),
  storageFullTitle: 'Storage Full',
  storageFull: (plan: LibraryPlan) =>
    `Your library is full (${formatLimit(libraryLimits(plan).storageBytes)} on the ${PLANS[plan].name} plan). Delete items` +
    (plan === 'free' ? ` or upgrade to Premium for ${formatLimit(PLANS.premium.library.storageBytes)}.` : ' to make room.'),
  badTags: 'Tags are words separated by commas (at most 20, each up to 40 characters).',
  itemNotFound: 'Item not found',
  notEditable: 'Only uploaded items are edited here: videos are edited in the studio, templates in Templates.',
  updated: 'Item updated successfully',
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  favoriteFailed: 'Failed to update favorite status',
  updateFailed: 'Failed to update item',
  nothingToZip: 'None of the selected items has a file to download.',
  tooManyToZip: 'Select at most 100 items to download at once.',
} as const;

const tag = z.string().trim().toLowerCase().min(1).max(40);
export const tagsSchema = z.array(tag).max(20, UPLOAD_MESSAGES.badTags);

/** "launch, Tips , ai" -> ['launch', 'tips', 'ai'] (the multipart field and the edit form). */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** The text fields that may travel with an upload (multipart fields, all optional). */
export const uploadFieldsSchema = z.object({
  name: z.string().trim().max(200).optional(),
  category: z.enum(TEMPLATE_CATEGORIES).optional(),
  tags: z.string().max(1000).transform(parseTags).pipe(tagsSchema).optional(),
});
export type UploadFields = z.input<typeof uploadFieldsSchema>;

export const updateLibraryItemSchema = z
  .object({
    name: z.string().trim().min(1, 'Please give the item a name.').max(200),
    category: z.enum(TEMPLATE_CATEGORIES).nullable(),
    description: z.string().trim().max(2000).nullable(),
    tags: tagsSchema,
    isFavorite: z.boolean(),
  })
  .partial();
export type UpdateLibraryItem = z.input<typeof updateLibraryItemSchema>;

export const libraryItemParamsSchema = z.object({ id: z.string().max(100) });

/** Bulk download: `?ids=a,b,c` (ids of uploads and rendered videos). */
export const bulkDownloadQuerySchema = z.object({
  ids: z
    .string()
    .max(8000)
    .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(100)).min(1, UPLOAD_MESSAGES.nothingToZip).max(100, UPLOAD_MESSAGES.tooManyToZip)),
});
