import { z } from 'zod';

export const sweepPayload = z.object({}).passthrough();
