/** The brand kit module's public surface: logo, colours and defaults per creator. */
export { brandForRender } from './brand-for-render.ts';
export { brandKitRoutes } from './brand-kit.routes.ts';
