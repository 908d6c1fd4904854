import { libraryQuerySchema, libraryResponseSchema } from '@reelforge/contracts';
import type { App } from '../../lib/http.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireUser } from '../auth/session.ts';
import { libraryService } from './library.service.ts';

export function libraryRoutes(app: App, ctx: AppContext) {
  const library = libraryService(ctx);

  // The unified view of the user's videos and templates; the query string filters and sorts
  // with the same function the page uses.
  app.get(
    '/api/library',
    { schema: { tags: ['library'], querystring: libraryQuerySchema, response: { 200: libraryResponseSchema } } },
    (req) => library.list(requireUser(req), req.query),
  );
}
