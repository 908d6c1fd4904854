// lint-as: apps/server/src/lib/token-key.ts
// config.ts imports this leaf; importing config back would close a cycle.
import { loadConfig } from '../config.ts';
export const decodeTokenKey = loadConfig;
// expect: import-x/no-cycle
