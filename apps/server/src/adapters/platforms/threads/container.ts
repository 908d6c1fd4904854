import type { MetaContainers } from '../meta/container.ts';
import { threadsUrl, type ThreadsHosts } from './oauth.ts';

/** Threads containers: the state in `status`, the reason for an ERROR in `error_message`. */
export const threadsContainers = (hosts: ThreadsHosts): MetaContainers => ({
  fields: { state: 'status', reason: 'error_message' },
  statusUrl: (id) => threadsUrl(hosts, `${encodeURIComponent(id)}?fields=status,error_message`),
  stillProcessing: (last) => `Threads was still processing the video (${last}); nothing was published`,
  couldNotProcess: (reason) => `Threads could not take the video: ${reason}`,
  expired: 'the container expired before publishing; nothing was published',
});
