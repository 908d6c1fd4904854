import { WEBHOOK_MESSAGES } from '@reelforge/contracts';
import { badRequest } from '../../lib/errors.ts';
import { isPrivateHost } from '../../lib/private-address.ts';

/**
 * Where the server may POST: a public host over https, or (only with WEBHOOK_PRIVATE_HOSTS, for
 * tests and self-hosting) a host on the server's own network over http or https. Checked when an
 * address is saved and again at every delivery (a name can resolve elsewhere later).
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<void> {
  const url = new URL(raw);
  const isPrivate = await isPrivateHost(url.hostname);
  if (isPrivate && !allowPrivate) throw badRequest(WEBHOOK_MESSAGES.privateAddress(url.host), 'webhook_private_address');
  if (!isPrivate && url.protocol !== 'https:') throw badRequest(WEBHOOK_MESSAGES.https, 'webhook_https');
}
