import type { ChildProcess, SpawnOptions } from 'node:child_process';

export function supervise(
  command: string,
  args: readonly string[],
  options?: SpawnOptions,
): { child: ChildProcess; ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };
