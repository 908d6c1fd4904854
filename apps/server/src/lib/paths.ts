import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found by walking up from this file: works from src/ (tsx) and dist/ (bundle). */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@reelforge/server') return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error('apps/server not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
}

export const migrationsDir = () => path.join(serverRoot(), 'drizzle');
export const webDistDir = () => path.join(serverRoot(), '..', 'web', 'dist');
