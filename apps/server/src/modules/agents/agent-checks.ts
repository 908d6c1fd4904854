import { countLanguages, listLanguages } from '@reelforge/video-engine';
import type { AgentsCheck, CapabilityCheck } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { onlineWorkers } from '../workers/index.ts';
import { PUBLISH_JOB } from '../../job-contracts/index.ts';
import { RENDER_QUEUE } from '../../job-contracts/index.ts';
import type { UserRow } from '../auth/index.ts';
import { agentStatusRepository } from './agent-status.repository.ts';
import { START_WORKER } from './agent-status.service.ts';
import { agentsService } from './agents.service.ts';

const check = (key: CapabilityCheck['key'], label: string, ok: boolean, detail: string, enable: string | null): CapabilityCheck => ({
  key,
  label,
  ok,
  detail,
  enable: ok ? null : enable,
});

/**
 * "Activate All Agents": each capability the agents need, checked for real, in the order the
 * page shows its toasts. Nothing is switched on here: what is missing is named with how to enable it.
 */
export async function checkCapabilities(ctx: AppContext, user: UserRow): Promise<AgentsCheck> {
  const [health, workers, connections, languages] = await Promise.all([
    agentsService(ctx).health(user.id),
    onlineWorkers(ctx).catch(() => []),
    agentStatusRepository(ctx.db).activeConnections(user.id).catch(() => null),
    listLanguages().then(countLanguages, () => 0),
  ]);
  const serving = (queue: string) => workers.filter((w) => w.queues.includes(queue)).length;
  const renderers = serving(RENDER_QUEUE);
  const publishers = serving(PUBLISH_JOB);
  const syncers = serving('metrics-sync');
  const interval = ctx.config.METRICS_SYNC_INTERVAL_SECONDS;
  const engine = health.tts.engine;
  // eSpeak speaks only when its voices are installed; the cloud engines were configured with keys.
  const speaks = engine !== 'espeak' || languages > 0;
  const writer = health.llm;
  const checks: CapabilityCheck[] = [
    check('database', 'Database', health.database, health.database ? 'Postgres answers' : 'Postgres does not answer', 'Check DATABASE_URL and that Postgres is running.'),
    check('render_worker', 'Render worker', renderers > 0, renderers ? `${renderers} worker${renderers === 1 ? '' : 's'} online` : 'No render worker online', START_WORKER),
    check('ffmpeg', 'ffmpeg', health.ffmpeg.available, health.ffmpeg.available ? `ffmpeg ${health.ffmpeg.version}` : 'ffmpeg not found', 'Install ffmpeg or set FFMPEG_PATH.'),
    check('tts', 'Voice engine', speaks, speaks ? `${engine}${engine === 'espeak' ? `, ${languages} languages` : ''}` : 'eSpeak NG has no voices', 'Install espeak-ng, or set ELEVENLABS_API_KEY or TTS_BASE_URL.'),
    // The built-in writer always works; a language model is reported, not required.
    check('script_writer', 'Script writer', true, writer.configured ? `Language model: ${writer.model ?? writer.provider}` : 'Built-in writer (no language model configured)', null),
    check('publish_worker', 'Publish worker', publishers > 0, publishers ? `${publishers} worker${publishers === 1 ? '' : 's'} online` : 'No publish worker online', START_WORKER),
    check('connections', 'Platform connections', !!connections, connections ? `${connections} platform${connections === 1 ? '' : 's'} connected` : 'No platform connected', 'Connect a platform in the Post Scheduler.'),
    check(
      'metrics',
      'Analytics sync',
      syncers > 0 && interval > 0,
      interval === 0 ? 'Periodic sync turned off' : syncers ? `Every ${Math.round(interval / 60)} min` : 'No metrics worker online',
      interval === 0 ? 'Set METRICS_SYNC_INTERVAL_SECONDS (at least 60).' : START_WORKER,
    ),
  ];
  return { checkedAt: ctx.clock.now().toISOString(), checks };
}
