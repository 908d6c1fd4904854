// The contracts' plain data (enums, limits, prices, texts) without the zod schemas, for code
// that must stay small: the landing page loads this, not the validation library.
export * from './constants.ts';
export * from './pricing.ts';
export * from './messages.ts';
export * from './languages.ts';
