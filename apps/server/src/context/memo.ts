/**
 * Per-context "do this once" and "at most this often": what module-level maps used to hold, kept
 * on the context so two apps in one process (tests) never share it.
 */
export class Memo {
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly last = new Map<string, number>();

  /** Runs `work` once per key; a failure is forgotten, so a later call tries again. */
  once(key: string, work: () => Promise<void>): Promise<void> {
    let done = this.pending.get(key) as Promise<void> | undefined;
    if (!done) {
      done = work().catch((err: unknown) => {
        this.pending.delete(key);
        throw err;
      });
      this.pending.set(key, done);
    }
    return done;
  }

  /** True (and remembered) when `everyMs` passed since the last true for this key. */
  due(key: string, everyMs: number, nowMs: number): boolean {
    if (nowMs - (this.last.get(key) ?? Number.NEGATIVE_INFINITY) < everyMs) return false;
    this.last.set(key, nowMs);
    return true;
  }
}
