import { databaseAnswers } from '../../db/client.ts';
import type { AppContext } from '../../context/index.ts';

export function healthService(ctx: AppContext) {
  return {
    /** Liveness for load balancers and the e2e runner: the process serves and the database answers. */
    databaseUp: () => databaseAnswers(ctx.db),
  };
}
