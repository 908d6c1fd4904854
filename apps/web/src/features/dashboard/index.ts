// The dashboard feature's public surface: the app's dashboard route composes these cards.
export { useDashboardStats } from './api/get-dashboard-stats';
export { AgentsPanel } from './components/agents-panel';
export { PlatformStatusCard } from './components/platform-status-card';
export { QuickActions } from './components/quick-actions';
export { RecentVideosCard, type RecentVideo } from './components/recent-videos-card';
export { ScheduledPostsCard } from './components/scheduled-posts-card';
export { StatsStrip } from './components/stats-strip';
export { useSignedOutRedirect } from './components/use-signed-out-redirect';
export { SetupCard, type SettingsSection } from './components/setup-card';
