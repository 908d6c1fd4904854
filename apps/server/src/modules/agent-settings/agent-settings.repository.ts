import { AGENT_SETTINGS_DEFAULTS, type AgentKey, type AgentSettings } from '@reelforge/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentSettings } from '../../db/schema.ts';
import { BOSS_SCHEMA } from '../../adapters/queue/pg-boss.ts';

type Exec = Pick<Db, 'select' | 'insert' | 'execute'>;
const rowsOf = <T>(r: { rows: unknown[] }) => r.rows as T[];

const toSettings = (row: { priority: AgentSettings['priority']; autoScaling: boolean; resourceAllocation: number }): AgentSettings => ({
  priority: row.priority,
  autoScaling: row.autoScaling,
  resourceAllocation: row.resourceAllocation,
});

/** A user's agent settings; an agent without a row has the spec's defaults. */
export function agentSettingsRepository(db: Db) {
  return {
    async all(userId: string): Promise<Map<AgentKey, AgentSettings>> {
      const rows = await db.select().from(agentSettings).where(eq(agentSettings.userId, userId));
      return new Map(rows.map((r) => [r.agent, toSettings(r)]));
    },
    async one(userId: string, agent: AgentKey): Promise<AgentSettings> {
      return settingsOf(db, userId, agent);
    },
    /**
     * Saves the settings and, in the same transaction, gives the user's queued jobs of this agent
     * their new priority (`reprioritise` names them and computes each job's priority).
     */
    async save(userId: string, agent: AgentKey, next: AgentSettings, reprioritise: (tx: Exec) => Promise<number>) {
      return db.transaction(async (tx) => {
        await tx
          .insert(agentSettings)
          .values({ userId, agent, ...next })
          .onConflictDoUpdate({
            target: [agentSettings.userId, agentSettings.agent],
            set: { ...next, updatedAt: new Date() },
          });
        return reprioritise(tx);
      });
    },
  };
}

export async function settingsOf(db: Exec, userId: string, agent: AgentKey): Promise<AgentSettings> {
  const [row] = await db
    .select()
    .from(agentSettings)
    .where(and(eq(agentSettings.userId, userId), eq(agentSettings.agent, agent)))
    .limit(1);
  return row ? toSettings(row) : { ...AGENT_SETTINGS_DEFAULTS };
}

/**
 * The user's jobs still waiting (created or retry) in pg-boss's own table, for the given queues.
 * `owner` is the payload field that names the row ('videoId', 'postId'); `table` is that row's
 * table, whose `user_id` says whose job it is.
 */
export async function queuedJobsOf(db: Exec, userId: string, queues: string[], owner: 'videoId' | 'postId') {
  const table = owner === 'videoId' ? sql`videos` : sql`scheduled_posts`;
  const r = await db.execute(sql`
    select j.id, j.name, j.priority, t.id as row_id, t.${sql.raw(owner === 'videoId' ? 'render_options' : 'id')}::text as extra
    from ${sql.raw(BOSS_SCHEMA)}.job j
    join ${table} t on t.id::text = j.data->>${owner}
    where j.name in (${sql.join(queues.map((q) => sql`${q}`), sql`, `)})
      and j.state in ('created', 'retry')
      and t.user_id = ${userId}`);
  return rowsOf<{ id: string; name: string; priority: number; row_id: string; extra: string | null }>(r);
}

/** pg-boss 10 fetches by priority (highest first), then by creation: changing it reorders the queue. */
export async function setJobPriority(db: Exec, name: string, id: string, priority: number) {
  await db.execute(sql`update ${sql.raw(BOSS_SCHEMA)}.job set priority = ${priority} where name = ${name} and id = ${id} and state in ('created', 'retry')`);
}
