import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NODE_MALLOC_TUNABLES } from '../scripts/malloc-tunables.mjs';

/** What GLIBC_TUNABLES a node process started by scripts/tuned.mjs sees. */
function seenBy(env: NodeJS.ProcessEnv): string {
  const r = spawnSync(process.execPath, ['scripts/tuned.mjs', process.execPath, '-e', 'process.stdout.write(process.env.GLIBC_TUNABLES ?? "")'], {
    env,
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe('node malloc tunables (ADR 0055)', () => {
  it('start node processes with a fixed mmap threshold', () => {
    const { GLIBC_TUNABLES: _, ...env } = process.env;
    expect(seenBy(env)).toBe(NODE_MALLOC_TUNABLES);
  });

  it("leave an operator's own tunables alone", () => {
    expect(seenBy({ ...process.env, GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' })).toBe('glibc.malloc.arena_max=2');
  });
});
