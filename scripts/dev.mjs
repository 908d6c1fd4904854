// `npm run dev`: the API with reload (tsx watch) and Vite with HMR, side by side.
import { spawn } from 'node:child_process';

const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@reelforge/web'], { stdio: 'inherit' }),
];
const stop = (sig) => procs.forEach((p) => p.kill(sig));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
procs.forEach((p) => p.on('exit', (code) => code && process.exit(code)));
