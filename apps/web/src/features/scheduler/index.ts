// The scheduler feature's public surface: the router mounts the page; the dashboard composes the rest.
export { SchedulerPage } from './scheduler-page';
export { useScheduledPosts } from './api/get-scheduled-posts';
export { SchedulePostDialog, type SchedulePostDialogProps } from './components/schedule-post-dialog';
export { EditPostDialog } from './components/edit-post-dialog';
export { ScheduleNewButton, UpcomingPosts } from './components/dashboard-posts';
export { PostStatusBadge } from './components/post-status-badge';
export { timeUntil } from './lib/time';
