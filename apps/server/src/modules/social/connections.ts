import type { AppContext } from '../../context/index.ts';
import { socialRepository } from './social.repository.ts';

/**
 * The connected accounts as publishing reads them (posts asks social, never its tables): which
 * accounts a user has, and the one way publishing changes one, deactivating it when the platform
 * refused its tokens.
 */
export function socialConnections(ctx: AppContext) {
  const repo = socialRepository(ctx.db);
  return {
    forPlatforms: (userId: string, platforms: string[]) => repo.forPlatforms(userId, platforms),
    findByPlatform: (userId: string, platform: string) => repo.findByPlatform(userId, platform),
    findById: (id: string) => repo.findById(id),
    /** Only if the tokens are still the ones that were refused (another publish may have renewed them). */
    deactivate: (id: string, refusedTokenEnc: string, why: string) => repo.deactivate(id, refusedTokenEnc, why),
  };
}
