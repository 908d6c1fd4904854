import { graphUrl, type MetaHosts } from '../meta/graph.ts';
import type { MetaContainers } from '../meta/container.ts';

/** Reels containers: the state in `status_code`, the reason for an ERROR in `status`. */
export const instagramContainers = (hosts: MetaHosts): MetaContainers => ({
  fields: { state: 'status_code', reason: 'status' },
  statusUrl: (id) => graphUrl(hosts, `${encodeURIComponent(id)}?fields=status_code,status`),
  stillProcessing: (last) => `Instagram was still processing the video (${last}); nothing was published`,
  couldNotProcess: (reason) => `Instagram could not process the video: ${reason}`,
  expired: 'the upload container expired before publishing; nothing was published',
});
