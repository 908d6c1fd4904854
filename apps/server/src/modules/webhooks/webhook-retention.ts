import type { AppContext } from '../../context/index.ts';
import { webhookOutboxRepository } from './webhook-outbox.repository.ts';

/** Events whose deliveries all settled are dropped after 30 days (the log shows the newest). */
export const pruneSettledEvents = (ctx: AppContext) =>
  webhookOutboxRepository(ctx.db).pruneSettled(new Date(ctx.clock.now().getTime() - 30 * 86_400_000));
