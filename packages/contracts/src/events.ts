import { z } from 'zod';
import { pageSchema } from './pagination.ts';

export const EVENT_NAMES = ['page_view', 'video_created', 'ai_model_used'] as const;

export const eventSchema = z.object({
  name: z.enum(EVENT_NAMES),
  path: z.string().max(500).optional(),
  category: z.string().max(100).optional(),
  label: z.string().max(200).optional(),
  value: z.number().int().min(0).max(1_000_000).optional(),
});
export type AppEvent = z.infer<typeof eventSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where opening it goes (an app path), if anywhere. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page of the bell's list (newest first) and the unread count over all of them. */
export const notificationPageSchema = pageSchema(notificationSchema).extend({ unreadCount: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;
