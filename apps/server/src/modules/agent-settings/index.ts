/**
 * Each creator's settings per agent (table agent_settings, ADR 0028): read by the work they steer
 * (renders, publishes) and written by the agents module. A leaf, so videos and posts can read it
 * without importing the agents module that observes them.
 */
export { agentSettingsRepository, queuedJobsOf, setJobPriority, settingsOf } from './agent-settings.repository.ts';
