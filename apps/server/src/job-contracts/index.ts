/**
 * The queues' contracts: names, payloads and options, written once. A leaf of the server's
 * graph: modules send jobs by these, jobs/ serves them, and neither imports the other for it.
 */
export * from './agent-policy.ts';
export * from './publish.ts';
export * from './render.ts';
export * from './webhooks.ts';
export * from './clips.ts';

/** A periodic job takes no payload (the cron sends {}). */
export { sweepPayload } from './sweeps.ts';
