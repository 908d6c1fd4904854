/** The auth module's public surface: sign-up, sessions, password resets. */
export { authService } from './auth.service.ts';
export { authRoutes } from './auth.routes.ts';
export { sessionPlugin, type BearerTokens } from './session.plugin.ts';
export { type UserRow } from './auth.repository.ts';
export { toPublicUser } from './auth.service.ts';
export { loginThrottle } from './login-throttle.ts';
export { verifyPassword } from './passwords.ts';
export { refusingCommonPasswords } from './common-passwords.ts';
export { SESSION_COOKIE, clearSessionCookie, requireUser } from './session.ts';
export { credentials } from './credentials.ts';
