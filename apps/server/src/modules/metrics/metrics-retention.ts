import type { AppContext } from '../../context/index.ts';
import { metricsRepository } from './metrics.repository.ts';

/** Statistics snapshots past METRICS_DETAIL_DAYS are thinned to one per post and account per day. */
export const compactOldSnapshots = (ctx: AppContext) =>
  metricsRepository(ctx.db).compactSnapshots(new Date(ctx.clock.now().getTime() - ctx.config.METRICS_DETAIL_DAYS * 86_400_000));
