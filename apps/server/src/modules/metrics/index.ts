/** The metrics module's public surface: statistics from the platforms and their overview. */
export { compactOldSnapshots } from './metrics-retention.ts';
export { metricsSyncService } from './metrics-sync.service.ts';
export { metricsRoutes } from './metrics.routes.ts';
export { metricsOverviewService } from './metrics-overview.service.ts';
export { metricsTotals } from './metrics-totals.ts';
