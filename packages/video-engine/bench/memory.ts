import { readFileSync } from 'node:fs';

/** Peak resident memory (VmHWM, KB) of a live process, or 0 once it is gone. */
export function vmHwmKb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples this process's RSS and every ffmpeg's high-water mark every `intervalMs`. VmHWM only
 * rises, so the last sample before ffmpeg exits is (within one interval) its true peak.
 */
export class MemorySampler {
  private readonly pids = new Set<number>();
  /** Peak per ffmpeg process, in start order. */
  readonly perProcessKb = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  ffmpegPeakKb = 0;
  nodeRssPeakKb = 0;
  /** Node's RSS plus the ffmpeg running at the same moment, at its highest. */
  concurrentPeakKb = 0;

  constructor(private readonly intervalMs = 50) {}

  track = (pid: number): void => {
    this.pids.add(pid);
    this.perProcessKb.set(pid, 0);
  };

  start(): void {
    this.timer = setInterval(() => this.sample(), this.intervalMs);
  }

  stop(): void {
    this.sample();
    clearInterval(this.timer);
  }

  private sample(): void {
    const nodeKb = Math.round(process.memoryUsage().rss / 1024);
    this.nodeRssPeakKb = Math.max(this.nodeRssPeakKb, nodeKb);
    let live = 0;
    for (const pid of this.pids) {
      const kb = vmHwmKb(pid);
      if (kb === 0) {
        this.pids.delete(pid);
        continue;
      }
      this.ffmpegPeakKb = Math.max(this.ffmpegPeakKb, kb);
      this.perProcessKb.set(pid, Math.max(this.perProcessKb.get(pid) ?? 0, kb));
      live += kb;
    }
    this.concurrentPeakKb = Math.max(this.concurrentPeakKb, nodeKb + live);
  }
}
