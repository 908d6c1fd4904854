// lint-as: apps/web/src/features/videos/components/uses-scheduler-relative.tsx
// The same, by a relative path.
import { usePublishableVideos } from '../../scheduler/api/get-ready-videos';
export const usesScheduler = usePublishableVideos;
// expect: import-x/no-restricted-paths
