import { voiceSettingsResponseSchema, voiceSettingsUpdateSchema } from '@reelforge/contracts';
import type { App } from '../../http/index.ts';
import { signedIn } from '../../http/route-options.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { voiceSettingsService } from './voice-settings.service.ts';

export function voiceSettingsRoutes(app: App, ctx: AppContext) {
  const settings = voiceSettingsService(ctx);
  // Signed-out callers get 401 before their body is looked at.
  const schema = { tags: ['settings'], response: { 200: voiceSettingsResponseSchema } };

  app.get('/api/settings/voice', { schema }, (req) => settings.get(requireUser(req)));

  app.put(
    '/api/settings/voice',
    { preValidation: signedIn, schema: { ...schema, body: voiceSettingsUpdateSchema } },
    (req) => settings.save(requireUser(req), req.body),
  );

  app.delete('/api/settings/voice', { schema }, (req) => settings.remove(requireUser(req)));
}
