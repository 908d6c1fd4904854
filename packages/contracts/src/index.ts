export * from './constants.ts';
export * from './pricing.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './events.ts';
export * from './videos.ts';
export * from './scripts.ts';
