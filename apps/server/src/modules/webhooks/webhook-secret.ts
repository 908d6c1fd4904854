import type { AppContext } from '../../lib/context.ts';
import { tokenCipher } from '../../lib/token-crypto.ts';
import type { WebhookEndpointRow } from './webhooks.repository.ts';

/** The endpoint sealed into the ciphertext: a secret copied to another endpoint's row won't open. */
const context = (endpointId: string) => `${endpointId}:webhook:secret`;

export const sealSecret = (ctx: AppContext, endpointId: string, secret: string) =>
  tokenCipher(ctx.config).encrypt(secret, context(endpointId));

/** Throws TokenDecryptError when the server's token key changed since the secret was sealed. */
export const openSecret = (ctx: AppContext, endpoint: Pick<WebhookEndpointRow, 'id' | 'secretEnc'>) =>
  tokenCipher(ctx.config).decrypt(endpoint.secretEnc, context(endpoint.id));
