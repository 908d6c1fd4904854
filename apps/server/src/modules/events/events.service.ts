import type { AppEvent } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { eventsRepository } from './events.repository.ts';

/** First-party analytics: page views and product events, kept in our own database. */
export function eventsService(ctx: AppContext) {
  const repo = eventsRepository(ctx.db);
  return {
    record: (event: AppEvent, userId: string | null) => repo.insert({ ...event, userId }),
    /** Keeps EVENTS_RETENTION_DAYS of history (the table would otherwise grow without bound). */
    purgeOld: () =>
      repo.deleteOlderThan(new Date(ctx.clock.now().getTime() - ctx.config.EVENTS_RETENTION_DAYS * 86_400_000)),
  };
}
