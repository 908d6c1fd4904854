import type { JobDefinition } from './registry.ts';
import { metricsSync } from './metrics-sync.ts';
import { connectionCheck } from './connection-check.ts';
import { publishPost } from './publish-post.ts';
import { publishSweep } from './publish-sweep.ts';
import { renderPass } from './render-pass.ts';
import { renderSweep } from './render-sweep.ts';
import { renderVideo, renderVideoLong } from './render-video.ts';
import { retentionSweep } from './retention.ts';
import { webhookDeliver, webhookSweep } from './webhooks.ts';

/** Every job the system knows; workers serve exactly these queues. */
export const allJobs: JobDefinition[] = [
  renderVideo,
  renderVideoLong,
  renderPass,
  renderSweep,
  publishPost,
  publishSweep,
  retentionSweep,
  metricsSync,
  connectionCheck,
  webhookDeliver,
  webhookSweep,
];
