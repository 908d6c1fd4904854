export type { AppContext } from './app-context.ts';
export type { Logger } from '../lib/logger.ts';
export { createContext, type ContextResources } from './create-context.ts';
export { Memo } from './memo.ts';
export { Port, Wiring } from './wiring.ts';
