import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where generated assets shared by renders live (music beds, drawn designs) unless the caller names a place. */
export const defaultCacheDir = () => join(tmpdir(), 'reelforge-cache');
