import type { AppContext } from '../../context/index.ts';
import type { WebhookEndpointRow } from './webhooks.repository.ts';

/** The endpoint sealed into the ciphertext: a secret copied to another endpoint's row won't open. */
const context = (endpointId: string) => `${endpointId}:webhook:secret`;

export const sealSecret = (ctx: AppContext, endpointId: string, secret: string) =>
  ctx.cipher.encrypt(secret, context(endpointId));

/** Throws TokenDecryptError when the server's token key changed since the secret was sealed. */
export const openSecret = (ctx: AppContext, endpoint: Pick<WebhookEndpointRow, 'id' | 'secretEnc'>) =>
  ctx.cipher.decrypt(endpoint.secretEnc, context(endpoint.id));
