/** The storyboard module's public surface: what the app, jobs and other modules may use. */
export { storyboardRoutes } from './storyboard.routes.ts';
export { storyboardOfVideo } from './storyboard-of-video.ts';
export { storyboardService } from './storyboard.service.ts';
