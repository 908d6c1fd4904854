/** The users module's public surface: what the app, jobs and other modules may use. */
export { usersRoutes } from './users.routes.ts';
