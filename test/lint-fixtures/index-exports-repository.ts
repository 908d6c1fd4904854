// lint-as: apps/server/src/modules/videos/index.ts
// A module's surface offers operations; its repository stays inside (issue 23).
export { videosRepository } from './videos.repository.ts';
// expect: no-restricted-syntax
