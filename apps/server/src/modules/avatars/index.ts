/** The avatars module's public surface: the creator's presenters. */
export { presenterFor } from './avatars.presenter.ts';
export { avatarsRoutes } from './avatars.routes.ts';
export { avatarsService } from './avatars.service.ts';
export { voiceOf } from './voice-sample.ts';
