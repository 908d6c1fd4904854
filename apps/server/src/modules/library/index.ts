/** The library module's public surface: what the app, jobs and other modules may use. */
export { libraryRoutes } from './library.routes.ts';
export { libraryMedia } from './library-media.ts';
