/**
 * Each creator's settings per agent (table agent_settings, ADR 0028): read by the work they steer
 * (renders, publishes) and written through the agents module. A leaf, so videos and posts can read
 * it without importing the agents module that observes them.
 */
export { agentSettingsOf, agentSettingsService } from './agent-settings.service.ts';
