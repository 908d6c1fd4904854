// Runs the server (or the workers) as the leader of its own process group, and when it ends for
// any reason - kill -9 included - kills what is left of the group: the ffmpeg processes a render
// started run in the server's group, so a dead worker takes them with it instead of leaving them
// encoding for nobody (issue 27 item 5).
import { spawn } from 'node:child_process';

/**
 * Spawns `command` in a new process group; resolves with how it ended once the group is gone.
 * An IPC channel ties the child to this process: if the supervisor is killed (kill -9 of npm
 * start), the child sees the channel close and stops itself (lifecycle.ts), as it would have
 * died with the supervisor's group before it had a group of its own.
 */
export function supervise(command, args, options = {}) {
  const { stdio = 'inherit' } = options;
  const fds = Array.isArray(stdio) ? stdio.slice(0, 3) : [stdio, stdio, stdio];
  const child = spawn(command, args, { ...options, stdio: [...fds, 'ipc'], detached: true });
  // The server handles SIGINT/SIGTERM itself (graceful shutdown); pass them on.
  const forward = (sig) => child.kill(sig);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, forward);
  const ended = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const sig of ['SIGINT', 'SIGTERM']) process.off(sig, forward);
      killGroup(child.pid);
      resolve({ code, signal });
    });
  });
  return { child, ended };
}

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: nothing was left in the group.
  }
}
