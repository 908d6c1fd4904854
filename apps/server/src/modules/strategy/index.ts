/** The strategy module's public surface: what the app, jobs and other modules may use. */
export { strategyRoutes } from './strategy.routes.ts';
export { lastStarterPackRun, lastStrategyRun } from './last-run.ts';
