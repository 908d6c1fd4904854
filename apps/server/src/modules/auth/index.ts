/** The auth module's public surface: sign-up, sessions, password resets. */
export { authService } from './auth.service.ts';
export { authRoutes } from './auth.routes.ts';
export { sessionPlugin } from './session.plugin.ts';
