// lint-as: apps/web/src/features/videos/components/uses-scheduler.tsx
// One web feature reaching into another.
import { usePublishableVideos } from '@/features/scheduler/api/get-ready-videos';
export const usesScheduler = usePublishableVideos;
// expect: import-x/no-restricted-paths
