// Runs a command with the node malloc tunables (malloc-tunables.mjs), as `npm start` runs the
// server: `node scripts/tuned.mjs tsx bench.ts ...`. glibc reads them only at process start.
import { spawn } from 'node:child_process';
import { withNodeMalloc } from './malloc-tunables.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/tuned.mjs <command> [args...]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: 'inherit', env: withNodeMalloc() });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('error', (err) => {
  console.error(err.message);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
